import path from 'node:path';
import { createDb } from '@paysight/db';
import { ConfigError, loadConfig } from '../config.js';
import { AdminError } from '../modules/admin/admin.service.js';
import { USAGE, UsageError, parseAdminCommand } from '../modules/admin/admin.cli.js';

/**
 * Operators' command line: `npm run admin -- <command> [options]` (see USAGE). Opens the configured
 * database like the server does, applies pending migrations, runs one command.
 * Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
 */
async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  let run;
  try {
    run = parseAdminCommand(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`Error: ${err.message}\n\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  // `npm run admin` runs in apps/server; a relative DATA_DIR means the directory npm was started in.
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const database = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: path.join(dataDir, 'pglite'), maxConnections: 2 });
  try {
    await database.migrate();
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  },
);
