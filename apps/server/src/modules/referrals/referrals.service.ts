import { AppError, api, type SessionUser } from '@paysight/contract';
import { referralBundles, referralDeclines, referralRequests, referrers, type Db } from '@paysight/db';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { MailProvider } from '../../providers/mail/mail.provider.js';
import { grantCredits, spendCredits } from '../billing/billing.service.js';
import { creditBalance } from '../billing/credits.service.js';
import { listedSince } from '../jobs/jobs.service.js';
import {
  notify,
  pushNotification,
  type NewNotification,
  type Notification,
  type NotifyDeps,
} from '../notifications/notifications.service.js';
import {
  allDeclined,
  cityBySlug,
  companiesBySlugs,
  companyById,
  companiesWithReferrers,
  countAcceptsSince,
  countOpenRequests,
  demoReferrerCount,
  expiredRequestIds,
  findRequest,
  inboxRows,
  listedJob,
  lockMember,
  matchingReferrers,
  mayAnswer,
  memberAddress,
  ownResume,
  referrersAt,
  referrerRows,
  seekerContact,
  seekerRequests,
  titleFamily,
  type MatchOn,
  type RequestRow,
} from './referrals.queries.js';
import { proofAt } from './employment-proof.service.js';

/**
 * Referrals (docs/decisions/048-referrals.md). Every rule of who sees what lives here:
 * - a referrer is eligible at a company only while it is their current company and they proved it
 *   (referrals.queries.ts realEligible), checked at each read and each answer;
 * - what a referrer reads (the inbox, the answer) names the seeker and carries the resume only once
 *   that referrer accepted; a declined seeker is told only that the company's referrers declined;
 * - at most REFERRALS_MAX_OPEN open requests per seeker and REFERRALS_MAX_ACCEPTS_PER_DAY accepts per
 *   referrer in 24 hours, each counted under a lock on the member's row;
 * - a bundle's credits are spent in the transaction that makes its requests, and a company with no
 *   eligible referrer (at once) or no answer in the window (the expiry task) is refunded in the
 *   transaction that closes its request.
 */

export interface ReferralsDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
  config: Pick<
    Config,
    'REFERRALS_MAX_OPEN' | 'REFERRALS_MAX_ACCEPTS_PER_DAY' | 'REFERRALS_EXPIRE_DAYS' | 'REFERRALS_BUNDLE_CREDITS' | 'FREE_EMAIL_DOMAINS'
  >;
  mail: MailProvider;
  notifications: NotifyDeps;
  origin: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

const DAY_MS = 24 * 3600 * 1000;
export const NO_SUCH_REQUEST = 'No such referral request';
const iso = (d: Date | string) => new Date(d).toISOString();
const tx = (t: unknown) => t as Db;

/** What a request is matched on, from the job, the title, the level and the city given. */
async function matchOf(
  db: Db,
  given: { title?: string | undefined; level?: number | undefined; city?: string | undefined },
  job?: { family_id: number | null; standard_level: number | null; location_id: number | null },
): Promise<MatchOn> {
  let familyId = job?.family_id ?? null;
  if (given.title) {
    const found = await titleFamily(db, given.title);
    if (!found) throw new AppError(404, `No title "${given.title}"`);
    familyId = found.family_id;
  }
  let locationId = job?.location_id ?? null;
  if (given.city) {
    const found = await cityBySlug(db, given.city);
    if (!found) throw new AppError(404, `No city "${given.city}"`);
    locationId = found.id;
  }
  return { familyId, standardLevel: given.level ?? job?.standard_level ?? null, locationId };
}

/** The median hours to answer, to a tenth; null under the privacy floor (answers from fewer than MIN_SLICE referrers). */
const medianAnswerHours = (r: { answerers: number; median_hours: number | null }, minSlice: number) =>
  r.answerers >= minSlice && r.median_hours !== null ? Math.round(r.median_hours * 10) / 10 : null;

