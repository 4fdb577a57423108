import type { AppContext } from '../../app-context.js';
import { refreshPayEstimates } from './pay-estimate.queries.js';

/** Recomputes the pay estimate beside every job without posted pay (after the demo data or an import loads). */
export const refreshAllPayEstimates = (ctx: Pick<AppContext, 'db' | 'minSlice'>) => refreshPayEstimates(ctx.db, { minSlice: ctx.minSlice });
