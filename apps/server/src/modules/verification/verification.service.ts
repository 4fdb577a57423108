import { createHash, randomUUID } from 'node:crypto';
import { AppError, api, standardLevelName, type SessionUser, type Region } from '@paysight/contract';
import { salaryTotals, type Db, type MemberSalary, type VerificationDoc } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadKind } from '../../http/uploads.js';
import { isAdmin } from '../../lib/entitlements.js';
import type { Cache } from '../../lib/cache.js';
import type { EventBus } from '../../lib/events.js';
import type { MailProvider } from '../../providers/mail/mail.provider.js';
import type { FileStorage } from '../../providers/storage/storage.provider.js';
import {
  approveDoc,
  closePendingDocs,
  contributionForUpload,
  contributorsOfRecord,
  docById,
  docsOfUser,
  entriesOfRecord,
  insertPendingDoc,
  outcomeOf,
  pendingDocsForReview,
  pendingDocsOf,
  rejectDoc,
  tierCounts,
  verifiedByCompany,
  type ReviewOutcome,
  type ReviewResult,
} from './verification.queries.js';
import { contributionsOf } from '../contributions/contributions.service.js';
import { notify, pushNotification, type Notification, type NotifyDeps } from '../notifications/notifications.service.js';
import {
  heldRecordsForReview,
  markRecordVerified,
  publishHeldRecord,
  recordStatus,
  recordsTransaction,
  removeHeldRecord,
} from '../salary-records/salary-records.service.js';

/**
 * Salary verification: members send a document for one of their own contributions; admins
 * approve it (the anonymised record becomes 'verified', counted as such on the salary pages) or
 * reject it with a reason, and review the outliers held back by the contribution rule (ADR 012).
 * Authorisation is checked first in every function; files are read only by their owner or an admin.
 */

export interface VerificationDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  mail: MailProvider;
  /** The site's origin, for the link in the review mails. */
  origin: string;
  /** Companies with fewer published records are left out of the stats (privacy floor of every breakdown). */
  minSlice: number;
  /** The public stats, by region (caches.ts). */
  cache: Cache<api.VerifiedStats>;
  /** Tells the caches (and the other servers) when records change (salary-records). */
  events: EventBus;
  /** Raises the bell's notifications (approved, rejected, a held salary published). */
  notifications: NotifyDeps;
  log?: FastifyBaseLogger;
}

/** Documents are PDFs or pictures of one; nothing that runs or unpacks. */
export const DOC_KINDS_ALLOWED: readonly UploadKind[] = ['pdf', 'png', 'jpeg'];
const REVIEW_QUEUE_LIMIT = 200;
const STATS_COMPANIES = 15;
/** Why documents of a record rejected after review are closed. */
const NOT_PUBLISHED_REASON = 'The salary was not published after review, so there is nothing left to verify.';

const KIND_LABEL: Record<VerificationDoc['kind'], string> = { 'offer-letter': 'offer letter', payslip: 'payslip', 'tax-form': 'tax form' };

const presentDoc = (d: VerificationDoc): api.VerificationDoc => ({
  id: d.id,
  memberSalaryId: d.memberSalaryId,
  kind: d.kind,
  mime: d.mime,
  size: d.size,
  status: d.status,
  reason: d.reason,
  createdAt: d.createdAt.toISOString(),
  reviewedAt: d.reviewedAt?.toISOString() ?? null,
});

const levelLabel = (name: string | null, standard: number | null) => name ?? (standard !== null ? standardLevelName(standard) : null);

/** How a contribution is named to its member and to reviewers: its id, region and money, company, title and level. */
const contributionHeadline = <C, T>(entry: MemberSalary, company: C, title: T) => ({
  id: entry.id,
  countryCode: entry.countryCode,
  currency: entry.currency,
  company,
  title,
  level: levelLabel(entry.levelName, entry.standardLevel),
});

// ---- Member: documents --------------------------------------------------------------------------

/**
 * POST /verify/docs: a document for one of the member's own contributions, stored privately and
 * queued for review. Refused: someone else's contribution (403), an unknown one (404), one
 * removed after review or already verified, the same file already waiting, or MAX_PENDING_DOCS
 * already waiting (409).
 */
