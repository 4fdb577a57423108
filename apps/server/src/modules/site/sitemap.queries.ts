import type { Region } from '@paysight/contract';
import { queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { publishedRecords } from '../salary-records/salary-records.service.js';

export interface SalaryPageRow {
  countryCode: Region;
  /** A company page when the title is null, a title page when the company is null, else company--title. */
  companySlug: string | null;
  titleSlug: string | null;
  count: number;
  lastDate: string;
}

/**
 * The salary pages worth indexing: every title page, company page and company--title page of a
 * region with at least `minSlice` published records (the pages that show figures; thinner ones
 * answer 404). Title pages first, then company pages, then by record count, capped at `limit`
 * (a sitemap holds at most 50,000 URLs).
 */
export async function indexableSalaryPages(db: Db, minSlice: number, limit: number): Promise<SalaryPageRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with slices as (
      select r.country_code, r.company_id, r.title_id, count(*)::int as n, max(r.reported_on) as last_date
      from ${publishedRecords()}
      group by grouping sets ((r.country_code, r.title_id), (r.country_code, r.company_id), (r.country_code, r.company_id, r.title_id))
    )
    select s.country_code as "countryCode", c.slug as "companySlug", t.slug as "titleSlug", s.n as count, s.last_date::text as "lastDate"
    from slices s left join titles t on t.id = s.title_id left join companies c on c.id = s.company_id
    where s.n >= ${minSlice}
    order by (case when s.company_id is null then 0 when s.title_id is null then 1 else 2 end), s.n desc, t.slug, c.slug
    limit ${limit}`,
  );
  return rows as unknown as SalaryPageRow[];
}
