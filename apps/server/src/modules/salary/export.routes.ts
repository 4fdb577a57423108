import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindFileRoute } from '../../http/bind-route.js';
import { exportSalaryProfiles } from './salary-export.service.js';
import type { SalaryDeps } from './salary.service.js';

/**
 * GET /{cc}/salary/profiles/export?q=: a CSV download (premium, declared in the contract), so bound
 * as a file route: failures (400, 401, 403, 404, 429) are the usual envelopes.
 */
export function registerSalaryExportRoute(app: FastifyInstance, deps: SalaryDeps) {
  bindFileRoute(
    app,
    api.exportSalaryProfiles,
    {
      description:
        'Premium members, enterprise users and admins. One row per record (no ids, no member details, month only), newest first, ' +
        'at most 10,000 rows; the columns are in the first line.',
      success: 'The records as CSV (attachment)',
    },
    async ({ params, query, reply }) => {
      const { filename, csv, truncated } = await exportSalaryProfiles(deps, params.cc, query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-export-truncated', truncated ? 'true' : 'false')
        .send(csv);
    },
  );
}
