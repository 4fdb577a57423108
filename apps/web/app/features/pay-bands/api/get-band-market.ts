import type { api } from '@paysight/contract';
import { runBenchmark } from '~/features/peer/api/run-benchmark';
import type { ApiClient } from '~/lib/api-client';

/** The market cells a version was built from : the same peer group, families, locations and date. */
export function getBandMarket(
  client: ApiClient,
  routes: typeof api,
  group: { countryCode: api.PayBandGroup['countryCode']; peerGroupId: number },
  version: api.PayBandVersion,
) {
  return runBenchmark(client, routes, {
    countryCode: group.countryCode,
    peerGroupId: group.peerGroupId,
    families: version.plan.families,
    levels: [],
    locations: version.plan.locations,
    effectiveDate: version.effectiveDate,
  });
}
