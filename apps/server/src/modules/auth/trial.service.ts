import { AppError, ERROR_MESSAGES, TRIAL_LINK_TTL_HOURS, type api } from '@paysight/contract';
import { enterpriseTrialRequests, type Db, type User } from '@paysight/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { assignRoleAsOperator, createWorkspace, isRemovedMember } from '../workspaces/workspaces.service.js';
import { findOrgByDomain, findUserByEmail, insertUser, updateUser } from './auth.queries.js';
import type { AuthDeps, ClientInfo } from './auth.service.js';
import { emailDomain, isFreeWebmail } from './email-policy.rules.js';
import { assertUserMaySignIn, createSession } from './session.service.js';
import { escapeHtml } from '../../lib/html.js';

/**
 * Trial workspaces (SPEC §6, docs/decisions/031-trial-workspaces.md). /employers asks for a trial
 * with a work email; the mailed link proves the requester reads mail at the domain. Spending it
 * creates the workspace (trial, region-locked, `ENTERPRISE_TRIAL_DAYS` long, no identity provider:
 * members sign in by emailed link at the domain), makes the requester its admin and signs them in.
 */

export const INVALID_TRIAL_LINK = 'This trial link is invalid, already used or expired. Please ask for a new one on the employers page.';
const TRIAL_OFF = 'Trial workspaces need sign-in by email link, which is not enabled on this server';

const taken = (domain: string) =>
  `${domain} already has a Paysight workspace. Ask its admin to add you, then sign in with your work email.`;

export async function requestTrial(deps: AuthDeps, input: api.TrialRequestBody): Promise<{ sent: true; email: string }> {
  if (deps.config.MAGIC_LINK !== 'on') throw new AppError(404, TRIAL_OFF);
  if (isFreeWebmail(input.email, deps.freeDomains))
    throw new AppError(400, 'Please use your work email: a trial workspace is for your company domain');
  const domain = emailDomain(input.email);
  if (await findOrgByDomain(deps.db, domain)) throw new AppError(409, taken(domain));
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing?.blocked) throw new AppError(403, ERROR_MESSAGES.userBlocked);

  const token = randomToken();
  const now = deps.now();
  await deps.db.insert(enterpriseTrialRequests).values({
    tokenHash: hashToken(token),
    email: input.email,
    domain,
    companyName: input.companyName,
    region: input.region,
    expiresAt: new Date(now.getTime() + TRIAL_LINK_TTL_HOURS * 3_600_000),
    createdAt: now,
  });
  const link = `${deps.config.origin}/employers/trial?${new URLSearchParams({ token }).toString()}`;
  const days = deps.config.ENTERPRISE_TRIAL_DAYS;
  const intro = `Confirm your work email to start ${input.companyName}'s ${days}-day Paysight trial workspace (peer benchmarking and pay bands). The link works once, for ${TRIAL_LINK_TTL_HOURS} hours:`;
  await deps.mail.send({
    to: input.email,
    subject: 'Confirm your Paysight trial workspace',
    text: `${intro}\n\n${link}\n\nIf you did not ask for it, ignore this mail: nothing is created until the link is opened.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Start the trial</a></p><p>If you did not ask for it, ignore this mail: nothing is created until the link is opened.</p>`,
    link,
  });
  return { sent: true, email: input.email };
}

const live = (tokenHash: string, now: Date) =>
  and(eq(enterpriseTrialRequests.tokenHash, tokenHash), isNull(enterpriseTrialRequests.usedAt), gt(enterpriseTrialRequests.expiresAt, now));

/** GET /enterprise/link/is/token: what a live link would start; the link is not spent. */
export async function checkTrialLink(deps: Pick<AuthDeps, 'db' | 'now'>, token: string): Promise<api.TrialLink> {
  const [row] = await deps.db
    .select()
    .from(enterpriseTrialRequests)
    .where(live(hashToken(token), deps.now()));
  if (!row) throw new AppError(404, INVALID_TRIAL_LINK);
  return { email: row.email, domain: row.domain, companyName: row.companyName, region: row.region, expiresAt: row.expiresAt.toISOString() };
}

/**
 * POST /enterprise/trial/confirm: spends the link and, in one transaction, creates the workspace,
 * its admin and a session. Anything refused rolls it all back, the link included.
 */
export async function confirmTrial(deps: AuthDeps, token: string, client: ClientInfo) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [request] = await t
      .update(enterpriseTrialRequests)
      .set({ usedAt: now })
      .where(live(hashToken(token), now))
      .returning();
    if (!request) throw new AppError(404, INVALID_TRIAL_LINK);
    // One workspace per domain: two links for one domain spent at once queue here.
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`trial-domain:${request.domain}`}))`);
    if (await findOrgByDomain(t, request.domain)) throw new AppError(409, taken(request.domain));

    const existing = await findUserByEmail(t, request.email);
    if (existing?.blocked) throw new AppError(403, ERROR_MESSAGES.userBlocked);
    if (existing?.role === 'admin')
      throw new AppError(409, 'This is a Paysight operator account; ask for the trial with another work email');

    const org = await createWorkspace(
      t,
      {
        name: request.companyName,
        domains: [request.domain],
        ssoProvider: null,
        region: request.region,
        trial: true,
        plan: 'premium',
        expiresAt: new Date(now.getTime() + deps.config.ENTERPRISE_TRIAL_DAYS * 86_400_000),
      },
      now,
    );
    await t.update(enterpriseTrialRequests).set({ orgId: org.id }).where(eq(enterpriseTrialRequests.id, request.id));

    const member = { role: 'enterprise' as const, enterpriseOrgId: org.id };
    const user: User = existing
      ? ((await updateUser(t, existing.id, { ...member, emailVerifiedAt: existing.emailVerifiedAt ?? now, lastLoginAt: now })) ?? existing)
      : await insertUser(t, { email: request.email, name: '', emailVerifiedAt: now, lastLoginAt: now, ...member });
    await assignRoleAsOperator(t, org, request.email, 'admin', now);
    assertUserMaySignIn(user, org, now);
    const session = await createSession(t, user.id, {
      ttlDays: deps.config.SESSION_TTL_DAYS,
      now,
      userAgent: client.userAgent,
      ip: client.ip,
    });
    return { ...session, workspace: { id: org.id, name: org.name, expiresAt: org.expiresAt.toISOString() } };
  });
}

/**
 * An emailed-link sign-in at the domain of a workspace without an identity provider (a trial)
 * makes the member an enterprise member of it, unless an admin removed them. Operators and
 * members of another workspace are left as they are.
 */
export async function joinEmailLinkWorkspace(db: Db, user: User): Promise<User> {
  if (user.role === 'admin' || (user.role === 'enterprise' && user.enterpriseOrgId !== null)) return user;
  const org = await findOrgByDomain(db, emailDomain(user.email));
  if (!org || org.ssoProvider !== null) return user;
  if (await isRemovedMember(db, org.id, user.email)) return user;
  return (await updateUser(db, user.id, { role: 'enterprise', enterpriseOrgId: org.id })) ?? user;
}
