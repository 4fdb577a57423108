import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { USAGE, UsageError, formatSummary, parseImportArgs } from '../modules/imports/imports.cli.js';
import { ImportError, importFile } from '../modules/imports/imports.service.js';
import { helpExitCode, invocationDir, openConfiguredDatabase, runCli } from './cli-support.js';

/**
 * `npm run import -- --format h1b|csv [--dry-run] <file>` (see USAGE and docs/imports.md). Opens the
 * configured database like the server does, applies pending migrations, imports the file in one
 * transaction and prints a summary. Exit codes: 0 done, 1 failed (nothing written), 2 bad arguments.
 */
async function main(argv: string[]): Promise<number> {
  const help = helpExitCode(argv, USAGE);
  if (help !== null) return help;
  let args;
  try {
    args = parseImportArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`Error: ${err.message}\n\n${USAGE}`);
    return 2;
  }

  const file = path.resolve(invocationDir(), args.file);
  try {
    await access(file, constants.R_OK);
  } catch (err) {
    console.error(`Error: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'unreadable'}).`);
    return 1;
  }
  const database = await openConfiguredDatabase();
  try {
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

runCli(main);
