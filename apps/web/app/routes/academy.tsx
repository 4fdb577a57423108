import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useActionData } from 'react-router';
import type { Route } from './+types/academy';
import { paths } from '~/config/paths';
import { academyReportAction } from '~/features/academy/academy.action';
import { loadAcademy } from '~/features/academy/academy.loader';
import { ACADEMY_PATH, ACADEMY_QUERY } from '~/features/academy/academy-query';
import { AcademyCompanies, AcademyFilters, AcademyQuestionList, CompanyFigures } from '~/features/academy/components/academy-questions';
import { ReportForm } from '~/features/academy/components/report-form';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';

/** A public page keyed on the query it reads. */
export const handle = pageQuery(...ACADEMY_QUERY);
export const headers = publicPageHeaders;

/**
 * /academy (SPEC §1 interview questions; ADR 053): interview questions from members' reports an
 * admin approved, merged with openly licensed question sets (each with its source and licence),
 * filtered by company, job family, round and difficulty with a plain GET form; a company's
 * questions and figures from MIN_SLICE reports; a member reports an interview with a plain POST form.
 */
export const loader = (args: Route.LoaderArgs) => loadAcademy(args);

export const action = (args: Route.ActionArgs) => academyReportAction(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.canonical, noindex: loaderData.noindex }, matches) : [];

export default function AcademyPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const view = loaderData.kind === 'ok' ? loaderData.view : null;
  const shownCompany = view?.filters.company
    ? loaderData.companies.companies.find((c) => c.company.slug === view.filters.company!.slug)
    : undefined;
  return (
    <PageFrame>
      <PageHeading
        eyebrow="Interview academy"
        badge={view?.demo && <DemoDataLabel notReal="interview reports" />}
        title={loaderData.heading}
      >
        <Text c="dimmed" mt={6}>
          What members were asked in interviews, counted from reports an admin checked, beside questions from open question sets with their
          sources. A company’s questions show once {loaderData.companies.minSlice} members have reported it.
        </Text>
        <Text mt={6} data-testid="academy-gurus">
          <Link className={blocks.link} to={paths.gurus(view?.filters.company ? { company: view.filters.company.slug } : {})}>
            Practise in a mock interview
          </Link>{' '}
          with someone who works {view?.filters.company ? `at ${view.filters.company.name}` : 'at the company'} now, proved.
        </Text>
      </PageHeading>
      <AcademyFilters
        query={loaderData.query}
        companies={loaderData.companies.companies}
        families={loaderData.families}
        chosen={view?.filters.company ?? null}
      />
      {shownCompany && !view?.belowFloor && <CompanyFigures company={shownCompany} />}
      {view && <AcademyQuestionList view={view} query={loaderData.query} />}
      {loaderData.kind === 'not-found' && (
        <section className={blocks.card} data-testid="academy-not-found">
          <Stack gap="xs">
            <Text>{loaderData.message}</Text>
            <Anchor component={Link} to={ACADEMY_PATH} fw={600}>
              All interview questions
            </Anchor>
          </Stack>
        </section>
      )}
      <ReportForm signedIn={loaderData.signedIn} answer={answer} mine={loaderData.mine} />
      <AcademyCompanies companies={loaderData.companies} query={loaderData.query} />
    </PageFrame>
  );
}
