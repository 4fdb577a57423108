import os from 'node:os';
import path from 'node:path';
import type { Database } from '@paysight/db';
import { seedDemo } from '@paysight/db/demo';
import { createTestDatabase, postgresSkipReason } from '@paysight/db/testing';
import type { FastifyInstance } from 'fastify';
import { describe } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { MailMessage, MailProvider } from '../src/providers/mail/mail.provider.js';

/**
 * `describe` for suites that need a database. In the api-postgres project without
 * TEST_DATABASE_URL the suite is skipped, and its name says why.
 */
export function describeWithDb(name: string, fn: () => void) {
  const reason = postgresSkipReason();
  if (reason) describe.skip(`${name} [skipped: ${reason}]`, fn);
  else describe(name, fn);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
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
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed ?? true) await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://paysight.test',
    DATA_DIR: path.join(os.tmpdir(), 'paysight-test'),
    COOKIE_SECRET: 'test-cookie-secret-0123456789abcdefghij',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    web: false,
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
