import { AppError, type api, JOBS_FILE_PAGE_SIZE, notFound, pageOffset, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { findListedJobForApplying, getJobCompany, jobSummariesByIds, listedSince } from '../jobs/jobs.service.js';
import { notify, pushNotification, type NewNotification, type Notification } from '../notifications/notifications.service.js';
import { findMemberFacts } from '../profile/member-facts.service.js';
import type { WorkTask } from '../../lib/work-queue.js';
import { answerQuestions } from './apply-pack.rules.js';
import { ownHunt, type JobGptDeps } from './hunts.service.js';
import {
  findApplicationById,
  findApplicationRow,
  findHuntRow,
  insertApplication,
  insertEvent,
  listApplicationRows,
  listEvents,
  lockMember,
  markRejected,
  rejectMatchesOfJob,
  approveMatchOfJob,
  reviewQueue,
  updateApplicationRow,
  type JobApplicationRow,
} from './jobgpt.queries.js';

/**
 * Applications (SPEC §2.1 /jobgpt/list; §7 Jobs). One per member and job (a unique index: never
 * twice, however it is asked for). A new application is `pending` while the work queue prepares
 * its apply pack (tailored resume, answers from stored facts); then `ready` with the apply URL,
 * since public boards take applications only with the employer's key; jobs posted on Paysight
 * itself are submitted directly (`applied`). Every step is logged.
 */

export const NO_SUCH_APPLICATION = 'No such application';
export const PREPARE_TASK = 'prepare-application';

export type AfterCommit = (() => void)[];

/** Raises a notification inside the transaction; the push to sockets waits for the commit. */
export async function raise(deps: JobGptDeps, tx: Db, after: AfterCommit, userId: string, n: NewNotification) {
  const raised: Notification | null = await notify(deps.notifications, userId, n, tx);
  if (raised) after.push(() => pushNotification(deps.notifications, userId, raised));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toApplication(row: JobApplicationRow, job: api.JobSummary | undefined): api.JobApplication {
  return {
    id: row.id,
    job: job ?? null,
    jobHuntId: row.jobHuntId,
    origin: row.origin,
    status: row.status,
    applyUrl: row.applyUrl,
    resumeId: row.resumeId,
    answers: row.answers as api.ApplicationAnswer[],
    failure: row.failure,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: iso(row.submittedAt),
  };
}

async function withJob(db: Db, row: JobApplicationRow) {
  const jobs = await jobSummariesByIds(db, [row.jobId]);
  return toApplication(row, jobs.get(row.jobId));
}

async function ownApplication(db: Db, userId: string, id: number) {
  const row = await findApplicationRow(db, userId, id);
  if (!row) throw notFound(NO_SUCH_APPLICATION);
  return row;
}

/**
 * Files an application for a listed job inside `tx` (the member is locked by the caller) and
 * queues its preparation. Null when the member already applied to this job.
 */
export async function fileApplication(
  deps: JobGptDeps,
  tx: Db,
  input: {
    userId: string;
    job: { id: number; companyId: number; applyUrl: string };
    jobHuntId: number | null;
    origin: JobApplicationRow['origin'];
    now: Date;
  },
): Promise<JobApplicationRow | null> {
  const row = await insertApplication(tx, {
    userId: input.userId,
    jobId: input.job.id,
    companyId: input.job.companyId,
    jobHuntId: input.jobHuntId,
    origin: input.origin,
    applyUrl: input.job.applyUrl,
    createdAt: input.now,
    updatedAt: input.now,
  });
  if (!row) return null;
  await insertEvent(tx, row.id, 'created', { origin: input.origin, jobHuntId: input.jobHuntId, applyUrl: input.job.applyUrl }, input.now);
  await deps.queue.enqueue(tx, { kind: PREPARE_TASK, key: `application:${row.id}`, payload: { applicationId: row.id }, runAt: input.now });
  return row;
}

/** POST /job-applications and POST /jobs/{id}/apply: the member applies (approving the job if it waits in review). */
export async function applyToJob(
  deps: JobGptDeps,
  user: SessionUser,
  jobId: number,
  jobHuntId: number | null,
): Promise<api.JobApplication> {
  const now = deps.now();
  if (jobHuntId !== null) await ownHunt(deps.db, user.id, jobHuntId);
  const job = await findListedJobForApplying(deps.db, jobId, now);
  if (!job) throw notFound('This job is not listed: it was filled, withdrawn or not updated for a month');
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockMember(tx, user.id);
    const approved = await approveMatchOfJob(tx, user.id, jobId, jobHuntId, now);
    const filed = await fileApplication(deps, tx, {
      userId: user.id,
      job,
      jobHuntId: jobHuntId ?? approved?.jobHuntId ?? null,
      origin: approved ? 'review' : 'manual',
      now,
    });
    if (!filed) throw new AppError(409, 'You have applied to this job already: it is on your applications list');
    return filed;
  });
  deps.queue.kick();
  return withJob(deps.db, row);
}