export async function uploadDoc(
  deps: VerificationDeps,
  user: SessionUser,
  input: { memberSalaryId: number; kind: VerificationDoc['kind']; bytes: Buffer; mime: string },
): Promise<api.VerificationDoc> {
  const entry = await contributionForUpload(deps.db, input.memberSalaryId);
  if (!entry) throw new AppError(404, 'No salary contribution with this id');
  if (entry.userId !== user.id) throw new AppError(403, 'You can only verify your own salary contributions');
  if (entry.recordId === null) throw new AppError(409, 'This salary was not published after review, so it cannot be verified');
  if (entry.verification === 'verified') throw new AppError(409, 'This salary is already verified');
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const pending = await pendingDocsOf(deps.db, entry.id);
  refuseInsert(pending.some((d) => d.sha256 === sha256) ? 'duplicate' : pending.length >= api.MAX_PENDING_DOCS ? 'too-many' : null);

  const fileKey = `verification/${randomUUID()}`;
  await deps.storage.put(fileKey, input.bytes, input.mime);
  const values = {
    userId: user.id,
    memberSalaryId: entry.id,
    kind: input.kind,
    fileKey,
    mime: input.mime,
    size: input.bytes.length,
    sha256,
    now: deps.now(),
  };
  let result;
  try {
    result = await insertPendingDoc(deps.db, values, api.MAX_PENDING_DOCS);
  } catch (err) {
    await deps.storage.delete(fileKey).catch(() => undefined);
    throw err;
  }
  if (!result.ok) {
    // Another upload got in first: the file is not kept.
    await deps.storage.delete(fileKey).catch(() => undefined);
    refuseInsert(result.reason);
  }
  return presentDoc((result as { ok: true; doc: VerificationDoc }).doc);
}

function refuseInsert(reason: 'duplicate' | 'too-many' | null) {
  if (reason === 'duplicate') throw new AppError(409, 'This document is already waiting for review');
  if (reason === 'too-many') {
    throw new AppError(409, `This salary already has ${api.MAX_PENDING_DOCS} documents waiting for review; wait for them to be reviewed`);
  }
}

/** GET /verify/docs: the member's own documents, newest first. */
export async function listDocs(deps: VerificationDeps, user: SessionUser): Promise<api.VerificationDoc[]> {
  return (await docsOfUser(deps.db, user.id)).map(presentDoc);
}

const EXTENSION: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** GET /verify/docs/:id/file: the file, for its owner or an admin (403 for anyone else). */
export async function readDocFile(deps: VerificationDeps, user: SessionUser, id: number) {
  const doc = await docById(deps.db, id);
  if (!doc) throw new AppError(404, 'No document with this id');
  if (doc.userId !== user.id && !isAdmin(user)) throw new AppError(403, 'This document is not yours');
  const bytes = await deps.storage.get(doc.fileKey);
  if (!bytes) throw new AppError(404, 'The document’s file is no longer stored');
  return { bytes, mime: doc.mime, filename: `verification-${doc.id}.${EXTENSION[doc.mime] ?? 'bin'}` };
}

/** GET /verify/contributions: the member's contributions, where each stands, and its documents. */
export async function listContributions(deps: VerificationDeps, user: SessionUser): Promise<api.VerifiableContribution[]> {
  const [rows, docs] = await Promise.all([contributionsOf(deps.db, user.id), docsOfUser(deps.db, user.id)]);
  return rows.map(({ entry, company, title, record }) => {
    const own = docs.filter((d) => d.memberSalaryId === entry.id).map(presentDoc);
    const state: api.VerifiableContribution['state'] = !record
      ? 'not-published'
      : record.verification === 'verified'
        ? 'verified'
        : record.status === 'held'
          ? 'held'
          : 'published';
    const pending = own.filter((d) => d.status === 'pending').length;
    return {
      ...contributionHeadline(entry, company, title),
      base: entry.base,
      stocks: entry.stocks,
      bonus: entry.bonus,
      total: record?.total ?? salaryTotals({ base: entry.base, stockYearly: entry.stocks, bonus: entry.bonus }).total,
      createdAt: entry.createdAt.toISOString(),
      state,
      canUpload: (state === 'published' || state === 'held') && pending < api.MAX_PENDING_DOCS,
      docs: own,
    };
  });
}

