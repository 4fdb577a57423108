import { randomUUID } from 'node:crypto';
import { api, notFound } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../providers/storage/storage.provider.js';
import { listedSince } from '../jobs/jobs.service.js';
import { findProfile } from '../profile/profile.service.js';
import { renderResumePdf } from './resume-pdf.js';
import { buildResume, resumeFileName, type JobData, type MemberData } from './resume.rules.js';
import {
  catalogueNames,
  findAccount,
  findApplicationJobId,
  findLatestApplicationResumeId,
  findJobForResume,
  findResume,
  insertNextVersion,
  listResumeRows,
  ownsApplication,
  type ResumeRow,
} from './resumes.queries.js';

/**
 * Tailored resumes (SPEC §7 Jobs: custom resumes; §2.1 /jobgpt/resumes). A resume is made from the
 * member's stored data only (resume.rules.ts), rendered to a PDF (resume-pdf.ts), kept in private
 * storage and numbered per member and job. Every read checks ownership first: another member's
 * resume is 404, exactly like one that does not exist.
 */

export interface ResumesDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  log?: FastifyBaseLogger;
}

const NOT_FOUND = 'No such resume: it does not exist, or it is not yours';
const STORAGE_PREFIX = 'tailored-resumes';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toSummary(row: ResumeRow): api.GeneratedResumeSummary {
  return {
    id: row.id,
    version: row.version,
    manualTrigger: row.manual_trigger,
    applicationId: row.application_id,
    job:
      row.job_id !== null && row.job_title !== null && row.company_name !== null && row.company_slug !== null
        ? {
            id: row.job_id,
            title: row.job_title,
            company: { name: row.company_name, slug: row.company_slug },
            path: api.jobPath(row.job_id, row.job_title, row.company_name),
          }
        : null,
    createdAt: iso(row.created_at),
    pdfPath: api.generatedResumePdfPath(row.id),
    pdfSize: row.pdf_size,
  };
}

/** Everything the member stored that a resume may use: the account, the profile and its sources. */
export async function memberDataOf(db: Db, userId: string): Promise<MemberData> {
  const [account, profile] = await Promise.all([findAccount(db, userId), findProfile(db, userId)]);
  if (!account) throw notFound('No such member');
  const names = await catalogueNames(db, {
    companyId: profile?.companyId ?? null,
    schoolId: profile?.schoolId ?? null,
    skillIds: profile?.skillIds ?? [],
  });
  return {
    name: account.name,
    email: account.email,
    company: names.company,
    school: names.school,
    skills: names.skills,
    experience: profile?.experience ?? null,
    phoneNo: profile?.phoneNo ?? null,
    contactNo: profile?.contactNo ?? null,
    linkedinUrl: profile?.linkedinUrl ?? null,
    sources: [profile?.networkImport, profile?.resumeExtract].filter((s) => s !== null && s !== undefined),
  };
}

export interface CreateResumeOptions {
  /** The application it is made for (its apply pack); the member's own, for the same job. */
  applicationId?: number;
  /** Asked for by the member (the button on a job), not made by an application. */
  manualTrigger: boolean;
  now: Date;
}

/**
 * Makes the member's resume tailored to a job, stores its PDF privately and records it as the
 * member's next version for that job. A resume the member asks for needs a listed job; one made
 * for an application needs the job to exist and the application to be the member's, for that job.
 * Returns the stored resume's summary.
 */