/**
 * Who can answer at each of the companies, as /referral counts them: its eligible referrers (by the
 * one eligibility rule, referrals.queries.ts realEligible), its demo ones, and their median answer
 * time under the floor. For other modules' views (the compare page's people to ask, ADR 051), which
 * decide how to show the counts; companies without referrers are absent.
 */
export async function referrersAtCompanies(deps: Pick<ReferralsDeps, 'db' | 'minSlice'>, companyIds: readonly number[]) {
  const rows = await referrersAt(deps.db, companyIds);
  return new Map(
    rows.map((r) => [
      r.id,
      { referrers: r.referrers, demoReferrers: r.demo_referrers, medianAnswerHours: medianAnswerHours(r, deps.minSlice) },
    ]),
  );
}

/**
 * GET /referrals/companies: companies with eligible referrers, how many match and their median answer
 * time, each null under the privacy floor (a count of one to MIN_SLICE − 1 people is not shown).
 */
export async function listReferralCompanies(deps: ReferralsDeps, user: SessionUser | null, query: api.ReferralCompaniesQuery) {
  const m = await matchOf(deps.db, query);
  const pageSize = api.REFERRAL_COMPANIES_PAGE_SIZE;
  const since = listedSince(deps.now());
  const list = (limit: number, offset: number) => companiesWithReferrers(deps.db, m, query.q, since, deps.minSlice, limit, offset);
  const rows = await list(pageSize, (query.page - 1) * pageSize);
  // Past the last page the window counts nothing: the total comes from the first row instead.
  const total = rows[0]?.total ?? (query.page > 1 ? ((await list(1, 0))[0]?.total ?? 0) : 0);
  return {
    minSlice: deps.minSlice,
    items: rows.map((r) => ({
      company: { name: r.name, slug: r.slug },
      referrers: r.referrers === 0 || r.referrers >= deps.minSlice ? r.referrers : null,
      askable: r.referrers > 0,
      demoReferrers: r.demo_referrers,
      medianAnswerHours: medianAnswerHours(r, deps.minSlice),
      listedJobs: r.listed_jobs,
    })),
    total,
    page: query.page,
    pageSize,
    bundleCreditsPerCompany: deps.config.REFERRALS_BUNDLE_CREDITS,
    balance: user ? await creditBalance(deps.db, user.id) : null,
  };
}

/** What both sides see of a request: the company, the job and the seeker's note. */
const requestHead = (r: RequestRow) => ({
  id: r.id,
  company: { name: r.company_name, slug: r.company_slug },
  job: { id: r.job_id, title: r.job_title, applyUrl: r.apply_url },
  note: r.note,
});

/** The seeker's view of a request: the referrer only once accepted, never who declined. */
function toSeekerReferral(r: RequestRow): api.SeekerReferral {
  return {
    ...requestHead(r),
    resumeId: r.resume_id,
    status: r.status,
    closeReason: r.close_reason,
    outcome: r.outcome,
    referrer:
      r.status === 'accepted' && r.referrer_name !== null ? { name: r.referrer_name || 'Your referrer', email: r.referrer_email! } : null,
    bundleId: r.bundle_id,
    refundedCredits: r.refunded_credits,
    createdAt: iso(r.created_at),
    expiresAt: iso(r.expires_at),
    answeredAt: r.answered_at === null ? null : iso(r.answered_at),
  };
}

