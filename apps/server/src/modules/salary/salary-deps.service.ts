import { contextParts, perApp } from '../../app-context.js';
import type { SalaryDeps } from './salary.service.js';

/** The app's salary deps: the salary pages and the widget read the same figures through the same caches. */
export const salaryDepsOf = perApp((ctx): SalaryDeps => ({
  ...contextParts(ctx, 'db', 'minSlice', 'fx', 'now'),
  cache: ctx.caches.salaryStats,
  exploreCache: ctx.caches.explore,
}));
