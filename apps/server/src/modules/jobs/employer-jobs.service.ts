import { AppError, api, companySlug, notFound, type SessionUser } from '@paysight/contract';
import type { Db, JobLocation } from '@paysight/db';
import type { FileStorage } from '../../providers/storage/storage.provider.js';
import { citiesNamed, resolveSkills as resolveSkillNames } from '../catalog/catalog.service.js';
import { createTitleMatcher } from '../catalog/catalog.rules.js';
import { seniorityOf } from '../catalog/levels.rules.js';
import {
  allSkills,
  allTitles,
  findApplicationResume,
  findCompanyName,
  findJobRecruiters,
  findOrgJob,
  findOwnApplicationJobId,
  findUserOrg,
  insertEmployerJob,
  listJobApplications,
  listOrgJobs,
  type EmployerJobRow,
} from './employer-jobs.queries.js';
import { resumeFileName } from '../resumes/resume.rules.js';
import { titleKey } from './job-title.rules.js';
import { ensureCompanies, locationKeyOf } from './jobs-import.service.js';
import { findListedJob } from './jobs.queries.js';
import { jobHeadline, listedSince } from './jobs.service.js';
import { refreshPayEstimates } from './pay-estimate.queries.js';
import { sanitiseDescription } from './readers/html.js';
import { createSkillFinder } from './skill-finder.rules.js';
import { escapeHtml } from '../../lib/html.js';

/**
 * Jobs employers publish on Paysight (SPEC §7 Jobs). An enterprise user publishes for their
 * organisation: the job is listed with the jobs read from public boards, its source is Paysight
 * (so JobGPT submits applications to it directly) and the poster is its recruiter. The
 * organisation reads the applications submitted to its jobs and their resumes; every read checks
 * the job is the organisation's first, another organisation's job answering 404 exactly like none.
 */

export interface EmployerJobsDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
  storage: FileStorage;
}

export const NO_ORGANISATION = 'Publishing jobs needs an organisation: your account does not belong to one';
const NO_SUCH_JOB = 'No such job among your organisation’s published jobs';
const NO_SUCH_RESUME = 'No resume was sent with this application, or it is no longer stored';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const COUNTRY_NAMES = { in: 'India', us: 'United States' } as const;

async function orgOf(db: Db, user: SessionUser) {
  const org = await findUserOrg(db, user.id);
  if (!org) throw new AppError(403, NO_ORGANISATION);
  return org;
}

/** Plain text as HTML: blank lines separate paragraphs, a single line break stays one. Escaped, then sanitised like a board's. */
export function descriptionToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  return sanitiseDescription(paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join(''));
}

/** Catalogue cities for the names given ("Bengaluru", "Bangalore", "Portland, Oregon"); an unknown or ambiguous name is a 400 naming it. */
async function resolveCities(db: Db, names: readonly string[]): Promise<JobLocation[]> {
  const named = await citiesNamed(db, names);
  const seen = new Set<number>();
  const out: JobLocation[] = [];
  for (const raw of names) {
    const state = raw.split(',')[1]?.trim().toLowerCase();
    const candidates = named
      .get(raw)!
      .filter((r) => state === undefined || r.state.toLowerCase() === state || COUNTRY_NAMES[r.countryCode].toLowerCase() === state);
    if (candidates.length === 0) throw new AppError(400, `locations: “${raw}” is not a city we know; pick one from the list`);
    if (candidates.length > 1) {
      throw new AppError(
        400,
        `locations: there is more than one “${raw}”; add its state, e.g. “${candidates[0]!.city}, ${candidates[0]!.state}”`,
      );
    }
    const c = candidates[0]!;
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    out.push({
      raw: `${c.city}, ${c.state}, ${COUNTRY_NAMES[c.countryCode]}`,
      city: c.city,
      state: c.state,
      countryCode: c.countryCode,
      locationId: c.id,
    });
  }
  return out;
}

async function resolveSkills(db: Db, names: readonly string[]): Promise<number[]> {
  const ids = await resolveSkillNames(db, names);
  const unknown = names.filter((n) => !ids.has(n));
  if (unknown.length > 0)
    throw new AppError(
      400,
      `skills: ${unknown.map((n) => `“${n}”`).join(', ')} ${unknown.length > 1 ? 'are not skills' : 'is not a skill'} we know; pick from the list`,
    );
  return [...new Set(names.map((n) => ids.get(n)!))];
}

function toEmployerJob(row: EmployerJobRow, now: Date): api.EmployerJob {
  return {
    ...jobHeadline(row),
    postedAt: iso(row.posted_at),
    listed: new Date(row.updated_at).getTime() >= listedSince(now).getTime(),
    applications: row.applications,
  };
}

