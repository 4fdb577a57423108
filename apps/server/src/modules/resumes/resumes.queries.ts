import { generatedResumes, queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { intArray } from '../../lib/sql-values.js';

/** A namespace for the per-member lock numbering a member's resumes (the two-key advisory lock space). */
const RESUME_VERSION_LOCK = 0x7265_7375; // "resu"

/** The account's name and email. */
export async function findAccount(db: Db, userId: string) {
  const [row] = await queryRows<{ name: string; email: string }>(db, sql`select name, email from users where id = ${userId}`);
  return row ?? null;
}

/** Catalogue names for a profile's company, school and skills (skills in the given order). */
export async function catalogueNames(db: Db, ids: { companyId: number | null; schoolId: number | null; skillIds: number[] }) {
  const [row] = await queryRows<{ company: string | null; school: string | null; skills: string[] | null }>(
    db,
    sql`select (select name from companies where id = ${ids.companyId}) as company,
          (select name from schools where id = ${ids.schoolId}) as school,
          (select array_agg(s.name order by u.n) from unnest(${intArray(ids.skillIds)}) with ordinality u(id, n)
             join skills s on s.id = u.id) as skills`,
  );
  return { company: row?.company ?? null, school: row?.school ?? null, skills: row?.skills ?? [] };
}

export interface ResumeJobRow {
  id: number;
  title: string;
  catalog_title: string | null;
  company_name: string;
  skill_names: string[] | null;
  description_text: string;
  updated_at: Date | string;
}

/** A job as tailoring reads it, listed or not (the caller decides). */
export async function findJobForResume(db: Db, jobId: number): Promise<ResumeJobRow | null> {
  const [row] = await queryRows<ResumeJobRow>(
    db,
    sql`select j.id, j.title, t.name as catalog_title, c.name as company_name, j.description_text, j.updated_at,
          (select array_agg(s.name order by u.n) from unnest(j.skill_ids) with ordinality u(id, n) join skills s on s.id = u.id) as skill_names
        from jobs j join companies c on c.id = j.company_id left join titles t on t.id = j.title_id
        where j.id = ${jobId}`,
  );
  return row ?? null;
}

/** The job of one of the member's applications; null when the application is not theirs (or does not exist). */
export async function findApplicationJobId(db: Db, userId: string, applicationId: number): Promise<number | null> {
  const [row] = await queryRows<{ job_id: number }>(
    db,
    sql`select job_id from job_applications where id = ${applicationId} and user_id = ${userId}`,
  );
  return row?.job_id ?? null;
}

/** Whether the member has this application, for this job. */
export async function ownsApplication(db: Db, userId: string, applicationId: number, jobId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from job_applications where id = ${applicationId} and user_id = ${userId} and job_id = ${jobId}`,
  );
  return rows.length > 0;
}

/**
 * Stores a resume as the member's next version for the job. The member's resumes are numbered one
 * at a time: a transaction-scoped advisory lock per member, so two made at once for the same job
 * get 1 and 2, never 1 twice (and different members never wait on each other).
 */
export async function insertNextVersion(
  db: Db,
  row: {
    userId: string;
    jobId: number;
    applicationId: number | null;
    manualTrigger: boolean;
    resume: unknown;
    storageKey: string;
    pdfSize: number;
    createdAt: Date;
  },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESUME_VERSION_LOCK}, hashtext(${row.userId}))`);
    const [last] = await queryRows<{ v: number | null }>(
      tx,
      sql`select max(version)::int as v from generated_resumes where user_id = ${row.userId} and job_id = ${row.jobId}`,
    );
    const [inserted] = await tx
      .insert(generatedResumes)
      .values({ ...row, version: (last?.v ?? 0) + 1 })
      .returning({ id: generatedResumes.id });
    return inserted!.id;
  });
}

export interface ResumeRow {
  id: number;
  user_id: string;
  job_id: number | null;
  application_id: number | null;
  version: number;
  manual_trigger: boolean;
  storage_key: string;
  pdf_size: number;
  created_at: Date | string;
  job_title: string | null;
  company_name: string | null;
  company_slug: string | null;
}

const RESUME_COLUMNS = sql.raw(`r.id, r.user_id, r.job_id, r.application_id, r.version, r.manual_trigger, r.storage_key, r.pdf_size,
  r.created_at, j.title as job_title, c.name as company_name, c.slug as company_slug`);
const RESUME_FROM = sql.raw(`generated_resumes r left join jobs j on j.id = r.job_id left join companies c on c.id = j.company_id`);

/** One resume with its JSON, whoever owns it (the service checks). */
export async function findResume(db: Db, id: number) {
  const [row] = await queryRows<ResumeRow & { resume: unknown }>(
    db,
    sql`select ${RESUME_COLUMNS}, r.resume from ${RESUME_FROM} where r.id = ${id}`,
  );
  return row ?? null;
}

/** The newest resume linked to one of the member's applications; null when none. */
export async function findLatestApplicationResumeId(db: Db, userId: string, applicationId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from generated_resumes where user_id = ${userId} and application_id = ${applicationId} order by version desc, id desc limit 1`,
  );
  return row ? Number(row.id) : null;
}

/** A page of the member's resumes, newest first, and how many there are. */
export async function listResumeRows(
  db: Db,
  userId: string,
  filter: { manualTrigger?: boolean | undefined },
  limit: number,
  offset: number,
) {
  const where =
    filter.manualTrigger === undefined
      ? sql`r.user_id = ${userId}`
      : sql`r.user_id = ${userId} and r.manual_trigger = ${filter.manualTrigger}`;
  const [rows, count] = await Promise.all([
    queryRows<ResumeRow>(
      db,
      sql`select ${RESUME_COLUMNS} from ${RESUME_FROM} where ${where} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from generated_resumes r where ${where}`),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}
