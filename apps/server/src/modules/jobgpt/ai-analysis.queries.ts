import { queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import type { JobFeatureRow } from '../jobs/jobs.service.js';

/**
 * One job's match features by id, listed or not (an application's job may have gone quiet since):
 * the same columns the match index reads for every listed job, pay made yearly (hours at 2,080 a
 * year, months at 12). Sponsorship is a hard filter, not part of an explanation: read as false.
 */
export async function jobFeatureRowById(db: Db, id: number): Promise<JobFeatureRow | null> {
  const [row] = await queryRows<JobFeatureRow>(
    db,
    sql`select j.id, j.title, j.title_id, t.family_id, j.standard_level, j.company_id, j.location_ids, j.country_codes, j.remote, j.skill_ids,
          case j.pay_interval when 'hour' then j.pay_min::bigint * 2080 when 'month' then j.pay_min::bigint * 12 else j.pay_min end as yearly_min,
          case j.pay_interval when 'hour' then j.pay_max::bigint * 2080 when 'month' then j.pay_max::bigint * 12 else j.pay_max end as yearly_max,
          j.pay_currency,
          (j.pay_estimate->>'p25')::int as est_p25, (j.pay_estimate->>'p75')::int as est_p75, j.pay_estimate->>'currency' as est_currency,
          j.updated_at, false as no_sponsorship
        from jobs j left join titles t on t.id = j.title_id
        where j.id = ${id}`,
  );
  return row ?? null;
}
