import type { api } from '@paysight/contract';
import { FUNDING_STAGES, type SessionUser } from '@paysight/contract/core';
import { getWorkspace } from '~/features/workspace/api/get-workspace';
import type { ApiClient } from '~/lib/api-client';
import { getJobFamilies } from './api/get-job-families';
import { getMetros } from './api/get-metros';
import { getPayroll } from './api/get-payroll';
import { getSuggestedPeers, statedFactsOf } from './api/get-suggested-peers';
import { getWorkspaceLevels } from './api/get-workspace-levels';
import { listBenchmarkViews } from './api/list-benchmark-views';
import { listFeaturedViews } from './api/list-featured-views';
import { listPeerGroups } from './api/list-peer-groups';
import { openBenchmarkView } from './api/open-benchmark-view';
import { runBenchmark } from './api/run-benchmark';
import { runStartupBenchmark } from './api/run-startup-benchmark';
import { benchmarkInput, MARKET_PEER, parsePeerQuery, peerChoiceOf, regionOf, type PeerChoice, type PeerQuery } from './peer-query';

type Routes = typeof api;

const isoToday = () => new Date().toISOString().slice(0, 10);

/**
 * Everything /peer renders on the server, from the URL: the workspace (its region lock and the
 * member's role), the job families, the saved groups and views, the featured views, suggested
 * peers, and the open tab's data (the benchmark, the startups bands or the payroll). A failed call
 * is shown on the page with the API's message; only the workspace itself is required.
 */
export async function loadPeerPage(client: ApiClient, routes: Routes, params: URLSearchParams, user: SessionUser) {
  if (user.role !== 'enterprise') return { kind: 'not-enterprise' as const };
  const query: PeerQuery = parsePeerQuery(params);
  const ws = await getWorkspace(client, routes);
  if (!ws.ok) {
    // No workspace (a removed member): the explanation; expiry and the rest: the catalogue's action.
    if (ws.status === 403 && ws.message !== 'Enterprise access expired') return { kind: 'not-enterprise' as const };
    return { kind: 'action' as const, status: ws.status, message: ws.message };
  }
  const workspace = ws.data;
  let cc = regionOf(workspace.region, query.cc);
  const [families, groups, views, featured, suggested, metros] = await Promise.all([
    getJobFamilies(client, routes),
    listPeerGroups(client, routes),
    listBenchmarkViews(client, routes),
    listFeaturedViews(client, routes),
    getSuggestedPeers(client, routes, cc, statedFactsOf(params)),
    getMetros(client, routes),
  ]);
  if (!families.ok) throw new Error(`GET /entities/job-families answered ${families.status}: ${families.message}`);
  const featuredList = featured.ok ? featured.data.views : [];

  let peer: PeerChoice = peerChoiceOf(query);
  let benchmarkError: string | null = null;
  let opened: { view: api.BenchmarkView; benchmark: api.Benchmark } | null = null;
  const firstFamily = families.data.families.find((f) => f.slug === 'software-engineering') ?? families.data.families[0];
  let fallback = { families: firstFamily ? [firstFamily.slug] : [], levels: [] as number[], locations: [] as string[] };
  let peerPart: { peerGroupId: number } | { peer: api.PeerDefinition } = { peer: MARKET_PEER };
  const fromView = (q: api.BenchmarkQuery) => {
    cc = q.countryCode;
    fallback = { families: q.families, levels: q.levels, locations: q.locations };
    peerPart = q.peerGroupId !== undefined ? { peerGroupId: q.peerGroupId } : { peer: q.peer! };
  };
  if (peer.kind === 'group') peerPart = { peerGroupId: peer.id };
  else if (peer.kind === 'companies') peerPart = { peer: { kind: 'competitors', companies: peer.slugs } };
  else if (peer.kind === 'view') {
    const r = await openBenchmarkView(client, routes, peer.id);
    if (r.ok) {
      opened = r.data;
      fromView(r.data.view.query);
    } else {
      benchmarkError = r.message;
      peer = { kind: 'market' };
    }
  } else if (peer.kind === 'featured') {
    const slug = peer.slug;
    const view = featuredList.find((v) => v.id === slug);
    if (view) fromView(view.query);
    else {
      benchmarkError = featured.ok ? `No featured view “${slug}”` : featured.message;
      peer = { kind: 'market' };
    }
  }

  const input = benchmarkInput(query, cc, peerPart, fallback);
  let benchmark: api.Benchmark | null = null;
  if (query.tab === 'benchmark' && !benchmarkError) {
    const asIs = opened && !query.families && !query.levels && !query.locations && !query.date;
    if (asIs) benchmark = opened!.benchmark;
    else {
      const r = await runBenchmark(client, routes, input);
      if (r.ok) benchmark = r.data;
      else benchmarkError = r.message;
    }
  }

  const stages = query.stages.filter((s): s is (typeof FUNDING_STAGES)[number] => (FUNDING_STAGES as readonly string[]).includes(s));
  const startupsInput: api.StartupBenchmarkInput = {
    countryCode: cc,
    families: input.families ?? [],
    levels: input.levels ?? [],
    locations: input.locations ?? [],
    ...(query.date ? { effectiveDate: query.date } : {}),
    fundingStages: stages,
  };
  let startups: api.StartupBenchmark | null = null;
  let startupsError: string | null = null;
  if (query.tab === 'startups') {
    const r = await runStartupBenchmark(client, routes, startupsInput);
    if (r.ok) startups = r.data;
    else startupsError = r.message;
  }

  let payroll: api.Payroll | null = null;
  let payrollError: string | null = null;
  if (query.tab === 'payroll') {
    const r = await getPayroll(client, routes, query.group ? { peerGroupId: query.group } : {});
    if (r.ok) payroll = r.data.payroll;
    else payrollError = r.message;
  }

  // The workspace's level scale: edited and used on the jobs tab.
  let levels: api.WorkspaceLevels | null = null;
  let levelsError: string | null = null;
  if (query.tab === 'match') {
    const r = await getWorkspaceLevels(client, routes);
    if (r.ok) levels = r.data;
    else levelsError = r.message;
  }

  const today = isoToday();
  return {
    kind: 'workspace' as const,
    workspace,
    query,
    cc,
    today,
    effectiveDate: benchmark?.effectiveDate ?? query.date ?? today,
    families: families.data,
    groups: groups.ok ? groups.data.groups : [],
    views: views.ok ? views.data.views : [],
    featured: featuredList,
    suggested: suggested.ok ? suggested.data : null,
    listErrors: [groups, views, featured, suggested].filter((r) => !r.ok).map((r) => (r as { message: string }).message),
    peer,
    input,
    benchmark,
    benchmarkError,
    startupsInput,
    startups,
    startupsError,
    payroll,
    payrollError,
    payrollColumns: [...routes.PAYROLL_COLUMNS] as string[],
    payrollMaxRows: routes.PAYROLL_MAX_ROWS,
    levels,
    levelsError,
    /** The metros with records in each region, most records first (the locations offered). */
    metros: metros.ok ? metros.data.metros : { in: [], us: [] },
  };
}
