import { AppError, type api, type Region, type SessionUser } from '@paysight/contract';
import type { BenchmarkView } from '@paysight/db';
import { assertRegion, workspaceOf } from '../workspaces/workspaces.service.js';
import { benchmarkFor, type BenchmarkingDeps } from './benchmarking.service.js';
import { deleteViewRow, insertView, peerGroupOf, viewOf, viewsOf } from './benchmarking.queries.js';

/**
 * Views (`/benchmarking/views`): a workspace saves a benchmark's query under a name and opens it
 * again on any day; featured views are cohorts of the market Paysight prepared. Opening either runs
 * the benchmark for the caller's workspace, under the same rules (the differencing memory included).
 */

/** Prepared cohorts: every workspace sees those of its regions. */
export const FEATURED_VIEWS: readonly (api.BenchmarkView & { id: string })[] = [
  {
    id: 'in-product-engineering',
    name: 'Product companies in India: software engineering',
    description: 'Big tech, product companies and unicorns hiring engineers in Bengaluru, Hyderabad and Pune.',
    query: {
      countryCode: 'in',
      peer: {
        kind: 'cohort',
        criteria: { types: ['faang+', 'product', 'unicorn'], sizeBands: [], industries: [], fundingStages: [], listed: null },
      },
      families: ['software-engineering'],
      levels: [],
      locations: ['Bengaluru', 'Hyderabad', 'Pune'],
    },
  },
  {
    id: 'in-gcc',
    name: 'Global capability centres in India',
    description: 'The Indian centres of banks, retailers and other multinationals, every family.',
    query: {
      countryCode: 'in',
      peer: { kind: 'cohort', criteria: { types: ['gcc'], sizeBands: [], industries: [], fundingStages: [], listed: null } },
      families: [],
      levels: [],
      locations: [],
    },
  },
  {
    id: 'in-startups',
    name: 'Indian startups (not listed)',
    description: 'Venture-funded companies that are not listed, every family.',
    query: {
      countryCode: 'in',
      peer: { kind: 'startups', criteria: { sizeBands: [], industries: [], fundingStages: [] } },
      families: [],
      levels: [],
      locations: [],
    },
  },
  {
    id: 'us-big-tech-engineering',
    name: 'US big tech: software engineering',
    description: 'The largest technology companies, in the Bay Area, Seattle and New York.',
    query: {
      countryCode: 'us',
      peer: { kind: 'cohort', criteria: { types: ['faang+'], sizeBands: [], industries: [], fundingStages: [], listed: null } },
      families: ['software-engineering'],
      levels: [],
      locations: ['Bay Area', 'Seattle', 'New York'],
    },
  },
  {
    id: 'us-finance',
    name: 'US banks and financial services',
    description: 'Banks and financial services companies, every family.',
    query: {
      countryCode: 'us',
      peer: { kind: 'cohort', criteria: { types: ['finance'], sizeBands: [], industries: [], fundingStages: [], listed: null } },
      families: [],
      levels: [],
      locations: [],
    },
  },
].map((v) => ({ ...v, featured: true, createdAt: null }) as api.BenchmarkView & { id: string });

const viewData = (v: BenchmarkView): api.BenchmarkView => ({
  id: v.id,
  name: v.name,
  description: null,
  featured: false,
  query: v.query as api.BenchmarkQuery,
  createdAt: v.createdAt.toISOString(),
});

const inRegion = (region: Region | null) => (v: api.BenchmarkView) => region === null || v.query.countryCode === region;

export async function listViews(deps: BenchmarkingDeps, user: SessionUser | null): Promise<{ views: api.BenchmarkView[] }> {
  const ctx = await workspaceOf(deps, user);
  return { views: (await viewsOf(deps.db, ctx.orgId)).map(viewData).filter(inRegion(ctx.region)) };
}

export async function featuredViews(deps: BenchmarkingDeps, user: SessionUser | null): Promise<{ views: api.BenchmarkView[] }> {
  const ctx = await workspaceOf(deps, user);
  return { views: FEATURED_VIEWS.filter(inRegion(ctx.region)) };
}

export async function saveView(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  body: { name: string; query: api.BenchmarkQuery },
): Promise<api.BenchmarkView> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  assertRegion(ctx, body.query.countryCode);
  if (body.query.peerGroupId !== undefined && !(await peerGroupOf(deps.db, ctx.orgId, body.query.peerGroupId))) {
    throw new AppError(404, `No peer group ${body.query.peerGroupId}`);
  }
  const row = await insertView(deps.db, {
    orgId: ctx.orgId,
    name: body.name,
    query: body.query,
    createdBy: ctx.userId,
    createdAt: deps.now(),
  });
  if (!row) throw new AppError(409, `A view named "${body.name}" exists: choose another name`);
  return viewData(row);
}

export async function openView(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  id: number,
): Promise<{ view: api.BenchmarkView; benchmark: api.Benchmark }> {
  const ctx = await workspaceOf(deps, user);
  const row = await viewOf(deps.db, ctx.orgId, id);
  if (!row) throw new AppError(404, `No view ${id}`);
  const view = viewData(row);
  return { view, benchmark: await benchmarkFor(deps, ctx, view.query) };
}

export async function deleteView(deps: BenchmarkingDeps, user: SessionUser | null, id: number): Promise<{ deleted: true }> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  if (!(await deleteViewRow(deps.db, ctx.orgId, id))) throw new AppError(404, `No view ${id}`);
  return { deleted: true };
}