/** POST /enterprise/jobs: the job, its Paysight source and its recruiter in one transaction. */
export async function publishJob(deps: EmployerJobsDeps, user: SessionUser, body: api.PublishJobBody): Promise<api.EmployerJob> {
  const org = await orgOf(deps.db, user);
  const input = api.publishJobBody.parse(body);
  const now = deps.now();
  const jobLocations = await resolveCities(deps.db, input.locations);
  const givenSkills = await resolveSkills(deps.db, input.skills);
  const descriptionText = input.description.replace(/\r\n?/g, '\n').trim();
  const descriptionHtml = descriptionToHtml(descriptionText);

  const id = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const companyId = (await ensureCompanies(tx, [org.name])).get(companySlug(org.name));
    if (companyId === undefined) throw new AppError(400, 'Your organisation has no name to publish jobs under; ask support to set it');
    const company = await findCompanyName(tx, companyId);
    const matchTitle = createTitleMatcher(await allTitles(tx));
    const skillIds = givenSkills.length > 0 ? givenSkills : createSkillFinder(await allSkills(tx))(`${input.title}\n${descriptionText}`);
    const jobId = await insertEmployerJob(
      tx,
      {
        title: input.title,
        titleId: matchTitle(input.title),
        standardLevel: seniorityOf(input.title),
        titleKey: titleKey(input.title),
        companyId,
        locations: jobLocations,
        locationIds: jobLocations.map((l) => l.locationId!),
        countryCodes: [...new Set(jobLocations.flatMap((l) => (l.countryCode ? [l.countryCode] : [])))],
        locationKey: locationKeyOf(jobLocations),
        remote: input.remote,
        employmentType: input.employmentType,
        descriptionHtml,
        descriptionText,
        skillIds,
        payMin: input.pay?.min ?? null,
        payMax: input.pay?.max ?? null,
        payCurrency: input.pay?.currency ?? null,
        payInterval: input.pay?.interval ?? null,
        postedAt: now,
        updatedAt: now,
      },
      (jobId) => api.jobPath(jobId, input.title, company.name),
      { userId: user.id, orgId: org.id },
    );
    await refreshPayEstimates(tx, { minSlice: deps.minSlice, jobIds: [jobId] });
    return jobId;
  });
  const row = await findOrgJob(deps.db, org.id, id);
  return toEmployerJob(row!, now);
}

/** GET /enterprise/jobs */
export async function listEmployerJobs(deps: EmployerJobsDeps, user: SessionUser): Promise<api.EmployerJob[]> {
  const org = await orgOf(deps.db, user);
  const now = deps.now();
  return (await listOrgJobs(deps.db, org.id)).map((r) => toEmployerJob(r, now));
}

async function orgJob(deps: EmployerJobsDeps, user: SessionUser, jobId: number) {
  const org = await orgOf(deps.db, user);
  const job = await findOrgJob(deps.db, org.id, jobId);
  if (!job) throw notFound(NO_SUCH_JOB);
  return job;
}

/** GET /enterprise/jobs/{id}/applications */
export async function listEmployerJobApplications(
  deps: EmployerJobsDeps,
  user: SessionUser,
  jobId: number,
): Promise<api.EmployerApplications> {
  const job = await orgJob(deps, user, jobId);
  const rows = await listJobApplications(deps.db, jobId);
  return {
    job: toEmployerJob(job, deps.now()),
    items: rows.map((r) => ({
      id: r.id,
      applicant: { name: r.name, email: r.email },
      status: r.status,
      submittedAt: r.submitted_at === null ? null : iso(r.submitted_at),
      answers: api.applicationAnswer.array().catch([]).parse(r.answers),
      resumePath: r.resume_id === null ? null : api.employerApplicationResumePath(jobId, r.id),
    })),
  };
}

/** GET /enterprise/jobs/{id}/applications/{applicationId}/resume: to the job's organisation only. */
export async function readApplicationResume(
  deps: EmployerJobsDeps,
  user: SessionUser,
  jobId: number,
  applicationId: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  await orgJob(deps, user, jobId);
  const row = await findApplicationResume(deps.db, jobId, applicationId);
  if (!row) throw notFound(NO_SUCH_RESUME);
  const pdf = await deps.storage.get(row.storage_key);
  if (!pdf) throw notFound(NO_SUCH_RESUME);
  return { pdf, fileName: resumeFileName(row.name, row.version) };
}

/** GET /jobs/{id}/recruiters: names and company, never emails; none for jobs from public boards. */
export async function getJobRecruiters(deps: EmployerJobsDeps, jobId: number): Promise<api.JobRecruiter[]> {
  const job = await findListedJob(deps.db, jobId, listedSince(deps.now()));
  if (!job) throw notFound('This job is not listed: it was filled, withdrawn or not updated for a month');
  return findJobRecruiters(deps.db, jobId);
}

/** GET /job-applications/{id}/recruiters: the member's own application only. */
export async function getApplicationRecruiters(
  deps: EmployerJobsDeps,
  user: SessionUser,
  applicationId: number,
): Promise<api.JobRecruiter[]> {
  const jobId = await findOwnApplicationJobId(deps.db, user.id, applicationId);
  if (jobId === undefined) throw notFound('No such application');
  return findJobRecruiters(deps.db, jobId);
}
