import { api } from '@paysight/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import type { BenchmarkingDeps } from './benchmarking.service.js';
import { exportBenchmark, exportStartupBenchmark, runStartupBenchmark, type ExportFile } from './exports.service.js';

const send = (reply: FastifyReply, file: ExportFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);

/**
 * Benchmark exports and the startups benchmark (workspace members). The exports are file routes:
 * the file on success, the usual envelopes on failure (400 bad format or body, 403, 404).
 */
export function registerBenchmarkExportRoutes(app: FastifyInstance, deps: BenchmarkingDeps) {
  bindFileRoute(
    app,
    api.exportBenchmark,
    {
      description:
        'Workspace members. The cells of POST /benchmarking for the same body (the same rules, the differencing memory included), ' +
        'one row per cell after the region, currency, date, peers and rules; ?format=csv (UTF-8 with BOM) or xlsx.',
      success: 'The benchmark as CSV or XLSX (attachment)',
    },
    async ({ user, query, body, reply }) => send(reply, await exportBenchmark(deps, user, body, query.format)),
  );
  bindRoute(app, api.runStartupBenchmark, async ({ user, body }) => runStartupBenchmark(deps, user, body));
  bindFileRoute(
    app,
    api.exportStartupBenchmark,
    {
      description:
        'Workspace members. The startups benchmark, a row per band and cell (CSV) or a sheet per band (XLSX), with an About part.',
      success: 'The startups benchmark as CSV or XLSX (attachment)',
    },
    async ({ user, query, body, reply }) => send(reply, await exportStartupBenchmark(deps, user, body, query.format)),
  );
}
