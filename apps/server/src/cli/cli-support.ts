import path from 'node:path';
import { createDb, DataDirInUseError, type Database } from '@paysight/db';
import { ConfigError, loadConfig } from '../config.js';

/** `npm run <script>` runs in apps/server; relative paths mean the directory npm was started in. */
export const invocationDir = () => process.env.INIT_CWD ?? process.cwd();

/** The embedded database's folder, as the server finds it (DATA_DIR/pglite), relative to where npm was started. */
export const embeddedDataDir = (config: { DATA_DIR: string }) => path.join(path.resolve(invocationDir(), config.DATA_DIR), 'pglite');

/**
 * Opens the configured database like the server does (DATABASE_URL, else DATA_DIR/pglite) and
 * applies pending migrations. `command` names this process to another that finds the embedded
 * folder taken (DataDirInUseError: one process owns it at a time).
 */
export async function openConfiguredDatabase(command: string): Promise<Database> {
  const config = loadConfig();
  const database = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: embeddedDataDir(config),
    maxConnections: 2,
    owner: command,
  });
  await database.migrate();
  return database;
}

/** Prints usage for no arguments (exit 2) or a help flag (exit 0); null when there is work to do. */
export function helpExitCode(argv: string[], usage: string): number | null {
  if (argv.length > 0 && !['help', '--help', '-h'].includes(argv[0]!)) return null;
  process.stdout.write(`${usage}\n`);
  return argv.length === 0 ? 2 : 0;
}

/**
 * The command's arguments as `parse` reads them, or the exit code when there is nothing to run:
 * usage for no arguments (2) or a help flag (0); for a `usageError`, its message and the usage (2).
 */
export function parsedArgs<T>(
  argv: string[],
  usage: string,
  parse: (argv: string[]) => T,
  usageError: abstract new (...args: never[]) => Error,
): { args: T } | { exitCode: number } {
  const help = helpExitCode(argv, usage);
  if (help !== null) return { exitCode: help };
  try {
    return { args: parse(argv) };
  } catch (err) {
    if (!(err instanceof usageError)) throw err;
    console.error(`Error: ${err.message}\n\n${usage}`);
    return { exitCode: 2 };
  }
}

/**
 * Runs a command's main and turns its result into the exit code; configuration errors print their
 * list, and a database folder held by another process says which and what to do (no stack).
 */
export function runCli(main: (argv: string[]) => Promise<number>) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof ConfigError || err instanceof DataDirInUseError ? err.message : err);
      process.exitCode = 1;
    },
  );
}
