import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  createInterviewReport,
  interviewReportQueue,
  listAcademyCompanies,
  listAcademyQuestions,
  myInterviewReports,
  reviewInterviewReport,
  type AcademyDeps,
} from './academy.service.js';

/** The interview academy: questions and companies (public), members' reports (member), their review (admins). */
export function registerAcademyRoutes(app: FastifyInstance, deps: AcademyDeps) {
  bindRoute(app, api.listAcademyQuestions, ({ query }) => listAcademyQuestions(deps, query));
  bindRoute(app, api.listAcademyCompanies, () => listAcademyCompanies(deps));
  bindRoute(app, api.createInterviewReport, ({ body, user }) => createInterviewReport(deps, user, body));
  bindRoute(app, api.listMyInterviewReports, ({ user }) => myInterviewReports(deps, user));
  bindRoute(app, api.listInterviewReportQueue, () => interviewReportQueue(deps));
  bindRoute(app, api.reviewInterviewReport, ({ params, body, user }) => reviewInterviewReport(deps, user, params.id, body));
}
