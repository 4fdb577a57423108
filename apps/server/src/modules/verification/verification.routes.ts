import { API_BASE, api, envelopeSchema } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import {
  DOC_KINDS_ALLOWED,
  getVerifiedStats,
  listContributions,
  listDocs,
  listHeld,
  listPending,
  parseUploadFields,
  readDocFile,
  requireMember,
  reviewDoc,
  reviewHeld,
  uploadDoc,
  type VerificationDeps,
} from './verification.service.js';

const failureSchema = envelopeSchema(z.null());

/** Salary verification: members' documents, the public verified share, and the admins' review queues. */
export function registerVerificationRoutes(app: FastifyInstance, deps: VerificationDeps) {
  // multipart/form-data (memberSalaryId, kind, then file), typed by its bytes: size, type, owner and pending limit checked.
  bindRoute(app, api.uploadVerificationDoc, async ({ request }) => {
    const user = requireMember(request.user);
    const file = await readUpload(request, { field: 'file', maxBytes: api.MAX_DOC_BYTES, allowed: DOC_KINDS_ALLOWED });
    return uploadDoc(deps, user, { ...parseUploadFields(file.fields), bytes: file.bytes, mime: file.mime });
  });
  registerFileRoute(app, deps);
  bindRoute(app, api.listVerificationDocs, async ({ request }) => listDocs(deps, requireMember(request.user)));
  bindRoute(app, api.listVerifiableContributions, async ({ request }) => listContributions(deps, requireMember(request.user)));
  bindRoute(app, api.getVerifiedStats, async ({ query }) => getVerifiedStats(deps, query.cc));
  bindRoute(app, api.listPendingVerifications, async ({ request }) => listPending(deps, request.user));
  bindRoute(app, api.reviewVerification, async ({ request, params, body }) => reviewDoc(deps, request.user, params.id, body));
  bindRoute(app, api.listHeldRecords, async ({ request }) => listHeld(deps, request.user));
  bindRoute(app, api.reviewHeldRecord, async ({ request, params, body }) => reviewHeld(deps, request.user, params.id, body.decision));
}

/** GET /verify/docs/:id/file: the document itself (not JSON), private and never cached or sniffed. */
function registerFileRoute(app: FastifyInstance, deps: VerificationDeps) {
  const def = api.getVerificationDocFile;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: `${API_BASE}${def.path}`,
    schema: {
      summary: def.summary,
      description: 'The file with its own content type, as an attachment. Only the member who sent it and admins may read it.',
      tags: def.tags,
      params: def.params,
      response: {
        200: { description: 'The document (PDF, PNG or JPEG)', content: { 'application/octet-stream': { schema: z.string() } } },
        '4xx': failureSchema,
        '5xx': failureSchema,
      },
    },
    handler: async (request, reply) => {
      const user = requireMember(request.user);
      const file = await readDocFile(deps, user, request.params.id);
      reply
        .type(file.mime)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      // Raw bytes: Fastify sends a Buffer as it is (the schema's string is for the OpenAPI document only).
      return reply.send(file.bytes as unknown as string);
    },
  });
}
