import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** The market cells a version was built from (POST /benchmarking): the same peer group, families, locations and date. */
export function getBandMarket(
  client: ApiClient,
  routes: typeof api,
  group: { countryCode: api.PayBandGroup['countryCode']; peerGroupId: number },
  version: api.PayBandVersion,
) {
  return client.call(routes.runBenchmark, {
    body: {
      countryCode: group.countryCode,
      peerGroupId: group.peerGroupId,
      families: version.plan.families,
      levels: [],
      locations: version.plan.locations,
      effectiveDate: version.effectiveDate,
    },
  });
}
