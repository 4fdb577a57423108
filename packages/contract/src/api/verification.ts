import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { named, currency, routesOf } from './schemas.js';

/**
 * Salary verification (SPEC §2.1 /verified, §7 POST /verify/docs). A member proves one of their
 * salary contributions with a document (offer letter, payslip, tax form); an admin compares it
 * with the figures and approves (the anonymised record becomes "verified") or rejects it with a
 * reason. Files are private: only their owner and admins read them, through a checked call.
 * Admins also review the outliers the contribution rule held back (ADR 012).
 */

export const VERIFICATION_DOC_KINDS = ['offer-letter', 'payslip', 'tax-form'] as const;
export const VERIFICATION_DOC_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The records' verification tiers, most trusted first (salary_records.verification). */
export const VERIFICATION_TIERS = ['verified', 'member', 'filing', 'import', 'demo'] as const;
/** Documents one contribution may have waiting for review at once. */
export const MAX_PENDING_DOCS = 3;
/** Largest document accepted (bytes). */
export const MAX_DOC_BYTES = 5 * 1024 * 1024;
/** Longest rejection reason an admin may write. */
export const MAX_REVIEW_REASON = 500;

const docKind = z.enum(VERIFICATION_DOC_KINDS, { error: 'kind must be offer-letter, payslip or tax-form' });
const id = z.coerce.number({ error: 'id must be a number' }).int().min(1).max(2_147_483_647);

/** A document as its owner sees it. */
export const verificationDoc = z.object({
  id: z.number().int(),
  memberSalaryId: z.number().int(),
  kind: z.enum(VERIFICATION_DOC_KINDS),
  mime: z.string(),
  size: z.number().int(),
  status: z.enum(VERIFICATION_DOC_STATUSES),
  /** Why it was rejected (written by the admin); null otherwise. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type VerificationDoc = z.infer<typeof verificationDoc>;

/**
 * Where a contribution stands: `published` (counts as member-shared), `verified` (a document was
 * approved), `held` (an outlier waiting for review), `not-published` (rejected after review: the
 * anonymised record was removed and the figures count nowhere).
 */
export const CONTRIBUTION_STATES = ['published', 'verified', 'held', 'not-published'] as const;

export const verifiableContribution = z.object({
  id: z.number().int(),
  countryCode: z.enum(COUNTRY_CODES),
  currency,
  company: named,
  title: named,
  level: z.string().nullable(),
  base: z.number().int(),
  stocks: z.number().int().nullable(),
  bonus: z.number().int().nullable(),
  /** Yearly total: base + yearly stock + bonus. */
  total: z.number().int(),
  createdAt: z.string(),
  state: z.enum(CONTRIBUTION_STATES),
  /** A document can be sent now (published or held, not yet verified, fewer than MAX_PENDING_DOCS waiting). */
  canUpload: z.boolean(),
  /** Its documents, newest first. */
  docs: z.array(verificationDoc),
});
export type VerifiableContribution = z.infer<typeof verifiableContribution>;

/**
 * The upload's text fields. The call is multipart/form-data, not JSON: these fields first, then
 * the file in `file` (the server reads only the fields sent before the file).
 */
export const uploadVerificationDocFields = z.object({
  memberSalaryId: id,
  kind: docKind,
});
export type UploadVerificationDocFields = z.infer<typeof uploadVerificationDocFields>;

const verificationRoutes = routesOf('verification', 'member');
const adminRoutes = routesOf('admin', 'admin');

export const uploadVerificationDoc = verificationRoutes.post('/verify/docs', verificationDoc, {
  summary:
    'Send a document that verifies one of your salary contributions (multipart: `memberSalaryId` and `kind` sent before `file`, ' +
    'a PDF, PNG or JPEG of at most 5 MB)',
});

export const listVerificationDocs = verificationRoutes.get('/verify/docs', z.array(verificationDoc), {
  summary: 'Your verification documents, newest first, with their review status and reason',
});

/** GET /verify/docs/:id/file: the file itself (its own content type, as an attachment), not the JSON envelope. */
export const getVerificationDocFile = verificationRoutes.file('/verify/docs/:id/file', {
  summary: 'A verification document’s file (its owner or an admin)',
  params: z.object({ id }),
  produces: ['application/pdf', 'image/png', 'image/jpeg'],
});

export const listVerifiableContributions = verificationRoutes.get('/verify/contributions', z.array(verifiableContribution), {
  summary: 'Your salary contributions with where each stands (published, verified, held, not published) and its documents',
});

export const verifiedStatsQuery = z.object({
  cc: z.enum(COUNTRY_CODES, { error: 'cc must be in or us' }).default('in'),
});

export const verifiedStats = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  /** Published records of the region. */
  total: z.number().int(),
  /** Published records by verification tier, every tier listed (most trusted first). */
  tiers: z.array(z.object({ tier: z.enum(VERIFICATION_TIERS), count: z.number().int(), share: z.number() })),
  /** Companies with the most verified records (then the most records), each with its verified share. */
  companies: z.array(z.object({ company: named, records: z.number().int(), verified: z.number().int(), share: z.number() })),
  /** Some of these records are generated demo data (verified ones too): the page says so. */
  isDemo: z.boolean(),
});
export type VerifiedStats = z.infer<typeof verifiedStats>;

