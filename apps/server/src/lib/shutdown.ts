import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ShutdownDeps {
  app: FastifyInstance;
  /** Closed after the server has finished its in-flight requests. */
  closeDatabase: () => Promise<void>;
  exit: (code: number) => void;
  /** Give up and exit 1 after this long (a request that never ends must not block a deploy). */
  timeoutMs?: number;
}

/** How long a kept-alive connection must have been idle before a draining server closes it. */
const IDLE_CLOSE_MS = 1_000;
/** How often a draining server looks for such connections. */
const IDLE_SWEEP_MS = 200;

/**
 * The server's connections and whether each is answering a request. Node's `server.close()`
 * destroys every idle kept-alive connection at once; a client that is sending its next request on
 * one at that moment gets a reset. Draining instead closes a connection only once it has been idle
 * for a while (a busy client's connection gets its next answer with `Connection: close`).
 */
export function trackConnections(server: Server) {
  const sockets = new Map<Socket, { active: number; idleSince: number }>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = sockets.get(request.socket);
    if (!state) return;
    state.active += 1;
    response.once('close', () => {
      state.active -= 1;
      state.idleSince = Date.now();
    });
  });
  return {
    /** Closes the connections without a request under way that have been idle for `idleMs`. */
    closeIdle(idleMs: number) {
      const now = Date.now();
      for (const [socket, state] of sockets) if (state.active === 0 && now - state.idleSince >= idleMs) socket.destroy();
    },
  };
}

/**
 * Graceful shutdown: stop accepting connections; finish every request already accepted (a request
 * arriving on an open connection is answered too, with `Connection: close`: Fastify's
 * return503OnClosing is off, see app.ts); close kept-alive connections once idle; then the app's
 * onClose hooks stop its tasks and sockets; then the database closes and the process exits 0.
 * After `timeoutMs` it exits 1 whatever is left. Returns the handler to call on SIGTERM/SIGINT;
 * a second signal is ignored.
 */
export function createShutdown({ app, closeDatabase, exit, timeoutMs = 10_000 }: ShutdownDeps) {
  const connections = trackConnections(app.server);
  let closing: Promise<void> | null = null;
  return (signal: string) => {
    closing ??= (async () => {
      app.log.info({ signal, timeoutMs }, 'shutting down: finishing in-flight requests');
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs }, 'shutdown timed out; exiting');
        exit(1);
      }, timeoutMs);
      timer.unref();
      // Node's close() would destroy every idle connection at once (see trackConnections).
      app.server.closeIdleConnections = () => {};
      const sweep = setInterval(() => connections.closeIdle(IDLE_CLOSE_MS), IDLE_SWEEP_MS);
      sweep.unref();
      try {
        await app.close();
        clearInterval(sweep);
        await closeDatabase();
        clearTimeout(timer);
        exit(0);
      } catch (err) {
        clearInterval(sweep);
        app.log.error({ err }, 'error during shutdown');
        clearTimeout(timer);
        exit(1);
      }
    })();
    return closing;
  };
}
