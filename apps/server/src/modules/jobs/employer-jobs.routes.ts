import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindFileRoute, bindRoute } from '../../http/bind-route.js';
import {
  getApplicationRecruiters,
  getJobRecruiters,
  listEmployerJobApplications,
  listEmployerJobs,
  publishJob,
  readApplicationResume,
  type EmployerJobsDeps,
} from './employer-jobs.service.js';

/** Jobs employers publish on Paysight: publish and list (enterprise), their applications and resumes (the organisation only), recruiters (public, members). */
export function registerEmployerJobRoutes(app: FastifyInstance, deps: EmployerJobsDeps) {
  bindRoute(app, api.publishJob, async ({ body, user }) => publishJob(deps, user, body));
  bindRoute(app, api.listEmployerJobs, async ({ user }) => listEmployerJobs(deps, user));
  bindRoute(app, api.listEmployerJobApplications, async ({ params, user }) => listEmployerJobApplications(deps, user, params.id));
  bindFileRoute(
    app,
    api.employerApplicationResume,
    {
      description:
        'The application’s resume as a PDF (an attachment, never cached). Another organisation’s job or an application without a resume is 404.',
      success: 'The resume (PDF)',
    },
    async ({ params, user, reply }) => {
      const { pdf, fileName } = await readApplicationResume(deps, user, params.id, params.applicationId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  bindRoute(app, api.getJobRecruiters, async ({ params }) => getJobRecruiters(deps, params.id));
  bindRoute(app, api.getJobApplicationRecruiters, async ({ params, user }) => getApplicationRecruiters(deps, user, params.id));
}
