import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import type { BenchmarkingDeps } from './benchmarking.service.js';
import { getPayroll, uploadPayroll } from './payroll.service.js';

/** Payroll against the market: analysts and admins upload (multipart, CSV or XLSX typed by its bytes); any member reads. */
export function registerPayrollRoutes(app: FastifyInstance, deps: BenchmarkingDeps) {
  // The service checks the role first, then reads the file through this.
  bindRoute(app, api.uploadPayroll, async ({ request, user }) =>
    uploadPayroll(deps, user, () => readUpload(request, { field: 'file', maxBytes: api.PAYROLL_MAX_BYTES, allowed: ['csv', 'xlsx'] })),
  );
  bindRoute(app, api.getPayroll, async ({ user, query }) => getPayroll(deps, user, query.peerGroupId));
}
