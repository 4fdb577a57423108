import path from 'node:path';
import { restoreDataDir } from '@paysight/db';
import { loadConfig } from '../config.js';
import { embeddedDataDir, helpExitCode, invocationDir, runCli } from './cli-support.js';

export const RESTORE_USAGE = `Usage: npm run restore -- <file>

Replaces the embedded database (DATA_DIR/pglite) with a backup made by \`npm run backup\`. The
database it replaces is kept beside it (pglite.before-restore-<time>), never deleted. Stop the server
first: the database has one owner at a time. A file that does not open as a Paysight database is
refused before anything changes.

With DATABASE_URL, restore with PostgreSQL's pg_restore instead (see npm run backup -- --help).`;

/** Exit codes: 0 restored, 1 refused or failed (in use, not a backup), 2 bad arguments or PostgreSQL. */
async function main(argv: string[]): Promise<number> {
  const help = helpExitCode(argv, RESTORE_USAGE);
  if (help !== null) return help;
  if (argv.length > 1) {
    console.error(`Error: one backup file, please.\n\n${RESTORE_USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(`DATABASE_URL is set: this command restores the embedded database only.\n\n${RESTORE_USAGE}`);
    return 2;
  }
  const file = path.resolve(invocationDir(), argv[0]!);
  const dataDir = embeddedDataDir(config);
  try {
    const { keptAt } = await restoreDataDir(dataDir, file);
    process.stdout.write(
      `Restored ${dataDir} from ${file}.${keptAt ? `\nThe database it replaced is kept at ${keptAt}; delete it when you no longer need it.` : ''}\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof Error && /^(There is no backup file|.* is not a Paysight backup)/.test(err.message)) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

runCli(main);