/** A referrer's view of a request: the seeker (contact and resume) only when this referrer accepted it. */
async function toInboxReferral(deps: ReferralsDeps, r: RequestRow, viewerId: string): Promise<api.InboxReferral> {
  let seeker: api.InboxReferral['seeker'] = null;
  if (r.status === 'accepted' && r.referrer_user_id === viewerId) {
    const contact = await seekerContact(deps.db, r.user_id);
    const resumeRow = r.resume_id === null ? undefined : await ownResume(deps.db, r.user_id, r.resume_id);
    const parsed = resumeRow ? api.jsonResume.safeParse(resumeRow.resume) : null;
    seeker = {
      name: contact?.name || 'The seeker',
      email: contact?.email ?? '',
      phone: contact?.phone ?? null,
      resume:
        resumeRow && parsed?.success
          ? {
              id: resumeRow.id,
              headline: parsed.data.basics.label ?? '',
              summary: parsed.data.basics.summary ?? '',
              work: parsed.data.work.map(
                (w) => [w.position, w.name].filter(Boolean).join(' at ') + (w.startDate ? ` (${w.startDate}–${w.endDate ?? 'now'})` : ''),
              ),
              skills: parsed.data.skills.flatMap((s) => s.keywords).slice(0, 30),
            }
          : null,
    };
  }
  return {
    ...requestHead(r),
    level: r.standard_level,
    city: r.city,
    status: r.status,
    outcome: r.referrer_user_id === viewerId ? r.outcome : null,
    createdAt: iso(r.created_at),
    expiresAt: iso(r.expires_at),
    seeker,
  };
}

/** GET /referrals: the member's requests, newest first, and their open count against the cap. */
export async function listReferrals(deps: ReferralsDeps, user: SessionUser): Promise<api.SeekerReferrals> {
  const rows = await seekerRequests(deps.db, user.id);
  return {
    items: rows.map(toSeekerReferral),
    open: rows.filter((r) => r.status === 'requested' && r.bundle_id === null).length,
    maxOpen: deps.config.REFERRALS_MAX_OPEN,
  };
}

/** GET /referrals/bundles: the member's bundles with their companies' requests. */
export async function listBundles(deps: ReferralsDeps, user: SessionUser): Promise<api.ReferralBundles> {
  const bundles = await deps.db
    .select()
    .from(referralBundles)
    .where(eq(referralBundles.userId, user.id))
    .orderBy(desc(referralBundles.createdAt), desc(referralBundles.id))
    .limit(50);
  const rows = bundles.length
    ? await seekerRequests(
        deps.db,
        user.id,
        bundles.map((b) => b.id),
      )
    : [];
  return {
    items: bundles.map((b) => {
      const requests = rows.filter((r) => r.bundle_id === b.id).sort((a, z) => a.company_name.localeCompare(z.company_name));
      return {
        id: b.id,
        credits: b.credits,
        refundedCredits: requests.reduce((n, r) => n + r.refunded_credits, 0),
        createdAt: b.createdAt.toISOString(),
        requests: requests.map(toSeekerReferral),
      };
    }),
    bundleCreditsPerCompany: deps.config.REFERRALS_BUNDLE_CREDITS,
    balance: await creditBalance(deps.db, user.id),
  };
}

function eligibilityReason(company: string, proof: { current: boolean; proved: boolean }): string | null {
  if (!proof.current) return `${company} is not your current company: set it on your profile (your career history) to refer there.`;
  if (!proof.proved)
    return `Prove you work at ${company}: sign in with a verified work email at its domain, or get a salary at ${company} verified on /verified.`;
  return null;
}

/** GET /referrals/referrers: the member's companies as a referrer (eligible or why not) and their inbox. */
export async function referrerView(deps: ReferralsDeps, user: SessionUser): Promise<api.ReferrerView> {
  const now = deps.now();
  const [offers, inbox, acceptsToday] = await Promise.all([
    referrerRows(deps.db, user.id),
    inboxRows(deps.db, user.id, now),
    countAcceptsSince(deps.db, user.id, new Date(now.getTime() - DAY_MS)),
  ]);
  const companies = [];
  for (const o of offers) {
    const reason = o.eligible ? null : eligibilityReason(o.name, await proofAt(deps.db, user.id, o.company_id));
    companies.push({
      company: { name: o.name, slug: o.slug },
      eligible: o.eligible,
      reason,
      family: o.family,
      level: o.standard_level,
      city: o.city,
    });
  }
  const items = [];
  for (const r of inbox) items.push(await toInboxReferral(deps, r, user.id));
  return { companies, inbox: items, acceptsToday, maxAcceptsPerDay: deps.config.REFERRALS_MAX_ACCEPTS_PER_DAY };
}

