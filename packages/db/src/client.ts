import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock.js';
import type { EmbeddedOpening } from './embedded-open.js';
import { INITDB_PARAMS, openPgliteThread, type PgliteThread } from './pglite-thread.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type queries take as their first argument; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round-trip time of `select 1` in milliseconds; throws when the database is unreachable. */
  ping(): Promise<number>;
  /** Brings the schema to the latest migration (under the `migrate` lock: replicas may start together). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the lock `name` across every process on this database: PostgreSQL's
   * session advisory lock, on a connection of its own (the one-time work of replicas that start
   * together: migrations, demo data). PGlite serves one process, which owns its folder: there the
   * lock only orders this process's callers.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (the test suites copy databases with it). */
  dumpDataDir?(): Promise<Blob>;
}

export interface CreateDbOptions {
  /** A PostgreSQL connection string. When absent, the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files, or 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /** PGlite only: start from this dump of a data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * PGlite in a folder only: what opens it, in words ("the Paysight server on port 3000", "npm run
   * import"). The folder has one owner at a time (data-dir-lock.ts); another process that tries is
   * told this name.
   */
  owner?: string;
  /**
   * PGlite only: run the database on a worker thread (pglite-thread.ts), so a query never blocks
   * the event loop. The default for a folder (servers and commands); an in-memory database (the
   * tests) stays on the caller's thread.
   */
  thread?: boolean;
  /** PGlite in a folder: the opening already under way for it (`openEmbedded`), taken over here; one for another folder is closed. */
  opening?: EmbeddedOpening | null;
}

const require = createRequire(import.meta.url);
/** Resolved through the package so it works from source, tests and the bundled server alike. */
export const migrationsFolder = path.join(path.dirname(require.resolve('@paysight/db/package.json')), 'migrations');

/** Advisory locks are one number space per database: ours are named, and hashed, under this prefix. */
const ADVISORY_LOCK_PREFIX = 'paysight:';

/** Named locks for one process: each name's callers run one after another. */
function inProcessLock() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const run = (tails.get(name) ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => {});
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}

/** Gives up an opening not taken over: its thread closed, its folder unlocked. */
async function closeOpening(opening: EmbeddedOpening) {
  try {
    await (await opening.thread).close();
  } catch {
    // It never opened: nothing to close.
  } finally {
    opening.lock.release();
  }
}

export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  const ping = async (db: Db) => {
    const started = performance.now();
    await db.execute(sql`select 1`);
    return Math.round((performance.now() - started) * 100) / 100;
  };

  if (options.databaseUrl && options.opening) await closeOpening(options.opening);
  if (options.databaseUrl) {
    // Loaded only for PostgreSQL: the embedded default's start does not pay for the driver.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    // A dropped connection must not crash the process; the next query reports the failure.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exclusively = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      // A connection of its own for the lock: the work's queries may take any of the pool's.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [`${ADVISORY_LOCK_PREFIX}${name}`]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [`${ADVISORY_LOCK_PREFIX}${name}`]);
        }
      } finally {
        holder.release();
      }
    };
    return {
      db,
      driver: 'postgres',
      ping: () => ping(db),
      // Two servers starting on an empty database would both create drizzle's schema and table.
      migrate: () => exclusively('migrate', () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder })),
      exclusively,
      close: () => pool.end(),
    };
  }

  const dataDir = options.dataDir ?? './data/pglite';
  const inMemory = dataDir.startsWith('memory://');
  const opening = options.opening && options.opening.dataDir === dataDir && !options.loadDataDir ? options.opening : null;
  if (options.opening && !opening) await closeOpening(options.opening);
  // Taken before PGlite touches a file: a second process must not open the folder even for a moment.
  const lock = opening ? opening.lock : inMemory ? null : lockDataDir(dataDir, options.owner ?? 'a Paysight process');
  let client: PGlite | PgliteThread;
  try {
    if (opening) client = await opening.thread;
    else {
      if (!inMemory) mkdirSync(dataDir, { recursive: true });
      if (options.thread ?? !inMemory) client = await openPgliteThread(dataDir, options.loadDataDir);
      else
        client = await PGlite.create({
          dataDir,
          initDbStartParams: INITDB_PARAMS,
          ...(await pgliteAssets()),
          ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        });
    }
  } catch (err) {
    lock?.release();
    throw err;
  }
  // The thread's client has the part of PGlite's interface the driver uses (pglite-thread.ts).
  const pgliteDb = drizzlePglite(client as PGlite, { schema });
  const db = pgliteDb as unknown as Db;
  const exclusively = inProcessLock();
  return {
    db,
    driver: 'pglite',
    ping: () => ping(db),
    migrate: () => exclusively('migrate', () => migratePglite(pgliteDb, { migrationsFolder })),
    exclusively,
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

let assets: Promise<{ pgliteWasmModule?: WebAssembly.Module; fsBundle?: Blob }> | null = null;
/**
 * PGlite's WebAssembly module and file bundle, read and compiled once per process for the
 * databases opened in it (the tests' in-memory ones, one per test file): each opening otherwise
 * read and compiled its own, about a third of its time. Missing files leave PGlite to find its own.
 */
function pgliteAssets() {
  assets ??= (async () => {
    try {
      const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const [wasm, data] = await Promise.all([readFile(path.join(dist, 'pglite.wasm')), readFile(path.join(dist, 'pglite.data'))]);
      return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
    } catch {
      return {};
    }
  })();
  return assets;
}

/** Rows of a raw SQL query; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Brings the planner's statistics up to date for the tables that need it: never analyzed, or with
 * a tenth of their rows changed since (PostgreSQL's own threshold for autovacuum's analyze is
 * similar). PGlite has no autovacuum, so without this a bulk-loaded table is planned as if empty:
 * the market index's range reads scanned all 200,000 records each, blocking the event loop for a
 * second. Returns the tables analyzed. Runs before a server answers and after an import: on PGlite
 * it blocks while it runs (about a second for 200,000 records).
 */
export async function analyzeStaleTables(db: Db): Promise<string[]> {
  // Row-change counts reach the statistics views lazily (at most once a second, when idle): flush
  // this session's now, so a load just made counts.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select 1`);
  const stale = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.reltuples < 0 or coalesce(s.n_mod_since_analyze, 0) > 1000 + c.reltuples / 10)
      order by c.relname`,
  );
  for (const { name } of stale) await db.execute(sql.raw(`analyze "${name.replace(/"/g, '""')}"`));
  return stale.map((t) => t.name);
}
