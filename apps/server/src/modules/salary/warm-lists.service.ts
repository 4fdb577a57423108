import type { FastifyInstance } from 'fastify';

/**
 * Answers that read a whole region (the salary hub's popular lists) take a few hundred
 * milliseconds on a cold cache with 200,000 records and seconds with a million. The server asks
 * for them itself shortly after start and then every few minutes, inside the cache's stale window,
 * so no visitor waits for them. The URLs match the hub's own calls (apps/web/app/features/hub).
 */
export const WARM_URLS = [
  '/api/v1/in/salaries-list/location-country/in?popular=true&limit=12',
  '/api/v1/us/salaries-list/location-country/us?popular=true&limit=12',
] as const;

/** The first round waits 30 s, so a fresh start answers its first visitors first (after a restart they are read back from the database: ADR 020). */
export const WARM_FIRST_AFTER_MS = 30_000;
/** Inside the explore cache's stale window (10 minutes), so the hub's lists are never cold. */
export const WARM_EVERY_MS = 5 * 60_000;

/** One round: asks for WARM_URLS through the app, one after another (PGlite answers one query at a time). */
export async function warmRegionLists(app: Pick<FastifyInstance, 'inject' | 'log'>) {
  for (const url of WARM_URLS) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode >= 500) app.log.warn({ url, status: res.statusCode }, 'cache warming call failed');
  }
}
