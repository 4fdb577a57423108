import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database } from './client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a newly created
 * PostgreSQL database when TEST_DB_DRIVER=postgres (dropped again by `close`).
 */
export const postgresSkipReason = (): string | null =>
  process.env.TEST_DB_DRIVER === 'postgres' && !process.env.TEST_DATABASE_URL
    ? 'TEST_DATABASE_URL is not set: PostgreSQL suites skipped (they run on PGlite in the "api" project)'
    : null;

export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    const database = await createDb({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error(postgresSkipReason() ?? 'TEST_DATABASE_URL is not set');
  const name = `paysight_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDb({ databaseUrl: url.toString(), maxConnections: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
