import { badRequest, notFound, usStateName, type api, type RoutePart, type SessionUser } from '@paysight/contract';
import { companies, type Db } from '@paysight/db';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { MailProvider } from '../../providers/mail/mail.provider.js';
import { resolveCompanies } from '../catalog/catalog.service.js';
import { notify, type NotifyDeps } from '../notifications/notifications.service.js';
import { findCompanyBySlug } from '../salary/salary.service.js';
import {
  anyFollows,
  claimPendingAlerts,
  deleteDigestById,
  deleteFollow,
  deleteFollowById,
  deleteOwnDigest,
  digestOf,
  digestRecipients,
  employerKeyOf,
  findFollow,
  followsOf,
  insertFollow,
  insertUnsubscribeToken,
  markDigestSent,
  noticesImportedBetween,
  queueAlertsFor,
  releaseAlert,
  unsubscribeTarget,
  upsertDigest,
  type DigestNotice,
  type FollowTarget,
  type PendingAlert,
} from './layoff-alerts.queries.js';
import { noticeById } from './layoffs.queries.js';

/**
 * Layoff alerts (SPEC §7 Layoff; docs/decisions/045-layoff-alerts.md): a member follows an
 * employer's WARN notices and is told of each new one (a notification and a mail), or asks for a
 * weekly digest of the new notices of chosen states and companies. Imports queue alerts in their
 * own transaction (queueLayoffAlerts); whoever ran the import delivers them once it has committed
 * (deliverLayoffAlerts), and the `layoffs.alerts` task delivers any left pending. Every mail has its
 * own unsubscribe link (a random token, kept hashed) that works without signing in.
 */

