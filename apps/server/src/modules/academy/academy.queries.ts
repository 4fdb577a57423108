import type { api } from '@paysight/contract';
import {
  companies,
  interviewQuestions,
  interviewReports,
  jobFamilies,
  queryRows,
  titles,
  users,
  type Db,
  type InterviewReportRow,
} from '@paysight/db';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';

/** Reads and writes of the academy: members' interview reports and their questions, merged with the seed questions. */

// ---- Questions ----------------------------------------------------------------------------------

export interface QuestionFilter {
  companyId: number | null;
  familySlug: string | null;
  round: api.InterviewRoundType | null;
  /** A band's range of report difficulty, 1–5. */
  difficulty: { band: api.QuestionDifficulty; from: number; to: number } | null;
}

/** The approved reports' questions in the view: the report filters (company, family, difficulty) and the round's. */
function askedWhere(f: QuestionFilter): SQL {
  const parts: SQL[] = [sql`r.status = 'approved'`];
  if (f.companyId !== null) parts.push(sql`r.company_id = ${f.companyId}`);
  if (f.familySlug !== null)
    parts.push(
      sql`exists (select 1 from titles t join job_families jf on jf.id = t.family_id where t.id = r.title_id and jf.slug = ${f.familySlug})`,
    );
  if (f.difficulty !== null) parts.push(sql`r.difficulty between ${f.difficulty.from} and ${f.difficulty.to}`);
  if (f.round !== null) parts.push(sql`q.round_type = ${f.round}`);
  return sql.join(parts, sql` and `);
}

/** Seed questions in the view: none with a company (the sets are not about any company); generic ones (no family) in every family. */
function seedWhere(f: QuestionFilter): SQL {
  if (f.companyId !== null) return sql`false`;
  const parts: SQL[] = [sql`true`];
  if (f.familySlug !== null) parts.push(sql`(s.family_slug = ${f.familySlug} or s.family_slug is null)`);
  if (f.difficulty !== null) parts.push(sql`s.difficulty = ${f.difficulty.band}`);
  if (f.round !== null) parts.push(sql`s.round_type = ${f.round}`);
  return sql.join(parts, sql` and `);
}

/** The approved reports behind the view's members' questions, and whether demo reports are among them. */
export async function viewBacking(db: Db, f: QuestionFilter) {
  const [row] = await queryRows<{ reports: number; demo: boolean | null }>(
    db,
    sql`select count(distinct q.report_id)::int as reports, bool_or(r.is_demo) as demo
        from interview_questions q join interview_reports r on r.id = q.report_id
        where ${askedWhere(f)}`,
  );
  return { reports: Number(row?.reports ?? 0), demo: row?.demo === true };
}

export interface QuestionRow {
  norm: string;
  id: string;
  n: number | null;
  last: string | null;
  member_text: string | null;
  rounds: api.InterviewRoundType[] | null;
  mean_difficulty: number | null;
  seed_text: string | null;
  detail: string | null;
  code: string | null;
  choices: string[] | null;
  answer: string | null;
  topic: string | null;
  seed_round: api.InterviewRoundType | null;
  seed_difficulty: api.QuestionDifficulty | null;
  url: string | null;
  set_key: string | null;
  set_title: string | null;
  repository: string | null;
  licence: string | null;
  licence_url: string | null;
  notice: string | null;
  total: number;
}

/**
 * One page of the view's questions: members' (approved reports only, grouped on their merged text)
 * and the seeds', one row per merged text. Most asked first, then most recently asked, then the
 * seeds in the order of their sets. `includeMembers` false leaves members' questions out (a company
 * under the privacy floor).
 */
export async function questionsPage(db: Db, f: QuestionFilter, includeMembers: boolean, limit: number, offset: number) {
  const asked = includeMembers ? askedWhere(f) : sql`false`;
  const rows = await queryRows<QuestionRow>(
    db,
    sql`
      with asked as (
        select q.norm,
               count(distinct q.report_id)::int as n,
               max(r.month) as last,
               (array_agg(q.text order by r.reviewed_at, q.id))[1] as member_text,
               array_agg(distinct q.round_type) as rounds,
               avg(r.difficulty)::float8 as mean_difficulty
        from interview_questions q join interview_reports r on r.id = q.report_id
        where ${asked}
        group by q.norm
      ),
      seeds as (select s.norm from academy_seed_questions s where ${seedWhere(f)}),
      keys as (select norm from asked union select norm from seeds)
      select k.norm, left(md5(k.norm), 12) as id,
             a.n, a.last, a.member_text, a.rounds, a.mean_difficulty,
             s.text as seed_text, s.detail, s.code, s.choices, s.answer, s.topic,
             s.round_type as seed_round, s.difficulty as seed_difficulty, s.url,
             st.key as set_key, st.title as set_title, st.repository, st.licence, st.licence_url, st.notice,
             count(*) over ()::int as total
      from keys k
      left join asked a on a.norm = k.norm
      left join academy_seed_questions s on s.norm = k.norm
      left join academy_seed_sets st on st.key = s.set_key
      order by coalesce(a.n, 0) desc, a.last desc nulls last, s.position asc nulls last, k.norm
      limit ${limit} offset ${offset}`,
  );
  // A page past the end has no row to carry the total: count again without paging.
  if (rows.length === 0 && offset > 0) {
    const [row] = await queryRows<{ total: number }>(
      db,
      sql`
        with asked as (
          select distinct q.norm from interview_questions q join interview_reports r on r.id = q.report_id where ${asked}
        ),
        seeds as (select s.norm from academy_seed_questions s where ${seedWhere(f)})
        select count(*)::int as total from (select norm from asked union select norm from seeds) k`,
    );
    return { rows, total: Number(row?.total ?? 0) };
  }
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function companyBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.slug, slug));
  return row ?? null;
}