// ---- Public: stats ------------------------------------------------------------------------------

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** GET /verified/stats: the region's published records by tier, and the verified share by company; cached like insights. */
export async function getVerifiedStats(deps: VerificationDeps, cc: Region): Promise<api.VerifiedStats> {
  return deps.cache.get(cc, async () => {
    const [tiers, companies] = await Promise.all([tierCounts(deps.db, cc), verifiedByCompany(deps.db, cc, deps.minSlice, STATS_COMPANIES)]);
    const byTier = new Map(tiers.map((t) => [t.tier, Number(t.n)]));
    const total = [...byTier.values()].reduce((a, b) => a + b, 0);
    const stats: api.VerifiedStats = {
      countryCode: cc,
      total,
      tiers: api.VERIFICATION_TIERS.map((tier) => ({ tier, count: byTier.get(tier) ?? 0, share: share(byTier.get(tier) ?? 0, total) })),
      companies: companies.map((c) => ({
        company: { name: c.name, slug: c.slug },
        records: Number(c.records),
        verified: Number(c.verified),
        share: share(Number(c.verified), Number(c.records)),
      })),
      isDemo: tiers.some((t) => Number(t.demo) > 0),
    };
    return stats;
  });
}

// ---- Admin: review ------------------------------------------------------------------------------

/** GET /admin/verifications: documents waiting, oldest first, with what to compare them with. */
/** Admins only (declared on the route). */
export async function listPending(deps: VerificationDeps): Promise<api.PendingVerification[]> {
  const rows = await pendingDocsForReview(deps.db, REVIEW_QUEUE_LIMIT);
  return rows.map(({ doc, email, entry, company, title, location, record }) => ({
    id: doc.id,
    kind: doc.kind,
    mime: doc.mime,
    size: doc.size,
    sha256: doc.sha256,
    createdAt: doc.createdAt.toISOString(),
    member: { email },
    contribution: {
      ...contributionHeadline(entry, company, title),
      location,
      experience: entry.experience,
      base: entry.base,
      stocks: entry.stocks,
      bonus: entry.bonus,
      signingBonus: entry.signingBonus,
      total: salaryTotals({ base: entry.base, stockYearly: entry.stocks, bonus: entry.bonus }).total,
    },
    record: record ? { id: Number(record.id), status: record.status, verification: record.verification } : null,
  }));
}

function refuseReview(result: Exclude<ReviewResult, { ok: true }>): never {
  if (result.reason === 'not-found') throw new AppError(404, 'No document with this id');
  if (result.reason === 'reviewed') throw new AppError(409, 'This document was already reviewed');
  throw new AppError(409, 'This salary was not published after review, so it cannot be verified; reject the document instead');
}

/**
 * POST /admin/verifications/:id: approve (the record becomes verified) or reject with a reason; the
 * member is told by email and in the bell (the notification is written with the review and pushed
 * once it has committed).
 */
