import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';

/**
 * Backups of the embedded database (`npm run backup` / `npm run restore`). A backup is PGlite's own
 * dump of the data folder (a gzipped tarball), taken while this process owns the folder, so no
 * other writer can make it inconsistent. PostgreSQL deployments use pg_dump and pg_restore.
 */

const hasDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/** Writes a consistent copy of the database in `dataDir` to `file` (made whole, then renamed into place). */
export async function backupDataDir(dataDir: string, file: string, owner = 'npm run backup'): Promise<{ bytes: number }> {
  const lock = lockDataDir(dataDir, owner);
  try {
    if (!hasDatabase(dataDir)) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
    const client = await PGlite.create(dataDir);
    let dump: Blob;
    try {
      // A checkpoint first: the copy then holds every committed write in the tables themselves.
      await client.exec('checkpoint');
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return { bytes: bytes.length };
  } finally {
    lock.release();
  }
}

/** Opens a backup in memory and reads its migrations table: a file that is not our database is refused before anything moves. */
async function checkBackup(dump: Blob, file: string): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: 'memory://', loadDataDir: dump });
    await client.query('select 1 from drizzle.__drizzle_migrations limit 1');
  } catch {
    throw new Error(`${file} is not a Paysight backup (it does not open as a database with Paysight's migrations).`);
  } finally {
    await client?.close().catch(() => {});
  }
}

/**
 * Replaces the database in `dataDir` with the backup in `file`. The database it replaces is kept
 * beside it (`<folder>.before-restore-<time>`), never deleted; `keptAt` says where.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  owner = 'npm run restore',
  now = new Date(),
): Promise<{ keptAt: string | null }> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`There is no backup file at ${file}.`);
  const dump = new Blob([readFileSync(file)]);
  await checkBackup(dump, file);
  const lock = lockDataDir(dataDir, owner);
  try {
    let keptAt: string | null = null;
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      keptAt = `${path.resolve(dataDir)}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDir, keptAt);
    }
    try {
      mkdirSync(dataDir, { recursive: true });
      const client = await PGlite.create({ dataDir, loadDataDir: dump });
      await client.query('select 1 from drizzle.__drizzle_migrations limit 1');
      await client.close();
    } catch (err) {
      // Put the database it was replacing back: a failed restore changes nothing.
      rmSync(dataDir, { recursive: true, force: true });
      if (keptAt) renameSync(keptAt, dataDir);
      throw err;
    }
    return { keptAt };
  } finally {
    lock.release();
  }
}
