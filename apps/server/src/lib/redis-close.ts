import type { Redis } from 'ioredis';

/** How long closing waits for Redis to answer what is pending before it drops the connections. */
export const REDIS_CLOSE_WAIT_MS = 1_000;

/**
 * Closes Redis connections without leaving a command to fail: QUIT is answered after every command
 * sent before it (a subscription, or the socket adapter's unsubscribe on close), so none of them is
 * rejected with "Connection is closed" as an unhandled rejection. A Redis that does not answer in
 * time (down) is disconnected anyway: closing never waits on it for long.
 */
export async function closeRedisClients(clients: Redis[], waitMs = REDIS_CLOSE_WAIT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
    timer.unref();
  });
  await Promise.race([Promise.allSettled(clients.map((c) => c.quit())), waited]);
  clearTimeout(timer);
  for (const c of clients) c.disconnect();
}
