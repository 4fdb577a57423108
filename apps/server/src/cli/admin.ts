import { AdminError } from '../modules/admin/admin.service.js';
import { USAGE, UsageError, parseAdminCommand } from '../modules/admin/admin.cli.js';
import { openConfiguredDatabase, parsedArgs, runCli } from './cli-support.js';

/**
 * Operators' command line: `npm run admin -- <command> [options]` (see USAGE). Opens the configured
 * database like the server does, applies pending migrations, runs one command.
 * Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
 */
async function main(argv: string[]): Promise<number> {
  const parsed = parsedArgs(argv, USAGE, parseAdminCommand, UsageError);
  if ('exitCode' in parsed) return parsed.exitCode;
  const run = parsed.args;

  const database = await openConfiguredDatabase('npm run admin');
  try {
    process.stdout.write(`${await run({ db: database.db, now: () => new Date() })}\n`);
    return 0;
  } catch (err) {
    if (!(err instanceof AdminError)) throw err;
    console.error(`Error: ${err.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

runCli(main);
