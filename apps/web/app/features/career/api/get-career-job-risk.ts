import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /:cc/career-path/job-risk: a title's exposure to AI (at a company). Counts against the daily search limit (429), like the salary pages. */
export function getCareerJobRisk(client: ApiClient, routes: typeof api, cc: CountryCode, title: string, company: string | undefined) {
  return client.call(routes.getCareerJobRisk, { params: { cc }, query: { title, company } });
}
