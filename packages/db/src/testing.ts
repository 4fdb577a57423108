import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Database } from './client.js';
import { seedDemo } from './demo/index.js';

/**
 * Databases for the API suites. Creating, migrating and seeding a database costs seconds (PGlite's
 * initdb alone is most of it), and every test file needs one: so `test/database-snapshots.ts` (the
 * vitest global setup of the api projects) builds each kind once per run, migrated and migrated +
 * demo-seeded, and every test file gets a clone: a PGlite data folder loaded from a dump, or a
 * PostgreSQL database created from a template. Outside that setup (a test run by another runner)
 * a database is built from scratch, as it used to be for every file.
 */
export const postgresSkipReason = (): string | null =>
  process.env.TEST_DB_DRIVER === 'postgres' && !process.env.TEST_DATABASE_URL
    ? 'TEST_DATABASE_URL is not set: PostgreSQL suites skipped (they run on PGlite in the "api" project)'
    : null;

export type TestDatabaseKind = 'migrated' | 'seeded';

/** What the global setup made: PGlite dump files, or PostgreSQL template database names, by kind. */
export interface TestDatabaseSnapshots {
  driver: 'pglite' | 'postgres';
  sources: Record<TestDatabaseKind, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseSnapshots: TestDatabaseSnapshots | null;
  }
}

const driverOfEnv = (): 'pglite' | 'postgres' => (process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite');

function adminUrlOf(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error(postgresSkipReason() ?? 'TEST_DATABASE_URL is not set');
  return adminUrl;
}

async function onAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function fill(database: Database, kind: TestDatabaseKind) {
  await database.migrate();
  if (kind === 'seeded') await seedDemo(database.db);
}

/** A PostgreSQL database of its own, dropped again by `close`; `template` names the one to copy. */
async function createPostgresDatabase(prefix: string, template?: string): Promise<Database> {
  const adminUrl = adminUrlOf();
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdmin(adminUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const database = await createDb({ databaseUrl: urlOf(adminUrl, name), maxConnections: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Builds one database of each kind and keeps it as the run's source: dump files in `dir` (PGlite),
 * or template databases (PostgreSQL). Returns what to provide to the test files and how to remove it.
 */
export async function createTestSnapshots(
  driver: 'pglite' | 'postgres',
  dir: string,
): Promise<{ snapshots: TestDatabaseSnapshots; remove: () => Promise<void> }> {
  if (driver === 'pglite') {
    const sources = {} as Record<TestDatabaseKind, string>;
    for (const kind of ['migrated', 'seeded'] as const) {
      const database = await createDb({ dataDir: 'memory://' });
      await fill(database, kind);
      const file = path.join(dir, `${kind}.tar`);
      await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      await database.close();
      sources[kind] = file;
    }
    return { snapshots: { driver, sources }, remove: async () => {} };
  }
  const adminUrl = adminUrlOf();
  const sources = {} as Record<TestDatabaseKind, string>;
  const tag = randomBytes(4).toString('hex');
  for (const kind of ['migrated', 'seeded'] as const) {
    const name = `paysight_template_${kind}_${process.pid}_${tag}`;
    await onAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
    // Made whole and closed before any copy: PostgreSQL copies a template nobody is connected to.
    const database = await createDb({ databaseUrl: urlOf(adminUrl, name), maxConnections: 2 });
    try {
      await fill(database, kind);
    } finally {
      await database.close();
    }
    sources[kind] = name;
  }
  return {
    snapshots: { driver, sources },
    remove: () =>
      onAdmin(adminUrl, async (admin) => {
        for (const name of Object.values(sources)) await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

function providedSnapshots(): TestDatabaseSnapshots | null {
  try {
    const snapshots = inject('testDatabaseSnapshots');
    return snapshots && snapshots.driver === driverOfEnv() ? snapshots : null;
  } catch {
    return null;
  }
}

/**
 * A database of its own for one test file: migrated, and with `seeded` the demo dataset loaded too.
 * In-memory PGlite by default, a new PostgreSQL database when TEST_DB_DRIVER=postgres (dropped
 * again by `close`).
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<Database> {
  const kind: TestDatabaseKind = options.seeded ? 'seeded' : 'migrated';
  const snapshots = providedSnapshots();
  if (driverOfEnv() === 'pglite') {
    if (snapshots) return createDb({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(snapshots.sources[kind])]) });
    const database = await createDb({ dataDir: 'memory://' });
    await fill(database, kind);
    return database;
  }
  if (snapshots) return createPostgresDatabase('paysight_test', snapshots.sources[kind]);
  const database = await createPostgresDatabase('paysight_test');
  await fill(database, kind);
  return database;
}
