import { API_BASE, AppError, api, envelopeSchema, ok } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import {
  DOC_KINDS_ALLOWED,
  checkDocBytes,
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
/** The JSON form carries the file in base64 (4/3 of 5 MB) plus its fields. */
const JSON_UPLOAD_LIMIT = Math.ceil((api.MAX_DOC_BYTES * 4) / 3) + 64 * 1024;

/** Salary verification: members' documents, the public verified share, and the admins' review queues. */
export function registerVerificationRoutes(app: FastifyInstance, deps: VerificationDeps) {
  registerUploadRoute(app, deps);
  registerFileRoute(app, deps);
  bindRoute(app, api.listVerificationDocs, async ({ request }) => listDocs(deps, requireMember(request.user)));
  bindRoute(app, api.listVerifiableContributions, async ({ request }) => listContributions(deps, requireMember(request.user)));
  bindRoute(app, api.getVerifiedStats, async ({ query }) => getVerifiedStats(deps, query.cc));
  bindRoute(app, api.listPendingVerifications, async ({ request }) => listPending(deps, request.user));
  bindRoute(app, api.reviewVerification, async ({ request, params, body }) => reviewDoc(deps, request.user, params.id, body));
  bindRoute(app, api.listHeldRecords, async ({ request }) => listHeld(deps, request.user));
  bindRoute(app, api.reviewHeldRecord, async ({ request, params, body }) => reviewHeld(deps, request.user, params.id, body.decision));
}

/**
 * POST /verify/docs takes multipart/form-data (file, memberSalaryId, kind), read by readUpload, or
 * the contract's JSON body with the bytes in base64 (how the web app's form action forwards a
 * file in-process). Both end in the same checks: size, type by content, owner, pending limit.
 * Bound by hand because a body schema would refuse the multipart form.
 */
function registerUploadRoute(app: FastifyInstance, deps: VerificationDeps) {
  const def = api.uploadVerificationDoc;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: `${API_BASE}${def.path}`,
    bodyLimit: JSON_UPLOAD_LIMIT,
    schema: {
      summary: def.summary,
      description:
        'multipart/form-data: the file in `file` (PDF, PNG or JPEG by its contents, at most 5 MB) after the text fields `memberSalaryId` and `kind`. ' +
        'Or application/json: { memberSalaryId, kind, fileName?, contentBase64 }.',
      tags: def.tags,
      response: { 200: envelopeSchema(def.response), '4xx': failureSchema, '5xx': failureSchema },
    },
    handler: async (request) => {
      const user = requireMember(request.user);
      let input;
      if (request.isMultipart()) {
        const file = await readUpload(request, { field: 'file', maxBytes: api.MAX_DOC_BYTES, allowed: DOC_KINDS_ALLOWED });
        input = { ...parseUploadFields(file.fields), bytes: file.bytes, mime: file.mime };
      } else {
        const parsed = def.body.safeParse(request.body ?? {});
        if (!parsed.success) {
          throw new AppError(
            400,
            parsed.error.issues.map((i) => `body${i.path.length ? `.${i.path.join('.')}` : ''}: ${i.message}`).join('; '),
          );
        }
        input = { memberSalaryId: parsed.data.memberSalaryId, kind: parsed.data.kind, ...checkDocBytes(parsed.data.contentBase64) };
      }
      return ok(await uploadDoc(deps, user, input));
    },
  });
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
