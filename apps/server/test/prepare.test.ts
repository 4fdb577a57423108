import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, lockPathFor, salaryRecords } from '@paysight/db';
import { DEMO_DATA_VERSION, getDemoState } from '@paysight/db/demo';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEmbeddedDb } from './helpers.js';
import { runScript, startServerProcess, type ServerProcess } from './processes.js';

/**
 * `main.js --prepare`, which a first `npm start` runs while the web app builds
 * (scripts/build-and-prepare.mjs): it migrates and loads the demo data, then exits and frees the
 * folder; the server started next finds the data at its version and does not load it again.
 */
describeOnEmbeddedDb('preparing the database ahead of the first start', () => {
  let root: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'paysight-prepare-'));
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  });

  const env = () => ({ DATA_DIR: root, DEMO_DATA: 'on', SEED_RECORDS: '3000' });
  const demoState = async () => {
    const database = await createDb({ dataDir: path.join(root, 'pglite'), owner: 'the test' });
    try {
      const [row] = await database.db.select({ n: count() }).from(salaryRecords).where(eq(salaryRecords.source, 'demo'));
      return { state: await getDemoState(database.db), records: row?.n ?? 0 };
    } finally {
      await database.close();
    }
  };

  it(
    'loads the demo data and exits, freeing the folder; the server then starts on it without loading it again',
    { timeout: 180_000 },
    async () => {
      const prepared = await runScript('src/main.ts', env(), '--prepare');
      expect(prepared.code, prepared.stderr).toBe(0);
      expect(existsSync(lockPathFor(path.join(root, 'pglite')))).toBe(false);
      const before = await demoState();
      expect(before.state?.version).toBe(DEMO_DATA_VERSION);
      expect(before.records).toBe(3000);

      server = await startServerProcess(env());
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
      server.child.kill('SIGTERM');
      await server.exited;
      server = undefined;

      // The same load, kept: a second load would have stamped a new time.
      expect(await demoState()).toEqual(before);
    },
  );
});
