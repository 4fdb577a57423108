import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import {
  createProfileRoast,
  createResumeRoast,
  featureRoast,
  getRoast,
  listFeatured,
  listPersonas,
  type RoastDeps,
} from './roast.service.js';

/** The career roast (SPEC §7 AI roast): personas, creating a roast (profile or resume), its shareable page, the featured ones. */
export function registerRoastRoutes(app: FastifyInstance, deps: RoastDeps) {
  bindRoute(app, api.listRoastPersonas, async () => listPersonas());
  bindRoute(app, api.listFeaturedRoasts, async () => listFeatured(deps));
  bindRoute(app, api.getCareerRoast, async ({ user, params }) => getRoast(deps, user, params.id));
  bindRoute(app, api.createCareerRoast, async ({ user, body }) => createProfileRoast(deps, user, body));
  bindRoute(app, api.createResumeRoast, async ({ request, user }) => {
    // The same limits as the profile's resume upload: a PDF or DOCX, typed by its bytes, at most 5 MB.
    const upload = await readUpload(request, { field: 'file', maxBytes: api.RESUME_MAX_BYTES, allowed: ['pdf', 'docx'] });
    return createResumeRoast(deps, user, upload);
  });
  bindRoute(app, api.featureCareerRoast, async ({ params, body }) => featureRoast(deps, params.id, body.featured));
}
