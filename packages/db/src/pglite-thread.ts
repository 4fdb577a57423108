import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { dropTemplate, isNewFolder, keepTemplate, readTemplate, templateFile } from './pglite-template.js';

/**
 * PGlite on a worker thread (pglite-worker.mjs), seen through the part of PGlite's interface that
 * Drizzle's PGlite driver uses: `query`, `transaction` (whose client has `query`, `exec` and
 * `rollback`), plus `exec`, `dumpDataDir` and `close`. The database work runs beside the event
 * loop instead of on it; the same PGlite calls run there, so results, errors and transaction
 * semantics are PGlite's own (docs/decisions/036).
 */

const require = createRequire(import.meta.url);
const workerFile = path.join(path.dirname(require.resolve('@paysight/db/package.json')), 'src', 'pglite-worker.mjs');

interface Results {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  /** Runs `COPY … FROM '/dev/blob'` with `data` as the blob (bulk-insert.ts). */
  copyFrom(sql: string, data: string): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteThread {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  copyFrom(sql: string, data: string): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * initdb's options for a new embedded database: WAL segments of 1 MB instead of 16. initdb writes
 * its first segment in full and PGlite then copies the new cluster into its folder, so the 16 MB
 * of zeros were about half of a first start's database creation, and of every copy of a database
 * (the tests open one per file from a dump).
 */
export const INITDB_PARAMS = ['--wal-segsize=1'];

/** An error from the thread: PostgreSQL's fields (code, detail, constraint…) on an Error, as PGlite's own carries them. */
function toError(plain: Record<string, unknown>): Error {
  const err = new Error(String(plain.message));
  Object.assign(err, plain);
  return err;
}

/**
 * Opens the database in `dataDir` on a thread of its own: from `loadDataDir` when given; a new folder
 * from the kept empty cluster when `PGLITE_TEMPLATE_DIR` names one (pglite-template.ts), keeping it
 * there after the first initdb.
 */
export async function openPgliteThread(dataDir: string, loadDataDir?: Blob): Promise<PgliteThread> {
  const template = loadDataDir || !isNewFolder(dataDir) ? null : templateFile(INITDB_PARAMS);
  const kept = template ? readTemplate(template) : undefined;
  let thread: PgliteThread;
  try {
    thread = await openThread(dataDir, loadDataDir ? await loadDataDir.arrayBuffer() : kept);
  } catch (err) {
    if (!template || !kept) throw err;
    dropTemplate(template, dataDir);
    return openPgliteThread(dataDir);
  }
  if (template && !kept) keepTemplate(template, await (await thread.dumpDataDir('none')).arrayBuffer());
  return thread;
}

async function openThread(dataDir: string, loadDataDir: ArrayBuffer | undefined): Promise<PgliteThread> {
  const worker = new Worker(workerFile, {
    workerData: { dataDir, loadDataDir, initDbStartParams: INITDB_PARAMS },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (err: Error) => {
    failure = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  worker.on('message', (message: { id: number; value?: unknown; error?: Record<string, unknown> }) => {
    const p = pending.get(message.id);
    if (!p) return;
    pending.delete(message.id);
    if (message.error) p.reject(toError(message.error));
    else p.resolve(message.value);
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => failAll(new Error(`The database thread stopped (exit ${code})`)));

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };
  // Drizzle asks for its fixed set of type parsers (keep dates and intervals as text): functions do
  // not cross threads, so the thread applies the same set when asked.
  const wire = (options?: QueryOptions) =>
    options ? { rowMode: options.rowMode, drizzleParsers: options.parsers !== undefined } : undefined;
  const query =
    (tx: number | undefined) =>
    (sql: string, params: unknown[] = [], options?: QueryOptions) =>
      call<Results>({ op: 'query', sql, params, options: wire(options), tx });
  const exec = (tx: number | undefined) => (sql: string) => call<Results[]>({ op: 'exec', sql, tx });
  const copyFrom = (tx: number | undefined) => (sql: string, data: string) => call<Results>({ op: 'copy', sql, data, tx });

  try {
    await call({ op: 'open' });
  } catch (err) {
    await worker.terminate();
    throw err;
  }

  return {
    query: query(undefined),
    exec: exec(undefined),
    copyFrom: copyFrom(undefined),
    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      let closed = false;
      const client: ThreadTransaction = {
        query: query(tx),
        exec: exec(tx),
        copyFrom: copyFrom(tx),
        async rollback() {
          closed = true;
          await call({ op: 'rollback', tx });
        },
        get closed() {
          return closed;
        },
      };
      let result;
      try {
        result = await work(client);
      } catch (err) {
        if (!closed) {
          closed = true;
          await call({ op: 'rollback', tx });
        }
        throw err;
      }
      if (!closed) {
        closed = true;
        await call({ op: 'commit', tx });
      }
      return result;
    },
    async dumpDataDir(compression = 'none') {
      return new Blob([await call<ArrayBuffer>({ op: 'dump', compression })]);
    },
    async close() {
      try {
        await call({ op: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
