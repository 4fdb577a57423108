import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  cellRecords,
  createPeerGroup,
  deletePeerGroup,
  getJobFamilies,
  listPeerGroups,
  runBenchmark,
  savePeerFacts,
  suggestedPeers,
  updatePeerGroup,
  type BenchmarkingDeps,
} from './benchmarking.service.js';
import { matchJd } from './jd.service.js';
import { getLevels, mapJobs, setLevels } from './job-architecture.service.js';
import { employerShowcase, marketMetros } from './showcase.service.js';
import { deleteView, featuredViews, listViews, openView, saveView } from './views.service.js';

/** Job architecture, peer groups and benchmarks (workspace members; peer groups are edited by analysts and admins). */
export function registerBenchmarkingRoutes(app: FastifyInstance, deps: BenchmarkingDeps) {
  bindRoute(app, api.getJobFamilies, async () => getJobFamilies(deps.db));
  bindRoute(app, api.listPeerGroups, async ({ user }) => listPeerGroups(deps, user));
  bindRoute(app, api.createPeerGroup, async ({ user, body }) => createPeerGroup(deps, user, body));
  bindRoute(app, api.updatePeerGroup, async ({ user, params, body }) => updatePeerGroup(deps, user, params.id, body));
  bindRoute(app, api.deletePeerGroup, async ({ user, params }) => deletePeerGroup(deps, user, params.id));
  bindRoute(app, api.getSuggestedPeers, async ({ user, query }) => suggestedPeers(deps, user, query));
  bindRoute(app, api.savePeerFacts, async ({ user, body }) => savePeerFacts(deps, user, body));
  bindRoute(app, api.runBenchmark, async ({ user, body }) => runBenchmark(deps, user, body));
  bindRoute(app, api.benchmarkRecords, async ({ user, body }) => cellRecords(deps, user, body));
  bindRoute(app, api.listBenchmarkViews, async ({ user }) => listViews(deps, user));
  bindRoute(app, api.saveBenchmarkView, async ({ user, body }) => saveView(deps, user, body));
  bindRoute(app, api.featuredBenchmarkViews, async ({ user }) => featuredViews(deps, user));
  bindRoute(app, api.openBenchmarkView, async ({ user, params }) => openView(deps, user, params.id));
  bindRoute(app, api.deleteBenchmarkView, async ({ user, params }) => deleteView(deps, user, params.id));
  bindRoute(app, api.getMetros, async () => marketMetros(deps));
  bindRoute(app, api.getEmployerShowcase, async ({ query }) => employerShowcase(deps, query.countryCode));
  bindRoute(app, api.getWorkspaceLevels, async ({ user }) => getLevels(deps, user));
  bindRoute(app, api.setWorkspaceLevels, async ({ user, body }) => setLevels(deps, user, body));
  bindRoute(app, api.mapJobs, async ({ user, body }) => mapJobs(deps, user, body));
  bindRoute(app, api.matchJd, async ({ user, body }) => matchJd(deps, user, body.text));
}
