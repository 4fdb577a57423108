import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { importVehicleMakes, parseVpicMakes, VPIC_ALL_MAKES_URL, VpicFileError } from '../modules/money/vehicle-makes.js';
import { invocationDir, openConfiguredDatabase, runCli } from './cli-support.js';

/** How long the vPIC download may take. */
export const VPIC_FETCH_TIMEOUT_MS = 60_000;

export const USAGE = `Usage: npm run vehicles:sync [-- --file <GetAllMakes.json[.gz]>] [-- --url <address>]

Refreshes the vehicle makes the net-worth form offers, from the public vPIC list of the US National
Highway Traffic Safety Administration (${VPIC_ALL_MAKES_URL}).
Without --file it downloads that list (or --url's); on a machine without the internet, download it
elsewhere and import the file with --file. The GetAllMakes shape ({Count, Message, SearchCriteria,
Results: [{Make_ID, Make_Name}]}) and the car-only list's (MakeId, MakeName) are both read, plain or
gzipped. The stored list is replaced in one transaction. Pages never fetch it. Uses the server's
configuration (DATABASE_URL, or the embedded database in DATA_DIR/pglite: stop the server first).

Exit codes: 0 imported, 1 the list could not be fetched or read, 2 bad arguments.`;

class UsageError extends Error {}

function parseArgs(argv: string[]): { file?: string; url: string } {
  let file: string | undefined;
  let url = VPIC_ALL_MAKES_URL;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    if (arg !== '--file' && arg !== '--url') throw new UsageError(`unknown argument ${arg}`);
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
    if (arg === '--file') file = path.resolve(invocationDir(), value);
    else url = value;
    i++;
  }
  return { ...(file ? { file } : {}), url };
}

async function download(url: string): Promise<Buffer | string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(VPIC_FETCH_TIMEOUT_MS) });
    if (!res.ok) return `the server answered ${res.status}`;
    return Buffer.from(await res.arrayBuffer());
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? (err as Error).message;
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.some((a) => ['help', '--help', '-h'].includes(a))) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let args;
  try {
    args = parseArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`Error: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  let content: Buffer;
  if (args.file) {
    try {
      content = await readFile(args.file);
    } catch (err) {
      console.error(`Error: cannot read ${args.file}: ${(err as Error).message}`);
      return 1;
    }
  } else {
    process.stdout.write(`Fetching ${args.url}\n`);
    const got = await download(args.url);
    if (typeof got === 'string') {
      console.error(
        `Error: cannot fetch the vehicle makes from ${args.url}: ${got}.\nNothing was changed. Is this machine offline? Download the list elsewhere and run:\n  npm run vehicles:sync -- --file <GetAllMakes.json>`,
      );
      return 1;
    }
    content = got;
  }
  let makes;
  try {
    makes = parseVpicMakes(content);
  } catch (err) {
    if (!(err instanceof VpicFileError)) throw err;
    console.error(`Error: ${args.file ?? args.url} was refused: ${err.message}. Nothing was changed.`);
    return 1;
  }
  const database = await openConfiguredDatabase('npm run vehicles:sync');
  try {
    const summary = await importVehicleMakes(database.db, makes, new Date());
    process.stdout.write(
      `Vehicle makes: ${summary.total} stored (${summary.added} new, ${summary.renamed} renamed, ${summary.removed} no longer listed and removed)\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