/** POST /jobs/{id}/dismiss: not interested; the job leaves the review queue and matching for good. */
export async function dismissJob(deps: JobGptDeps, user: SessionUser, jobId: number) {
  const now = deps.now();
  const jobs = await jobSummariesByIds(deps.db, [jobId]);
  if (!jobs.has(jobId)) throw notFound('No such job');
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await markRejected(tx, user.id, jobId, now);
    await rejectMatchesOfJob(tx, user.id, jobId, now);
  });
  return { ok: true as const };
}

export async function listApplications(
  deps: JobGptDeps,
  user: SessionUser,
  query: { jobHuntId?: number; status?: api.JobApplicationStatus; page: number },
) {
  if (query.jobHuntId !== undefined) await ownHunt(deps.db, user.id, query.jobHuntId);
  const pageSize = JOBS_FILE_PAGE_SIZE;
  const [{ rows, total }, review] = await Promise.all([
    listApplicationRows(deps.db, user.id, query, pageSize, pageOffset(query.page, pageSize)),
    reviewQueue(deps.db, user.id, 20),
  ]);
  const jobs = await jobSummariesByIds(deps.db, [...rows.map((r) => r.jobId), ...review.map((m) => m.jobId)]);
  const cut = listedSince(deps.now()).getTime();
  return {
    items: rows.map((r) => toApplication(r, jobs.get(r.jobId))),
    total,
    page: query.page,
    pageSize,
    // A waiting match whose job is no longer listed cannot be applied to: it is not offered.
    review: review.flatMap((m) => {
      const job = jobs.get(m.jobId);
      return job && Date.parse(job.updatedAt) >= cut
        ? [{ matchId: m.id, jobHuntId: m.jobHuntId, job, match: m.explanation as api.MatchExplanation }]
        : [];
    }),
  };
}

export async function getApplication(deps: JobGptDeps, user: SessionUser, id: number) {
  const row = await ownApplication(deps.db, user.id, id);
  const [app, log] = await Promise.all([withJob(deps.db, row), listEvents(deps.db, row.id)]);
  return { ...app, log: log.map((e) => ({ kind: e.kind, at: e.at.toISOString(), detail: e.detail as Record<string, unknown> })) };
}

/** PUT /job-applications/{id}: the member records what happened, or keeps notes. */
export async function updateApplication(
  deps: JobGptDeps,
  user: SessionUser,
  id: number,
  body: { status?: (typeof api.JOB_APPLICATION_MEMBER_STATUSES)[number]; notes?: string | null },
): Promise<api.JobApplication> {
  const now = deps.now();
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const current = await ownApplication(tx, user.id, id);
    const values: Partial<JobApplicationRow> = { updatedAt: now };
    if (body.notes !== undefined) values.notes = body.notes || null;
    if (body.status !== undefined && body.status !== current.status) {
      values.status = body.status;
      if (body.status === 'applied' && current.submittedAt === null) values.submittedAt = now;
      await insertEvent(tx, id, 'status', { from: current.status, to: body.status, by: 'member' }, now);
    }
    return updateApplicationRow(tx, id, values);
  });
  return withJob(deps.db, row);
}

export async function getApplicationCompany(deps: JobGptDeps, user: SessionUser, id: number) {
  const row = await ownApplication(deps.db, user.id, id);
  return getJobCompany({ db: deps.db, now: deps.now, minSlice: deps.minSlice }, row.jobId);
}

