import path from 'node:path';
import { createDb } from '@paysight/db';
import { seedDemo, seedJobsDemo } from '@paysight/db/demo';
import { importResearchFolder } from './modules/research/research-import.service.js';
import { refreshPayEstimates } from './modules/jobs/pay-estimate.queries.js';
import { startCacheWarming } from './lib/warm-caches.js';
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

  const app = await buildApp({ config, database, logger: loggerOptions(config, dev && process.stdout.isTTY), web: dev ? 'dev' : 'build' });

  if (config.DEMO_DATA === 'on') {
    const summary = await seedDemo(database.db, { salaryRecords: config.SEED_RECORDS });
    if (summary.loaded) app.log.info(summary, 'demo data loaded');
    const demoJobs = await seedJobsDemo(database.db);
    if (demoJobs.loaded) app.log.info(demoJobs, 'demo jobs loaded');
    // New salaries or new jobs: the estimates beside jobs without posted pay are recomputed.
    if (summary.loaded || demoJobs.loaded) await refreshPayEstimates(database.db, { minSlice: config.MIN_SLICE });
  }

  const shutdown = createShutdown({ app, closeDatabase: () => database.close(), exit: (code) => process.exit(code) });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The career path's research tables, from the public data folder when it is there (in the background: the server already answers).
  if (config.RESEARCH_DATA_DIR)
    void importResearchFolder(database.db, path.resolve(config.RESEARCH_DATA_DIR), app.log).catch((err: unknown) =>
      app.log.warn({ err }, 'research data not imported'),
    );
  // Inside the explore cache's stale window (10 minutes), so the hub's lists are never cold; the
  // first round waits 30 s so a fresh start answers its first visitors at once (after a restart
  // they are read back from the database: ADR 020).
  const stopWarming = startCacheWarming(app, 5 * 60_000, 30_000);
  app.server.once('close', stopWarming);
}

main().catch((err: unknown) => {
  // A bad configuration found after the environment (a PRICING_FILE that does not validate) says what, without a stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