/** POST /referrals/referrers/apply: offers to refer at the member's current company, once proved. */
export async function applyAsReferrer(deps: ReferralsDeps, user: SessionUser, body: api.ReferrerApplyBody) {
  const [company] = await companiesBySlugs(deps.db, [body.company]);
  if (!company) throw new AppError(404, `No company "${body.company}"`);
  const reason = eligibilityReason(company.name, await proofAt(deps.db, user.id, company.id));
  if (reason) throw new AppError(403, reason);
  const m = await matchOf(deps.db, body);
  const values = { familyId: m.familyId, standardLevel: m.standardLevel, locationId: m.locationId };
  await deps.db
    .insert(referrers)
    .values({ userId: user.id, companyId: company.id, ...values, createdAt: deps.now() })
    .onConflictDoUpdate({ target: [referrers.userId, referrers.companyId], set: values });
  const row = (await referrerRows(deps.db, user.id)).find((o) => o.company_id === company.id)!;
  return {
    company: { name: company.name, slug: company.slug },
    eligible: row.eligible,
    reason: null,
    family: row.family,
    level: row.standard_level,
    city: row.city,
  };
}

export interface Raised {
  userId: string;
  notification: Notification;
}
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Bell rows are written in the transaction; once it committed they are pushed and the mail goes. */
export async function deliver(deps: ReferralsDeps, raised: Raised[], mails: Mail[]) {
  for (const r of raised) pushNotification(deps.notifications, r.userId, r.notification);
  for (const m of mails) {
    try {
      await deps.mail.send({ ...m, text: `${m.text}\n\n${deps.origin}/referral`, link: `${deps.origin}/referral` });
    } catch (err) {
      deps.log?.error({ err }, 'could not mail a referral update');
    }
  }
}

/** Raises a bell notification inside the transaction and queues its mail; the mail goes only to a member who can sign in. */
export async function tell(
  deps: ReferralsDeps,
  t: Db,
  out: { raised: Raised[]; mails: Mail[] },
  userId: string,
  n: Omit<NewNotification, 'category' | 'link'>,
  subject: string,
) {
  const notification = await notify(deps.notifications, userId, { category: 'referrals', link: '/referral', ...n }, t);
  if (notification) out.raised.push({ userId, notification });
  const to = await memberAddress(t, userId);
  if (to && !to.blocked) out.mails.push({ to: to.email, subject, text: n.text });
}

async function resolveJob(deps: ReferralsDeps, body: api.ReferralRequestBody) {
  if (body.jobId !== undefined) {
    const job = await listedJob(deps.db, body.jobId, listedSince(deps.now()));
    if (!job) throw new AppError(404, 'That job is no longer listed on Paysight: name a live job');
    const company = await companyById(deps.db, job.company_id);
    if (body.company && body.company !== company!.slug) throw new AppError(400, `That job is at ${company!.name}, not ${body.company}`);
    return { company: company!, jobId: job.id, jobTitle: job.title, applyUrl: job.apply_url, match: await matchOf(deps.db, body, job) };
  }
  const [company] = await companiesBySlugs(deps.db, [body.company!]);
  if (!company) throw new AppError(404, `No company "${body.company}"`);
  return { company, jobId: null, jobTitle: body.jobTitle!, applyUrl: body.applyUrl!, match: await matchOf(deps.db, body) };
}

async function checkResume(deps: ReferralsDeps, userId: string, resumeId: number) {
  if (!(await ownResume(deps.db, userId, resumeId)))
    throw new AppError(404, 'No such resume: pick one of your resumes (make one on a job’s page or /jobgpt/resumes)');
}

