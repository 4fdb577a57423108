import {
  AppError,
  ERROR_MESSAGES,
  fail,
  getNotificationsPayload,
  ok,
  SESSION_COOKIE,
  SOCKET_EVENTS,
  SOCKET_PATH,
  updateNotificationPayload,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SessionUser,
  type SocketAck,
} from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { ZodType } from 'zod';
import type { EventLog } from '../lib/events.js';
import { isOwnOrigin } from '../lib/own-origin.js';
import { findEndedSessionIds, resolveSession } from '../modules/auth/session.service.js';
import { closeRedisClients } from '../lib/redis-close.js';
import {
  listNotifications,
  markNotificationRead,
  type Notification,
  type PushNotification,
} from '../modules/notifications/notifications.service.js';

/**
 * The socket (SPEC §7 Socket; docs/decisions/021-notifications-and-socket.md): socket.io on the
 * same HTTP server as Fastify, at SOCKET_PATH. A connection presents the member's session (the
 * session cookie, or `auth.token` in the handshake) and is refused without a valid one. Each socket
 * joins the room `user:<id>`; a notification is emitted to that room, which the Redis adapter
 * (with REDIS_URL) carries to the sockets the other servers hold. Client events are parsed with the
 * contract's schemas and answered through their ack with the API's envelope.
 */

interface SocketData {
  user: SessionUser;
  /** The session token it connected with: checked again on every event, so a signed-out session stops reading. */
  token: string;
  sessionId: number;
}

/** How often this server closes the sockets of sessions ended elsewhere (signed out on another device, revoked, blocked). */
export const SESSION_SWEEP_MS = 60_000;

type PaysightSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface RealtimeOptions {
  db: Db;
  now: () => Date;
  /** The site's public origin (PUBLIC_URL): its pages may open a socket. */
  origin: string;
  redisUrl?: string | undefined;
  log: EventLog;
}

export interface Realtime {
  /** Sends a notification to every socket of the member, on every server. */
  push: PushNotification;
  /** Sockets connected to this server (the bench reads it). */
  connectedSockets(): number;
  /** Closes this server's sockets whose session has ended; returns how many sessions (the `realtime.session-sweep` task, every SESSION_SWEEP_MS). */
  sweepSessions(): Promise<number>;
}

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Our own pages only: a page of another site must not open a socket with the member's cookie
 * (lib/own-origin.ts). A request without Origin is not a browser page (a server-side client):
 * nothing rides on ambient cookies.
 */
const isOwnPage = (req: IncomingMessage, publicOrigin: string) =>
  !req.headers.origin || isOwnOrigin(req.headers.origin, req.headers.host, publicOrigin);

/** An ack the client may not have asked for: absent or not a function, nothing is sent. */
const answer = <T>(ack: unknown, envelope: SocketAck<T>) => {
  if (typeof ack === 'function') (ack as (value: SocketAck<T>) => void)(envelope);
};

function parsePayload<T>(schema: ZodType<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new AppError(400, `${where}${issue?.message ?? 'invalid payload'}`);
}

