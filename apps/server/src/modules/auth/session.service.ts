import { AppError, ERROR_MESSAGES, type SessionUser } from '@paysight/contract';
import type { Db, EnterpriseOrg, Profile, User } from '@paysight/db';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { completenessOf } from '../profile/profile-completeness.rules.js';
import { findEndedSessionIds, findSessionByTokenHash, insertSession, touchSession } from './auth.queries.js';

export { findEndedSessionIds };

/** How a credential's query reads what it signs in as (extension keys read it the same way). */
export { credentialUserFields, joinCredentialUser } from './auth.queries.js';

/** What the session shows the shell and every service: SPEC §3 User plus completeness. */
export function toSessionUser(user: User, org: EnterpriseOrg | null, now: Date, profileCompleteness = 0): SessionUser {
  const enterprise = user.role === 'enterprise';
  return {
    id: user.id,
    name: user.name || user.email.split('@')[0] || '',
    email: user.email,
    avatar: user.avatar,
    role: user.role,
    premium: Boolean(user.premiumUntil && user.premiumUntil > now),
    enterprisePlan: enterprise && org ? org.plan : null,
    enterpriseTrial: enterprise && org ? org.trial : false,
    enterpriseConfig: enterprise && org ? { region: org.region } : null,
    profileCompleteness,
  };
}

/** Refuses a user who may not have a session at all (blocked, or an expired enterprise). */
export function assertUserMaySignIn(user: User, org: EnterpriseOrg | null, now: Date) {
  if (user.blocked) throw new AppError(403, ERROR_MESSAGES.userBlocked);
  if (user.role === 'enterprise' && org && org.expiresAt <= now) throw new AppError(403, ERROR_MESSAGES.enterpriseExpired);
}

/** What a credential signs in as, read through `credentialUserFields`. */
export interface CredentialUser {
  user: User;
  org: EnterpriseOrg | null;
  profile: Profile | null;
  hasSalary: boolean;
}

/** The account a live credential (a session, an extension key) signs in as, or why it may not (`assertUserMaySignIn`). */
export function signInAs(row: CredentialUser, now: Date): { ok: true; user: SessionUser } | { ok: false; error: AppError } {
  try {
    assertUserMaySignIn(row.user, row.org, now);
  } catch (err) {
    return { ok: false, error: err as AppError };
  }
  return { ok: true, user: toSessionUser(row.user, row.org, now, completenessOf(row.profile, row.hasSalary)) };
}

export async function createSession(
  db: Db,
  userId: string,
  options: { ttlDays: number; now: Date; userAgent?: string | undefined; ip?: string | undefined },
) {
  const token = randomToken();
  const expiresAt = new Date(options.now.getTime() + options.ttlDays * 86_400_000);
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: options.now,
    lastSeenAt: options.now,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    ip: options.ip ?? null,
  });
  return { token, expiresAt };
}

export type SessionResolution = { ok: true; user: SessionUser; sessionId: number } | { ok: false; error: AppError };

/**
 * A presented token → the user, or the catalogue's failure (SPEC §8): unknown or revoked →
 * 401 "Session invalidated"; past expiry → 401 "Expired token"; blocked → 403; expired enterprise → 403.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionResolution> {
  const row = await findSessionByTokenHash(db, hashToken(token));
  if (!row || row.session.revokedAt) return { ok: false, error: new AppError(401, ERROR_MESSAGES.sessionInvalidated) };
  if (row.session.expiresAt <= now) return { ok: false, error: new AppError(401, ERROR_MESSAGES.expiredToken) };
  const signedIn = signInAs(row, now);
  if (!signedIn.ok) return signedIn;
  // Last-seen is for the account page's session list; minute precision is plenty.
  if (now.getTime() - row.session.lastSeenAt.getTime() > 60_000) await touchSession(db, row.session.id, now);
  return { ...signedIn, sessionId: row.session.id };
}