async function noReferrerMessage(db: Db, company: { id: number; name: string }) {
  return (await demoReferrerCount(db, company.id)) > 0
    ? `${company.name} has only demo referrers so far, who never answer: ask another company`
    : `No eligible referrer at ${company.name} matches this job yet: ask another company`;
}

/** Tells each referrer of the pool that a member asks them for a referral to the job (in the app and by mail). */
async function tellReferrers(
  deps: ReferralsDeps,
  t: Db,
  out: { raised: Raised[]; mails: Mail[] },
  pool: readonly { user_id: string }[],
  jobTitle: string,
  company: string,
) {
  const text = `A member asks you for a referral to ${jobTitle} at ${company}. Their name, contact details and resume reach you if you accept.`;
  for (const r of pool) await tell(deps, t, out, r.user_id, { text, actionText: 'Answer it' }, 'A referral request for you');
}

/** POST /referrals/companies/apply: asks a company's matching referrers for a referral. */
export async function requestReferral(deps: ReferralsDeps, user: SessionUser, body: api.ReferralRequestBody): Promise<api.SeekerReferral> {
  const job = await resolveJob(deps, body);
  await checkResume(deps, user.id, body.resumeId);
  const now = deps.now();
  const out = { raised: [] as Raised[], mails: [] as Mail[] };
  const id = await deps.db.transaction(async (t) => {
    await lockMember(tx(t), user.id);
    const open = await countOpenRequests(tx(t), user.id);
    if (open >= deps.config.REFERRALS_MAX_OPEN)
      throw new AppError(
        409,
        `You have ${open} open referral requests, the most at once: wait for an answer, or for one to expire, before asking again`,
      );
    const pool = await matchingReferrers(tx(t), job.company.id, job.match, user.id);
    if (pool.length === 0) throw new AppError(409, await noReferrerMessage(tx(t), job.company));
    const [row] = await t
      .insert(referralRequests)
      .values({
        seekerId: user.id,
        companyId: job.company.id,
        jobId: job.jobId,
        jobTitle: job.jobTitle,
        applyUrl: job.applyUrl,
        ...job.match,
        resumeId: body.resumeId,
        note: body.note,
        expiresAt: new Date(now.getTime() + deps.config.REFERRALS_EXPIRE_DAYS * DAY_MS),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: referralRequests.id });
    if (!row) throw new AppError(409, `You already have an open request at ${job.company.name}`);
    await tellReferrers(deps, tx(t), out, pool, job.jobTitle, job.company.name);
    return row.id;
  });
  await deliver(deps, out.raised, out.mails);
  return toSeekerReferral((await findRequest(deps.db, id))!);
}

/** POST /referrals/bundles/apply: several companies at once for credits; a company with no eligible referrer is refunded at once. */
export async function requestBundle(deps: ReferralsDeps, user: SessionUser, body: api.ReferralBundleBody) {
  await checkResume(deps, user.id, body.resumeId);
  const companies = await companiesBySlugs(deps.db, body.companies);
  const unknown = body.companies.filter((s) => !companies.some((c) => c.slug === s));
  if (unknown.length) throw new AppError(404, `No company "${unknown[0]}"`);
  const match = await matchOf(deps.db, body);
  const price = deps.config.REFERRALS_BUNDLE_CREDITS;
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.config.REFERRALS_EXPIRE_DAYS * DAY_MS);
  const out = { raised: [] as Raised[], mails: [] as Mail[] };
  const bundleId = await deps.db.transaction(async (t) => {
    await lockMember(tx(t), user.id);
    const [bundle] = await t
      .insert(referralBundles)
      .values({ userId: user.id, credits: price * companies.length, createdAt: now })
      .returning({ id: referralBundles.id });
    await spendCredits(tx(t), user.id, price * companies.length, 'referral-bundle', `bundle:${bundle!.id}`, now);
    for (const company of companies) {
      const pool = await matchingReferrers(tx(t), company.id, match, user.id);
      const [row] = await t
        .insert(referralRequests)
        .values({
          seekerId: user.id,
          companyId: company.id,
          bundleId: bundle!.id,
          jobTitle: body.jobTitle,
          applyUrl: body.applyUrl,
          ...match,
          resumeId: body.resumeId,
          note: body.note,
          expiresAt,
          createdAt: now,
          ...(pool.length === 0 ? { status: 'expired' as const, closeReason: 'no-referrer' as const, refundedCredits: price } : {}),
        })
        .onConflictDoNothing()
        .returning({ id: referralRequests.id });
      if (!row) throw new AppError(409, `You already have an open request at ${company.name}: leave it out of the bundle`);
      if (pool.length === 0) {
        await grantCredits(tx(t), user.id, price, 'referral-refund', `request:${row.id}`, now);
        continue;
      }
      await tellReferrers(deps, tx(t), out, pool, body.jobTitle, company.name);
    }
    return bundle!.id;
  });
  await deliver(deps, out.raised, out.mails);
  const view = await listBundles(deps, user);
  return view.items.find((b) => b.id === bundleId)!;
}

