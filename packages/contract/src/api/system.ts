import { z } from 'zod';
import { defineRoute } from './route.js';

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

export const getHealth = defineRoute({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness and database reachability',
  tags: ['system'],
  response: healthData,
});
