import { z } from 'zod';
import { isUsStateCode } from '../us-states.js';
import { idParam, named, routesOf, slug } from './schemas.js';
import { NOTICE_ID_MESSAGE } from './layoffs.js';

/**
 * Layoff alerts (SPEC §7 Layoff; docs/decisions/045-layoff-alerts.md).
 *
 * - `POST /layoff/{id}/subscribe`: the signed-in member follows the employer of notice {id} (its
 *   catalogue company; a notice the resolver abstained on follows the employer's name as the state
 *   wrote it, before any " - site"). Every new notice an import adds for it raises a notification
 *   and a mail, once per notice. `{ "follow": false }` stops following (a plain form can only POST).
 *   `POST /layoff/companies/{slug}/subscribe` does the same for a catalogue company (the list
 *   filtered to a company); `GET /layoff/follows` lists the member's.
 * - `POST /subscription`: the signed-in member's weekly digest of the new notices of chosen states
 *   and companies (one per member: asking again replaces it); `GET /subscription` reads it,
 *   `DELETE /subscription/{id}` stops it (their own only: another member's answers 404).
 * - Every alert and digest mail carries its own unsubscribe link, a random token stored hashed:
 *   `GET /subscription/unsubscribe?token` says what it stops, `POST /subscription/unsubscribe`
 *   stops it, without signing in (the mail's List-Unsubscribe header posts the same, RFC 8058).
 */

/** At most this many states and this many companies in one digest. */
export const DIGEST_MAX_STATES = 20;
export const DIGEST_MAX_COMPANIES = 20;

/** A form sends one value as a string and several as a list; a JSON caller sends a list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '') : [v]), z.array(item));

const digestState = z
  .string({ error: 'each state must be a US state code, such as CA' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isUsStateCode, 'each state must be a US state code, such as CA');

export const digestBody = z
  .object({
    states: listOf(digestState)
      .transform((v) => [...new Set(v)].sort())
      .refine((v) => v.length <= DIGEST_MAX_STATES, `choose at most ${DIGEST_MAX_STATES} states`),
    /** Catalogue companies by slug or name (resolved through the catalogue; one it does not know is refused, named). */
    companies: listOf(
      z.string({ error: 'each company must be a name or slug' }).trim().min(1).max(120, 'a company name is at most 120 characters'),
    )
      .transform((v) => [...new Set(v)])
      .pipe(z.array(z.string()).max(DIGEST_MAX_COMPANIES, `choose at most ${DIGEST_MAX_COMPANIES} companies`)),
  })
  .refine((b) => b.states.length + b.companies.length > 0, {
    message: 'choose at least one state or company',
    path: ['states'],
  });
export type DigestBody = z.infer<typeof digestBody>;

export const followBody = z
  .object({
    /** false stops following; absent or true follows. */
    follow: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])], { error: 'follow must be true or false' })
      .optional()
      .transform((v) => v === undefined || v === true || v === 'true' || v === '1' || v === 'on'),
  })
  .nullish()
  .transform((b) => ({ follow: b?.follow ?? true }));

export const layoffFollow = z.object({
  id: z.number().int(),
  /** The employer as shown: the catalogue company's name, or the state's spelling. */
  employer: z.string(),
  /** The catalogue company followed; null when the employer is followed by its name. */
  company: named.nullable(),
  createdAt: z.string(),
});
export type LayoffFollow = z.infer<typeof layoffFollow>;

export const followState = z.object({
  following: z.boolean(),
  employer: z.string(),
  company: named.nullable(),
});
export type FollowState = z.infer<typeof followState>;

export const layoffDigest = z.object({
  id: z.number().int(),
  states: z.array(z.object({ code: z.string(), name: z.string() })),
  companies: z.array(named),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the last digest went out (null: none yet). */
  lastSentAt: z.string().nullable(),
});
export type LayoffDigest = z.infer<typeof layoffDigest>;

const UNSUBSCRIBE_TOKEN_MESSAGE = 'token must be the code from the link in the mail';
export const unsubscribeToken = z
  .string({ error: UNSUBSCRIBE_TOKEN_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, UNSUBSCRIBE_TOKEN_MESSAGE);

export const unsubscribeInfo = z.object({
  kind: z.enum(['follow', 'digest']),
  /** What the link stops, in words ("alerts of new WARN notices of Acme Robotics"). */
  description: z.string(),
  /** false when it was stopped already. */
  active: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfo>;

const alertRoutes = routesOf('layoffs', 'member');

export const followNoticeCompany = alertRoutes.post('/layoff/:id/subscribe', followState, {
  summary: 'Follows (or, with follow false, stops following) the employer of a WARN notice: a notification and a mail for each new notice',
  params: idParam(NOTICE_ID_MESSAGE),
  body: followBody,
});

export const followCompanyLayoffs = alertRoutes.post('/layoff/companies/:slug/subscribe', followState, {
  summary: "Follows (or stops following) a catalogue company's WARN notices",
  params: z.object({ slug: slug('slug') }),
  body: followBody,
});

export const listLayoffFollows = alertRoutes.list('/layoff/follows', 'follows', layoffFollow, {
  summary: 'The employers whose new WARN notices the member is told of',
});

export const getLayoffDigest = alertRoutes.get('/subscription', z.object({ digest: layoffDigest.nullable() }), {
  summary: "The member's weekly digest of new WARN notices, or null",
});

export const subscribeLayoffDigest = alertRoutes.post('/subscription', layoffDigest, {
  summary: 'Asks for (or replaces) a weekly digest by mail of the new WARN notices of chosen states and companies',
  body: digestBody,
});

export const deleteLayoffDigest = alertRoutes.delete('/subscription/:id', z.object({ unsubscribed: z.literal(true) }), {
  summary: "Stops the member's own weekly digest",
  params: idParam('id must be a digest number'),
});

export const getUnsubscribe = alertRoutes.get('/subscription/unsubscribe', unsubscribeInfo, {
  access: 'public',
  summary: "What a mail's unsubscribe link stops (no sign-in needed)",
  querystring: z.object({ token: unsubscribeToken }),
});

export const postUnsubscribe = alertRoutes.post('/subscription/unsubscribe', unsubscribeInfo, {
  access: 'public',
  summary: "Stops the follow or digest of a mail's unsubscribe link (no sign-in needed; RFC 8058 one-click posts here)",
  querystring: z.object({ token: unsubscribeToken.optional() }),
  body: z.object({ token: unsubscribeToken.optional(), 'List-Unsubscribe': z.literal('One-Click').optional() }).nullish(),
});
