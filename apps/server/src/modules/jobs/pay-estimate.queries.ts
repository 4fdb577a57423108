import type { Db } from '@paysight/db';
import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../../lib/sql-values.js';
import { publishedRecords } from '../salary-records/salary-records.service.js';

/**
 * Our estimate of a job's yearly base pay where its posting shows none: the 25th, 50th and 75th
 * percentiles of base salary in the narrowest slice with at least `minSlice` published salaries
 * (privacy and noise): the company and title in the job's first city, else the company and title
 * in the job's region, else the title in that city. Stored on the job (pay_estimate) so a search
 * page reads it without aggregating; refreshed after imports and when salary data changes.
 * Jobs without a catalogue title or a region (India, the US) get none.
 */
export async function refreshPayEstimates(db: Db, options: { minSlice: number; jobIds?: readonly number[] }): Promise<void> {
  if (options.jobIds && options.jobIds.length === 0) return;
  const scope: SQL = options.jobIds ? sql`and j.id = any(${intArray(options.jobIds)})` : sql``;
  const min = options.minSlice;
  const P = sql.raw('array[0.25, 0.5, 0.75]');
  await db.execute(sql`
    with j as (
      select j.id, j.company_id, j.title_id, j.location_ids[1] as loc, j.country_codes[1] as cc
      from jobs j where j.title_id is not null and j.country_codes[1] in ('in', 'us') ${scope}
    ),
    r as (select r.company_id, r.title_id, r.location_id, r.country_code, r.base from ${publishedRecords()}
          where r.title_id in (select title_id from j)),
    ctl as (select company_id, title_id, location_id, country_code, count(*)::int as n, percentile_cont(${P}) within group (order by base) as p
            from r where (company_id, title_id, location_id, country_code) in (select company_id, title_id, loc, cc from j)
            group by 1, 2, 3, 4 having count(*) >= ${min}),
    ct as (select company_id, title_id, country_code, count(*)::int as n, percentile_cont(${P}) within group (order by base) as p
           from r where (company_id, title_id, country_code) in (select company_id, title_id, cc from j)
           group by 1, 2, 3 having count(*) >= ${min}),
    tl as (select title_id, location_id, country_code, count(*)::int as n, percentile_cont(${P}) within group (order by base) as p
           from r where (title_id, location_id, country_code) in (select title_id, loc, cc from j)
           group by 1, 2, 3 having count(*) >= ${min}),
    best as (
      select j.id, j.cc,
        coalesce(ctl.p, ct.p, tl.p) as p,
        coalesce(ctl.n, ct.n, tl.n) as n,
        case when ctl.n is not null then 'company-title-location' when ct.n is not null then 'company-title'
             when tl.n is not null then 'title-location' end as basis
      from j
      left join ctl on ctl.company_id = j.company_id and ctl.title_id = j.title_id and ctl.location_id = j.loc and ctl.country_code = j.cc
      left join ct on ct.company_id = j.company_id and ct.title_id = j.title_id and ct.country_code = j.cc
      left join tl on tl.title_id = j.title_id and tl.location_id = j.loc and tl.country_code = j.cc
    )
    update jobs set pay_estimate = case when best.n is null then null else jsonb_build_object(
        'currency', case best.cc when 'in' then 'INR' else 'USD' end,
        'p25', round(best.p[1])::int, 'p50', round(best.p[2])::int, 'p75', round(best.p[3])::int,
        'count', best.n, 'basis', best.basis) end
    from best where jobs.id = best.id`);
}
