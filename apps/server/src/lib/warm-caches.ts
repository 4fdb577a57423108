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

/**
 * Warms WARM_URLS after `delayMs` (so the first visitors after a start are not queued behind a
 * region-wide read: PGlite answers one query at a time) and then every `intervalMs`.
 */
export function startCacheWarming(app: FastifyInstance, intervalMs: number, delayMs = 0) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (const url of WARM_URLS) {
        const res = await app.inject({ method: 'GET', url });
        if (res.statusCode >= 500) app.log.warn({ url, status: res.statusCode }, 'cache warming call failed');
      }
    } catch (err) {
      app.log.warn({ err }, 'cache warming failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  }, delayMs);
  // Never keeps the process alive on its own (graceful shutdown closes the server and exits).
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
