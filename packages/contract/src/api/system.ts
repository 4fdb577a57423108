import { z } from 'zod';
import { routesOf } from './schemas.js';

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    reachable: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().nullable(),
  }),
  eventLoop: z.object({
    /** The longest time the server's event loop was blocked in the last one to two minutes: what a request could have waited. */
    longestStallMs: z.number(),
  }),
});
export type HealthData = z.infer<typeof healthData>;

const systemRoutes = routesOf('system', 'public');

export const getHealth = systemRoutes.get('/health', healthData, {
  summary: "Liveness, database reachability and the event loop's longest recent stall",
});