/** POST /referrals/:id/answer: an eligible, matching referrer accepts (within the daily cap) or declines. */
export async function answerReferral(deps: ReferralsDeps, user: SessionUser, id: number, decision: 'accept' | 'decline') {
  const now = deps.now();
  const out = { raised: [] as Raised[], mails: [] as Mail[] };
  await deps.db.transaction(async (t) => {
    const request = await findRequest(tx(t), id, true);
    // Another seeker's request, one at a company where the member may not refer (now), or one
    // that does not match them: as if it did not exist.
    if (!request || !(await mayAnswer(tx(t), user.id, request))) throw new AppError(404, NO_SUCH_REQUEST);
    const declined = await t
      .select()
      .from(referralDeclines)
      .where(and(eq(referralDeclines.requestId, id), eq(referralDeclines.userId, user.id)));
    if (declined.length) throw new AppError(404, NO_SUCH_REQUEST);
    if (request.status !== 'requested' || new Date(request.expires_at) <= now)
      throw new AppError(409, request.status === 'accepted' ? 'Another referrer already accepted this request' : 'This request is closed');
    const company = request.company_name;
    if (decision === 'accept') {
      await lockMember(tx(t), user.id);
      const accepted = await countAcceptsSince(tx(t), user.id, new Date(now.getTime() - DAY_MS));
      if (accepted >= deps.config.REFERRALS_MAX_ACCEPTS_PER_DAY)
        throw new AppError(409, `You accepted ${accepted} requests in the last 24 hours, the most a day: answer this one tomorrow`);
      await t
        .update(referralRequests)
        .set({ status: 'accepted', referrerUserId: user.id, answeredAt: now })
        .where(eq(referralRequests.id, id));
      const referrer = await memberAddress(tx(t), user.id);
      await tell(
        deps,
        tx(t),
        out,
        request.user_id,
        {
          text: `${referrer?.name || 'A referrer'} at ${company} accepted your referral request for ${request.job_title}. Confirm once they referred you, or dispute it.`,
          actionText: 'See your request',
          dedupeKey: `referral:${id}:accepted`,
        },
        `Your referral request at ${company} was accepted`,
      );
      return;
    }
    await t.insert(referralDeclines).values({ requestId: id, userId: user.id, createdAt: now }).onConflictDoNothing();
    if (await allDeclined(tx(t), request)) {
      await t
        .update(referralRequests)
        .set({ status: 'declined', closeReason: 'all-declined', answeredAt: now })
        .where(eq(referralRequests.id, id));
      await tell(
        deps,
        tx(t),
        out,
        request.user_id,
        {
          text: `Your referral request for ${request.job_title} at ${company} was declined. You can ask another company.`,
          actionText: 'See your requests',
          dedupeKey: `referral:${id}:declined`,
        },
        `Your referral request at ${company} was declined`,
      );
    }
  });
  await deliver(deps, out.raised, out.mails);
  return toInboxReferral(deps, (await findRequest(deps.db, id))!, user.id);
}

