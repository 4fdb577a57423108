import { data, type LoaderFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { serverApi } from '~/lib/server-api';
import { searchJobs } from './api/search-jobs';
import { isNarrowed, jobsSearch, parseJobsFilters, toSearchBody } from './jobs-filters';
import { jobsDescription, jobsHeading, refusalText } from './jobs-text';

export async function loadJobs({ request, context }: LoaderFunctionArgs) {
  const filters = parseJobsFilters(new URL(request.url).searchParams);
  const path = paths.jobs(jobsSearch(filters));
  const heading = jobsHeading(filters);
  const page = { filters, path, heading, clearHref: isNarrowed(filters) ? paths.jobs() : null };

  const { api } = await import('@paysight/contract');
  const result = await searchJobs(serverApi(context, request), api, toSearchBody(filters));
  if (result.ok) {
    const { items, total, pageSize } = result.data;
    return {
      kind: 'ok' as const,
      ...page,
      meta: { title: heading, description: jobsDescription(heading, total) },
      items,
      total,
      pageSize,
      // One clock for the server's render and the browser's hydration: "3 days ago" reads the same in both.
      now: Date.now(),
    };
  }
  if (result.status === 400 || result.status === 422) {
    return data(
      {
        kind: 'refused' as const,
        ...page,
        meta: { title: heading, description: jobsDescription(heading, null) },
        message: refusalText(result.message),
        firstPageHref: filters.page > 1 ? paths.jobs(jobsSearch({ ...filters, page: 1 })) : null,
      },
      { status: 400 },
    );
  }
  throw new Error(`POST /jobs/search answered ${result.status}: ${result.message}`);
}
