import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webApp = fileURLToPath(new URL('./apps/web/app', import.meta.url));
const setupFiles = [fileURLToPath(new URL('./test/setup.ts', import.meta.url))];
/**
 * New embedded databases in folders (the command and server process tests) start from one kept empty
 * cluster instead of initdb each (packages/db/src/pglite-template.ts); processes.ts passes it on.
 */
process.env.PGLITE_TEMPLATE_DIR ??= fileURLToPath(new URL('./node_modules/.cache/paysight-pglite', import.meta.url));

/**
 * Three tiers run by `npm run test:unit`:
 *  - unit: pure functions next to their code (contract, web shell rules, server helpers);
 *  - api: the server through app.inject() on an embedded PGlite of its own per test file;
 *  - api-postgres: the same API suites on real PostgreSQL, when TEST_DATABASE_URL is set
 *    (each file gets a database of its own). Without it they report as skipped.
 * Each api project builds its migrated and demo-seeded databases once per run
 * (test/database-snapshots.ts) and every test file copies them (packages/db/src/testing.ts).
 * The api projects share one module graph per worker (isolate: false): a file imports the server
 * once per worker instead of once per file (a third of the run's time). Each file still builds its
 * own app and database; server state lives on the app (AppContext), never in a module, so nothing
 * passes from one file to the next.
 * Playwright journeys (e2e/) run separately against the built app.
 */
export default defineConfig({
  resolve: { alias: { '~': webApp } },
  test: {
    setupFiles,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure functions: one module graph per worker, as the api projects (imports were four fifths of its time).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          isolate: false,
          globalSetup: ['./test/database-snapshots.ts'],
          include: ['apps/server/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          isolate: false,
          globalSetup: ['./test/database-snapshots.ts'],
          include: ['apps/server/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          env: { TEST_DB_DRIVER: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
