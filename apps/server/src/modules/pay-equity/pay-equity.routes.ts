import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import { exportPayEquity, getPayEquity, priceEquityFix, type PayEquityDeps } from './pay-equity.service.js';

/** Pay equity over the workspace's payroll: workspace analysts and admins only (every figure is derived from gender). */
export function registerPayEquityRoutes(app: FastifyInstance, deps: PayEquityDeps) {
  bindRoute(app, api.getPayEquity, async ({ user, query }) => getPayEquity(deps, user, query));
  bindRoute(app, api.priceEquityFix, async ({ user, body }) => priceEquityFix(deps, user, body));
  bindFileRoute(
    app,
    api.exportPayEquity,
    {
      description:
        'Workspace analysts and admins. ?file=report: the EU indicators (a)–(g), the adjusted gap and every category; ' +
        '?file=raises: one way of the fix (?way=uniform, cheapest or fair-pay) as a list of raises. CSV, UTF-8 with BOM.',
      success: 'The pay equity report or raises as CSV (attachment)',
    },
    async ({ user, query, reply }) => {
      const file = await exportPayEquity(deps, user, query);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
