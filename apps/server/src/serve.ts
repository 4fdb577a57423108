import path from 'node:path';
import { createDb, DataDirInUseError, type EmbeddedOpening } from '@paysight/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { ownerOf } from './launch.js';
import { loggerOptions } from './lib/logger.js';
import { createShutdown } from './lib/shutdown.js';

/**
 * Starts a server from the environment's configuration: opens the database (the embedded folder
 * has one owner: a second process is refused, naming this one), migrates, builds the app, installs
 * the graceful shutdown on SIGTERM/SIGINT and listens. `main.ts` serves the web app too; the
 * replica tests start it API-only (`web: false`) as a process of its own.
 */
export async function serve(options: {
  web: 'build' | 'dev' | false;
  prettyLog?: boolean;
  /** The embedded database's opening started before the code loaded (main.ts). */
  opening?: EmbeddedOpening | null;
  /** Migrate and run the startup tasks (the demo data), then close without listening (main.ts --prepare). */
  prepare?: boolean;
}): Promise<FastifyInstance> {
  const config = loadConfig();
  const database = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    maxConnections: config.DATABASE_POOL_MAX,
    owner: ownerOf({ ...process.env, PORT: String(config.PORT) }, options.prepare ?? false),
    opening: options.opening ?? null,
  });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }

  const app = await buildApp({ config, database, logger: loggerOptions(config, options.prettyLog ?? false), web: options.web });
  if (options.prepare) {
    // What a server does before it answers, done once and kept in the database; the server started
    // next finds the demo data at its version and the statistics fresh, and skips both.
    try {
      await app.ready();
      for (const task of app.tasks.list()) if (task.when === 'startup') await app.tasks.run(task.name);
    } finally {
      await app.close();
      await database.close();
    }
    return app;
  }

  const shutdown = createShutdown({
    app,
    closeDatabase: () => database.close(),
    exit: (code) => process.exit(code),
    timeoutMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The modules' background tasks: the startup ones (the demo data, planner statistics) end before
  // the server listens, the others (research import, cache warming, pollers) run beside it.
  await app.ready();
  await app.startTasks();
  await app.listen({ port: config.PORT, host: config.HOST });
  app.context.stalls.reset();
  // Where the product is, in words, whatever the log level (Fastify's own line names the bound address).
  if (config.NODE_ENV !== 'test') process.stdout.write(`Paysight is ready at ${config.origin}\n`);
  return app;
}

/** Runs `serve`; a failure to start says what and exits 1 (a bad configuration, or a data folder another process owns: no stack). */
export function serveOrExit(options: Parameters<typeof serve>[0]) {
  serve(options).catch((err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof DataDirInUseError ? err.message : err);
    process.exit(1);
  });
}
