import { api } from '@paysight/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import {
  addCompaEmployee,
  compaSample,
  editCompaEmployee,
  exportCompaRoster,
  getCompaEmployee,
  getCompaRoster,
  uploadCompaRoster,
  type CompaDeps,
  type CompaFile,
} from './compa.service.js';

const send = (reply: FastifyReply, file: CompaFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);

/** The compa roster (ADR 054): members read and export; analysts and admins upload, add and edit. */
export function registerCompaRoutes(app: FastifyInstance, deps: CompaDeps) {
  bindFileRoute(
    app,
    api.getCompaSample,
    {
      description:
        'Workspace members. A roster file with every column and three example employees in the workspace region; ?format=csv (default) or xlsx.',
      success: 'A sample roster as CSV or XLSX (attachment)',
    },
    async ({ user, query, reply }) => send(reply, await compaSample(deps, user, query.format)),
  );
  bindRoute(app, api.getCompaRoster, async ({ user, query }) => getCompaRoster(deps, user, query));
  // The service checks the role first, then reads the file through this.
  bindRoute(app, api.uploadCompaRoster, async ({ request, user }) =>
    uploadCompaRoster(deps, user, () => readUpload(request, { field: 'file', maxBytes: api.COMPA_MAX_BYTES, allowed: ['csv', 'xlsx'] })),
  );
  bindFileRoute(
    app,
    api.exportCompaRoster,
    {
      description:
        'Workspace members. The roster with its band and market figures, filtered and sorted as GET /compa/roster; gender only for analysts and admins; ?format=csv or xlsx.',
      success: 'The roster as CSV or XLSX (attachment)',
    },
    async ({ user, query, reply }) => send(reply, await exportCompaRoster(deps, user, query)),
  );
  bindRoute(app, api.getCompaEmployee, async ({ user, params, query }) => getCompaEmployee(deps, user, params.id, query.bandGroupId));
  bindRoute(app, api.addCompaEmployee, async ({ user, body }) => addCompaEmployee(deps, user, body));
  bindRoute(app, api.editCompaEmployee, async ({ user, params, body }) => editCompaEmployee(deps, user, params.id, body));
}
