import { AppError, api, badRequest, notFound, type RoutePart, type SessionUser } from '@paysight/contract';
import { interviewReports, type Db } from '@paysight/db';
import { pendingCountOf, reviewPendingReport } from '../../lib/moderated-reports.js';
import { resolveCompany, resolveTitle } from '../catalog/catalog.service.js';
import {
  companyBySlug,
  companyFigures,
  familyBySlug,
  insertReport,
  pendingReports,
  questionsPage,
  reportsOf,
  viewBacking,
  type QuestionFilter,
  type QuestionRow,
  type ReportWithNames,
} from './academy.queries.js';
import { meanBand, monthOf, recentFrom, screenMessage, screenReport } from './academy.rules.js';

/**
 * The interview academy (contract: packages/contract/src/api/academy.ts; ADR 053): seed questions
 * from openly licensed sets and members' interview reports, merged by text; a report shows and
 * counts only once an admin approved it, and a company's view only from MIN_SLICE reports.
 */

export interface AcademyDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
}

/** The admin queue shows at most this many reports at once (the oldest). */
const QUEUE_LIMIT = 200;
/** A member's own list: their latest reports. */
const MINE_LIMIT = 50;

const BANDS: Record<api.QuestionDifficulty, { from: number; to: number }> = {
  easy: { from: 1, to: 2 },
  medium: { from: 3, to: 3 },
  hard: { from: 4, to: 5 },
};

function questionOf(row: QuestionRow, recent: string): api.AcademyQuestion {
  const seeded = row.seed_text !== null && row.set_key !== null;
  const rounds = new Set<api.InterviewRoundType>(row.rounds ?? []);
  if (row.seed_round) rounds.add(row.seed_round);
  return {
    id: row.id,
    // The seed's wording when it is one; otherwise the first approved report's, as the member wrote it.
    text: row.seed_text ?? row.member_text ?? '',
    detail: row.detail,
    code: row.code,
    choices: row.choices ?? [],
    answer: row.answer,
    topic: row.topic,
    rounds: api.INTERVIEW_ROUND_TYPES.filter((t) => rounds.has(t)),
    difficulty: row.mean_difficulty !== null ? meanBand(Number(row.mean_difficulty)) : row.seed_difficulty,
    count: Number(row.n ?? 0),
    askedRecently: row.last !== null && row.last >= recent,
    lastAsked: row.last,
    source: seeded
      ? {
          set: row.set_key!,
          title: row.set_title!,
          repository: row.repository!,
          url: row.url!,
          licence: row.licence!,
          licenceUrl: row.licence_url!,
          notice: row.notice!,
        }
      : null,
  };
}

/** GET /academy/questions: the view's questions, members' from approved reports only, a company's from MIN_SLICE reports. */
export async function listAcademyQuestions(
  deps: AcademyDeps,
  q: RoutePart<typeof api.listAcademyQuestions, 'querystring'>,
): Promise<api.AcademyQuestions> {
  const [company, family] = await Promise.all([
    q.company ? companyBySlug(deps.db, q.company) : null,
    q.family ? familyBySlug(deps.db, q.family) : null,
  ]);
  if (q.company && !company) throw notFound(`No company "${q.company}"`);
  if (q.family && !family) throw notFound(`No job family "${q.family}"`);
  const filter: QuestionFilter = {
    companyId: company?.id ?? null,
    familySlug: family?.slug ?? null,
    round: q.round ?? null,
    difficulty: q.difficulty ? { band: q.difficulty, ...BANDS[q.difficulty] } : null,
  };
  const backing = await viewBacking(deps.db, filter);
  // A company's questions say what its few interviewees were asked: only from MIN_SLICE reports.
  const belowFloor = company !== null && backing.reports < deps.minSlice;
  const size = api.ACADEMY_PAGE_SIZE;
  const { rows, total } = await questionsPage(deps.db, filter, !belowFloor, size, (q.page - 1) * size);
  const recent = recentFrom(deps.now(), api.ACADEMY_RECENT_MONTHS);
  return {
    items: rows.map((row) => questionOf(row, recent)),
    total,
    page: q.page,
    pageSize: size,
    totalPages: Math.max(1, Math.ceil(total / size)),
    filters: {
      company: company ? { name: company.name, slug: company.slug } : null,
      family,
      round: filter.round,
      difficulty: q.difficulty ?? null,
    },
    minSlice: deps.minSlice,
    recentMonths: api.ACADEMY_RECENT_MONTHS,
    reports: company === null ? backing.reports : belowFloor ? null : backing.reports,
    belowFloor,
    demo: !belowFloor && backing.demo,
  };
}

