import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { clearSessionCookie, requireUser } from '../../plugins/session.js';
import { deleteAccount, getProfile, linkProfileUrl, updateProfile, type ProfileDeps } from './profile.service.js';
import { z } from 'zod';
import { confirmEmailChange, requestEmailChange, type EmailChangeDeps } from './profile.email.js';
import { API_BASE, AppError, envelopeSchema } from '@paysight/contract';
import { readUpload } from '../../http/uploads.js';
import { enrichProfile, importNetworkExport, profileSources, resumeFile, uploadResume } from './profile.sources.js';

/** The signed-in member's own profile; guests get 401. */
export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps & { secureCookies: boolean }) {
  bindRoute(app, api.getProfile, async ({ request }) => getProfile(deps, requireUser(request)));
  bindRoute(app, api.updateProfile, async ({ request, body }) => updateProfile(deps, requireUser(request), body));
  bindRoute(app, api.linkProfileUrl, async ({ request, body }) => linkProfileUrl(deps, requireUser(request), body.url));
  bindRoute(app, api.profileAction, async ({ request, reply, body }) => {
    const result = await deleteAccount(deps, requireUser(request), body.confirmEmail);
    clearSessionCookie(reply, deps.secureCookies);
    return result;
  });
  registerProfileSourceRoutes(app, deps);
}

/**
 * The sign-in email's change (SPEC §7 POST /profile/email; profile.email.ts). Registered with the
 * account calls, which have the mail provider and the sign-in rules. The mailed link is a browser
 * navigation: it lands on /account with `emailChange=done`, `invalid` or `taken`.
 */
export function registerProfileEmailRoutes(app: FastifyInstance, deps: EmailChangeDeps) {
  bindRoute(app, api.changeEmail, async ({ request, body }) => requestEmailChange(deps, requireUser(request), body.email));
  bindRoute(app, api.confirmEmailChange, async ({ body }) => confirmEmailChange(deps, body.token), { allowInvalidSession: true });
  app.get(
    '/api/v1/profile/email/confirm',
    { schema: { hide: true, querystring: z.object({ token: z.string().max(200).default('') }) }, config: { allowInvalidSession: true } },
    async (request, reply) => {
      // Links mailed before the confirm page: opening one must not spend its token (a mail scanner
      // at the new address opens links), so it only leads to the page, whose button (a POST) does.
      const token = (request.query as { token: string }).token.trim();
      return reply.redirect(token ? `/account/email?token=${encodeURIComponent(token)}` : '/account?emailChange=invalid');
    },
  );
}

/**
 * The profile's sources (profile.sources.ts): the resume (upload, download), the professional-network
 * export and enrichment. The uploads are multipart (http/uploads.ts types them by their bytes).
 */
export function registerProfileSourceRoutes(app: FastifyInstance, deps: ProfileDeps) {
  bindRoute(app, api.uploadResume, async ({ request }) => {
    const user = requireUser(request);
    const upload = await readUpload(request, { field: 'file', maxBytes: api.RESUME_MAX_BYTES, allowed: ['pdf', 'docx'] });
    const sync = upload.fields.syncProfile ?? 'false';
    if (sync !== 'true' && sync !== 'false') throw new AppError(400, 'syncProfile must be "true" or "false" (sent before the file)');
    const result = await uploadResume(deps, user, upload, sync === 'true');
    return { profile: await getProfile(deps, user), ...result };
  });
  // Not the JSON envelope: bound directly (the zod response schemas still document it).
  app.get(
    `${API_BASE}${api.downloadResume.path}`,
    {
      schema: {
        summary: api.downloadResume.summary,
        description: 'The file as uploaded (an attachment, never cached). Guests get 401; a member without a resume 404.',
        tags: [...api.downloadResume.tags],
        response: {
          200: {
            description: 'The resume (PDF or DOCX)',
            content: Object.fromEntries(api.downloadResume.produces.map((type) => [type, { schema: z.string() }])),
          },
          '4xx': envelopeSchema(z.null()),
          '5xx': envelopeSchema(z.null()),
        },
      },
    },
    async (request, reply) => {
      const file = await resumeFile(deps, requireUser(request));
      return reply
        .type(file.mime)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
  bindRoute(app, api.importNetworkExport, async ({ request }) => {
    const user = requireUser(request);
    const upload = await readUpload(request, { field: 'file', maxBytes: api.NETWORK_EXPORT_MAX_BYTES, allowed: ['zip'] });
    const result = await importNetworkExport(deps, user, upload);
    return { profile: await getProfile(deps, user), ...result };
  });
  bindRoute(app, api.enrichProfile, async ({ request }) => {
    const user = requireUser(request);
    const { filled } = await enrichProfile(deps, user);
    return { profile: await getProfile(deps, user), filled };
  });
  bindRoute(app, api.getProfileSources, async ({ request }) => profileSources(deps, requireUser(request)));
}
