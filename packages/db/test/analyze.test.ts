import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyzeStaleTables, queryRows } from '../src/client.js';
import { createTestDatabase, postgresSkipReason } from '../src/testing.js';

// On the PostgreSQL project without TEST_DATABASE_URL there is no database to ask: skipped, saying why.
const skip = postgresSkipReason();
(skip ? describe.skip : describe)(skip ? `planner statistics [skipped: ${skip}]` : 'planner statistics', () => {
  it('analyzes the tables never analyzed or much changed, then none until they change again', async () => {
    const database = await createTestDatabase();
    try {
      const first = await analyzeStaleTables(database.db);
      // PostgreSQL's autovacuum may have analyzed the copied template already; PGlite never does.
      if (database.driver === 'pglite') expect(first).toContain('salary_records');
      expect(await analyzeStaleTables(database.db)).toEqual([]);

      // A bulk load is planned from its real size once analyzed (PGlite has no autovacuum to do it).
      await database.db.execute(
        sql`insert into job_families (name, slug) select 'Family ' || g, 'family-' || g from generate_series(1, 3000) g`,
      );
      const after = await analyzeStaleTables(database.db);
      expect(after).toContain('job_families');
      const [row] = await queryRows<{ reltuples: number }>(database.db, sql`select reltuples from pg_class where relname = 'job_families'`);
      expect(Number(row?.reltuples)).toBeGreaterThanOrEqual(3000);
    } finally {
      await database.close();
    }
  });
});