export const getVerifiedStats = verificationRoutes.get('/verified/stats', verifiedStats, {
  access: 'public',
  summary: 'How much of a region’s salary data is verified: the share of each tier and the verified share by company',
  querystring: verifiedStatsQuery,
});

// ---- Admin review -----------------------------------------------------------------------------

const figures = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  currency,
  company: named,
  title: named,
  level: z.string().nullable(),
  location: z.string().nullable(),
  experience: z.number().int().nullable(),
  base: z.number().int(),
  stocks: z.number().int().nullable(),
  bonus: z.number().int().nullable(),
  signingBonus: z.number().int().nullable(),
  total: z.number().int(),
});

export const pendingVerification = z.object({
  id: z.number().int(),
  kind: z.enum(VERIFICATION_DOC_KINDS),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
  member: z.object({ email: z.string() }),
  /** The member's own figures, as they typed them. */
  contribution: figures.extend({ id: z.number().int() }),
  /** The anonymised record the figures feed; null when it was removed after review. */
  record: z.object({ id: z.number().int(), status: z.enum(['published', 'held']), verification: z.string() }).nullable(),
});
export type PendingVerification = z.infer<typeof pendingVerification>;

export const listPendingVerifications = adminRoutes.get('/admin/verifications', z.array(pendingVerification), {
  summary: 'Admins: documents waiting for review, oldest first, with the contribution’s figures and the member’s email',
});

export const reviewVerificationBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
    reason: z.string().trim().max(MAX_REVIEW_REASON, `reason must be at most ${MAX_REVIEW_REASON} characters`).optional(),
  })
  .strict()
  .refine((b) => b.decision === 'approve' || (b.reason !== undefined && b.reason.length > 0), {
    message: 'reason is required to reject',
    path: ['reason'],
  });

export const reviewVerification = adminRoutes.post(
  '/admin/verifications/:id',
  z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) }),
  {
    summary: 'Admins: approve a document (its record becomes verified) or reject it with a reason; the member is told by email',
    params: z.object({ id }),
    body: reviewVerificationBody,
  },
);

export const heldRecord = figures.extend({
  id: z.number().int(),
  source: z.string(),
  heldReason: z.string().nullable(),
  reportedOn: z.string(),
  createdAt: z.string(),
});
export type HeldRecord = z.infer<typeof heldRecord>;

export const listHeldRecords = adminRoutes.get('/admin/held-records', z.array(heldRecord), {
  summary: 'Admins: records the outlier rule held back, oldest first, with the reason',
});

export const reviewHeldRecord = adminRoutes.post(
  '/admin/held-records/:id',
  z.object({ id: z.number().int(), status: z.enum(['published', 'removed']) }),
  {
    summary: 'Admins: publish a held record, or reject it (the record is removed; the member sees "not published after review")',
    params: z.object({ id }),
    body: z.object({ decision: z.enum(['publish', 'reject'], { error: 'decision must be publish or reject' }) }).strict(),
  },
);
