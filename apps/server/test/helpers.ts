import type { Database } from '@paysight/db';
import { seedDemo } from '@paysight/db/demo';
import { createTestDatabase, postgresSkipReason } from '@paysight/db/testing';
import type { FastifyInstance } from 'fastify';
import { describe } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

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

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed ?? true) await seedDemo(database.db);
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://paysight.test', ...options.env });
  const app = await buildApp({ config, database, web: false });
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
