import { queryRows, type Db } from '@paysight/db';
import { sql, type SQL } from 'drizzle-orm';
import { worksAtProved } from './employment-proof.service.js';

/**
 * Who may refer where, decided when read: the company is the member's current one and they proved
 * they work there (employment-proof.service.ts, the rule gurus' coaches share). A demo referrer
 * counts (labelled) but is never sent a request.
 */
export const realEligible = (r: string) =>
  sql`(not ${sql.raw(r)}.is_demo and ${worksAtProved(sql.raw(`${r}.user_id`), sql.raw(`${r}.company_id`))})`;

/** A request's match: title family, city and level, each only when both sides state it; a referrer refers up to one level above their own. */
export interface MatchOn {
  familyId: number | null;
  standardLevel: number | null;
  locationId: number | null;
}
export const matches = (r: string, m: { [K in keyof MatchOn]: MatchOn[K] | SQL }): SQL =>
  sql`(${m.familyId}::int is null or ${sql.raw(r)}.family_id is null or ${sql.raw(r)}.family_id = ${m.familyId}::int)
    and (${m.locationId}::int is null or ${sql.raw(r)}.location_id is null or ${sql.raw(r)}.location_id = ${m.locationId}::int)
    and (${m.standardLevel}::int is null or ${sql.raw(r)}.standard_level is null or ${sql.raw(r)}.standard_level + 1 >= ${m.standardLevel}::int)`;

export interface CompanyRow {
  id: number;
  name: string;
  slug: string;
  referrers: number;
  demo_referrers: number;
  answerers: number;
  median_hours: number | null;
  listed_jobs: number;
  total: number;
}

/** Matching nobody out: every referrer of a company. */
const ANY_MATCH: MatchOn = { familyId: null, standardLevel: null, locationId: null };

/**
 * The CTEs `counted` (per company: its eligible matching referrers and its demo ones) and `timing`
 * (per company: how many referrers answered a request, accepting or declining, and their median
 * hours to answer), for the companies `which` lets through.
 */
const referrerStats = (m: MatchOn, which: SQL = sql`true`) =>
  sql`counted as (
          select r.company_id,
            count(*) filter (where ${realEligible('r')})::int as referrers,
            count(*) filter (where r.is_demo)::int as demo_referrers
          from referrers r
          where (${realEligible('r')} or r.is_demo) and ${matches('r', m)} and ${which}
          group by r.company_id
        ), answers as (
          select q.company_id, q.referrer_user_id as user_id, extract(epoch from q.answered_at - q.created_at) / 3600 as hours
            from referral_requests q where q.referrer_user_id is not null and q.answered_at is not null
          union all
          select q.company_id, d.user_id, extract(epoch from d.created_at - q.created_at) / 3600
            from referral_declines d join referral_requests q on q.id = d.request_id
        ), timing as (
          select company_id, count(distinct user_id)::int as answerers,
            percentile_cont(0.5) within group (order by hours)::float8 as median_hours
          from answers group by company_id
        )`;

/**
 * Companies with eligible matching referrers, most first, with their answer times and listed jobs.
 * Counts under `minSlice` rank alike (then by name), so the order does not tell them apart either.
 */
export async function companiesWithReferrers(
  db: Db,
  m: MatchOn,
  q: string | undefined,
  listedSince: Date,
  minSlice: number,
  limit: number,
  offset: number,
): Promise<CompanyRow[]> {
  const name = q ? sql`and c.name ilike ${`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : sql``;
  return queryRows<CompanyRow>(
    db,
    sql`with ${referrerStats(m)}
        select c.id, c.name, c.slug, k.referrers, k.demo_referrers,
          coalesce(t.answerers, 0) as answerers, t.median_hours,
          (select count(*)::int from jobs j where j.company_id = c.id and j.updated_at >= ${listedSince.toISOString()}::timestamptz) as listed_jobs,
          count(*) over ()::int as total
        from counted k join companies c on c.id = k.company_id left join timing t on t.company_id = c.id
        where k.referrers + k.demo_referrers > 0 ${name}
        order by case when k.referrers >= ${minSlice} then k.referrers else 0 end desc, k.referrers > 0 desc, k.demo_referrers desc, c.name
        limit ${limit} offset ${offset}`,
  );
}