export async function createTailoredResume(
  deps: ResumesDeps,
  userId: string,
  jobId: number,
  options: CreateResumeOptions,
): Promise<api.GeneratedResumeSummary> {
  const { now } = options;
  const row = await findJobForResume(deps.db, jobId);
  const listed = row !== null && new Date(row.updated_at) >= listedSince(now);
  if (!row || (options.applicationId === undefined && !listed)) {
    throw notFound('This job is not listed: it was filled, withdrawn or not updated for a month');
  }
  if (options.applicationId !== undefined && !(await ownsApplication(deps.db, userId, options.applicationId, jobId))) {
    throw notFound('No such application: it does not exist, or it is not yours');
  }
  const job: JobData = {
    id: row.id,
    title: row.title,
    catalogTitle: row.catalog_title,
    company: row.company_name,
    skills: row.skill_names ?? [],
    descriptionText: row.description_text,
  };
  const resume = buildResume(await memberDataOf(deps.db, userId), now, job);
  const pdf = await renderResumePdf(resume, now);
  const storageKey = `${STORAGE_PREFIX}/${randomUUID()}`;
  await deps.storage.put(storageKey, pdf, 'application/pdf');
  let id: number;
  try {
    id = await insertNextVersion(deps.db, {
      userId,
      jobId,
      applicationId: options.applicationId ?? null,
      manualTrigger: options.manualTrigger,
      resume,
      storageKey,
      pdfSize: pdf.length,
      createdAt: now,
    });
  } catch (err) {
    // No row points at the file: it goes, so nothing of the member's is left unreachable.
    await deps.storage
      .delete(storageKey)
      .catch((e: unknown) => deps.log?.error({ err: e, key: storageKey }, 'could not remove an unrecorded resume'));
    throw err;
  }
  const stored = await findResume(deps.db, id);
  return toSummary(stored!);
}

/**
 * A new resume for the job of one of the member's applications, asked for by the member: linked to
 * the application, numbered with the job's other resumes. Another member's application is 404.
 */
export async function createApplicationResume(deps: ResumesDeps, userId: string, applicationId: number, now: Date) {
  const jobId = await findApplicationJobId(deps.db, userId, applicationId);
  if (jobId === null) throw notFound('No such application: it does not exist, or it is not yours');
  return createTailoredResume(deps, userId, jobId, { applicationId, manualTrigger: true, now });
}

/** GET /job-applications/{id}/resume: the newest resume linked to the member's application. */
export async function getApplicationResume(deps: ResumesDeps, userId: string, applicationId: number): Promise<api.GeneratedResume> {
  if ((await findApplicationJobId(deps.db, userId, applicationId)) === null) {
    throw notFound('No such application: it does not exist, or it is not yours');
  }
  const id = await findLatestApplicationResumeId(deps.db, userId, applicationId);
  if (id === null) throw notFound('No resume was made for this application yet');
  return getResume(deps, userId, id);
}

/** The member's own resume row; another member's, or none, is 404. */
async function ownResume(deps: ResumesDeps, userId: string, id: number) {
  const row = await findResume(deps.db, id);
  if (!row || row.user_id !== userId) throw notFound(NOT_FOUND);
  return row;
}

export async function getResume(deps: ResumesDeps, userId: string, id: number): Promise<api.GeneratedResume> {
  const row = await ownResume(deps, userId, id);
  return { ...toSummary(row), resume: api.jsonResume.parse(row.resume) };
}

export async function listResumes(
  deps: ResumesDeps,
  userId: string,
  query: { manualTrigger?: boolean | undefined; page: number },
): Promise<api.GeneratedResumesPage> {
  const pageSize = api.RESUMES_PAGE_SIZE;
  const { rows, total } = await listResumeRows(
    deps.db,
    userId,
    { manualTrigger: query.manualTrigger },
    pageSize,
    (query.page - 1) * pageSize,
  );
  return { items: rows.map(toSummary), total, page: query.page, pageSize };
}

/** The resume's PDF as stored, and its download name. */
export async function readResumePdf(deps: ResumesDeps, userId: string, id: number): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await ownResume(deps, userId, id);
  const pdf = await deps.storage.get(row.storage_key);
  if (!pdf) throw notFound('This resume’s PDF is no longer stored; make a new one from the job’s page');
  const resume = api.jsonResume.safeParse(row.resume);
  return { pdf, fileName: resumeFileName(resume.success ? resume.data.basics.name : '', row.version) };
}
