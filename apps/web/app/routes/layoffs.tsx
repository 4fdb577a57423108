import { Anchor, Stack, Text } from '@mantine/core';
import { data, Link, useActionData } from 'react-router';
import type { Route } from './+types/layoffs';
import { followAction } from '~/features/layoffs/alerts-follow';
import { loadLayoffAlerts } from '~/features/layoffs/alerts-loader';
import { AlertsFollowForm } from '~/features/layoffs/components/alerts-follow-form';
import { SubscribeDigestForm } from '~/features/layoffs/components/subscribe-digest-form';
import { digestAction } from '~/features/layoffs/subscribe-digest';
import { LayoffsForm } from '~/features/layoffs/components/layoffs-form';
import { LayoffsMap } from '~/features/layoffs/components/layoffs-map';
import { LayoffSources, LayoffsTable } from '~/features/layoffs/components/layoffs-table';
import { LayoffsTrend } from '~/features/layoffs/components/layoffs-trend';
import { layoffsHref, LAYOFFS_QUERY } from '~/features/layoffs/layoffs-query';
import { formatCount, plural } from '~/features/layoffs/layoffs-text';
import { loadLayoffs } from '~/features/layoffs/layoffs.loader';
import { paths } from '~/config/paths';
import { isDataWithInit } from '~/lib/limited-page';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { Pagination } from '~/shell/pagination';
import { SalaryLimited } from '~/shell/salary-unavailable';
import classes from '~/features/layoffs/components/layoffs.module.css';
import { useSecurityCheck } from '~/shell/use-security-check';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...LAYOFFS_QUERY);
export const headers = publicPageHeaders;

/**
 * /layoffs: US WARN layoff notices (SPEC §2.1, §7 Layoff): a map of the states by notices or jobs,
 * the trend by month and the list, paged at 10, for the filters in the query; each notice has a page.
 */
export async function loader(args: Route.LoaderArgs) {
  // The member's follows and digest (nothing for a signed-out visitor) beside the page's figures.
  const [page, alerts] = await Promise.all([loadLayoffs(args), loadLayoffAlerts(args)]);
  if (isDataWithInit(page)) return data({ ...page.data, alerts }, page.init ?? undefined);
  return { ...page, alerts };
}

/** The follow button of a company's notices (intent "follow") and the weekly digest form (intents "digest", "digest-stop"). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const company = form.get('company');
  if (intent === 'follow' && typeof company === 'string' && /^[a-z0-9-]{1,200}$/.test(company)) {
    const { answer, status } = await followAction(form, request, context, { companySlug: company });
    return data({ follow: answer, digest: undefined }, { status });
  }
  if (intent === 'digest' || intent === 'digest-stop') {
    const { answer, status } = await digestAction(form, request, context);
    return data({ follow: undefined, digest: answer }, { status });
  }
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ ...loaderData.meta, path: loaderData.canonical, noindex: loaderData.kind !== 'ok' || loaderData.noindex }, matches)
    : [];

export default function LayoffsPage({ loaderData }: Route.ComponentProps) {
  const { query, heading, alerts } = loaderData;
  const answer = useActionData<typeof action>();
  const returnUrl = layoffsHref(query);
  const followed = loaderData.kind === 'ok' ? loaderData.list.filters.resolvedCompany : null;
  // SPEC §8: the security check of the layoffs pages returns to /layoffs.
  useSecurityCheck(loaderData.kind === 'limited', paths.layoffs());
  return (
    <PageFrame>
      <PageHeading eyebrow="Layoff tracking · United States" title={heading}>
        <Text c="dimmed" mt={6}>
          Layoffs and closures employers announced to the states under the WARN Act, as each state published them. India has no WARN
          notices:{' '}
          <Anchor component={Link} to="/layoffs/india" fw={600}>
            layoffs in India, as members report them
          </Anchor>
          .
        </Text>
      </PageHeading>

      <LayoffsForm query={query} />

      {followed && (
        <AlertsFollowForm
          view={
            alerts.signedIn ? { following: alerts.follows.some((f) => f.company?.slug === followed.slug), employer: followed.name } : null
          }
          answer={answer?.follow}
          employer={followed.name}
          returnUrl={returnUrl}
          fields={{ company: followed.slug }}
        />
      )}

      {loaderData.kind === 'limited' && (
        <SalaryLimited message={loaderData.message} signInHref={loaderData.signInHref} upgradeHref={loaderData.upgradeHref} />
      )}
      {loaderData.kind === 'invalid' && (
        <section className={blocks.card} data-testid="layoffs-invalid">
          <Stack gap="xs">
            <Text>{loaderData.message}</Text>
            <Anchor component={Link} to={loaderData.firstPageHref} fw={600}>
              First page
            </Anchor>
          </Stack>
        </section>
      )}
      {loaderData.kind === 'ok' && (
        <>
          <CardSection
            id="layoffs-map-title-section"
            title={`${loaderData.map.measure === 'jobs' ? 'Jobs' : 'Notices'} by state`}
            testId="layoffs-by-state"
          >
            <p className={classes.totals} data-testid="layoffs-totals">
              {plural(loaderData.map.totals.notices, 'notice')} · {plural(loaderData.map.totals.jobs, 'job')} (each layoff counted once: an
              amended notice counts through its latest amendment)
            </p>
            <LayoffsMap map={loaderData.map} query={query} />
          </CardSection>
          <CardSection id="layoffs-trend-title" title="By month">
            <LayoffsTrend trend={loaderData.list.trend} measure={query.measure} />
          </CardSection>
          <CardSection id="layoffs-list-title" title={plural(loaderData.list.total, 'notice')}>
            {loaderData.list.items.length > 0 ? (
              <>
                <p className={blocks.sectionNote}>
                  Newest first; page {loaderData.list.page} of {formatCount(loaderData.list.totalPages)}.
                </p>
                <LayoffsTable rows={loaderData.list.items} />
                <Pagination
                  page={loaderData.list.page}
                  totalItems={loaderData.list.total}
                  pageSize={loaderData.list.pageSize}
                  href={(page) => layoffsHref(query, { page })}
                />
              </>
            ) : (
              <Text c="dimmed" data-testid="layoffs-empty">
                No notice matches these filters.{' '}
                <Anchor component={Link} to={paths.layoffs()} fw={600}>
                  All notices
                </Anchor>
              </Text>
            )}
            <LayoffSources sources={loaderData.list.sources} />
          </CardSection>
        </>
      )}
      <CardSection id="layoffs-digest" title="Weekly digest by mail" testId="layoffs-digest">
        <SubscribeDigestForm digest={alerts.digest} answer={answer?.digest} returnUrl={`${returnUrl}#layoffs-digest`} />
      </CardSection>
    </PageFrame>
  );
}