/** GET /academy/questions/companies: each company's figures from MIN_SLICE approved reports; the others counted, never named. */
export async function listAcademyCompanies(deps: AcademyDeps): Promise<api.AcademyCompanies> {
  const rows = await companyFigures(deps.db);
  const shown = rows.filter((r) => Number(r.reports) >= deps.minSlice);
  return {
    minSlice: deps.minSlice,
    companies: shown.map((r) => ({
      company: { name: r.name, slug: r.slug },
      reports: Number(r.reports),
      questions: Number(r.questions),
      difficulty: Math.round(Number(r.difficulty) * 10) / 10,
      positive: Math.round(Number(r.positive)),
      // Each share only from MIN_SLICE reports that answered it.
      offers: Number(r.decided) >= deps.minSlice ? Math.round((100 * Number(r.offers)) / Number(r.decided)) : null,
      medianDays: Number(r.with_days) >= deps.minSlice && r.median_days !== null ? Math.round(Number(r.median_days)) : null,
      demo: r.demo === true,
    })),
    hiddenCompanies: rows.length - shown.length,
  };
}

// ---- Reports ------------------------------------------------------------------------------------

const reportOf = ({ report: r, companySlug, companyDisplayName, titleSlug, titleDisplayName }: ReportWithNames): api.InterviewReport => ({
  id: r.id,
  companyName: r.companyName,
  company: companySlug && companyDisplayName ? { name: companyDisplayName, slug: companySlug } : null,
  titleName: r.titleName,
  title: titleSlug && titleDisplayName ? { name: titleDisplayName, slug: titleSlug } : null,
  level: r.level,
  month: r.month,
  applied: r.applied,
  outcome: r.outcome,
  experience: r.experience,
  difficulty: r.difficulty,
  processDays: r.processDays,
  rounds: r.rounds,
  createdAt: r.createdAt.toISOString(),
});

const mineOf = (row: ReportWithNames): api.MyInterviewReport => ({
  ...reportOf(row),
  status: row.report.status,
  reviewReason: row.report.reviewReason,
});

/**
 * POST /academy/reports: the automated checks (no names, contact details or links; every round has
 * a type, in the contract), then held for an admin's review, as written.
 */
export async function createInterviewReport(deps: AcademyDeps, user: SessionUser, body: api.InterviewReportBody) {
  const now = deps.now();
  if (body.month > monthOf(now)) throw badRequest('month must not be in the future');
  if (body.month < api.FIRST_INTERVIEW_MONTH) throw badRequest(`month must be ${api.FIRST_INTERVIEW_MONTH} or later`);
  const problems = screenReport(body, user);
  if (problems.length > 0) throw badRequest(screenMessage(problems));
  if ((await pendingCountOf(deps.db, interviewReports, user.id)) >= api.MAX_PENDING_INTERVIEW_REPORTS)
    throw new AppError(
      409,
      `You already have ${api.MAX_PENDING_INTERVIEW_REPORTS} interview reports waiting for review: please wait until an admin has reviewed them`,
    );
  const [company, title] = await Promise.all([resolveCompany(deps.db, body.company), resolveTitle(deps.db, body.title)]);
  const rounds = body.rounds.map((r) => ({ type: r.type, questions: r.questions }));
  const questions = rounds.flatMap((r, i) =>
    r.questions.map((text) => ({ round: i + 1, roundType: r.type, text, norm: api.normaliseQuestion(text) })),
  );
  if (questions.some((q) => q.norm === '')) throw badRequest('rounds: a question must have letters or digits');
  const report = await insertReport(
    deps.db,
    {
      userId: user.id,
      companyId: company?.id ?? null,
      companyName: company && company.slug === body.company ? company.name : body.company,
      titleId: title?.id ?? null,
      titleName: title && title.slug === body.title ? title.name : body.title,
      level: body.level ?? null,
      month: body.month,
      applied: body.applied,
      outcome: body.outcome,
      experience: body.experience,
      difficulty: body.difficulty,
      processDays: body.processDays ?? null,
      rounds,
      createdAt: now,
      updatedAt: now,
    },
    questions,
  );
  return mineOf({
    report,
    companySlug: company?.slug ?? null,
    companyDisplayName: company?.name ?? null,
    titleSlug: title?.slug ?? null,
    titleDisplayName: title?.name ?? null,
  });
}

/** GET /academy/reports/mine: the member's own reports with their review status. */
export async function myInterviewReports(deps: AcademyDeps, user: SessionUser) {
  return { reports: (await reportsOf(deps.db, user.id, MINE_LIMIT)).map(mineOf) };
}

/** GET /academy/reports/queue (admins only, declared on the route): pending reports, oldest first. */
export async function interviewReportQueue(deps: AcademyDeps) {
  const rows = await pendingReports(deps.db, QUEUE_LIMIT);
  return { reports: rows.map((row) => ({ ...reportOf(row), member: { email: row.email } })) };
}

/** POST /academy/reports/{id}/review (admins only, declared on the route): approve, or reject with a reason; the text is never edited. */
export async function reviewInterviewReport(
  deps: AcademyDeps,
  admin: SessionUser,
  id: number,
  body: RoutePart<typeof api.reviewInterviewReport, 'body'>,
) {
  return reviewPendingReport(deps.db, interviewReports, 'interview report', id, admin, body, deps.now());
}
