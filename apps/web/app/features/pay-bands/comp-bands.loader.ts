import type { api } from '@paysight/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { getJobFamilies } from '~/features/peer/api/get-job-families';
import { getMetros } from '~/features/peer/api/get-metros';
import { listPeerGroups } from '~/features/peer/api/list-peer-groups';
import { employerWorkspace } from '~/features/workspace/api/get-workspace';
import { compareBandScenarios } from './api/compare-band-scenarios';
import { getBandGroup } from './api/get-band-group';
import { getBandMarket } from './api/get-band-market';
import { listBandGroups } from './api/list-band-groups';
import { parsePayBandsQuery, payBandsHref, picksFromForm, pickLabel } from './pay-bands-query';

export async function loadCompBands(args: LoaderFunctionArgs) {
  // The comparison form's fields become `compare=` in the URL.
  const found = await employerWorkspace(args, (url) =>
    url.searchParams.has('s1p') ? payBandsHref({ ...parsePayBandsQuery(url.searchParams), compare: picksFromForm(url.searchParams) }) : null,
  );
  if (found.kind !== 'ok') return found;
  const { api, client, url, workspace } = found;
  const query = parsePayBandsQuery(url.searchParams);
  const [groups, peers, families, metros] = await Promise.all([
    listBandGroups(client, api),
    listPeerGroups(client, api),
    getJobFamilies(client, api),
    getMetros(client, api),
  ]);
  if (!families.ok) throw new Error(`GET /entities/job-families answered ${families.status}: ${families.message}`);

  let group: api.PayBandGroup | null = null;
  let groupError: string | null = null;
  let version: api.PayBandVersion | null = null;
  let market: api.BenchmarkCell[] | null = null;
  let marketError: string | null = null;
  let scenarios: api.PayBandScenarios | null = null;
  let scenarioError: string | null = null;
  if (query.group !== undefined) {
    const found = await getBandGroup(client, api, query.group);
    if (!found.ok) groupError = found.message;
    else {
      group = found.data;
      version = group.versions.find((v) => v.version === query.version) ?? group.versions[0] ?? null;
      if (version && query.version !== undefined && version.version !== query.version)
        groupError = `No version ${query.version}: showing the latest`;
      if (version && group.peerGroup) {
        const base = version.plan;
        const compare = query.compare.length >= 2;
        const [bench, compared] = await Promise.all([
          getBandMarket(client, api, { countryCode: group.countryCode, peerGroupId: group.peerGroup.id }, version),
          compare
            ? compareBandScenarios(client, api, group.id, {
                effectiveDate: version.effectiveDate,
                scenarios: query.compare.map((p) => ({
                  ...base,
                  widths: undefined,
                  label: pickLabel(p),
                  targetPercentile: p.percentile,
                  width: p.width / 100,
                  progression: p.progression === null ? null : p.progression / 100,
                })),
              })
            : null,
        ]);
        if (bench.ok) market = bench.data.cells;
        else marketError = bench.message;
        if (compared) {
          if (compared.ok) scenarios = compared.data;
          else scenarioError = compared.message;
        }
      } else if (version) {
        marketError = 'The peer group was deleted: market figures and scenarios need a new group on another peer group';
      }
    }
  }
  // The metros with records: the workspace's region's, or both regions' when it is not locked to one.
  const byRegion = metros.ok ? metros.data.metros : { in: [], us: [] };
  const region = workspace.region;
  return {
    kind: 'workspace' as const,
    metros: region ? byRegion[region] : [...byRegion.in, ...byRegion.us],
    workspace,
    groups: groups.ok ? groups.data.groups : [],
    groupsError: groups.ok ? null : groups.message,
    peerGroups: peers.ok ? peers.data.groups : [],
    peerGroupsError: peers.ok ? null : peers.message,
    families: families.data.families.map((f) => ({ slug: f.slug, name: f.name })),
    levels: families.data.levels,
    query,
    group,
    groupError,
    version,
    market,
    marketError,
    scenarios,
    scenarioError,
    today: new Date().toISOString().slice(0, 10),
  };
}
