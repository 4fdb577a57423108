import { AppError, api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import { clearSessionCookie } from '../../plugins/session.js';
import { deleteAccount, getProfile, linkProfileUrl, updateProfile, type ProfileDeps } from './profile.service.js';
import { confirmEmailChange, requestEmailChange, type EmailChangeDeps } from './profile.email.js';
import { enrichProfile, importNetworkExport, profileSources, resumeFile, uploadResume } from './profile.sources.js';

/** The signed-in member's own profile, its sources and the sign-in email's change (members only, declared in the contract). */
export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps & EmailChangeDeps) {
  bindRoute(app, api.getProfile, async ({ user }) => getProfile(deps, user));
  bindRoute(app, api.updateProfile, async ({ body, user }) => updateProfile(deps, user, body));
  bindRoute(app, api.linkProfileUrl, async ({ body, user }) => linkProfileUrl(deps, user, body.url));
  bindRoute(app, api.profileAction, async ({ reply, body, user }) => {
    const result = await deleteAccount(deps, user, body.confirmEmail);
    clearSessionCookie(reply, deps.config.secureCookies);
    return result;
  });
  registerProfileSourceRoutes(app, deps);
  registerProfileEmailRoutes(app, deps);
}

/**
 * The sign-in email's change (SPEC §7 POST /profile/email; profile.email.ts). The mailed link opens
 * the page /account/email, whose button POSTs the token (a GET never spends it: mail scanners follow
 * links); links mailed before lead to that page through the GET below.
 */
function registerProfileEmailRoutes(app: FastifyInstance, deps: EmailChangeDeps) {
  bindRoute(app, api.changeEmail, async ({ body, user }) => requestEmailChange(deps, user, body.email));
  bindRoute(app, api.confirmEmailChange, async ({ body }) => confirmEmailChange(deps, body.token), { allowInvalidSession: true });
  app.get(
    '/api/v1/profile/email/confirm',
    {
      schema: { hide: true, querystring: z.object({ token: z.string().max(200).default('') }) },
      config: { access: 'public', allowInvalidSession: true },
    },
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
function registerProfileSourceRoutes(app: FastifyInstance, deps: ProfileDeps) {
  bindRoute(app, api.uploadResume, async ({ request, user }) => {
    const upload = await readUpload(request, { field: 'file', maxBytes: api.RESUME_MAX_BYTES, allowed: ['pdf', 'docx'] });
    const sync = upload.fields.syncProfile ?? 'false';
    if (sync !== 'true' && sync !== 'false') throw new AppError(400, 'syncProfile must be "true" or "false" (sent before the file)');
    const result = await uploadResume(deps, user, upload, sync === 'true');
    return { profile: await getProfile(deps, user), ...result };
  });
  bindFileRoute(
    app,
    api.downloadResume,
    {
      description: 'The file as uploaded (an attachment, never cached). A member without a resume gets 404.',
      success: 'The resume (PDF or DOCX)',
    },
    async ({ user, reply }) => {
      const file = await resumeFile(deps, user);
      return reply
        .type(file.mime)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
  bindRoute(app, api.importNetworkExport, async ({ request, user }) => {
    const upload = await readUpload(request, { field: 'file', maxBytes: api.NETWORK_EXPORT_MAX_BYTES, allowed: ['zip'] });
    const result = await importNetworkExport(deps, user, upload);
    return { profile: await getProfile(deps, user), ...result };
  });
  bindRoute(app, api.enrichProfile, async ({ user }) => {
    const { filled } = await enrichProfile(deps, user);
    return { profile: await getProfile(deps, user), filled };
  });
  bindRoute(app, api.getProfileSources, async ({ user }) => profileSources(deps, user));
}
