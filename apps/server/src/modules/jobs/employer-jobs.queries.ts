import {
  companies,
  enterpriseOrgs,
  jobRecruiters,
  jobs,
  jobSources,
  queryRows,
  skills,
  titles,
  users,
  type Db,
  type JobLocation,
} from '@paysight/db';
import { eq, sql } from 'drizzle-orm';

/** The user's organisation, when they belong to one. */
export async function findUserOrg(db: Db, userId: string) {
  const [row] = await db
    .select({ id: enterpriseOrgs.id, name: enterpriseOrgs.name })
    .from(users)
    .innerJoin(enterpriseOrgs, eq(enterpriseOrgs.id, users.enterpriseOrgId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export const allTitles = (db: Db) => db.select({ id: titles.id, name: titles.name }).from(titles);
export const allSkills = (db: Db) => db.select({ id: skills.id, name: skills.name }).from(skills);

export async function findCompanyName(db: Db, companyId: number) {
  const [row] = await db.select({ name: companies.name, slug: companies.slug }).from(companies).where(eq(companies.id, companyId));
  return row!;
}

export interface NewEmployerJob {
  title: string;
  titleId: number | null;
  standardLevel: number | null;
  titleKey: string;
  companyId: number;
  locations: JobLocation[];
  locationIds: number[];
  countryCodes: string[];
  locationKey: string;
  remote: 'full' | 'hybrid' | 'none';
  employmentType: 'full-time' | 'part-time' | 'contract' | 'internship' | 'temporary';
  descriptionHtml: string;
  descriptionText: string;
  skillIds: number[];
  payMin: number | null;
  payMax: number | null;
  payCurrency: string | null;
  payInterval: 'year' | 'month' | 'hour' | null;
  postedAt: Date;
  updatedAt: Date;
}

/**
 * Inserts the job, then its own page as its apply URL, its Paysight source and its recruiter;
 * `tx` is the caller's transaction.
 */
export async function insertEmployerJob(
  tx: Db,
  values: NewEmployerJob,
  applyUrlOf: (id: number) => string,
  poster: { userId: string; orgId: number },
): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({ ...values, applyUrl: '' })
    .returning({ id: jobs.id });
  const id = row!.id;
  const applyUrl = applyUrlOf(id);
  await tx.update(jobs).set({ applyUrl }).where(eq(jobs.id, id));
  await tx.insert(jobSources).values({
    jobId: id,
    boardType: 'paysight',
    boardToken: `org-${poster.orgId}`,
    externalId: String(id),
    applyUrl,
    updatedAt: values.updatedAt,
  });
  await tx.insert(jobRecruiters).values({ jobId: id, userId: poster.userId, orgId: poster.orgId, createdAt: values.postedAt });
  return id;
}

export interface EmployerJobRow {
  id: number;
  title: string;
  company_name: string;
  company_slug: string;
  locations: JobLocation[];
  remote: 'full' | 'hybrid' | 'none';
  employment_type: 'full-time' | 'part-time' | 'contract' | 'internship' | 'temporary' | null;
  posted_at: Date | string;
  updated_at: Date | string;
  applications: number;
}

const ORG_JOBS = (orgId: number) => sql`select j.id, j.title, c.name as company_name, c.slug as company_slug, j.locations, j.remote,
    j.employment_type, j.posted_at, j.updated_at,
    (select count(*)::int from job_applications a where a.job_id = j.id and a.submitted_at is not null) as applications
  from jobs j join companies c on c.id = j.company_id
  where exists (select 1 from job_recruiters r where r.job_id = j.id and r.org_id = ${orgId})`;

/** The organisation's published jobs, newest first. */
export const listOrgJobs = (db: Db, orgId: number) =>
  queryRows<EmployerJobRow>(db, sql`${ORG_JOBS(orgId)} order by j.posted_at desc, j.id desc`);

/** One of the organisation's jobs; undefined for another organisation's job or none. */
export async function findOrgJob(db: Db, orgId: number, jobId: number) {
  const [row] = await queryRows<EmployerJobRow>(db, sql`${ORG_JOBS(orgId)} and j.id = ${jobId}`);
  return row;
}

export interface EmployerApplicationRow {
  id: number;
  name: string;
  email: string;
  status: string;
  submitted_at: Date | string | null;
  answers: unknown;
  resume_id: number | null;
}

/** Applications submitted to a job, newest first, with the applicant and the resume sent (when it is still stored). */
export const listJobApplications = (db: Db, jobId: number) =>
  queryRows<EmployerApplicationRow>(
    db,
    sql`select a.id, u.name, u.email, a.status, a.submitted_at, a.answers,
          (select g.id from generated_resumes g where g.id = a.resume_id and g.user_id = a.user_id) as resume_id
        from job_applications a join users u on u.id = a.user_id
        where a.job_id = ${jobId} and a.submitted_at is not null
        order by a.submitted_at desc, a.id desc`,
  );

/** The resume sent with a submitted application to `jobId`; undefined when there is none. */
export async function findApplicationResume(db: Db, jobId: number, applicationId: number) {
  const [row] = await queryRows<{ storage_key: string; version: number; name: string }>(
    db,
    sql`select g.storage_key, g.version, u.name
        from job_applications a join generated_resumes g on g.id = a.resume_id and g.user_id = a.user_id
          join users u on u.id = a.user_id
        where a.id = ${applicationId} and a.job_id = ${jobId} and a.submitted_at is not null`,
  );
  return row;
}

/** The recruiters of a job on Paysight: their names and the job's company. */
export const findJobRecruiters = (db: Db, jobId: number) =>
  queryRows<{ name: string; company: string }>(
    db,
    sql`select coalesce(nullif(u.name, ''), 'Recruiter') as name, c.name as company
        from job_recruiters r join users u on u.id = r.user_id join jobs j on j.id = r.job_id join companies c on c.id = j.company_id
        where r.job_id = ${jobId}
        order by r.created_at, u.name`,
  );

/** The job of a member's own application; undefined for another member's or none. */
export async function findOwnApplicationJobId(db: Db, userId: string, applicationId: number) {
  const [row] = await queryRows<{ job_id: number }>(
    db,
    sql`select job_id from job_applications where id = ${applicationId} and user_id = ${userId}`,
  );
  return row?.job_id;
}
