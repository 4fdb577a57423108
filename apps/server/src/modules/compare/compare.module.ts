import { defineModule, type AppContext } from '../../app-context.js';
import { registerCompareRoutes } from './compare.routes.js';
import { countComparisonView, sameComparison, type CompareDeps } from './compare.service.js';

const depsOf = (ctx: AppContext): CompareDeps => ({
  db: ctx.db,
  now: ctx.now,
  minSlice: ctx.minSlice,
  popular: ctx.caches.popularComparisons,
});

/**
 * Comparisons beyond their figures (docs/decisions/051-compare-lists-and-contacts.md): popular
 * comparisons, counted from the comparison pages visitors open; saved comparisons; people to ask.
 */
export const compareModule = defineModule({
  name: 'compare',
  register: (app, ctx) => {
    const deps = depsOf(ctx);
    registerCompareRoutes(app, deps);
    // Each visitor's first view today of a comparison page (the quota's `compare` page key) that was answered.
    app.watchFirstViews({ kind: 'compare', same: sameComparison, count: (values) => countComparisonView(deps, values) });
  },
});
