import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  deleteDigest,
  followCompanyLayoffs,
  followNoticeCompany,
  getDigest,
  listFollows,
  subscribeDigest,
  unsubscribe,
  unsubscribeInfo,
  type LayoffAlertsDeps,
} from './layoff-alerts.service.js';

/** Layoff alerts: members follow employers and ask for the weekly digest; a mail's link unsubscribes without signing in. */
export function registerLayoffAlertsRoutes(app: FastifyInstance, deps: LayoffAlertsDeps) {
  bindRoute(app, api.followNoticeCompany, ({ params, body, user }) => followNoticeCompany(deps, user, params.id, body.follow));
  bindRoute(app, api.followCompanyLayoffs, ({ params, body, user }) => followCompanyLayoffs(deps, user, params.slug, body.follow));
  bindRoute(app, api.listLayoffFollows, ({ user }) => listFollows(deps, user));
  bindRoute(app, api.getLayoffDigest, ({ user }) => getDigest(deps, user));
  bindRoute(app, api.subscribeLayoffDigest, ({ body, user }) => subscribeDigest(deps, user, body));
  bindRoute(app, api.deleteLayoffDigest, ({ params, user }) => deleteDigest(deps, user, params.id));
  bindRoute(app, api.getUnsubscribe, ({ query }) => unsubscribeInfo(deps, query.token));
  bindRoute(app, api.postUnsubscribe, ({ query, body }) => unsubscribe(deps, body?.token ?? query.token));
}
