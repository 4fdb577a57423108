import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import {
  createApplicationResume,
  createTailoredResume,
  getApplicationResume,
  getResume,
  listResumes,
  readResumePdf,
  type ResumesDeps,
} from './resumes.service.js';

/** Tailored resumes: make one for a job or for an application's job, list them, read one and download its PDF (members; their own only). */
export function registerResumeRoutes(app: FastifyInstance, deps: ResumesDeps) {
  bindRoute(app, api.createCustomResume, async ({ params, user }) =>
    createTailoredResume(deps, user.id, params.id, { manualTrigger: true, now: deps.now() }),
  );
  bindRoute(app, api.createApplicationResume, async ({ params, user }) => createApplicationResume(deps, user.id, params.id, deps.now()));
  bindRoute(app, api.getApplicationResume, async ({ params, user }) => getApplicationResume(deps, user.id, params.id));
  bindRoute(app, api.listGeneratedResumes, async ({ query, user }) => listResumes(deps, user.id, query));
  bindRoute(app, api.getGeneratedResume, async ({ params, user }) => getResume(deps, user.id, params.id));
  bindFileRoute(
    app,
    api.generatedResumePdf,
    { description: 'The resume as a PDF (an attachment, never cached). Another member’s resume is 404.', success: 'The resume (PDF)' },
    async ({ params, user, reply }) => {
      const { pdf, fileName } = await readResumePdf(deps, user.id, params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
