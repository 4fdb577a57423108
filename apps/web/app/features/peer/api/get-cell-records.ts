import type { api } from '@paysight/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, loadBrowserApi } from '~/lib/browser-api';

/** POST /benchmarking/records: the records behind a cell, from the browser. */
export async function getCellRecords(body: api.BenchmarkRecordsBody) {
  const { client, routes } = await loadBrowserApi();
  return dataOf(await client.call(routes.benchmarkRecords, { body }));
}

export const cellRecordsQuery = (body: api.BenchmarkRecordsBody) =>
  queryOptions({ queryKey: ['peer', 'records', body], queryFn: () => getCellRecords(body), retry: false });

/** A page of a cell's records; the previous page stays shown while the next loads. */
export const useCellRecords = (body: api.BenchmarkRecordsBody) =>
  useQuery({ ...cellRecordsQuery(body), placeholderData: (previous) => previous });
