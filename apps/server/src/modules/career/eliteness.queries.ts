import type { Region } from '@paysight/contract';
import { queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { publishedRecords } from '../salary-records/salary-records.service.js';

const employerPayRow = z.object({
  company_id: z.number(),
  name: z.string(),
  slug: z.string(),
  n: z.coerce.number(),
  p50: z.coerce.number(),
  below: z.coerce.number(),
  equal: z.coerce.number(),
});
export type EmployerPayRow = z.infer<typeof employerPayRow>;

/** What `employersOfTitle` answers, as the database keeps it between starts (`snapshotted`). */
export const titleEmployers = z.object({
  employers: z.array(employerPayRow),
  count: z.number(),
  median: z.number().nullable(),
  demoCount: z.number(),
});

/**
 * A title's records in a region: every employer with at least `minSlice` of them (median total, and
 * how many of all the title's records are below / equal to that median), plus the title's own
 * count, median and demo count. One pass for the groups; the ranks against the title's sorted totals.
 */
export async function employersOfTitle(db: Db, cc: Region, titleId: number, minSlice: number) {
  const [employers, totals] = await Promise.all([
    queryRows<EmployerPayRow>(
      db,
      sql`with r as (select r.company_id, r.total from ${publishedRecords()} where r.country_code = ${cc} and r.title_id = ${titleId}),
          c as (select company_id, count(*)::int as n, percentile_cont(0.5) within group (order by total) as p50
                from r group by 1 having count(*) >= ${minSlice})
          select c.company_id, co.name, co.slug, c.n, c.p50,
            (select count(*) from r where r.total < c.p50)::int as below,
            (select count(*) from r where r.total = c.p50)::int as equal
          from c join companies co on co.id = c.company_id
          order by c.n desc, co.id`,
    ),
    queryRows<{ n: number; p50: number | null; demo_n: number }>(
      db,
      sql`select count(*)::int as n, percentile_cont(0.5) within group (order by r.total) as p50,
            count(*) filter (where r.source = 'demo')::int as demo_n
          from ${publishedRecords()} where r.country_code = ${cc} and r.title_id = ${titleId}`,
    ),
  ]);
  const t = totals[0];
  return { employers, count: Number(t?.n ?? 0), median: t?.p50 == null ? null : Number(t.p50), demoCount: Number(t?.demo_n ?? 0) };
}