/** POST /referrals/:id/outcome: the seeker of an accepted request confirms or disputes the referral. */
export async function settleReferral(deps: ReferralsDeps, user: SessionUser, id: number, outcome: 'confirmed' | 'disputed') {
  const now = deps.now();
  const out = { raised: [] as Raised[], mails: [] as Mail[] };
  await deps.db.transaction(async (t) => {
    const request = await findRequest(tx(t), id, true);
    if (!request || request.user_id !== user.id) throw new AppError(404, NO_SUCH_REQUEST);
    if (request.status !== 'accepted') throw new AppError(409, 'Only an accepted request can be confirmed or disputed');
    if (request.outcome !== null) throw new AppError(409, `You already ${request.outcome} this referral`);
    await t.update(referralRequests).set({ outcome, outcomeAt: now }).where(eq(referralRequests.id, id));
    if (request.referrer_user_id)
      await tell(
        deps,
        tx(t),
        out,
        request.referrer_user_id,
        {
          text:
            outcome === 'confirmed'
              ? `The member you accepted for ${request.job_title} at ${request.company_name} confirmed your referral. Thank you.`
              : `The member you accepted for ${request.job_title} at ${request.company_name} says they were not referred. Please refer them, or reply to them.`,
          actionText: 'See your inbox',
          dedupeKey: `referral:${id}:${outcome}`,
        },
        outcome === 'confirmed' ? 'Your referral was confirmed' : 'A referral you accepted is disputed',
      );
  });
  await deliver(deps, out.raised, out.mails);
  return toSeekerReferral((await findRequest(deps.db, id))!);
}

/**
 * The expiry task: each open request past its window expires in a transaction of its own, which
 * also refunds a bundle's company and tells the seeker. Returns how many expired.
 */
export async function expireReferrals(deps: ReferralsDeps): Promise<number> {
  const now = deps.now();
  const price = deps.config.REFERRALS_BUNDLE_CREDITS;
  let expired = 0;
  for (;;) {
    const ids = await expiredRequestIds(deps.db, now, 100);
    if (ids.length === 0) return expired;
    for (const id of ids) {
      const out = { raised: [] as Raised[], mails: [] as Mail[] };
      const done = await deps.db.transaction(async (t) => {
        const [row] = await t
          .update(referralRequests)
          .set({ status: 'expired', closeReason: 'no-answer', ...(await bundleRefund(tx(t), id, price)) })
          .where(and(eq(referralRequests.id, id), eq(referralRequests.status, 'requested')))
          .returning();
        if (!row) return false;
        if (row.bundleId !== null) await grantCredits(tx(t), row.seekerId, price, 'referral-refund', `request:${id}`, now);
        const request = (await findRequest(tx(t), id))!;
        await tell(
          deps,
          tx(t),
          out,
          row.seekerId,
          {
            text:
              `Your referral request for ${request.job_title} at ${request.company_name} expired without an answer.` +
              (row.bundleId !== null ? ` ${price} credit${price === 1 ? ' was' : 's were'} refunded.` : ' You can ask again.'),
            actionText: 'See your requests',
            dedupeKey: `referral:${id}:expired`,
          },
          `Your referral request at ${request.company_name} expired`,
        );
        return true;
      });
      if (done) expired += 1;
      await deliver(deps, out.raised, out.mails);
    }
  }
}

async function bundleRefund(t: Db, id: number, price: number) {
  const [row] = await t.select({ bundleId: referralRequests.bundleId }).from(referralRequests).where(eq(referralRequests.id, id));
  return row?.bundleId != null ? { refundedCredits: price } : {};
}
