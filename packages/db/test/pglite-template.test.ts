import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPgliteThread, INITDB_PARAMS } from '../src/pglite-thread.js';
import { templateFile } from '../src/pglite-template.js';

/**
 * New embedded databases from a kept empty cluster (PGLITE_TEMPLATE_DIR): the first new folder keeps
 * its cluster, the next starts from it and is a working database of its own, and a copy that does
 * not load is dropped (initdb after all).
 */
const suite = process.env.TEST_DB_DRIVER === 'postgres' ? describe.skip : describe;
suite('a new embedded database from the kept empty cluster', () => {
  let dir: string;
  let kept: string;
  const saved = process.env.PGLITE_TEMPLATE_DIR;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-template-'));
    process.env.PGLITE_TEMPLATE_DIR = path.join(dir, 'cache');
    kept = templateFile(INITDB_PARAMS)!;
  });
  afterEach(() => {
    process.env.PGLITE_TEMPLATE_DIR = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (dataDir: string) => {
    const db = await openPgliteThread(dataDir);
    try {
      await db.exec('create table if not exists t (n int)');
      await db.query('insert into t values (1)');
      return (await db.query('select count(*)::int as n from t')).rows[0];
    } finally {
      await db.close();
    }
  };

  it('is kept by the first new folder and copied into the next, each a database of its own', async () => {
    expect(existsSync(kept)).toBe(false);
    expect(await count(path.join(dir, 'a'))).toEqual({ n: 1 });
    expect(existsSync(kept)).toBe(true);
    expect(await count(path.join(dir, 'b'))).toEqual({ n: 1 });
    // Reopened, each has its own rows: the copy shares nothing with the first.
    expect(await count(path.join(dir, 'a'))).toEqual({ n: 2 });
    expect(await count(path.join(dir, 'b'))).toEqual({ n: 2 });
  }, 120_000);

  it('a copy that does not load is dropped and the folder made by initdb', async () => {
    mkdirSync(path.dirname(kept), { recursive: true });
    writeFileSync(kept, 'not a tarball of a cluster');
    expect(await count(path.join(dir, 'c'))).toEqual({ n: 1 });
    // Dropped, and replaced by the new folder's own empty cluster.
    expect(existsSync(kept)).toBe(true);
    expect(await count(path.join(dir, 'd'))).toEqual({ n: 1 });
  }, 120_000);
});