export async function familyBySlug(db: Db, slug: string) {
  const [row] = await db.select({ name: jobFamilies.name, slug: jobFamilies.slug }).from(jobFamilies).where(eq(jobFamilies.slug, slug));
  return row ?? null;
}

// ---- Companies ----------------------------------------------------------------------------------

export interface CompanyFiguresRow {
  name: string;
  slug: string;
  reports: number;
  questions: number;
  difficulty: number;
  positive: number;
  offers: number;
  decided: number;
  with_days: number;
  median_days: number | null;
  demo: boolean;
}

/** Every company's approved reports summed up (the service keeps those from MIN_SLICE reports). */
export async function companyFigures(db: Db) {
  return queryRows<CompanyFiguresRow>(
    db,
    sql`
      with shown as (
        select r.company_id,
               count(*)::int as reports,
               avg(r.difficulty)::float8 as difficulty,
               (100.0 * count(*) filter (where r.experience = 'positive') / count(*))::float8 as positive,
               count(*) filter (where r.outcome in ('offer-accepted', 'offer-declined'))::int as offers,
               count(*) filter (where r.outcome <> 'waiting')::int as decided,
               count(r.process_days)::int as with_days,
               percentile_cont(0.5) within group (order by r.process_days)::float8 as median_days,
               bool_or(r.is_demo) as demo
        from interview_reports r
        where r.status = 'approved' and r.company_id is not null
        group by r.company_id
      ),
      asked as (
        select r.company_id, count(distinct q.norm)::int as questions
        from interview_questions q join interview_reports r on r.id = q.report_id
        where r.status = 'approved' and r.company_id is not null
        group by r.company_id
      )
      select c.name, c.slug, s.reports, coalesce(a.questions, 0)::int as questions, s.difficulty, s.positive, s.offers,
             s.decided, s.with_days, s.median_days, s.demo
      from shown s
      join companies c on c.id = s.company_id
      left join asked a on a.company_id = s.company_id
      order by s.reports desc, c.name`,
  );
}

// ---- Reports ------------------------------------------------------------------------------------

export type ReportWithNames = {
  report: InterviewReportRow;
  companySlug: string | null;
  companyDisplayName: string | null;
  titleSlug: string | null;
  titleDisplayName: string | null;
};

const reportColumns = {
  report: interviewReports,
  companySlug: companies.slug,
  companyDisplayName: companies.name,
  titleSlug: titles.slug,
  titleDisplayName: titles.name,
};

/** Writes a report and its questions together (one transaction): both or neither. */
export async function insertReport(
  db: Db,
  values: typeof interviewReports.$inferInsert,
  questions: { round: number; roundType: api.InterviewRoundType; text: string; norm: string }[],
) {
  return db.transaction(async (tx) => {
    const [report] = await tx.insert(interviewReports).values(values).returning();
    if (questions.length > 0) await tx.insert(interviewQuestions).values(questions.map((q) => ({ ...q, reportId: report!.id })));
    return report!;
  });
}

export async function reportsOf(db: Db, userId: string, limit: number): Promise<ReportWithNames[]> {
  return db
    .select(reportColumns)
    .from(interviewReports)
    .leftJoin(companies, eq(companies.id, interviewReports.companyId))
    .leftJoin(titles, eq(titles.id, interviewReports.titleId))
    .where(eq(interviewReports.userId, userId))
    .orderBy(desc(interviewReports.createdAt), desc(interviewReports.id))
    .limit(limit);
}

export async function pendingReports(db: Db, limit: number): Promise<(ReportWithNames & { email: string })[]> {
  return db
    .select({ ...reportColumns, email: users.email })
    .from(interviewReports)
    .innerJoin(users, eq(users.id, interviewReports.userId))
    .leftJoin(companies, eq(companies.id, interviewReports.companyId))
    .leftJoin(titles, eq(titles.id, interviewReports.titleId))
    .where(eq(interviewReports.status, 'pending'))
    .orderBy(asc(interviewReports.createdAt), asc(interviewReports.id))
    .limit(limit);
}
