import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import type { CompanyMore } from '../company-more';

export type CompanyMoreData =
  | { about: 'ranks'; data: api.CompanyRanks }
  | { about: 'exec'; data: api.CompanyExecSalary }
  | { about: 'stocks'; data: api.CompanyStocks }
  | { about: 'futureofwork'; data: api.FutureOfWork };

/** The one further section the company page shows (a call of its own, counted as a view of the company's page in the region: free once the page is seen). */
export async function getCompanyMore(
  client: ApiClient,
  routes: typeof api,
  about: CompanyMore,
  cc: CountryCode,
  company: string,
): Promise<ApiResult<CompanyMoreData>> {
  const wrap = <T, A extends CompanyMoreData['about']>(r: ApiResult<T>, tag: A) =>
    (r.ok ? { ...r, data: { about: tag, data: r.data } } : r) as ApiResult<CompanyMoreData>;
  switch (about) {
    case 'ranks':
      return wrap(await client.call(routes.getCompanyRanks, { params: { id: company }, query: { cc } }), 'ranks');
    case 'exec':
      return wrap(await client.call(routes.getCompanyExecSalary, { params: { id: company }, query: { cc } }), 'exec');
    case 'stocks':
      return wrap(await client.call(routes.getCompanyStocks, { params: { id: company }, query: { cc } }), 'stocks');
    case 'futureofwork':
      return wrap(await client.call(routes.getFutureOfWork, { params: { cc, id: company } }), 'futureofwork');
  }
}
