import type { Region } from '@paysight/contract';
import { randomUUID } from 'node:crypto';
import { closeRedisClients } from './redis-close.js';

/**
 * Domain events between modules: a module raises one, others listen, neither imports the other.
 * Payloads are plain JSON, so an event can cross to the other servers (see `bridgeEventsToRedis`).
 */
export interface AppEvents {
  /** Salary records were added, changed, published, verified or removed (modules/salary-records). */
  'salary-records.changed': { regions: Region[] };
  /** An import added WARN notices for these states (modules/layoffs): the layoffs figures changed. */
  'warn-notices.changed': { states: string[] };
}
export type EventName = keyof AppEvents;

/** Where the bus reports failures (the app's logger, or the console in a command-line tool). */
export interface EventLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EventBus {
  on<K extends EventName>(name: K, listener: (payload: AppEvents[K]) => void): () => void;
  /** Tells this server's listeners, then (when bridged) the other servers'. */
  emit<K extends EventName>(name: K, payload: AppEvents[K]): void;
  close(): Promise<void>;
}

type Listener = (payload: unknown) => void;

/** The in-process bus. A listener that throws is logged; the others still run. */
export function createEventBus(log?: Pick<EventLog, 'error'>) {
  const listeners = new Map<EventName, Set<Listener>>();
  const closers: (() => Promise<void>)[] = [];
  let forward: ((name: EventName, payload: unknown) => void) | null = null;

  const deliver = (name: EventName, payload: unknown) => {
    for (const listener of listeners.get(name) ?? []) {
      try {
        listener(payload);
      } catch (err) {
        log?.error({ err, event: name }, 'event listener failed');
      }
    }
  };

  const bus: EventBus & {
    /** Delivers an event that came from another server (not forwarded again). */
    deliverRemote(name: EventName, payload: unknown): void;
    setForward(fn: (name: EventName, payload: unknown) => void, close: () => Promise<void>): void;
  } = {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as Listener);
      return () => set.delete(listener as Listener);
    },
    emit(name, payload) {
      deliver(name, payload);
      forward?.(name, payload);
    },
    deliverRemote: deliver,
    setForward(fn, close) {
      forward = fn;
      closers.push(close);
    },
    async close() {
      for (const close of closers.splice(0)) await close();
    },
  };
  return bus;
}

export const EVENTS_CHANNEL = 'paysight:events';
const SUBSCRIBE_WAIT_MS = 2_000;

/**
 * Several servers behind one balancer: every event emitted here is published on a Redis channel,
 * and events the other servers publish are delivered here, so their caches agree within a
 * round trip. Each server tags its messages with its own id and ignores its own echo. A Redis
 * failure is logged; events then stay local until it is back (ioredis reconnects and resubscribes).
 */
export async function bridgeEventsToRedis(bus: ReturnType<typeof createEventBus>, redisUrl: string, log: EventLog): Promise<void> {
  const { Redis } = await import('ioredis');
  const origin = randomUUID();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl);
  for (const client of [publisher, subscriber]) client.on('error', (err) => log.warn({ err }, 'redis events connection error'));
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { from, name, payload } = JSON.parse(message) as { from: string; name: EventName; payload: unknown };
      if (from !== origin) bus.deliverRemote(name, payload);
    } catch (err) {
      log.error({ err }, 'unreadable event from redis');
    }
  });
  // Waits briefly for the subscription (so a fresh server hears the next change), never for long:
  // with Redis down the server still starts, and ioredis subscribes once it can reach it.
  const subscribed = subscriber.subscribe(EVENTS_CHANNEL).then(
    () => true,
    (err: unknown) => {
      log.warn({ err }, "not subscribed to the other servers' events yet");
      return false;
    },
  );
  await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref())]);
  bus.setForward(
    (name, payload) => {
      publisher.publish(EVENTS_CHANNEL, JSON.stringify({ from: origin, name, payload })).catch((err: unknown) => {
        log.warn({ err, event: name }, 'event not published to the other servers');
      });
    },
    () => closeRedisClients([subscriber, publisher]),
  );
}
