import path from 'node:path';
import { createDb, type Database } from '@paysight/db';
import { ConfigError, loadConfig } from '../config.js';

/** `npm run <script>` runs in apps/server; relative paths mean the directory npm was started in. */
export const invocationDir = () => process.env.INIT_CWD ?? process.cwd();

/** Opens the configured database like the server does (DATABASE_URL, else DATA_DIR/pglite) and applies pending migrations. */
export async function openConfiguredDatabase(): Promise<Database> {
  const config = loadConfig();
  const dataDir = path.resolve(invocationDir(), config.DATA_DIR);
  const database = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: path.join(dataDir, 'pglite'), maxConnections: 2 });
  await database.migrate();
  return database;
}

/** Prints usage for no arguments (exit 2) or a help flag (exit 0); null when there is work to do. */
export function helpExitCode(argv: string[], usage: string): number | null {
  if (argv.length > 0 && !['help', '--help', '-h'].includes(argv[0]!)) return null;
  process.stdout.write(`${usage}\n`);
  return argv.length === 0 ? 2 : 0;
}

/** Runs a command's main and turns its result into the exit code; configuration errors print their list. */
export function runCli(main: (argv: string[]) => Promise<number>) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exitCode = 1;
    },
  );
}
