import { randomBytes } from 'node:crypto';
import { createDb, salaryRecords, type Database } from '@paysight/db';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && adminUrl !== undefined;
const suite = 'replicas starting together on an empty PostgreSQL database';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A deployment's replicas start at the same moment on a new database: each migrates and loads the
 * demo data before it answers (main.ts, the demo.seed task). Both run under advisory locks, so all
 * come up and the data is loaded once. PGlite has one process per folder: nothing to race there.
 */
(onPostgres ? describe : describe.skip)(
  onPostgres ? suite : `${suite} [skipped: PostgreSQL only (TEST_DB_DRIVER=postgres with TEST_DATABASE_URL)]`,
  () => {
    const name = `paysight_replicas_${process.pid}_${randomBytes(4).toString('hex')}`;
    const databases: Database[] = [];
    const apps: TestApp[] = [];
    afterAll(async () => {
      for (const t of apps) await t.close();
      for (const database of databases) await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    });

    it('three servers all come up healthy, with the schema and the demo data made once', async () => {
      await admin(`create database ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const start = async () => {
        const database = await createDb({ databaseUrl: url.toString(), maxConnections: 4 });
        databases.push(database);
        await database.migrate();
        const t = await createTestApp({ database, env: { DEMO_DATA: 'on', SEED_RECORDS: '1500' } });
        apps.push(t);
        await t.app.tasks.run('demo.seed');
        return t;
      };
      const started = await Promise.all([start(), start(), start()]);
      for (const t of started) {
        const health = await t.app.inject('/api/v1/health');
        expect(health.statusCode).toBe(200);
        expect(health.json().data.database.reachable).toBe(true);
      }
      const [row] = await databases[0]!.db.select({ records: count() }).from(salaryRecords);
      // One load's worth, not three.
      expect(row?.records).toBeGreaterThanOrEqual(1500);
      expect(row?.records).toBeLessThan(3000);
    });
  },
);
