import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A new embedded database from a kept copy of an empty one, instead of initdb (issue 23: CI time).
 * initdb in WebAssembly takes 6–12 s of CPU on our machines; unpacking the same empty cluster takes
 * a third of that. The test suites and journeys create a dozen new folders a run (every command and
 * server process test, the journeys' two servers), so they set `PGLITE_TEMPLATE_DIR` to a folder
 * where the first new database leaves its empty cluster and the next ones start from it. Unset (the
 * product's default) nothing is kept: a user's first start would only pay for the copy.
 *
 * The copy is named by PGlite's version and initdb's options, so another PGlite never reads it; it
 * is written to a temporary name and renamed, so a process never reads half of one; one that fails
 * to load is removed and the database is made by initdb after all.
 */

const require = createRequire(import.meta.url);
/** PGlite's version, from its package.json (its exports map does not list the file: found beside its entry). */
const pgliteVersion = (() => {
  try {
    for (let dir = path.dirname(require.resolve('@electric-sql/pglite')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
  } catch {
    // Not resolvable: no copy is kept (templateFile answers null).
  }
  return null;
})();

/** Where the empty cluster for these options is kept, or null when no folder is configured. */
export function templateFile(initdbParams: readonly string[], dir = process.env.PGLITE_TEMPLATE_DIR): string | null {
  if (!dir || !pgliteVersion) return null;
  const options = initdbParams.join('_').replace(/[^A-Za-z0-9=_-]/g, '');
  return path.join(path.resolve(dir), `pglite-${pgliteVersion}-empty${options ? `-${options}` : ''}.tar`);
}

/**
 * True when `dataDir` is a folder that does not exist yet or is empty (PGlite would run initdb
 * there): only such a folder is filled from the copy, and only such a folder is cleared again when
 * the copy fails to load.
 */
export function isNewFolder(dataDir: string): boolean {
  if (dataDir.startsWith('memory://')) return false;
  try {
    return readdirSync(dataDir).length === 0;
  } catch {
    return !existsSync(dataDir);
  }
}

/** The kept empty cluster, if there is one. */
export function readTemplate(file: string): ArrayBuffer | undefined {
  try {
    const bytes = readFileSync(file);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  } catch {
    return undefined;
  }
}

/** Keeps `dump` (a new database's empty cluster) for the next new folder; a failure only means no copy. */
export function keepTemplate(file: string, dump: ArrayBuffer): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, Buffer.from(dump));
    renameSync(partial, file);
  } catch {
    // A read-only or full disk: the next new database runs initdb, as without the setting.
  }
}

/** Forgets a copy that did not load, and whatever it left in the new folder. */
export function dropTemplate(file: string, dataDir: string): void {
  rmSync(file, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
