// The embedded database on a thread of its own (pglite-thread.ts is the other side): PGlite runs
// PostgreSQL compiled to WebAssembly synchronously, so on the server's thread every query blocked
// every request for as long as it ran. Plain JavaScript, so the same file serves the TypeScript
// sources, the tests and the bundled server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

/** Drizzle's PGlite driver keeps these types as the strings PostgreSQL sends (drizzle-orm/pglite/session.js). */
const keep = (value) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keep]),
);

/** An error's own fields (PostgreSQL's code, detail, constraint…) survive the trip; the class does not. */
function plainError(err) {
  const out = { message: String(err?.message ?? err), name: err?.name ?? 'Error' };
  if (err && typeof err === 'object') {
    for (const [key, value] of Object.entries(err)) {
      if (value === undefined || typeof value === 'function' || key === 'query' || key === 'params') continue;
      if (typeof value === 'object' && value !== null) continue;
      out[key] = value;
    }
  }
  return out;
}

const options = (o) => (o ? { rowMode: o.rowMode, ...(o.drizzleParsers ? { parsers: DRIZZLE_PARSERS } : {}) } : undefined);
const result = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

let db;
/** Open transactions by id. */
const transactions = new Map();
let nextTx = 1;

async function handle(message) {
  const { op } = message;
  if (op === 'open') {
    const { dataDir, loadDataDir } = workerData;
    const { initDbStartParams } = workerData;
    db = await PGlite.create({ dataDir, initDbStartParams, ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}) });
    return null;
  }
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  if (!target) throw new Error(message.tx ? 'Transaction is closed' : 'The database is not open');
  switch (op) {
    case 'query':
      return result(await target.query(message.sql, message.params, options(message.options)));
    case 'copy':
      // COPY … FROM '/dev/blob': rows arrive as CSV text built on the server's thread, so this
      // thread only parses them (bulk-insert.ts).
      return result(await target.query(message.sql, [], { blob: new Blob([message.data]) }));
    case 'exec':
      return (await target.exec(message.sql)).map(result);
    case 'begin': {
      // One entry per open transaction: PGlite's own transaction, held open (its callback waits)
      // until the main thread says commit or rollback; `done` settles when PGlite has finished it.
      const id = nextTx++;
      const open = {};
      transactions.set(id, open);
      return await new Promise((begun, failed) => {
        open.done = db
          .transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                Object.assign(open, { tx, commit, rollback });
                begun(id);
              }),
          )
          .finally(() => transactions.delete(id));
        open.done.catch(failed);
      });
    }
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx);
      if (!open?.commit) throw new Error('Transaction is closed');
      transactions.delete(message.tx);
      if (op === 'commit') open.commit(null);
      else open.rollback(Object.assign(new Error('rolled back'), { rolledBack: true }));
      try {
        await open.done;
      } catch (err) {
        if (!err?.rolledBack) throw err;
      }
      return null;
    }
    case 'dump': {
      const blob = await db.dumpDataDir(message.compression);
      return await blob.arrayBuffer();
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (value) => parentPort.postMessage({ id: message.id, value }, value instanceof ArrayBuffer ? [value] : []),
    (err) => parentPort.postMessage({ id: message.id, error: plainError(err) }),
  );
});
