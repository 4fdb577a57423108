import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import { parseUploadFields, readUpload } from '../../http/uploads.js';
import {
  DOC_KINDS_ALLOWED,
  getVerifiedStats,
  listContributions,
  listDocs,
  listHeld,
  listPending,
  readDocFile,
  reviewDoc,
  reviewHeld,
  uploadDoc,
  type VerificationDeps,
} from './verification.service.js';

/** Salary verification: members' documents, the public verified share, and the admins' review queues. */
export function registerVerificationRoutes(app: FastifyInstance, deps: VerificationDeps) {
  // multipart/form-data (memberSalaryId, kind, then file), typed by its bytes: size, type, owner and pending limit checked.
  bindRoute(app, api.uploadVerificationDoc, async ({ request, user }) => {
    const file = await readUpload(request, { field: 'file', maxBytes: api.MAX_DOC_BYTES, allowed: DOC_KINDS_ALLOWED });
    return uploadDoc(deps, user, {
      ...parseUploadFields(api.uploadVerificationDocFields, file.fields),
      bytes: file.bytes,
      mime: file.mime,
    });
  });
  // The document itself (not JSON), private and never cached or sniffed.
  bindFileRoute(
    app,
    api.getVerificationDocFile,
    {
      description: 'The file with its own content type, as an attachment. Only the member who sent it and admins may read it.',
      success: 'The document (PDF, PNG or JPEG)',
    },
    async ({ params, user, reply }) => {
      const file = await readDocFile(deps, user, params.id);
      return reply
        .type(file.mime)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
  bindRoute(app, api.listVerificationDocs, async ({ user }) => listDocs(deps, user));
  bindRoute(app, api.listVerifiableContributions, async ({ user }) => listContributions(deps, user));
  bindRoute(app, api.getVerifiedStats, async ({ query }) => getVerifiedStats(deps, query.cc));
  bindRoute(app, api.listPendingVerifications, async () => listPending(deps));
  bindRoute(app, api.reviewVerification, async ({ user, params, body }) => reviewDoc(deps, user, params.id, body));
  bindRoute(app, api.listHeldRecords, async () => listHeld(deps));
  bindRoute(app, api.reviewHeldRecord, async ({ user, params, body }) => reviewHeld(deps, user, params.id, body.decision));
}
