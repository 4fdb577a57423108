import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /entities/job-families: the job families benchmarks and bands are built over. */
export function getJobFamilies(client: ApiClient, routes: typeof api) {
  return client.call(routes.getJobFamilies, {});
}
