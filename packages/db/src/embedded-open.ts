import { mkdirSync } from 'node:fs';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';

export { DataDirInUseError } from './data-dir-lock.js';
import { openPgliteThread, type PgliteThread } from './pglite-thread.js';

/**
 * An embedded database being opened: its folder locked (data-dir-lock.ts) and PGlite starting on
 * its thread. A server starts this before it loads the rest of its code (`apps/server/src/main.ts`),
 * so the half second PGlite takes to start runs beside that, on another core; `createDb` finishes
 * the job. Imports nothing beyond Node's own modules, so the start does not wait on packages.
 */
export interface EmbeddedOpening {
  dataDir: string;
  lock: DataDirLock;
  thread: Promise<PgliteThread>;
}

/** Locks `dataDir` (a `DataDirInUseError` when another process owns it) and starts PGlite on a thread. */
export function openEmbedded(dataDir: string, owner: string): EmbeddedOpening {
  // Taken before PGlite touches a file: a second process must not open the folder even for a moment.
  const lock = lockDataDir(dataDir, owner);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (err) {
    lock.release();
    throw err;
  }
  const thread = openPgliteThread(dataDir);
  // Whoever takes the opening awaits this; until then a failure must not count as unhandled.
  thread.catch(() => {});
  return { dataDir, lock, thread };
}
