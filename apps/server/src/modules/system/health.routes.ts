import { api } from '@paysight/contract';
import type { Database } from '@paysight/db';
import type { FastifyInstance } from 'fastify';
import { bindRoute } from '../../http/bind-route.js';
import type { StallMonitor } from '../../lib/event-loop.js';

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: Database; version: string; startedAt: number; stalls: StallMonitor },
) {
  bindRoute(app, api.getHealth, async ({ reply }): Promise<api.HealthData> => {
    let latencyMs: number | null = null;
    try {
      latencyMs = await deps.database.ping();
    } catch (err) {
      reply.log.warn({ err }, 'health: database unreachable');
    }
    const reachable = latencyMs !== null;
    // A load balancer reads the status; the body says why.
    if (!reachable) reply.status(503);
    return {
      status: reachable ? 'ok' : 'degraded',
      version: deps.version,
      uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
      database: { reachable, driver: deps.database.driver, latencyMs },
      eventLoop: { longestStallMs: deps.stalls.longestStallMs() },
    };
  });
}
