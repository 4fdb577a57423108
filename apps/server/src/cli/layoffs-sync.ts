import path from 'node:path';
import { analyzeStaleTables } from '@paysight/db';
import { loadConfig } from '../config.js';
import { formatWarnSummary } from '../modules/imports/imports.cli.js';
import { deliverAlertsFromCommand } from '../modules/layoffs/layoff-alerts.cli.js';
import { fetchStateFile, importFetched, syncTargets, SyncUsageError, SYNC_FETCH_TIMEOUT_MS } from '../modules/layoffs/warn-sync.service.js';
import { WARN_SYNC_SOURCES } from '../modules/layoffs/warn-sync.sources.js';
import { invocationDir, openConfiguredDatabase, runCli } from './cli-support.js';

export const USAGE = `Usage: npm run layoffs:sync [-- --state XX [--state YY …]] [-- --state XX --url <address>]

Fetches each state's current list of WARN notices (${Object.keys(WARN_SYNC_SOURCES).join(', ')}: the addresses
are in apps/server/src/modules/layoffs/warn-sync.sources.ts) and imports it through the WARN importer:
a notice already imported adds nothing, and members following a new notice's employer are told.
Every file is fetched before anything is imported; a file that cannot be fetched is named with the
reason, and nothing of it is imported. Each file has ${SYNC_FETCH_TIMEOUT_MS / 1000} seconds. --url fetches one
state's file from another address. Uses the server's configuration (DATABASE_URL, or the embedded
database in DATA_DIR/pglite: stop the server first).

Exit codes: 0 every state synced, 1 a state could not be fetched or imported, 2 bad arguments.`;

function parseArgs(argv: string[]): { states: string[]; url?: string } {
  const states: string[] = [];
  let url: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    if (arg === '--state' || arg === '--url') {
      if (value === undefined || value.startsWith('--')) throw new SyncUsageError(`${arg} needs a value`);
      if (arg === '--state') states.push(value);
      else url = value;
      i++;
    } else throw new SyncUsageError(`unknown argument ${arg}`);
  }
  return { states, ...(url !== undefined ? { url } : {}) };
}

async function main(argv: string[]): Promise<number> {
  if (argv.some((a) => ['help', '--help', '-h'].includes(a))) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let targets;
  try {
    const args = parseArgs(argv);
    targets = syncTargets(args.states, args.url);
  } catch (err) {
    if (!(err instanceof SyncUsageError)) throw err;
    console.error(`Error: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  const files = [];
  for (const target of targets) {
    process.stdout.write(`Fetching ${target.state}: ${target.url}\n`);
    files.push(await fetchStateFile(target));
  }
  for (const f of files) if (!f.ok) console.error(`Error: cannot fetch ${f.target.state}'s WARN file from ${f.target.url}: ${f.error}`);
  if (files.every((f) => !f.ok)) {
    console.error(`Nothing was imported: no file could be fetched (is this machine offline?).`);
    return 1;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase('npm run layoffs:sync');
  try {
    const results = await importFetched(database.db, files, new Date().toISOString().slice(0, 10));
    let alerts = 0;
    for (const r of results) {
      if (r.ok) {
        process.stdout.write(`${formatWarnSummary(r.summary, r.target.url)}\n`);
        alerts += r.summary.alertsQueued;
      } else if (r.stage === 'import') console.error(`Error: ${r.target.state}'s file from ${r.target.url} was refused: ${r.error}`);
    }
    if (results.some((r) => r.ok)) await analyzeStaleTables(database.db);
    if (alerts > 0) {
      const sent = await deliverAlertsFromCommand(database.db, config, path.resolve(invocationDir(), config.DATA_DIR));
      process.stdout.write(`Alerts sent: ${sent.delivered}${sent.failed > 0 ? ` (${sent.failed} left for the server to retry)` : ''}\n`);
    }
    const failed = results.filter((r) => !r.ok).length;
    process.stdout.write(
      failed === 0
        ? `All ${results.length} states synced.\n`
        : `${results.length - failed} of ${results.length} states synced; ${failed} failed.\n`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

runCli(main);
