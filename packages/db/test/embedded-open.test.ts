import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, queryRows } from '../src/client.js';
import { DataDirInUseError, lockPathFor } from '../src/data-dir-lock.js';
import { openEmbedded } from '../src/embedded-open.js';

/** A server opens its embedded database before its code loads (apps/server/src/launch.ts); createDb takes the opening over. */
const suite = process.env.TEST_DB_DRIVER === 'postgres' ? describe.skip : describe;
suite('an embedded database opened early', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-early-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the folder from the first moment, and createDb serves queries from it and releases it on close', async () => {
    const dataDir = path.join(dir, 'pglite');
    const opening = openEmbedded(dataDir, 'the Paysight server on port 3000');
    expect(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')).owner).toBe('the Paysight server on port 3000');
    expect(() => openEmbedded(dataDir, 'npm run import')).toThrow(DataDirInUseError);

    const database = await createDb({ dataDir, owner: 'the Paysight server on port 3000', opening });
    const [row] = await queryRows<{ n: number }>(database.db, sql`select 41 + 1 as n`);
    expect(row?.n).toBe(42);
    // Still one owner: the opening's lock is the database's.
    expect(() => openEmbedded(dataDir, 'npm run import')).toThrow(DataDirInUseError);
    await database.close();
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  }, 60_000);

  it('is closed and its folder released when the configuration names another folder', async () => {
    const early = path.join(dir, 'early', 'pglite');
    const configured = path.join(dir, 'configured', 'pglite');
    const opening = openEmbedded(early, 'the Paysight server on port 3000');
    const database = await createDb({ dataDir: configured, owner: 'the Paysight server on port 3000', opening });
    expect(existsSync(lockPathFor(early))).toBe(false);
    expect(existsSync(lockPathFor(configured))).toBe(true);
    await database.close();
  }, 60_000);
});
