import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { requireUser } from '../../plugins/session.js';
import { issueApiKey, type ExtensionDeps } from './extension.service.js';

export function registerExtensionRoutes(app: FastifyInstance, deps: ExtensionDeps) {
  bindRoute(app, api.extensionKey, async ({ request }) => issueApiKey(deps, requireUser(request)));
}
