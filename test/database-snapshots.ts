import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestSnapshots, postgresSkipReason } from '@paysight/db/testing';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the api projects: one migrated and one demo-seeded database per run, which every
 * test file copies (packages/db/src/testing.ts) instead of creating, migrating and seeding its own.
 * The PostgreSQL project without TEST_DATABASE_URL says once why its suites are skipped.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  if (driver === 'postgres') {
    process.env.TEST_DB_DRIVER = 'postgres';
    const reason = postgresSkipReason();
    delete process.env.TEST_DB_DRIVER;
    if (reason) {
      console.log(`\n[api-postgres] ${reason}\n`);
      project.provide('testDatabaseSnapshots', null);
      return;
    }
  }
  const started = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), `paysight-test-${driver}-`));
  const { snapshots, remove } = await createTestSnapshots(driver, dir);
  console.log(`[${project.name}] test databases (migrated, seeded) built once in ${Math.round(performance.now() - started)} ms`);
  project.provide('testDatabaseSnapshots', snapshots);
  return async () => {
    await remove();
    rmSync(dir, { recursive: true, force: true });
  };
}