/** PUT /job-hunts/{id}/link: files one of the member's applications under one of their hunts. */
export async function linkApplicationToHunt(deps: JobGptDeps, user: SessionUser, huntId: number, applicationId: number) {
  await ownHunt(deps.db, user.id, huntId);
  await ownApplication(deps.db, user.id, applicationId);
  await updateApplicationRow(deps.db, applicationId, { jobHuntId: huntId, updatedAt: deps.now() });
  return { ok: true as const };
}

/**
 * The queue's preparation of an application: a tailored resume when the hunt asks for one (or the
 * member applied by hand), the standard questions answered from stored facts, then ready to submit
 * (or submitted, for jobs posted on Paysight). Runs again safely: a prepared application is left alone.
 */
export async function prepareApplication(deps: JobGptDeps, task: WorkTask) {
  const applicationId = Number(task.payload.applicationId);
  const now = deps.now();
  const after: AfterCommit = [];
  const current = await findApplicationById(deps.db, applicationId);
  if (!current || current.status !== 'pending') return;
  const hunt = current.jobHuntId !== null ? await findHuntRow(deps.db, current.userId, current.jobHuntId) : undefined;
  const facts = await findMemberFacts(deps.db, current.userId);
  if (!facts) return;
  const wantsResume = hunt ? hunt.tailoredResume : true;
  const resume = wantsResume && deps.makeResume ? await deps.makeResume(current.userId, current.jobId, current.id, now) : null;
  const job = await findListedJobForApplying(deps.db, current.jobId, now);
  // The questions follow the job's country (no US self-identification on a job in India).
  const answers = answerQuestions(facts, job?.countryCodes ?? []);
  const direct = job?.boardTypes.includes('paysight') ?? false;
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await updateApplicationRow(tx, current.id, {
      status: direct ? 'applied' : 'ready',
      resumeId: resume?.id ?? null,
      answers,
      failure: null,
      updatedAt: now,
      ...(direct ? { submittedAt: now } : {}),
    });
    const left = answers.filter((a) => a.answer === null).map((a) => a.question);
    await insertEvent(
      tx,
      current.id,
      direct ? 'submitted' : 'prepared',
      {
        where: direct ? 'paysight' : current.applyUrl,
        resumeId: resume?.id ?? null,
        resumeVersion: resume?.version ?? null,
        answered: answers.filter((a) => a.answer !== null).map((a) => ({ question: a.question, source: a.source })),
        leftForMember: left,
      },
      now,
    );
    const title = job ? `${job.title} at ${job.companyName}` : 'your application';
    await raise(deps, tx, after, current.userId, {
      category: 'jobgpt',
      text: direct
        ? `Your application for ${title} was submitted.`
        : `Your application for ${title} is ready to submit${left.length > 0 ? ` (${left.length} question${left.length > 1 ? 's' : ''} left for you)` : ''}: submit it on the employer’s page with the prepared answers, then mark it Applied.`,
      link: '/jobgpt/list',
      actionText: direct ? 'See applications' : 'Review and submit',
      dedupeKey: `application:${current.id}:${direct ? 'submitted' : 'ready'}`,
    });
  });
  for (const run of after) run();
}

/** After the last attempt: the application says what failed and the member is told. */
export async function applicationFailed(deps: JobGptDeps, task: WorkTask, error: string) {
  const applicationId = Number(task.payload.applicationId);
  const now = deps.now();
  const current = await findApplicationById(deps.db, applicationId);
  if (!current) return;
  const after: AfterCommit = [];
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await updateApplicationRow(tx, current.id, { failure: `Preparing the application failed: ${error}`.slice(0, 300), updatedAt: now });
    await insertEvent(tx, current.id, 'failed', { error: error.slice(0, 300) }, now);
    await raise(deps, tx, after, current.userId, {
      category: 'jobgpt',
      text: 'JobGPT could not prepare one of your applications. You can still apply from the job’s page.',
      link: '/jobgpt/list',
      actionText: 'See applications',
      dedupeKey: `application:${current.id}:failed`,
    });
  });
  for (const run of after) run();
}