/** Each of the companies' eligible and demo referrers and their answer times (companies without referrers are left out). */
export async function referrersAt(db: Db, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  return queryRows<Pick<CompanyRow, 'id' | 'referrers' | 'demo_referrers' | 'answerers' | 'median_hours'>>(
    db,
    sql`with ${referrerStats(
      ANY_MATCH,
      sql`r.company_id in (${sql.join(
        companyIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )}
        select k.company_id as id, k.referrers, k.demo_referrers, coalesce(t.answerers, 0) as answerers, t.median_hours
        from counted k left join timing t on t.company_id = k.company_id`,
  );
}

/** The eligible, matching, real referrers of a company (not the seeker), with their addresses. */
export async function matchingReferrers(db: Db, companyId: number, m: MatchOn, exceptUserId: string) {
  return queryRows<{ user_id: string; email: string; name: string }>(
    db,
    sql`select r.user_id, u.email, u.name from referrers r join users u on u.id = r.user_id
        where r.company_id = ${companyId} and r.user_id <> ${exceptUserId} and ${realEligible('r')} and ${matches('r', m)}
        order by r.id`,
  );
}

/** How many demo referrers a company has (a request there would never be answered). */
export async function demoReferrerCount(db: Db, companyId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from referrers where company_id = ${companyId} and is_demo`,
  );
  return row?.n ?? 0;
}

/** Locks the member's row for the rest of the transaction: their caps are counted one request at a time. */
export async function lockMember(db: Db, userId: string) {
  await queryRows(db, sql`select id from users where id = ${userId} for update`);
}

export async function countOpenRequests(db: Db, seekerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from referral_requests where user_id = ${seekerId} and status = 'requested' and bundle_id is null`,
  );
  return row?.n ?? 0;
}

export async function countAcceptsSince(db: Db, referrerId: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from referral_requests
        where referrer_user_id = ${referrerId} and status = 'accepted' and answered_at >= ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

export interface RequestRow {
  id: number;
  user_id: string;
  company_id: number;
  company_name: string;
  company_slug: string;
  bundle_id: number | null;
  job_id: number | null;
  job_title: string;
  apply_url: string;
  family_id: number | null;
  standard_level: number | null;
  location_id: number | null;
  city: string | null;
  resume_id: number | null;
  note: string;
  status: 'requested' | 'accepted' | 'declined' | 'expired';
  close_reason: string | null;
  referrer_user_id: string | null;
  referrer_name: string | null;
  referrer_email: string | null;
  answered_at: Date | string | null;
  outcome: 'confirmed' | 'disputed' | null;
  expires_at: Date | string;
  refunded_credits: number;
  created_at: Date | string;
}

const REQUEST_COLUMNS = sql`q.id, q.user_id, q.company_id, c.name as company_name, c.slug as company_slug, q.bundle_id, q.job_id,
  q.job_title, q.apply_url, q.family_id, q.standard_level, q.location_id, l.city, q.resume_id, q.note, q.status, q.close_reason,
  q.referrer_user_id, ru.name as referrer_name, ru.email as referrer_email, q.answered_at, q.outcome, q.expires_at,
  q.refunded_credits, q.created_at`;
const REQUEST_FROM = sql`referral_requests q join companies c on c.id = q.company_id
  left join locations l on l.id = q.location_id left join users ru on ru.id = q.referrer_user_id`;

export async function findRequest(db: Db, id: number, forUpdate = false): Promise<RequestRow | undefined> {
  const [row] = await queryRows<RequestRow>(
    db,
    forUpdate
      ? sql`select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where q.id = ${id} for update of q`
      : sql`select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where q.id = ${id}`,
  );
  return row;
}

export async function seekerRequests(db: Db, seekerId: string, bundleIds?: number[]): Promise<RequestRow[]> {
  const which = bundleIds
    ? sql`q.bundle_id in (${sql.join(bundleIds.length ? bundleIds.map((b) => sql`${b}`) : [sql`null`], sql`, `)})`
    : sql`true`;
  return queryRows<RequestRow>(
    db,
    sql`select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where q.user_id = ${seekerId} and ${which} order by q.created_at desc, q.id desc limit 200`,
  );
}

/**
 * A referrer's inbox: open requests at a company where they may refer now that match them and
 * that they neither declined nor made; and every request they accepted.
 */
export async function inboxRows(db: Db, userId: string, now: Date): Promise<RequestRow[]> {
  return queryRows<RequestRow>(
    db,
    sql`select ${REQUEST_COLUMNS} from ${REQUEST_FROM}
        where q.referrer_user_id = ${userId}
           or (q.status = 'requested' and q.expires_at > ${now.toISOString()}::timestamptz and q.user_id <> ${userId}
               and not exists (select 1 from referral_declines d where d.request_id = q.id and d.user_id = ${userId})
               and exists (select 1 from referrers r where r.user_id = ${userId} and r.company_id = q.company_id and ${realEligible('r')}
                 and ${matches('r', { familyId: sql`q.family_id`, standardLevel: sql`q.standard_level`, locationId: sql`q.location_id` })}))
        order by (q.status = 'requested') desc, q.created_at desc limit 200`,
  );
}

/** Whether the member may answer this request: an eligible referrer at its company, matching it, not its seeker. */
export async function mayAnswer(db: Db, userId: string, request: RequestRow): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from referrers r where r.user_id = ${userId} and r.company_id = ${request.company_id} and ${realEligible('r')}
          and ${matches('r', { familyId: request.family_id, standardLevel: request.standard_level, locationId: request.location_id })}) as ok`,
  );
  return Boolean(row?.ok) && request.user_id !== userId;
}

