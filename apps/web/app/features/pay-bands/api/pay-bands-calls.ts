import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/**
 * /comp-bands' calls, made by its loader and action with the member's session: the workspace, its
 * band groups, peer groups and the job families; a group with its versions; the benchmark behind a
 * version's market figures; creating a group, saving a version and comparing scenarios.
 */

export const getWorkspace = (client: ApiClient, routes: typeof api): Promise<ApiResult<api.Workspace>> =>
  client.call(routes.getWorkspace, {});

export const listBandGroups = (client: ApiClient, routes: typeof api) => client.call(routes.listPayBandGroups, {});

export const listPeerGroups = (client: ApiClient, routes: typeof api) => client.call(routes.listPeerGroups, {});

export const getJobFamilies = (client: ApiClient, routes: typeof api) => client.call(routes.getJobFamilies, {});

export const getBandGroup = (client: ApiClient, routes: typeof api, id: number) => client.call(routes.getPayBandGroup, { params: { id } });

export const createBandGroup = (client: ApiClient, routes: typeof api, body: api.PayBandGroupBody) =>
  client.call(routes.createPayBandGroup, { body });

export const saveBandVersion = (client: ApiClient, routes: typeof api, id: number, body: api.PayBandVersionInput) =>
  client.call(routes.savePayBandVersion, { params: { id }, body });

export const compareScenarios = (client: ApiClient, routes: typeof api, id: number, body: api.PayBandScenariosInput) =>
  client.call(routes.comparePayBandScenarios, { params: { id }, body });

/** The market cells a version was built from: the same peer group, families, locations and date. */
export const marketOf = (
  client: ApiClient,
  routes: typeof api,
  group: { countryCode: api.PayBandGroup['countryCode']; peerGroupId: number },
  version: api.PayBandVersion,
) =>
  client.call(routes.runBenchmark, {
    body: {
      countryCode: group.countryCode,
      peerGroupId: group.peerGroupId,
      families: version.plan.families,
      levels: [],
      locations: version.plan.locations,
      effectiveDate: version.effectiveDate,
    },
  });
