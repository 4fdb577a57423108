import os from 'node:os';
import path from 'node:path';
import type { Database } from '@paysight/db';
import { createTestDatabase, postgresSkipReason } from '@paysight/db/testing';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { BankingProvider } from '../src/providers/banking/banking.provider.js';
import type { MailMessage, MailProvider } from '../src/providers/mail/mail.provider.js';
import type { PaymentProviders } from '../src/providers/payments/payment-providers.js';
import type { FileStorage } from '../src/providers/storage/storage.provider.js';

/**
 * `describe` for suites that need a database. In the api-postgres project without
 * TEST_DATABASE_URL the suite is skipped, and its name says why.
 */
export function describeWithDb(name: string, fn: () => void) {
  const reason = postgresSkipReason();
  if (reason) describe.skip(`${name} [skipped: ${reason}]`, fn);
  else describe(name, fn);
}

/**
 * `describe` for suites about the embedded database itself (its thread, its folder) or that start
 * the command-line tools as child processes (they open it in a temp folder): they use it whichever
 * database project runs, so they run once, in the api project, and the api-postgres project skips
 * them saying why.
 */
export function describeOnEmbeddedDb(name: string, fn: () => void) {
  if (process.env.TEST_DB_DRIVER === 'postgres')
    describe.skip(`${name} [skipped: runs in the api project; this suite uses the embedded database whichever project runs]`, fn);
  else describe(name, fn);
}

/**
 * `describe` for suites that need the Redis on TEST_REDIS_URL (CI sets it when one answers on
 * 127.0.0.1:6379). Without it the suite is skipped, and its name says why: a laptop without Redis
 * still passes. `withDb` also needs the suite's database project (see describeWithDb).
 */
export function describeWithRedis(name: string, fn: () => void, options: { withDb?: boolean } = {}) {
  if (!process.env.TEST_REDIS_URL) describe.skip(`${name} [skipped: TEST_REDIS_URL is not set: Redis suites skipped]`, fn);
  else if (options.withDb) describeWithDb(name, fn);
  else describe(name, fn);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The private file storage the app writes to (in memory). */
  storage: MemoryStorage;
  close(): Promise<void>;
}

/** Captures mail instead of sending it. */
export function createCapturingMail(): MailProvider & { sent: MailMessage[]; last(): MailMessage } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
    last() {
      const message = sent.at(-1);
      if (!message) throw new Error('no mail was sent');
      return message;
    },
  };
}

export type MemoryStorage = FileStorage & { files: Map<string, { body: Buffer; contentType: string }> };

/** Private file storage in memory: tests see exactly which files exist. */
export function createMemoryStorage(): MemoryStorage {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  return {
    kind: 'local',
    files,
    async put(key, body, contentType) {
      files.set(key, { body: Buffer.from(body), contentType });
    },
    async get(key) {
      return files.get(key)?.body ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}

/** A clock the test can move: `clock.advance(minutes)`. */
export function createClock(start = new Date('2026-11-22T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (minutes: number) => {
      current += minutes * 60_000;
    },
  };
}

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    mail?: MailProvider;
    now?: () => Date;
    storage?: MemoryStorage;
    /** Another app's database (a second server, or a restart): left open when this app closes. */
    database?: Database;
    /** Payment providers (pointed at local fakes); the configuration's otherwise (the sandbox, with no keys). */
    payments?: (config: Config) => PaymentProviders;
    /** Bank linking (Plaid pointed at a local fake); the configuration's otherwise (the sandbox, with no keys). */
    banking?: BankingProvider;
    /** Logger options (e.g. a stream the test reads); no logging otherwise. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase({ seeded: options.seed ?? true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://paysight.test',
    DATA_DIR: path.join(os.tmpdir(), 'paysight-test'),
    COOKIE_SECRET: 'test-cookie-secret-0123456789abcdefghij',
    ...options.env,
  });
  const storage = options.storage ?? createMemoryStorage();
  const app = await buildApp({
    config,
    database,
    storage,
    web: false,
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.payments ? { payments: options.payments(config) } : {}),
    ...(options.banking ? { banking: options.banking } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    storage,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

/** Runs `fn` on an app of its own, closed afterwards whatever `fn` does: for a test that needs other settings than its suite's. */
export async function withTestApp<T>(options: Parameters<typeof createTestApp>[0], fn: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp(options);
  try {
    return await fn(t);
  } finally {
    await t.close();
  }
}

/** A database of the suite's own: made before its tests (handed to `set`), closed after them. */
export function useTestDatabase(set: (database: Database) => void): void {
  let made: Database | undefined;
  beforeAll(async () => {
    made = await createTestDatabase();
    set(made);
  });
  afterAll(async () => {
    await made?.close();
  });
}

/**
 * The suite's app: built before its tests (a beforeAll registered here, so it runs before the
 * suite's own), closed after them. Its parts are read when used, inside hooks and tests.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('the suite app is built in beforeAll: use it inside hooks and tests');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get storage() {
      return current().storage;
    },
    close: () => current().close(),
  };
}
