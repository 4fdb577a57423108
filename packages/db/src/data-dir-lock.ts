import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process owns an embedded (PGlite) data folder: two that open it both write its files and the
 * database never opens again. The owner holds `<folder>.lock`, a small JSON file naming it, made with
 * an atomic link (so it is never seen half-written) and removed when the database closes or the
 * process exits. A lock whose process no longer runs on this machine (killed, crashed, or the
 * previous life of a restarted container) is stale and taken over. See docs/decisions/035.
 */
export interface LockHolder {
  pid: number;
  host: string;
  /** What holds it, in words: "the Paysight server on port 3000", "npm run import". */
  owner: string;
  since: string;
  /** Tells this holder from another with the same pid. */
  token: string;
}

export class DataDirInUseError extends Error {
  readonly code = 'DATA_DIR_IN_USE';
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `${holder.owner} (pid ${holder.pid}${holder.host === os.hostname() ? '' : ` on ${holder.host}`}, since ${holder.since})`
      : `a process whose lock file ${lockPath} cannot be read`;
    super(
      [
        `The embedded database in ${dataDir} is in use by ${who}.`,
        'Only one process may open it at a time; the data is untouched.',
        holder
          ? `Stop that process first (Ctrl+C in its terminal, or kill ${holder.pid}) and run this again, or set DATA_DIR to another folder.`
          : `If no Paysight process uses this folder, delete ${lockPath} and run this again.`,
        'To run commands beside a running server, use PostgreSQL (DATABASE_URL), which many processes may share.',
        holder && holder.host !== os.hostname() ? `If ${holder.host} no longer runs it, delete ${lockPath}.` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly lockPath: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still ours; idempotent. */
  release(): void;
}

/** Lock paths this process holds: a second open in the same process is refused like any other. */
const heldHere = new Set<string>();

/** The lock file beside a data folder: `data/pglite` → `data/pglite.lock` (outside it, so a backup never carries it). */
export const lockPathFor = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

function readHolder(lockPath: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string' || typeof parsed.token !== 'string') return null;
    return {
      pid: parsed.pid,
      host: parsed.host,
      owner: String(parsed.owner ?? 'a Paysight process'),
      since: String(parsed.since ?? ''),
      token: parsed.token,
    };
  } catch {
    return null;
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Only a holder on this machine can be checked; one elsewhere (a shared folder) is taken at its word. */
function isStale(holder: LockHolder, lockPath: string): boolean {
  if (holder.host !== os.hostname()) return false;
  // Our own pid, but not held by this process: a restarted container's previous life.
  if (holder.pid === process.pid) return !heldHere.has(lockPath);
  return !processRuns(holder.pid);
}

/** A takeover mutex older than this was left by a process killed mid-takeover (a takeover takes milliseconds). */
const TAKEOVER_STALE_MS = 30_000;

/** Removes a stale lock file, unless another process is doing the same or has already replaced it. */
function removeStale(lockPath: string, stale: LockHolder) {
  const mutex = `${lockPath}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    let age = 0;
    try {
      age = Date.now() - statSync(mutex).mtimeMs;
    } catch {
      return; // gone already: try again
    }
    // Another process is taking the same stale lock over: give it a moment, then look again.
    if (age < TAKEOVER_STALE_MS) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    else rmSync(mutex, { recursive: true, force: true });
    return;
  }
  try {
    const current = readHolder(lockPath);
    if (current?.token === stale.token) unlinkSync(lockPath);
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Takes the lock on `dataDir` for this process, or throws DataDirInUseError naming the holder.
 * Released by `release()`, and in any case when the process exits.
 */
export function lockDataDir(dataDir: string, owner: string): DataDirLock {
  const lockPath = lockPathFor(dataDir);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    owner,
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
  const draft = `${lockPath}.${holder.token}`;
  writeFileSync(draft, `${JSON.stringify(holder)}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      if (heldHere.has(lockPath)) throw new DataDirInUseError(dataDir, lockPath, readHolder(lockPath));
      try {
        linkSync(draft, lockPath);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const current = readHolder(lockPath);
      if (current && !isStale(current, lockPath)) throw new DataDirInUseError(dataDir, lockPath, current);
      // An unreadable lock file is not ours to judge (it is never half-written, so something else made it).
      if (!current || attempt >= 5) throw new DataDirInUseError(dataDir, lockPath, current);
      removeStale(lockPath, current);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  heldHere.add(lockPath);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(lockPath);
    process.off('exit', release);
    if (readHolder(lockPath)?.token === holder.token) rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { lockPath, holder, release };
}