export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // No CORS: the pages open it from their own origin. Small payloads only (an event is a page number or an id).
    maxHttpBufferSize: 16 * 1024,
    allowRequest: (req, callback) => callback(null, isOwnPage(req, options.origin)),
  });

  const closers: (() => Promise<void>)[] = [];
  if (options.redisUrl) closers.push(await attachRedisAdapter(io, options.redisUrl, options.log));

  io.use((socket, next) => {
    const token = presentedToken(app, socket);
    if (!token) return next(new Error(ERROR_MESSAGES.notLoggedIn));
    resolveSession(options.db, token, options.now()).then(
      (result) => {
        if (!result.ok) return next(new Error(result.error.message));
        socket.data = { user: result.user, token, sessionId: result.sessionId };
        next();
      },
      (err: unknown) => {
        options.log.error({ err }, 'socket session check failed');
        next(new Error(ERROR_MESSAGES.internal));
      },
    );
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.user.id));
    const deps = { db: options.db, now: options.now };

    /** Runs one client event: the session is still valid, the payload parses, the answer is an envelope. */
    const handle = <T>(ack: unknown, work: (user: SessionUser) => Promise<T>) => {
      void (async () => {
        try {
          const session = await resolveSession(options.db, socket.data.token, options.now());
          if (!session.ok) {
            answer(ack, fail(session.error.statusCode, session.error.message));
            socket.disconnect(true);
            return;
          }
          answer(ack, ok(await work(session.user)));
        } catch (err) {
          if (err instanceof AppError) return answer(ack, fail(err.statusCode, err.message, err.code));
          options.log.error({ err, event: 'socket' }, 'socket event failed');
          answer(ack, fail(500, ERROR_MESSAGES.internal));
        }
      })();
    };

    socket.on(SOCKET_EVENTS.list, (payload: unknown, ack: unknown) =>
      handle(ack, (user) => listNotifications(deps, user, parsePayload(getNotificationsPayload, payload))),
    );
    socket.on(SOCKET_EVENTS.update, (payload: unknown, ack: unknown) =>
      handle(ack, (user) => markNotificationRead(deps, user, parsePayload(updateNotificationPayload, payload).id)),
    );
  });

  // A session ended elsewhere (another device's "sign out everywhere", an admin's block, the
  // operators' CLI) must stop receiving pushes without waiting for its next event: one query a
  // minute for every socket this server holds (the `realtime.session-sweep` task, app.ts).
  const sweepSessions = async () => {
    const sockets = await io.local.fetchSockets();
    const ended = new Set(await findEndedSessionIds(options.db, [...new Set(sockets.map((s) => s.data.sessionId))], options.now()));
    for (const socket of sockets) if (ended.has(socket.data.sessionId)) socket.disconnect(true);
    return ended.size;
  };

  // Before Fastify stops listening: end this server's sockets so the close does not wait on them
  // (local only: with the Redis adapter, io.disconnectSockets would end every server's).
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    for (const close of closers.splice(0)) await close();
  });

  return {
    push: (userId: string, notification: Notification) => {
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.push, notification);
    },
    connectedSockets: () => io.engine.clientsCount,
    sweepSessions,
  };
}

/** The handshake's session token: `auth.token`, else the session cookie. */
function presentedToken(app: FastifyInstance, socket: PaysightSocket): string | null {
  const auth: unknown = socket.handshake.auth;
  if (auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string' && auth.token.length > 0) return auth.token;
  const header = socket.handshake.headers.cookie;
  if (!header) return null;
  const cookie = app.parseCookie(header)[SESSION_COOKIE];
  return cookie && cookie.length > 0 ? cookie : null;
}

/**
 * Several servers: the Redis adapter publishes each room emit, so a notification raised on one
 * server reaches the member's socket on another. The server starts with Redis down: the subscriber
 * retries until it connects (its subscriptions wait, never fail), and a publish that fails is
 * logged, not thrown (the adapter does not catch it, and an unhandled rejection would end the process).
 */
async function attachRedisAdapter(io: Server, redisUrl: string, log: EventLog): Promise<() => Promise<void>> {
  const [{ Redis }, { createAdapter }] = await Promise.all([import('ioredis'), import('@socket.io/redis-adapter')]);
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  for (const client of [publisher, subscriber]) client.on('error', (err) => log.warn({ err }, 'redis socket adapter connection error'));
  const publish = publisher.publish.bind(publisher) as (channel: string, message: string | Buffer) => Promise<number>;
  const safePublish = (channel: string, message: string | Buffer) => {
    const sent = publish(channel, message);
    sent.catch((err: unknown) => log.warn({ err }, 'socket message not published to the other servers'));
    return sent;
  };
  Object.assign(publisher, { publish: safePublish });
  io.adapter(createAdapter(publisher, subscriber));
  return () => closeRedisClients([subscriber, publisher]);
}