/** The member's referrer offers, each with whether they may refer there now. */
export async function referrerRows(db: Db, userId: string) {
  return queryRows<{
    company_id: number;
    name: string;
    slug: string;
    family: string | null;
    standard_level: number | null;
    city: string | null;
    eligible: boolean;
    current: boolean;
  }>(
    db,
    sql`select r.company_id, c.name, c.slug, f.name as family, r.standard_level, l.city, ${realEligible('r')} as eligible,
          exists (select 1 from profiles p where p.user_id = r.user_id and p.company_id = r.company_id) as current
        from referrers r join companies c on c.id = r.company_id left join job_families f on f.id = r.family_id
          left join locations l on l.id = r.location_id
        where r.user_id = ${userId} order by r.created_at desc`,
  );
}

/** Open requests past their window, oldest first. */
export async function expiredRequestIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from referral_requests where status = 'requested' and expires_at <= ${now.toISOString()}::timestamptz order by expires_at limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Whether every matching eligible referrer of the request has declined it. */
export async function allDeclined(db: Db, request: RequestRow): Promise<boolean> {
  const [row] = await queryRows<{ left: number }>(
    db,
    sql`select count(*)::int as left from referrers r
        where r.company_id = ${request.company_id} and r.user_id <> ${request.user_id} and ${realEligible('r')}
          and ${matches('r', { familyId: request.family_id, standardLevel: request.standard_level, locationId: request.location_id })}
          and not exists (select 1 from referral_declines d where d.request_id = ${request.id} and d.user_id = r.user_id)`,
  );
  return (row?.left ?? 0) === 0;
}

export async function listedJob(db: Db, id: number, listedSince: Date) {
  const [row] = await queryRows<{
    id: number;
    title: string;
    title_id: number | null;
    family_id: number | null;
    standard_level: number | null;
    company_id: number;
    apply_url: string;
    location_id: number | null;
  }>(
    db,
    sql`select j.id, j.title, j.title_id, t.family_id, j.standard_level, j.company_id, j.apply_url, j.location_ids[1] as location_id
        from jobs j left join titles t on t.id = j.title_id
        where j.id = ${id} and j.updated_at >= ${listedSince.toISOString()}::timestamptz`,
  );
  return row;
}

