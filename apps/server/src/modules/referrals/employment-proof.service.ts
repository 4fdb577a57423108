import { queryRows, type Db } from '@paysight/db';
import { sql, type SQL } from 'drizzle-orm';
import { publishedRecords } from '../salary-records/salary-records.service.js';

/**
 * Who works where, proved (docs/decisions/048-referrals.md): the company is the member's current
 * one (their profile's, set from the current position of their career history) and they proved
 * it, by a verified sign-in address at one of the company's work-email domains or by a verified,
 * published salary record there. Decided in SQL at every read and write, never stored, so a member
 * whose current company changes loses it at once. Referrers and gurus' coaches use this one rule.
 */

/** The member (`u`, a users row) proved they work at the company: a verified work email at its domain, or a verified salary there. */
const provedBy = (companyId: SQL) => sql`(
  (u.email_verified_at is not null and exists (
    select 1 from company_email_domains d where d.company_id = ${companyId} and d.domain = lower(split_part(u.email, '@', 2))))
  or exists (
    select 1 from member_salaries ms join ${publishedRecords('sr')} on sr.id = ms.record_id
    where ms.user_id = u.id and ms.company_id = ${companyId} and sr.verification = 'verified')
)`;

/** True when the member works at the company now (not blocked, their current company) and proved it. */
export const worksAtProved = (userId: SQL, companyId: SQL): SQL =>
  sql`exists (
    select 1 from users u join profiles p on p.user_id = u.id
    where u.id = ${userId} and not u.blocked and p.company_id = ${companyId} and ${provedBy(companyId)}
  )`;

/** Whether the member works at the company now, and whether they proved it: each, to say why not. */
export async function proofAt(db: Db, userId: string, companyId: number) {
  const company = sql`${companyId}::int`;
  const [row] = await queryRows<{ current: boolean; proved: boolean }>(
    db,
    sql`select exists (select 1 from profiles p where p.user_id = u.id and p.company_id = ${company}) as current,
          ${provedBy(company)} as proved
        from users u where u.id = ${userId}`,
  );
  return row ?? { current: false, proved: false };
}