export async function reviewDoc(
  deps: VerificationDeps,
  admin: SessionUser,
  id: number,
  body: { decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  const now = deps.now();
  // An approval's notification is written in its transaction and pushed once that has committed.
  const approval: { raised: Notification | null } = { raised: null };
  const result =
    body.decision === 'approve'
      ? await recordsTransaction(deps, async (rtx): Promise<ReviewResult> => {
          const approved = await approveDoc(rtx.tx, id, admin.id, now);
          if (!approved.ok) return approved;
          await markRecordVerified(rtx, approved.recordId);
          const outcome = await outcomeOf(rtx.tx, id);
          approval.raised = await notify(deps.notifications, outcome.userId, reviewNotification(outcome, null), rtx.tx);
          return { ok: true, outcome };
        })
      : await rejectDoc(deps.db, id, admin.id, body.reason ?? '', now);
  if (!result.ok) refuseReview(result);
  const rejectedBecause = body.decision === 'approve' ? null : (body.reason ?? '');
  if (approval.raised) pushNotification(deps.notifications, result.outcome.userId, approval.raised);
  if (rejectedBecause !== null)
    await notify(deps.notifications, result.outcome.userId, reviewNotification(result.outcome, rejectedBecause));
  await tellMember(deps, result.outcome, rejectedBecause);
  return { id, status: body.decision === 'approve' ? ('approved' as const) : ('rejected' as const) };
}

/** The bell's line for a reviewed document: once per document and outcome (the dedupe key). */
function reviewNotification(o: ReviewOutcome, rejectedBecause: string | null) {
  const what = `Your ${KIND_LABEL[o.kind]} for ${o.title} at ${o.company}`;
  return rejectedBecause === null
    ? {
        category: 'verification' as const,
        text: `${what} was approved: the salary now counts as verified.`,
        link: '/verified',
        actionText: 'See your verifications',
        dedupeKey: `verification:${o.docId}:approved`,
      }
    : {
        category: 'verification' as const,
        text: `${what} was not accepted. Reason: ${rejectedBecause}`,
        link: '/verified',
        actionText: 'Send another document',
        dedupeKey: `verification:${o.docId}:rejected`,
      };
}

/** The review's outcome by email, with a link to /verified. A mail failure is logged: the review stands. */
async function tellMember(deps: VerificationDeps, o: ReviewOutcome, rejectedBecause: string | null) {
  const link = `${deps.origin}/verified`;
  const what = `your ${KIND_LABEL[o.kind]} for ${o.title} at ${o.company}`;
  const message =
    rejectedBecause === null
      ? {
          subject: 'Your salary is verified',
          text: `We checked ${what} and approved it: the salary now counts as verified on Paysight.\n\nSee your verifications: ${link}`,
        }
      : {
          subject: 'Your salary document was not accepted',
          text: `We checked ${what} and could not accept it.\n\nReason: ${rejectedBecause}\n\nYou can send another document: ${link}`,
        };
  try {
    await deps.mail.send({ to: o.email, ...message, link });
  } catch (err) {
    deps.log?.error({ err, docId: o.docId }, 'could not mail a verification outcome');
  }
}

/** GET /admin/held-records: the records the outlier rule held, oldest first. */
/** Admins only (declared on the route). */
export async function listHeld(deps: VerificationDeps): Promise<api.HeldRecord[]> {
  const rows = await heldRecordsForReview(deps.db, REVIEW_QUEUE_LIMIT);
  return rows.map(({ record: r, company, title, level, location }) => ({
    id: Number(r.id),
    countryCode: r.countryCode,
    currency: r.currency,
    company,
    title,
    level: levelLabel(level, r.standardLevel),
    location,
    experience: r.yearsOfExperience,
    base: r.base,
    stocks: r.stockYearly,
    bonus: r.bonus,
    signingBonus: r.signingBonus,
    total: r.total,
    source: r.source,
    heldReason: r.heldReason,
    reportedOn: r.reportedOn,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * POST /admin/held-records/:id: publish the record, or remove it (the member's own row stays, "not
 * published after review"). A published one is announced in its members' bells once it has committed.
 */
export async function reviewHeld(deps: VerificationDeps, admin: SessionUser, id: number, decision: 'publish' | 'reject') {
  const raised: { userId: string; notification: Notification }[] = [];
  const done = await recordsTransaction(deps, async (rtx) => {
    if (decision === 'publish') {
      if (!(await publishHeldRecord(rtx, id))) return false;
      for (const member of await contributorsOfRecord(rtx.tx, id)) {
        const notification = await notify(
          deps.notifications,
          member.userId,
          {
            category: 'salary',
            text: `Your salary for ${member.title} at ${member.company} was reviewed and published: it now counts in the figures.`,
            link: '/verified',
            actionText: 'See your salaries',
            dedupeKey: `salary:${id}:published`,
          },
          rtx.tx,
        );
        if (notification) raised.push({ userId: member.userId, notification });
      }
      return true;
    }
    // The member's own row stays (its link is cleared); documents still waiting for it are closed,
    // as there is nothing left for them to verify.
    const entries = await entriesOfRecord(rtx.tx, id);
    if (!(await removeHeldRecord(rtx, id))) return false;
    await closePendingDocs(
      rtx.tx,
      entries.map((e) => e.id),
      admin.id,
      NOT_PUBLISHED_REASON,
      deps.now(),
    );
    return true;
  });
  if (!done) {
    const status = await recordStatus(deps.db, id);
    throw status === null ? new AppError(404, 'No record with this id') : new AppError(409, 'This record is not held for review');
  }
  for (const { userId, notification } of raised) pushNotification(deps.notifications, userId, notification);
  return { id, status: decision === 'publish' ? ('published' as const) : ('removed' as const) };
}