export interface LayoffAlertsDeps {
  db: Db;
  now: () => Date;
  mail: MailProvider;
  notifications: NotifyDeps;
  /** PUBLIC_URL without a trailing slash, for links in mail. */
  origin: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** The window a weekly digest covers at most. */
export const DIGEST_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** At most this many notices are listed in one mail; the rest are counted, with a link to the list. */
export const DIGEST_MAX_LISTED = 50;
/** Alerts delivered per claim (a large import's alerts go out in rounds). */
const ALERT_BATCH = 200;

/** The page whose form stops a follow or a digest from a mail's link; its POST is also the RFC 8058 one-click target. */
export const unsubscribePath = (token: string) => `/layoffs/unsubscribe?token=${encodeURIComponent(token)}`;

type Member = Pick<SessionUser, 'id'>;

/* ---------- Following an employer ---------- */

async function followOfNotice(db: Db, id: number): Promise<{ target: FollowTarget; state: api.FollowState }> {
  const notice = await noticeById(db, id);
  if (!notice) throw notFound(`No WARN notice ${id}`);
  if (notice.companyId !== null && notice.companySlug && notice.companyDisplayName) {
    return {
      target: { companyId: notice.companyId, employerKey: null },
      state: {
        following: false,
        employer: notice.companyDisplayName,
        company: { slug: notice.companySlug, name: notice.companyDisplayName },
      },
    };
  }
  const employer = (notice.companyName.split(' - ')[0] ?? notice.companyName).replace(/\s+/g, ' ').trim();
  return {
    target: { companyId: null, employerKey: employerKeyOf(notice.companyName) },
    state: { following: false, employer, company: null },
  };
}

async function setFollow(
  deps: Pick<LayoffAlertsDeps, 'db' | 'now'>,
  user: Member,
  target: FollowTarget,
  state: api.FollowState,
  follow: boolean,
) {
  if (follow) await insertFollow(deps.db, user.id, target, state.employer, deps.now());
  else await deleteFollow(deps.db, user.id, target);
  return { ...state, following: Boolean(await findFollow(deps.db, user.id, target)) };
}

/** POST /layoff/{id}/subscribe: follows (or stops following) the notice's employer. */
export async function followNoticeCompany(deps: Pick<LayoffAlertsDeps, 'db' | 'now'>, user: Member, id: number, follow: boolean) {
  const { target, state } = await followOfNotice(deps.db, id);
  return setFollow(deps, user, target, state, follow);
}

/** POST /layoff/companies/{slug}/subscribe: follows (or stops following) a catalogue company's notices. */
export async function followCompanyLayoffs(deps: Pick<LayoffAlertsDeps, 'db' | 'now'>, user: Member, slug: string, follow: boolean) {
  const company = await findCompanyBySlug(deps.db, slug);
  if (!company) throw notFound(`No company ${slug}`);
  const state = { following: false, employer: company.name, company: { slug: company.slug, name: company.name } };
  return setFollow(deps, user, { companyId: company.id, employerKey: null }, state, follow);
}

export async function listFollows(deps: Pick<LayoffAlertsDeps, 'db'>, user: Member): Promise<{ follows: api.LayoffFollow[] }> {
  const rows = await followsOf(deps.db, user.id);
  return {
    follows: rows.map((r) => ({
      id: r.id,
      employer: r.companyName ?? r.employerName,
      company: r.companySlug && r.companyName ? { slug: r.companySlug, name: r.companyName } : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/* ---------- Alerts raised by imports ---------- */

/**
 * Called by the importer inside its transaction with the ids of the notices it added: queues one
 * alert per follow of their employers (never twice for a follow and notice). Cheap when no one
 * follows anything (the first start's import of the reference files).
 */
export async function queueLayoffAlerts(tx: Db, noticeIds: readonly number[]): Promise<number> {
  if (noticeIds.length === 0 || !(await anyFollows(tx))) return 0;
  return queueAlertsFor(tx, noticeIds);
}

const describeNotice = (n: Pick<DigestNotice, 'companyName' | 'state' | 'city' | 'noticeDate' | 'jobs' | 'closure'>) => {
  const where = n.city ? `${n.city}, ${usStateName(n.state)}` : usStateName(n.state);
  const jobs = n.jobs === null ? 'jobs not given' : `${n.jobs.toLocaleString('en-US')} ${n.jobs === 1 ? 'job' : 'jobs'}`;
  return `${n.companyName} — ${where}; ${n.closure ? 'closure' : 'layoff'}, ${jobs}; notice dated ${n.noticeDate ?? 'not given'}`;
};

/** A fresh unsubscribe token for one mail, stored hashed; returns the link's absolute URL. */
async function unsubscribeLink(deps: Pick<LayoffAlertsDeps, 'db' | 'now' | 'origin'>, target: { followId: number } | { digestId: number }) {
  const token = randomToken();
  await insertUnsubscribeToken(deps.db, hashToken(token), target, deps.now());
  return `${deps.origin}${unsubscribePath(token)}`;
}

/** RFC 2369/8058: the mail's unsubscribe link, one-click by POST. */
const listUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

async function deliverAlert(deps: LayoffAlertsDeps, a: PendingAlert) {
  const noticePath = `/layoffs/${a.noticeId}`;
  await notify(deps.notifications, a.userId, {
    category: 'layoffs',
    text: `New WARN notice from ${a.employerName}: ${describeNotice(a)}.`,
    link: noticePath,
    actionText: 'See the notice',
    dedupeKey: `layoff-alert:${a.alertId}`,
  });
  const stop = await unsubscribeLink(deps, { followId: a.followId });
  await deps.mail.send({
    to: a.email,
    subject: `New WARN notice: ${a.employerName}`,
    text: [
      `A new WARN layoff notice from ${a.employerName}, which you follow on Paysight:`,
      '',
      describeNotice(a),
      '',
      `The notice and the state's own record: ${deps.origin}${noticePath}`,
      '',
      `Stop these alerts for ${a.employerName} (no sign-in needed): ${stop}`,
    ].join('\n'),
    link: `${deps.origin}${noticePath}`,
    headers: listUnsubscribeHeaders(stop),
  });
}

/**
 * Sends the pending alerts: each a notification and a mail. Claimed before sending, so two
 * deliverers never send one twice; an alert whose mail fails goes back in the queue. Returns how
 * many went out.
 */
export async function deliverLayoffAlerts(deps: LayoffAlertsDeps): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimPendingAlerts(deps.db, deps.now(), ALERT_BATCH);
    if (batch.length === 0) break;
    for (const alert of batch) {
      try {
        await deliverAlert(deps, alert);
        delivered++;
      } catch (err) {
        failed++;
        deps.log.error({ err, alert: alert.alertId }, 'layoff alert not delivered; it stays queued for the next delivery');
        await releaseAlert(deps.db, alert.alertId);
      }
    }
    if (failed > 0) break;
  }
  if (delivered > 0) deps.log.info({ delivered }, 'layoff alerts delivered');
  return { delivered, failed };
}

/* ---------- The weekly digest ---------- */

async function digestView(
  db: Db,
  row: { id: number; states: string[]; companyIds: number[]; createdAt: Date; updatedAt: Date; sentThrough: Date | null },
) {
  const companies = await companiesByIds(db, row.companyIds);
  return {
    id: row.id,
    states: row.states.map((code) => ({ code, name: usStateName(code) })),
    companies,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastSentAt: row.sentThrough?.toISOString() ?? null,
  } satisfies api.LayoffDigest;
}

async function companiesByIds(db: Db, ids: readonly number[]): Promise<api.LayoffDigest['companies']> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  return ids.flatMap((id) => rows.filter((r) => r.id === id).map((r) => ({ slug: r.slug, name: r.name })));
}

export async function getDigest(deps: Pick<LayoffAlertsDeps, 'db'>, user: Member) {
  const row = await digestOf(deps.db, user.id);
  return { digest: row ? await digestView(deps.db, row) : null };
}

/** POST /subscription: the member's digest for these states and catalogue companies (replacing theirs). */
export async function subscribeDigest(
  deps: Pick<LayoffAlertsDeps, 'db' | 'now'>,
  user: Member,
  body: RoutePart<typeof api.subscribeLayoffDigest, 'body'>,
): Promise<api.LayoffDigest> {
  const resolved = await resolveCompanies(deps.db, body.companies);
  const unknown = body.companies.filter((slug) => !resolved.has(slug));
  if (unknown.length > 0) throw badRequest(`not a catalogue company: ${unknown.join(', ')}`);
  const companyIds = [...new Set(body.companies.map((slug) => resolved.get(slug)!))];
  const row = await upsertDigest(deps.db, user.id, body.states, companyIds, deps.now());
  return digestView(deps.db, row);
}

export async function deleteDigest(deps: Pick<LayoffAlertsDeps, 'db'>, user: Member, id: number) {
  if (!(await deleteOwnDigest(deps.db, user.id, id))) throw notFound(`No digest ${id} of yours`);
  return { unsubscribed: true as const };
}

function digestText(deps: Pick<LayoffAlertsDeps, 'origin'>, notices: DigestNotice[], stop: string, what: string) {
  const listed = notices.slice(0, DIGEST_MAX_LISTED);
  const more = notices.length - listed.length;
  return [
    `New WARN layoff notices this week for ${what}:`,
    '',
    ...listed.map((n) => `- ${describeNotice(n)}\n  ${deps.origin}/layoffs/${n.id}`),
    ...(more > 0 ? ['', `…and ${more} more: ${deps.origin}/layoffs`] : []),
    '',
    'Each line is one notice as the state published it; an amended notice appears again as its amendment.',
    '',
    `Your digest's states and companies: ${deps.origin}/layoffs#layoffs-digest`,
    `Unsubscribe from this digest (no sign-in needed): ${stop}`,
  ].join('\n');
}

/**
 * The `layoffs.digest` task (weekly, one server in the cluster per week): each digest's member is
 * mailed the notices imported since their last digest (at most the past week) for their states and
 * companies; no mail when there is none. A digest's window then moves on, so a notice is in one
 * digest at most.
 */
export async function sendLayoffDigests(deps: LayoffAlertsDeps): Promise<{ sent: number; empty: number; failed: number }> {
  const now = deps.now();
  const weekAgo = new Date(now.getTime() - DIGEST_WINDOW_MS);
  let sent = 0;
  let empty = 0;
  let failed = 0;
  for (const d of await digestRecipients(deps.db)) {
    const after = d.sentThrough && d.sentThrough > weekAgo ? d.sentThrough : weekAgo;
    const notices = await noticesImportedBetween(deps.db, after, now, d.states, d.companyIds);
    if (notices.length === 0) {
      empty++;
      await markDigestSent(deps.db, d.id, now);
      continue;
    }
    const companies = await companiesByIds(deps.db, d.companyIds);
    const what = [...d.states.map(usStateName), ...companies.map((c) => c.name)].join(', ');
    try {
      const stop = await unsubscribeLink(deps, { digestId: d.id });
      await deps.mail.send({
        to: d.email,
        subject: `${notices.length} new WARN ${notices.length === 1 ? 'notice' : 'notices'} this week`,
        text: digestText(deps, notices, stop, what),
        link: `${deps.origin}/layoffs`,
        headers: listUnsubscribeHeaders(stop),
      });
      await markDigestSent(deps.db, d.id, now);
      sent++;
    } catch (err) {
      failed++;
      deps.log.error({ err, digest: d.id }, 'layoff digest not sent; its notices stay for the next run');
    }
  }
  deps.log.info({ sent, empty, failed }, 'layoff digests');
  return { sent, empty, failed };
}

/* ---------- Unsubscribe links (no sign-in) ---------- */

async function targetOf(db: Db, token: string) {
  const target = await unsubscribeTarget(db, hashToken(token));
  if (!target) throw notFound('This unsubscribe link is not known: it may have been copied incompletely.');
  return target;
}

const describeTarget = (t: Awaited<ReturnType<typeof targetOf>>): api.UnsubscribeInfo => {
  if (t.followId !== null)
    return { kind: 'follow', description: `alerts of new WARN notices from ${t.followEmployer ?? 'this employer'}`, active: true };
  const parts = [...(t.digestStates ?? []).map(usStateName), ...(t.digestCompanies ?? [])];
  return {
    kind: 'digest',
    description: `the weekly digest of new WARN notices${parts.length > 0 ? ` for ${parts.join(', ')}` : ''}`,
    active: true,
  };
};

/**
 * GET /subscription/unsubscribe: what the link stops. A link whose follow or digest was stopped
 * already is unknown too (its tokens went with it): the answer says it is not known, never whose.
 */
export async function unsubscribeInfo(deps: Pick<LayoffAlertsDeps, 'db'>, token: string): Promise<api.UnsubscribeInfo> {
  return describeTarget(await targetOf(deps.db, token));
}

/** POST /subscription/unsubscribe: stops the link's follow or digest. */
export async function unsubscribe(deps: Pick<LayoffAlertsDeps, 'db' | 'log'>, token: string | undefined): Promise<api.UnsubscribeInfo> {
  if (!token) throw badRequest('token is required: the code from the link in the mail');
  const target = await targetOf(deps.db, token);
  const info = describeTarget(target);
  if (target.followId !== null) await deleteFollowById(deps.db, target.followId);
  if (target.digestId !== null) await deleteDigestById(deps.db, target.digestId);
  deps.log.info({ kind: info.kind }, 'unsubscribed by a mail link');
  return { ...info, active: false };
}
