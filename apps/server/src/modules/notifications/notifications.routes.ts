import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  sendSystemNotification,
  type NotifyDeps,
} from './notifications.service.js';

/**
 * The bell's calls (members only, declared in the contract; the socket serves the same through
 * plugins/realtime.ts), and the operators' system message (admins).
 */
export function registerNotificationRoutes(app: FastifyInstance, deps: NotifyDeps) {
  bindRoute(app, api.listNotifications, async ({ query, user }) => listNotifications(deps, user, query));
  bindRoute(app, api.markNotificationRead, async ({ params, user }) => markNotificationRead(deps, user, params.id));
  bindRoute(app, api.markAllNotificationsRead, async ({ user }) => markAllNotificationsRead(deps, user));
  bindRoute(app, api.sendNotifications, async ({ body }) => sendSystemNotification(deps, body));
}