export async function titleFamily(db: Db, slug: string) {
  const [row] = await queryRows<{ family_id: number; family: string }>(
    db,
    sql`select t.family_id, f.name as family from titles t join job_families f on f.id = t.family_id where t.slug = ${slug}`,
  );
  return row;
}

export async function cityBySlug(db: Db, slug: string) {
  const [row] = await queryRows<{ id: number; city: string }>(db, sql`select id, city from locations where slug = ${slug} limit 1`);
  return row;
}

export async function companiesBySlugs(db: Db, slugs: string[]) {
  return queryRows<{ id: number; name: string; slug: string }>(
    db,
    sql`select id, name, slug from companies where slug in (${sql.join(
      slugs.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
}

export async function ownResume(db: Db, userId: string, id: number) {
  const [row] = await queryRows<{ id: number; version: number; resume: unknown }>(
    db,
    sql`select id, version, resume from generated_resumes where id = ${id} and user_id = ${userId}`,
  );
  return row;
}

export async function seekerContact(db: Db, userId: string) {
  const [row] = await queryRows<{ name: string; email: string; phone: string | null; company_id: number | null }>(
    db,
    sql`select u.name, u.email, coalesce(p.phone_no, p.contact_no) as phone, p.company_id
        from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  return row;
}

export async function memberAddress(db: Db, userId: string) {
  const [row] = await queryRows<{ name: string; email: string; blocked: boolean }>(
    db,
    sql`select name, email, blocked from users where id = ${userId}`,
  );
  return row;
}

export async function companyById(db: Db, id: number) {
  const [row] = await queryRows<{ id: number; name: string; slug: string }>(db, sql`select id, name, slug from companies where id = ${id}`);
  return row;
}

// Company work-email domains (admins)

export interface DomainRow {
  domain: string;
  company_id: number;
  company_name: string;
  company_slug: string;
  created_at: Date | string;
  referrers: number;
  total: number;
}

/** Members who may refer at the row's company now and sign in at its domain. */
const DOMAIN_REFERRERS = sql`(select count(*)::int from referrers r join users u on u.id = r.user_id
  where r.company_id = d.company_id and lower(split_part(u.email, '@', 2)) = d.domain and ${realEligible('r')})`;

/** Domains by company name then domain, filtered by part of a domain or a company's name, one page. */
export async function domainRows(db: Db, q: string | undefined, limit: number, offset: number): Promise<DomainRow[]> {
  const like = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  return queryRows<DomainRow>(
    db,
    sql`select d.domain, d.company_id, c.name as company_name, c.slug as company_slug, d.created_at,
          ${DOMAIN_REFERRERS} as referrers, count(*) over ()::int as total
        from company_email_domains d join companies c on c.id = d.company_id
        where ${like}::text is null or d.domain like ${like} or lower(c.name) like ${like}
        order by c.name, d.domain limit ${limit} offset ${offset}`,
  );
}

export async function domainRow(db: Db, domain: string, forUpdate = false): Promise<DomainRow | undefined> {
  const [row] = await queryRows<DomainRow>(
    db,
    sql`select d.domain, d.company_id, c.name as company_name, c.slug as company_slug, d.created_at,
          ${DOMAIN_REFERRERS} as referrers, 1 as total
        from company_email_domains d join companies c on c.id = d.company_id
        where d.domain = ${domain} ${forUpdate ? sql`for update of d` : sql``}`,
  );
  return row;
}

/** The members who may refer at a company now (real referrers, eligible). */
export async function eligibleReferrerIds(db: Db, companyId: number): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`select r.user_id from referrers r where r.company_id = ${companyId} and ${realEligible('r')}`,
  );
  return rows.map((r) => r.user_id);
}

/** Open requests at a company, locked for the rest of the transaction. */
export async function openRequestsAt(db: Db, companyId: number): Promise<RequestRow[]> {
  return queryRows<RequestRow>(
    db,
    sql`select ${REQUEST_COLUMNS} from ${REQUEST_FROM} where q.company_id = ${companyId} and q.status = 'requested'
        order by q.id for update of q`,
  );
}
