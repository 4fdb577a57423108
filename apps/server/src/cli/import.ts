import { access, constants, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  USAGE,
  UsageError,
  formatJobsSummary,
  formatSummary,
  formatWarnSummary,
  parseImportArgs,
  type ImportArgs,
} from '../modules/imports/imports.cli.js';
import { loadConfig } from '../config.js';
import { bridgeEventsToRedis, createEventBus } from '../lib/events.js';
import { ImportError, importFile } from '../modules/imports/imports.service.js';
import { formatResearchSummary, importResearchFile } from '../modules/research/research.service.js';
import { BoardResponseError, importBoardResponse, isJobBoardFormat } from '../modules/jobs/jobs-sync.service.js';
import { importWarnFile, WarnImportError } from '../modules/layoffs/warn-import.service.js';
import { deliverAlertsFromCommand } from '../modules/layoffs/layoff-alerts.cli.js';
import { analyzeStaleTables } from '@paysight/db';
import { invocationDir, openConfiguredDatabase, parsedArgs, runCli } from './cli-support.js';

/**
 * `npm run import -- --format h1b|csv [--dry-run] <file>` (see USAGE and docs/imports.md),
 * `--format onet-titles|ai-exposure|ai-applicability|oews <file>` for public research data, and
 * `--format greenhouse|lever|ashby --board <token> --company "<name>" <file.json>` for a saved job
 * board response. Opens the configured database like the server does, applies pending migrations,
 * imports the file in one transaction and prints a summary. Exit codes: 0 done, 1 failed (nothing
 * written), 2 bad arguments.
 */
async function main(argv: string[]): Promise<number> {
  const parsed = parsedArgs(argv, USAGE, parseImportArgs, UsageError);
  if ('exitCode' in parsed) return parsed.exitCode;
  const args = parsed.args;

  const file = path.resolve(invocationDir(), args.file);
  try {
    await access(file, constants.R_OK);
  } catch (err) {
    console.error(`Error: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'unreadable'}).`);
    return 1;
  }
  if (isJobBoardFormat(args.format)) return importJobBoard(args as Extract<ImportArgs, { board: string }>, file);
  if ('research' in args) return importResearch(args, file);
  if (args.format === 'warn') return importWarn(args as Extract<ImportArgs, { format: 'warn' }>, file);
  const database = await openConfiguredDatabase('npm run import');
  // With REDIS_URL, the running servers hear that records changed and refresh their caches at once.
  const events = createEventBus();
  const redisUrl = loadConfig().REDIS_URL;
  if (redisUrl)
    await bridgeEventsToRedis(events, redisUrl, {
      warn: (details, message) => console.warn(message, details),
      error: (details, message) => console.error(message, details),
    });
  try {
    const summary = await importFile(database.db, file, { format: args.format, dryRun: args.dryRun, events });
    if (!args.dryRun) await analyzeStaleTables(database.db);
    process.stdout.write(`${formatSummary(summary, args.file)}\n`);
    return 0;
  } catch (err) {
    return failedImport(err, file);
  } finally {
    await events.close();
    await database.close();
  }
}

/** An import that stopped: exit 1 with the reason for a refused file or a folder; anything else is a bug and throws. */
function failedImport(err: unknown, file: string): number {
  if (err instanceof ImportError) {
    console.error(`Error: ${err.message}\nNothing was imported.`);
    return 1;
  }
  if ((err as NodeJS.ErrnoException).code === 'EISDIR') {
    console.error(`Error: ${file} is a folder, not a file.`);
    return 1;
  }
  throw err;
}

/** Public research data (ADR 026): the file replaces its table whole, in one transaction. */
async function importResearch(args: Extract<ImportArgs, { research: true }>, file: string): Promise<number> {
  const database = await openConfiguredDatabase('npm run import');
  try {
    const summary = await importResearchFile(database.db, file, { format: args.format, dryRun: args.dryRun });
    if (!args.dryRun) await analyzeStaleTables(database.db);
    process.stdout.write(`${formatResearchSummary(summary, args.file)}\n`);
    return 0;
  } catch (err) {
    return failedImport(err, file);
  } finally {
    await database.close();
  }
}

/** A state's WARN notices (docs/imports.md): new notices added, the file's own date kept on each. */
async function importWarn(args: Extract<ImportArgs, { format: 'warn' }>, file: string): Promise<number> {
  const sourceDate = args.sourceDate ?? (await stat(file)).mtime.toISOString().slice(0, 10);
  const database = await openConfiguredDatabase('npm run import');
  try {
    const summary = await importWarnFile(database.db, file, {
      state: args.state,
      sourceFile: path.basename(file),
      sourceDate,
      dryRun: args.dryRun,
    });
    if (!args.dryRun) await analyzeStaleTables(database.db);
    process.stdout.write(`${formatWarnSummary(summary, args.file)}\n`);
    // Members following these employers are told now (ADR 045).
    if (summary.alertsQueued > 0) {
      const alerts = await deliverAlertsFromCommand(database.db, loadConfig(), path.resolve(invocationDir(), loadConfig().DATA_DIR));
      process.stdout.write(
        `Alerts sent: ${alerts.delivered}${alerts.failed > 0 ? ` (${alerts.failed} left for the server to retry)` : ''}\n`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof WarnImportError) {
      console.error(`Error: ${err.message}\nNothing was imported.`);
      return 1;
    }
    return failedImport(err, file);
  } finally {
    await database.close();
  }
}

/** A saved job board response: read whole (a board's answer is a few MB at most), checked, then imported. */
async function importJobBoard(args: Extract<ImportArgs, { board: string }>, file: string): Promise<number> {
  let json: string;
  try {
    json = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    console.error(code === 'EISDIR' ? `Error: ${file} is a folder, not a file.` : `Error: cannot read ${file} (${code ?? 'unreadable'}).`);
    return 1;
  }
  const database = await openConfiguredDatabase('npm run import');
  try {
    const config = loadConfig();
    const summary = await importBoardResponse(database.db, { type: args.format, token: args.board, companyName: args.company }, json, {
      now: new Date(),
      minSlice: config.MIN_SLICE,
      dryRun: args.dryRun,
    });
    if (!args.dryRun) await analyzeStaleTables(database.db);
    process.stdout.write(`${formatJobsSummary(summary, args.file, args)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof BoardResponseError) {
      console.error(`Error: ${args.file} is ${err.message}.\nNothing was imported.`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

runCli(main);
