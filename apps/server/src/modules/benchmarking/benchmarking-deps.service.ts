import { perApp } from '../../app-context.js';
import type { BenchmarkingDeps } from './benchmarking.service.js';
import { createMarketIndex } from './market-index.service.js';

/** The app's one market index and benchmarking deps: peer benchmarks and pay bands read the same (ADR 030). */
export const benchmarkingDepsOf = perApp((ctx): BenchmarkingDeps => ({
  db: ctx.db,
  now: ctx.now,
  market: createMarketIndex(ctx.db, ctx.log),
  agingRates: { in: ctx.config.BENCHMARK_AGING_RATE_IN, us: ctx.config.BENCHMARK_AGING_RATE_US },
  tierCache: ctx.caches.benchmarkTiers,
}));
