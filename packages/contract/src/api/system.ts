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
});
export type HealthData = z.infer<typeof healthData>;

const systemRoutes = routesOf('system', 'public');

export const getHealth = systemRoutes.get('/health', healthData, {
  summary: 'Liveness and database reachability',
});
