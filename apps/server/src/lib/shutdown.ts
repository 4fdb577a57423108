import type { FastifyInstance } from 'fastify';

export interface ShutdownDeps {
  app: FastifyInstance;
  /** Closed after the server has finished its in-flight requests. */
  closeDatabase: () => Promise<void>;
  exit: (code: number) => void;
  /** Give up and exit 1 after this long (a request that never ends must not block a deploy). */
  timeoutMs?: number;
}

/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish, close the
 * database, exit. Returns the handler to call on SIGTERM/SIGINT; a second signal is ignored.
 */
export function createShutdown({ app, closeDatabase, exit, timeoutMs = 10_000 }: ShutdownDeps) {
  let closing: Promise<void> | null = null;
  return (signal: string) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs }, 'shutdown timed out; exiting');
        exit(1);
      }, timeoutMs);
      timer.unref();
      try {
        await app.close();
        await closeDatabase();
        clearTimeout(timer);
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'error during shutdown');
        clearTimeout(timer);
        exit(1);
      }
    })();
    return closing;
  };
}
