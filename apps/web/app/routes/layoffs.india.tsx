import { Anchor, Text } from '@mantine/core';
import { data, Link, useActionData } from 'react-router';
import type { Route } from './+types/layoffs.india';
import { IndiaFilters, IndiaReportForm, IndiaReportsList } from '~/features/layoffs/components/reports-india';
import { INDIA_LAYOFFS_QUERY, indiaReportAction, loadIndiaLayoffs } from '~/features/layoffs/reports-india';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { SalaryLimited } from '~/shell/salary-unavailable';
import { useSecurityCheck } from '~/shell/use-security-check';

/** A public page keyed on the query it reads. */
export const handle = pageQuery(...INDIA_LAYOFFS_QUERY);
export const headers = publicPageHeaders;

/**
 * /layoffs/india (ADR 046): India has no WARN notices, so its layoffs are members' reports, each
 * shown only once an admin approved it and labelled "Member reports, moderated"; a member reports
 * one with its source link. Filters by company and month; paged at 10.
 */
export const loader = (args: Route.LoaderArgs) => loadIndiaLayoffs(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'report') throw data(null, { status: 400 });
  return indiaReportAction(form, request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.canonical, noindex: loaderData.noindex }, matches) : [];

export default function IndiaLayoffsPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  // SPEC §8: the security check of the layoffs pages returns to /layoffs.
  useSecurityCheck(loaderData.kind === 'limited', paths.layoffs());
  return (
    <PageFrame>
      <PageHeading eyebrow="Layoff tracking · India" title={loaderData.heading}>
        <Text c="dimmed" mt={6}>
          India has no WARN notices: these are layoffs members reported with a public source, each checked by an admin before it is shown.{' '}
          <Anchor component={Link} to={paths.layoffs()} fw={600}>
            US WARN notices
          </Anchor>
        </Text>
      </PageHeading>
      <IndiaFilters query={loaderData.query} />
      {loaderData.kind === 'limited' && (
        <SalaryLimited message={loaderData.message} signInHref={loaderData.signInHref} upgradeHref={loaderData.upgradeHref} />
      )}
      {loaderData.kind === 'invalid' && (
        <section className={blocks.card} data-testid="india-invalid">
          <Text>{loaderData.message}</Text>
        </section>
      )}
      {loaderData.kind === 'ok' && <IndiaReportsList list={loaderData.list} query={loaderData.query} />}
      <IndiaReportForm signedIn={loaderData.signedIn} answer={answer} mine={loaderData.mine} />
    </PageFrame>
  );
}
