import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { createDb } from '@paysight/db';
import { ConfigError, loadConfig } from '../config.js';
import { USAGE, UsageError, formatSummary, parseImportArgs } from '../modules/imports/imports.cli.js';
import { ImportError, importFile } from '../modules/imports/imports.service.js';

/**
 * `npm run import -- --format h1b|csv [--dry-run] <file>` (see USAGE and docs/imports.md). Opens the
 * configured database like the server does, applies pending migrations, imports the file in one
 * transaction and prints a summary. Exit codes: 0 done, 1 failed (nothing written), 2 bad arguments.
 */
async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  let args;
  try {
    args = parseImportArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`Error: ${err.message}\n\n${USAGE}`);
    return 2;
  }

  // `npm run import` runs in apps/server; relative paths mean the directory npm was started in.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const file = path.resolve(cwd, args.file);
  try {
    await access(file, constants.R_OK);
  } catch (err) {
    console.error(`Error: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'unreadable'}).`);
    return 1;
  }
  const config = loadConfig();
  const dataDir = path.resolve(cwd, config.DATA_DIR);
  const database = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: path.join(dataDir, 'pglite'), maxConnections: 2 });
  try {
    await database.migrate();
    const summary = await importFile(database.db, file, { format: args.format, dryRun: args.dryRun });
    process.stdout.write(`${formatSummary(summary, args.file)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof ImportError) {
      console.error(`Error: ${err.message}\nNothing was imported.`);
      return 1;
    }
    if ((err as NodeJS.ErrnoException).code === 'EISDIR') {
      console.error(`Error: ${file} is a folder, not a file.`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  },
);
