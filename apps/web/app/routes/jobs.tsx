import { Anchor, Group, Stack, Text } from '@mantine/core';
import { JOBS_FILE_PAGE_SIZE } from '@paysight/contract/core';
import { Link } from 'react-router';
import type { Route } from './+types/jobs';
import { paths } from '~/config/paths';
import { JobCard } from '~/features/jobs/components/job-card';
import { JobsFiltersForm } from '~/features/jobs/components/jobs-filters-form';
import classes from '~/features/jobs/components/jobs.module.css';
import { jobsSearch, JOBS_QUERY } from '~/features/jobs/jobs-filters';
import { jobsCount } from '~/features/jobs/jobs-text';
import { loadJobs } from '~/features/jobs/jobs.loader';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { NoticeCard } from '~/shell/salary-unavailable';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { Pagination } from '~/shell/pagination';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...JOBS_QUERY);
export const headers = publicPageHeaders;

/**
 * /jobs and /jobs-search (one page, canonical /jobs): jobs listed now from company job boards,
 * newest first, 10 a page. Everything renders on the server from POST /jobs/search; the filters
 * and the page are in the URL, and the filter form is a plain GET form. Filters the API refuses
 * (page 101, text too long, minimum pay without a region) render the page with its message.
 */
export const loader = (args: Route.LoaderArgs) => loadJobs(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: loaderData.kind !== 'ok' || loaderData.items.length === 0 }, matches)
    : [];

function NoJobs({ clearHref, message }: { clearHref: string | null; message: string }) {
  return (
    <NoticeCard
      testId="jobs-empty"
      title="No jobs found"
      message={message}
      links={[clearHref ? { href: clearHref, label: 'Clear filters' } : null, { href: paths.salaries(), label: 'Browse salaries' }]}
    />
  );
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { filters, heading, clearHref } = loaderData;
  return (
    <PageFrame>
      <PageHeading eyebrow="Jobs" title={heading}>
        <Text c="dimmed" mt={6}>
          Openings from company job boards in India and the US, with the pay the employer posted or, when it did not, our estimate from
          salaries shared on Paysight.
        </Text>
      </PageHeading>

      <JobsFiltersForm filters={filters} />

      {loaderData.kind === 'refused' && (
        <section className={blocks.card} role="alert" data-testid="jobs-refused">
          <Stack gap="xs">
            <Text fw={700} fz="lg">
              These filters cannot be searched
            </Text>
            <Text c="dimmed">{loaderData.message}</Text>
            <Group gap="lg">
              {loaderData.firstPageHref && (
                <Anchor component={Link} to={loaderData.firstPageHref} fw={600}>
                  First page
                </Anchor>
              )}
              <Anchor component={Link} to={paths.jobs()} fw={600}>
                Clear filters
              </Anchor>
            </Group>
          </Stack>
        </section>
      )}

      {loaderData.kind === 'ok' && (
        <>
          <div className={classes.summary}>
            <Text fw={600} data-testid="jobs-total" role="status">
              {jobsCount(loaderData.total)}
            </Text>
            {loaderData.items.some((j) => j.isDemo) && (
              <Text fz="sm" c="dimmed">
                Jobs marked “Demo job” are generated demonstration postings, not real openings.
              </Text>
            )}
          </div>
          {loaderData.items.length > 0 ? (
            <ul className={blocks.cardList} aria-label="Jobs">
              {loaderData.items.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} now={loaderData.now} />
                </li>
              ))}
            </ul>
          ) : (
            <NoJobs
              clearHref={clearHref}
              message={
                loaderData.total > 0
                  ? 'This page is past the last one.'
                  : clearHref
                    ? 'No listed job matches these filters. Try fewer words, another place, or a wider date range.'
                    : 'No jobs are listed right now. Come back soon.'
              }
            />
          )}
          <Pagination
            page={filters.page}
            totalItems={loaderData.total}
            pageSize={loaderData.pageSize || JOBS_FILE_PAGE_SIZE}
            href={(p) => paths.jobs(jobsSearch({ ...filters, page: p }))}
          />
        </>
      )}
    </PageFrame>
  );
}
