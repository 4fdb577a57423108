import { queryRows } from '@paysight/db';
import { seedDemo } from '@paysight/db/demo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { modifiedZ, zFromSpread } from '../src/modules/salary-records/outlier.js';
import { peerSpread } from '../src/modules/salary-records/salary-records.queries.js';
import type { MemberRecordInput } from '../src/modules/salary-records/salary-records.types.js';
import { createTestApp, describeWithDb, type TestApp } from './helpers.js';

/**
 * The outlier rule's spread is computed by the database (median and MAD of the logs); it must
 * score a salary exactly as the rule over the list of totals does, on every slice it judges by.
 */
describeWithDb('the outlier rule’s spread, computed by the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await seedDemo(t.database.db, { salaryRecords: 3_000 });
  });
  afterAll(() => t.close());

  it('gives the count, median and MAD that score a salary as modifiedZ does over the same totals', async () => {
    const db = t.database.db;
    const slices = await queryRows<{
      country_code: 'in' | 'us';
      currency: 'INR' | 'USD';
      company_id: number;
      title_id: number;
      standard_level: number;
    }>(
      db,
      sql`select country_code, currency, company_id, title_id, standard_level from salary_records
          where status = 'published' and standard_level is not null
          group by 1, 2, 3, 4, 5 order by count(*) desc limit 3`,
    );
    expect(slices.length).toBe(3);
    let compared = 0;
    for (const s of slices) {
      const r = {
        countryCode: s.country_code,
        currency: s.currency,
        companyId: s.company_id,
        titleId: s.title_id,
        standardLevel: s.standard_level,
      } as MemberRecordInput;
      for (const slice of ['company-title-level', 'title-level', 'title'] as const) {
        const where = [sql`country_code = ${r.countryCode}`, sql`title_id = ${r.titleId}`];
        if (slice === 'company-title-level') where.push(sql`company_id = ${r.companyId}`);
        if (slice !== 'title') where.push(sql`standard_level = ${r.standardLevel}`);
        const totals = (
          await queryRows<{ total: number }>(
            db,
            sql`select total from salary_records where status = 'published' and ${sql.join(where, sql` and `)} order by reported_on desc limit 2000`,
          )
        ).map((row) => Number(row.total));
        const spread = await peerSpread(db, r, slice);
        expect(spread.peers).toBe(totals.length);
        if (totals.length < 2) continue;
        for (const x of [totals[0]!, totals[0]! * 3, Math.round(totals[0]! / 4)]) {
          const expected = modifiedZ(x, totals);
          const z = zFromSpread(x, spread.median, spread.mad);
          if (expected === null) expect(z).toBeNull();
          else expect(z).toBeCloseTo(expected, 9);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});
