import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEmbeddedDb } from '../../../apps/server/test/helpers.js';
import { createDb, queryRows, type Database } from '../src/client.js';
import { jobFamilies } from '../src/schema/index.js';

/** The embedded database on its worker thread (pglite-thread.ts): PGlite's answers, and the event loop free meanwhile. */
// PGlite itself, so once: the api-postgres project runs this folder too.
describeOnEmbeddedDb('the embedded database on a thread of its own', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-thread-'));
    database = await createDb({ dataDir: path.join(dir, 'pglite'), owner: 'the test' });
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates a new database with WAL segments of 1 MB (a first start writes and copies 1 MB of them, not 16)', async () => {
    const [row] = await queryRows<{ size: string }>(database.db, sql`select current_setting('wal_segment_size') as size`);
    expect(row?.size).toBe('1MB');
    const inMemory = await createDb({ dataDir: 'memory://' });
    const [own] = await queryRows<{ size: string }>(inMemory.db, sql`select current_setting('wal_segment_size') as size`);
    await inMemory.close();
    expect(own?.size).toBe('1MB');
  });

  it('answers queries and keeps the event loop turning while a long one runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    const [row] = await queryRows<{ total: string }>(database.db, sql`select sum(g)::text as total from generate_series(1, 3000000) g`);
    const ms = performance.now() - started;
    clearInterval(timer);
    expect(row?.total).toBe('4500001500000');
    // On the caller's thread the timer would not fire once until the query ended.
    expect(ms).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(ms / 5 / 4);
  });

  it('commits a transaction, rolls back one that throws, and keeps PostgreSQL’s error code', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(jobFamilies).values({ name: 'Thread kept', slug: 'thread-kept' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(jobFamilies).values({ name: 'Thread dropped', slug: 'thread-dropped' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const duplicate = await database.db
      .insert(jobFamilies)
      .values({ name: 'Thread kept again', slug: 'thread-kept' })
      .then(
        () => null,
        (err: unknown) => err,
      );
    const codes: unknown[] = [];
    for (let e: unknown = duplicate; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
      codes.push((e as { code?: unknown }).code);
    expect(codes).toContain('23505');
    const kept = await database.db.select().from(jobFamilies).where(eq(jobFamilies.slug, 'thread-kept'));
    const dropped = await database.db.select().from(jobFamilies).where(eq(jobFamilies.slug, 'thread-dropped'));
    expect(kept).toHaveLength(1);
    expect(dropped).toHaveLength(0);
  });

  it('dumps the data folder, which opens as the same database', async () => {
    const dump = await database.dumpDataDir!();
    const copy = await createDb({ dataDir: 'memory://', loadDataDir: dump });
    try {
      expect(await copy.db.select().from(jobFamilies).where(eq(jobFamilies.slug, 'thread-kept'))).toHaveLength(1);
    } finally {
      await copy.close();
    }
  });
});
