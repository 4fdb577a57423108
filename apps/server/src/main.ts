import path from 'node:path';
import { createDb } from '@paysight/db';
import { seedDemo } from '@paysight/db/demo';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { loggerOptions } from './lib/logger.js';

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

  const app = await buildApp({ config, database, logger: loggerOptions(config, dev && process.stdout.isTTY), web: dev ? 'dev' : 'build' });

  if (config.DEMO_DATA === 'on') {
    const summary = await seedDemo(database.db);
    if (summary.loaded) app.log.info(summary, 'demo data loaded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
