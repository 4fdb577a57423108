import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockPathFor } from '../src/data-dir-lock.js';

describe('the lock on an embedded data folder', () => {
  let dir: string;
  let dataDir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-lock-'));
    dataDir = path.join(dir, 'pglite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const holder = (fields: Record<string, unknown>) =>
    writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({
        pid: 1,
        host: os.hostname(),
        owner: 'the Paysight server on port 3000',
        since: '2026-11-28T09:00:00.000Z',
        token: 'old',
        ...fields,
      }),
    );
  const refusal = (owner: string) => {
    try {
      lockDataDir(dataDir, owner);
    } catch (err) {
      return err as DataDirInUseError;
    }
    throw new Error('the lock was taken');
  };

  it('is a file beside the folder naming its holder, removed on release; a second taker in the same process is refused', () => {
    const lock = lockDataDir(dataDir, 'npm run import');
    expect(lock.lockPath).toBe(`${dataDir}.lock`);
    expect(JSON.parse(readFileSync(lock.lockPath, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
      owner: 'npm run import',
    });
    const err = refusal('npm run admin');
    expect(err).toBeInstanceOf(DataDirInUseError);
    expect(err.message).toContain(`in use by npm run import (pid ${process.pid}, since `);
    lock.release();
    expect(existsSync(lock.lockPath)).toBe(false);
    lockDataDir(dataDir, 'npm run admin').release();
  });

  it('refuses while the holder runs, naming it and what to do', () => {
    holder({ pid: process.ppid });
    const err = refusal('npm run import');
    expect(err.holder?.pid).toBe(process.ppid);
    expect(err.message).toMatch(/in use by the Paysight server on port 3000 \(pid \d+, since 2026-11-28T09:00:00.000Z\)/);
    expect(err.message).toMatch(/Stop that process first \(Ctrl\+C in its terminal, or kill \d+\)/);
    expect(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')).token).toBe('old');
  });

  it('takes over a lock whose process no longer runs, or that names this pid from a previous life (a restarted container)', () => {
    holder({ pid: 2 ** 22 + 1 }); // above Linux's pid_max: no such process
    const taken = lockDataDir(dataDir, 'the Paysight server on port 3000');
    expect(JSON.parse(readFileSync(taken.lockPath, 'utf8')).token).toBe(taken.holder.token);
    taken.release();
    holder({ pid: process.pid });
    lockDataDir(dataDir, 'the Paysight server on port 3000').release();
  });

  it('does not judge a holder on another machine or a lock file it cannot read: it says how to clear them', () => {
    holder({ pid: 2 ** 22 + 1, host: 'other-machine' });
    expect(refusal('npm start').message).toMatch(
      /\(pid 4194305 on other-machine, since .*\n[\s\S]*If other-machine no longer runs it, delete /,
    );
    writeFileSync(lockPathFor(dataDir), 'garbage');
    expect(refusal('npm start').message).toContain(`If no Paysight process uses this folder, delete ${lockPathFor(dataDir)}`);
  });
});
