import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import { resumeFilters, type ResumeFiltersDeps } from './resume-filters.service.js';

/** POST /jobs/resume-filters: a resume (multipart, like the profile's resume upload) → a new job hunt's filters (members only). */
export function registerResumeFiltersRoutes(app: FastifyInstance, deps: ResumeFiltersDeps) {
  bindRoute(app, api.resumeFilters, async ({ request }) => {
    const upload = await readUpload(request, { field: 'file', maxBytes: api.RESUME_MAX_BYTES, allowed: ['pdf', 'docx'] });
    return resumeFilters(deps, upload);
  });
}
