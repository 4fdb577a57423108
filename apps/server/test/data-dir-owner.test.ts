import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authTokens, createDb, DataDirInUseError, lockPathFor } from '@paysight/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEmbeddedDb } from './helpers.js';
import { runScript, startServerProcess, type ServerProcess } from './processes.js';

/**
 * One owner for the embedded database (issue: two processes on one PGlite folder destroyed it).
 * A real server process holds its folder; a second server, the import and admin commands, and a
 * backup are refused at once, naming it; the first server's data is intact after; a lock left by
 * a killed server is recognised as stale.
 */
describeOnEmbeddedDb('the embedded database has one owner', () => {
  let root: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'paysight-owner-'));
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  });

  const env = () => ({ DATA_DIR: root, DEMO_DATA: 'off' });
  const pgliteDir = () => path.join(root, 'pglite');
  const csvPath = () => path.join(root, 'records.csv');
  const tokensFor = async (email: string) => {
    const database = await createDb({ dataDir: pgliteDir(), owner: 'the test' });
    try {
      const [row] = await database.db.select({ n: count() }).from(authTokens).where(eq(authTokens.email, email));
      return row?.n ?? 0;
    } finally {
      await database.close();
    }
  };
  const requestLink = (url: string, email: string) =>
    fetch(`${url}/api/v1/mgk-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

  it(
    'refuses a second server, the import, the admin command and a backup while a server runs; the data is intact after',
    { timeout: 180_000 },
    async () => {
      server = await startServerProcess(env());
      expect((await requestLink(server.url, 'first@example.com')).status).toBe(200);
      const holder = JSON.parse(await readFile(lockPathFor(pgliteDir()), 'utf8')) as { pid: number; owner: string };
      expect(holder.pid).toBe(server.child.pid);
      expect(holder.owner).toMatch(/^the Paysight server on port \d+$/);

      // In this process too: the folder is refused before PGlite touches a file.
      const refused = await createDb({ dataDir: pgliteDir(), owner: 'the test' }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as DataDirInUseError).holder?.pid).toBe(server.child.pid);

      const named = new RegExp(`in use by the Paysight server on port \\d+ \\(pid ${server.child.pid}, since `);
      const second = await startServerProcess(env()).then(
        () => 'started',
        (err: Error) => err.message,
      );
      expect(second).toMatch(/the server exited \(1\)/);
      expect(second).toMatch(named);
      expect(second).toMatch(/Stop that process first/);

      await writeFile(csvPath(), 'company,title,location,base\n');
      const imported = await runScript('src/cli/import.ts', env(), '--format', 'csv', csvPath());
      expect(imported.code).toBe(1);
      expect(imported.stderr).toMatch(named);
      expect(imported.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack

      const admin = await runScript('src/cli/admin.ts', env(), 'user:admin', 'first@example.com');
      expect(admin.code).toBe(1);
      expect(admin.stderr).toMatch(named);

      const backup = await runScript('src/cli/backup.ts', env(), path.join(root, 'copy.tar.gz'));
      expect(backup.code).toBe(1);
      expect(backup.stderr).toMatch(named);
      expect(existsSync(path.join(root, 'copy.tar.gz'))).toBe(false);

      // The first server kept serving through all of it, and its writes are there once it stops.
      expect((await requestLink(server.url, 'second@example.com')).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(lockPathFor(pgliteDir()))).toBe(false);
      expect(await tokensFor('first@example.com')).toBe(1);
      expect(await tokensFor('second@example.com')).toBe(1);
    },
  );

  it('takes over the lock a killed server left behind', { timeout: 120_000 }, async () => {
    server = await startServerProcess(env());
    expect((await requestLink(server.url, 'third@example.com')).status).toBe(200);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    // The lock stays (nothing ran at exit) and names a process that no longer runs.
    expect(existsSync(lockPathFor(pgliteDir()))).toBe(true);

    server = await startServerProcess(env());
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await tokensFor('third@example.com')).toBe(1);
  });

  it('npm run backup writes a copy that npm run restore brings back; the replaced database is kept', { timeout: 120_000 }, async () => {
    const write = async (email: string) => {
      const database = await createDb({ dataDir: pgliteDir(), owner: 'the test' });
      try {
        await database.migrate();
        await database.db.insert(authTokens).values({
          kind: 'magic-link',
          tokenHash: `hash-${email}`,
          email,
          next: '/',
          expiresAt: new Date('2030-01-01'),
          createdAt: new Date('2026-01-01'),
        });
      } finally {
        await database.close();
      }
    };
    await write('before-backup@example.com');
    const file = path.join(root, 'backups', 'copy.tar.gz');
    const backup = await runScript('src/cli/backup.ts', env(), file);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .*pglite to .*copy\.tar\.gz \(\d+\.\d MB\)\.\n$/);

    await write('after-backup@example.com');
    expect(await tokensFor('after-backup@example.com')).toBe(1);

    const notBackup = await runScript('src/cli/restore.ts', env(), csvPath());
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toMatch(/is not a Paysight backup/);
    expect(await tokensFor('after-backup@example.com')).toBe(1); // refused before anything moved

    const restored = await runScript('src/cli/restore.ts', env(), file);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(await tokensFor('before-backup@example.com')).toBe(1);
    expect(await tokensFor('after-backup@example.com')).toBe(0);

    // The database it replaced is kept beside it, whole.
    const keptAt = /kept at (\S+);/.exec(restored.stdout)?.[1];
    expect(keptAt && existsSync(path.join(keptAt, 'PG_VERSION'))).toBe(true);
    const kept = await createDb({ dataDir: keptAt!, owner: 'the test' });
    try {
      const [row] = await kept.db.select({ n: count() }).from(authTokens).where(eq(authTokens.email, 'after-backup@example.com'));
      expect(row?.n).toBe(1);
    } finally {
      await kept.close();
    }
  });
});
