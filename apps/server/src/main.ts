import path from 'node:path';
import { createDb } from '@paysight/db';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { loggerOptions } from './lib/logger.js';
import { createShutdown } from './lib/shutdown.js';

async function main() {
  const dev = process.argv.includes('--dev');
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    maxConnections: config.DATABASE_POOL_MAX,
  });
  await database.migrate();

  // The modules' background tasks start when the app is ready: the startup ones (the demo data)
  // end before it listens, the others (research import, cache warming, pollers) run beside it.
  const app = await buildApp({ config, database, logger: loggerOptions(config, dev && process.stdout.isTTY), web: dev ? 'dev' : 'build' });

  const shutdown = createShutdown({
    app,
    closeDatabase: () => database.close(),
    exit: (code) => process.exit(code),
    timeoutMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  // A bad configuration found after the environment (a PRICING_FILE that does not validate) says what, without a stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
