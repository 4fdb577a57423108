import { api } from '@paysight/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import type { BenchmarkingDeps } from '../benchmarking/benchmarking.service.js';
import { getRewardsPlan, getRewardsStatement, rewardsStatementsPdf, saveRewardsPlan } from './total-rewards.service.js';

const sendPdf = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** Total rewards: any workspace member reads plan values and statements; analysts and admins save the plan. */
export function registerTotalRewardsRoutes(app: FastifyInstance, deps: BenchmarkingDeps) {
  bindRoute(app, api.getRewardsPlan, async ({ user }) => getRewardsPlan(deps, user));
  bindRoute(app, api.saveRewardsPlan, async ({ user, body }) => saveRewardsPlan(deps, user, body));
  bindRoute(app, api.getRewardsStatement, async ({ user, params, query }) =>
    getRewardsStatement(deps, user, params.employeeId, query.year),
  );
  bindFileRoute(
    app,
    api.rewardsStatementPdf,
    {
      description: "The employee's statement as a PDF (an attachment, never cached). Another workspace's employee is 404.",
      success: 'The statement (PDF)',
    },
    async ({ user, params, query, reply }) => sendPdf(reply, await rewardsStatementsPdf(deps, user, [params.employeeId], query.year)),
  );
  bindFileRoute(
    app,
    api.rewardsStatementsPdf,
    { description: 'The statements in one PDF, an employee a page (an attachment, never cached).', success: 'The statements (PDF)' },
    async ({ user, query, reply }) =>
      sendPdf(reply, await rewardsStatementsPdf(deps, user, query.ids && query.ids.length > 0 ? query.ids : null, query.year)),
  );
}
