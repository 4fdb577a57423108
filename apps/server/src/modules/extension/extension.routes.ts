import { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import { issueApiKey, type ExtensionDeps } from './extension.service.js';

export function registerExtensionRoutes(app: FastifyInstance, deps: ExtensionDeps) {
  bindRoute(app, api.extensionKey, async ({ user }) => issueApiKey(deps, user));
}
