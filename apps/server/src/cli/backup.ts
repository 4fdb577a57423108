import path from 'node:path';
import { backupDataDir } from '@paysight/db';
import { loadConfig } from '../config.js';
import { embeddedDataDir, invocationDir, runCli } from './cli-support.js';

export const BACKUP_USAGE = `Usage: npm run backup [-- <file>]

Writes a consistent copy of the embedded database (DATA_DIR/pglite) to <file>, by default
backups/paysight-<date>-<time>.tar.gz where npm was started. The database has one owner at a time:
stop the server first. \`npm run restore -- <file>\` brings a backup back.

With DATABASE_URL the data lives in PostgreSQL: back it up with its own tools, e.g.
  pg_dump --format=custom --file=paysight.dump "$DATABASE_URL"
and restore with pg_restore --clean --dbname="$DATABASE_URL" paysight.dump.`;

/** `backups/paysight-2026-11-28-0915.tar.gz` for 09:15 UTC on that day. */
export const defaultBackupName = (at: Date) =>
  path.join('backups', `paysight-${at.toISOString().slice(0, 16).replace('T', '-').replace(':', '')}.tar.gz`);

/** Exit codes: 0 written, 1 failed (the folder in use, no database), 2 bad arguments or PostgreSQL. */
async function main(argv: string[]): Promise<number> {
  if (argv.some((a) => ['help', '--help', '-h'].includes(a)) || argv.length > 1) {
    process.stdout.write(`${BACKUP_USAGE}\n`);
    return argv.length > 1 ? 2 : 0;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(`DATABASE_URL is set: this command backs up the embedded database only.\n\n${BACKUP_USAGE}`);
    return 2;
  }
  const file = path.resolve(invocationDir(), argv[0] ?? defaultBackupName(new Date()));
  const dataDir = embeddedDataDir(config);
  try {
    const { bytes } = await backupDataDir(dataDir, file);
    process.stdout.write(`Backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).\n`);
    return 0;
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('There is no embedded database')) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

runCli(main);
