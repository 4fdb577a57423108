import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { createDbCounterStore } from '../../lib/counter-store.js';
import type { EventBus } from '../../lib/events.js';
import { bindRoute } from '../../http/bind-route.js';
import type { LlmProvider } from '../../providers/llm/llm.types.js';
import { analyzeApplication, analyzeJob } from './ai-analysis.service.js';
import type { JobGptDeps } from './hunts.service.js';

/**
 * JobGPT's AI analysis (SPEC §7 Jobs): fit, gaps, pitch or questions on a listed job or on one of
 * the member's applications. The daily count lives in the database's rate counters, so every
 * server sees the same count.
 */
export function registerAiAnalysisRoutes(app: FastifyInstance, deps: JobGptDeps & { llm: LlmProvider; events: EventBus }) {
  const full = { ...deps, counters: createDbCounterStore(deps.db, deps.now) };
  bindRoute(app, api.analyzeJob, async ({ user, params, body }) => analyzeJob(full, user, params.id, body));
  bindRoute(app, api.analyzeJobApplication, async ({ user, params, body }) => analyzeApplication(full, user, params.id, body));
}
