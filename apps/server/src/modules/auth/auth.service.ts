import { AppError, CLIENT_MESSAGES, ERROR_MESSAGES, MAGIC_LINK_TTL_MINUTES, decodeNext } from '@paysight/contract';
import type { Db, User } from '@paysight/db';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { Config } from '../../config.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { MailProvider } from '../../providers/mail/mail.provider.js';
import { isFreeWebmail } from './email-policy.rules.js';
import {
  consumeAuthToken,
  findOrgById,
  findUserByEmail,
  findUserById,
  insertAuthToken,
  insertUser,
  updateUser,
  usedTokenUser,
} from './auth.queries.js';
import { assertUserMaySignIn, createSession } from './session.service.js';
import { joinEmailLinkWorkspace } from './trial.service.js';

export interface AuthDeps {
  db: Db;
  config: Config;
  mail: MailProvider;
  freeDomains: Set<string>;
  now: () => Date;
}

export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** The ref_trk referral cookie, attributed to an account when it is created. */
  referral?: string | undefined;
}

const HANDOFF_TTL_MS = 2 * 60_000;
const VERIFICATION_TTL_MS = 48 * 3_600_000;
const INVALID_LINK = 'This sign-in link is invalid, already used or expired. Please request a new one.';

function assertWorkEmail(deps: AuthDeps, email: string) {
  if (isFreeWebmail(email, deps.freeDomains)) throw new AppError(400, CLIENT_MESSAGES.workEmailOnly);
}

/** Referral codes are opaque, short and printable; anything else is ignored. */
export const cleanReferral = (ref: string | undefined) => (ref && /^[A-Za-z0-9_-]{1,64}$/.test(ref) ? ref : null);

/** A session for a user the server has authenticated (also used by POST /social-login). */
export async function signIn(deps: AuthDeps, user: User, client: ClientInfo) {
  const org = user.enterpriseOrgId ? await findOrgById(deps.db, user.enterpriseOrgId) : null;
  const now = deps.now();
  assertUserMaySignIn(user, org, now);
  await updateUser(deps.db, user.id, { lastLoginAt: now });
  return createSession(deps.db, user.id, { ttlDays: deps.config.SESSION_TTL_DAYS, now, userAgent: client.userAgent, ip: client.ip });
}

/** Finds the member by email or creates the account (first sign-in), attributing the referral. */
async function findOrCreateUser(deps: AuthDeps, email: string, init: { name?: string; referral?: string | null; verified: boolean }) {
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    if (init.verified && !existing.emailVerifiedAt)
      return (await updateUser(deps.db, existing.id, { emailVerifiedAt: deps.now() })) ?? existing;
    return existing;
  }
  return insertUser(deps.db, {
    email,
    name: init.name ?? '',
    referredBy: init.referral ?? null,
    emailVerifiedAt: init.verified ? deps.now() : null,
  });
}

/** POST /mgk-login: mail a single-use link valid for 15 minutes. */
export async function requestMagicLink(deps: AuthDeps, input: { email: string; next?: string | undefined }, client: ClientInfo) {
  if (deps.config.MAGIC_LINK !== 'on') throw new AppError(404, 'Sign-in by email link is not enabled');
  assertWorkEmail(deps, input.email);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing?.blocked) throw new AppError(403, ERROR_MESSAGES.userBlocked);

  const token = randomToken();
  const next = decodeNext(input.next, '/');
  const now = deps.now();
  await insertAuthToken(deps.db, {
    kind: 'magic-link',
    tokenHash: hashToken(token),
    email: input.email,
    userId: existing?.id ?? null,
    next,
    referredBy: cleanReferral(client.referral),
    expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  // The link opens a page that exchanges the token from the browser: mail scanners that prefetch
  // links do not run scripts, so they cannot use up the token.
  const link = `${deps.config.origin}/auth/tyler?${new URLSearchParams({ token, email: input.email, next }).toString()}`;
  await deps.mail.send({
    to: input.email,
    subject: 'Your Paysight sign-in link',
    text: `Sign in to Paysight with this link (valid for ${MAGIC_LINK_TTL_MINUTES} minutes, once):\n\n${link}\n\nIf you did not ask for it, ignore this mail.`,
    html: `<p>Sign in to Paysight with this link (valid for ${MAGIC_LINK_TTL_MINUTES} minutes, once):</p><p><a href="${link.replace(/&/g, '&amp;')}">Sign in to Paysight</a></p><p>If you did not ask for it, ignore this mail.</p>`,
    link,
  });
  return { sent: true as const };
}

/** GET /tyler-login: a magic-link or hand-off token → a session. */
export async function exchangeToken(
  deps: AuthDeps,
  input: { token: string; id?: string | undefined; email?: string | undefined },
  client: ClientInfo,
) {
  const row = await consumeAuthToken(deps.db, hashToken(input.token), ['magic-link', 'handoff'], deps.now());
  if (!row) throw new AppError(400, INVALID_LINK);
  if (input.email && input.email.toLowerCase() !== row.email) throw new AppError(400, INVALID_LINK);
  if (input.id && row.userId && input.id !== row.userId) throw new AppError(400, INVALID_LINK);

  const user =
    row.kind === 'handoff' && row.userId
      ? await findUserById(deps.db, row.userId)
      : await joinEmailLinkWorkspace(deps.db, await findOrCreateUser(deps, row.email, { referral: row.referredBy, verified: true }));
  if (!user) throw new AppError(400, INVALID_LINK);
  const session = await signIn(deps, user, client);
  return { ...session, next: row.next ?? '/' };
}

/** POST /auth/handoff: a 2-minute single-use token that signs the same user in elsewhere. */
export async function createHandoff(deps: AuthDeps, user: { id: string; email: string }) {
  const token = randomToken();
  const expiresAt = new Date(deps.now().getTime() + HANDOFF_TTL_MS);
  await insertAuthToken(deps.db, { kind: 'handoff', tokenHash: hashToken(token), email: user.email, userId: user.id, expiresAt });
  return { token, id: user.id, email: user.email, expiresAt: expiresAt.toISOString() };
}

/** A hand-off token for a user the server has just authenticated (OIDC callback). */
export async function issueHandoffForUser(deps: AuthDeps, user: User) {
  return createHandoff(deps, user);
}

/** POST /login. The password arrives as the client's SHA-256; argon2id of that is stored. */
export async function passwordLogin(deps: AuthDeps, input: { email: string; password: string }, client: ClientInfo) {
  const user = await findUserByEmail(deps.db, input.email);
  // The same message whether the account or the password is wrong: no account probing.
  const invalid = new AppError(401, 'Invalid email or password');
  if (!user?.passwordHash) throw invalid;
  if (!(await argon2Verify(user.passwordHash, input.password))) throw invalid;
  if (!user.emailVerifiedAt) throw new AppError(403, 'Please verify your email first: follow the link we mailed you.');
  return signIn(deps, user, client);
}

/** POST /register: an account with a password, verified by a mailed link. */
export async function registerWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; name?: string | undefined },
  client: ClientInfo,
) {
  assertWorkEmail(deps, input.email);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing?.passwordHash) throw new AppError(409, 'An account with this email already exists. Sign in instead.');
  const passwordHash = await argon2Hash(input.password);
  const user = existing
    ? ((await updateUser(deps.db, existing.id, { passwordHash, ...(input.name && !existing.name ? { name: input.name } : {}) })) ??
      existing)
    : await insertUser(deps.db, { email: input.email, name: input.name ?? '', passwordHash, referredBy: cleanReferral(client.referral) });

  const token = randomToken();
  await insertAuthToken(deps.db, {
    kind: 'email-verification',
    tokenHash: hashToken(token),
    email: user.email,
    userId: user.id,
    expiresAt: new Date(deps.now().getTime() + VERIFICATION_TTL_MS),
  });
  const link = `${deps.config.origin}/api/v1/register/verify?token=${encodeURIComponent(token)}`;
  await deps.mail.send({
    to: user.email,
    subject: 'Verify your Paysight account',
    text: `Verify your email to finish creating your Paysight account:\n\n${link}\n\nThe link is valid for 48 hours.`,
    link,
  });
  return { verificationSent: true as const };
}

/**
 * GET /register/verify: marks the email verified; the browser lands on the login page with ok=true|false.
 * The link may be opened twice: mail scanners fetch links before the member clicks, and a member
 * clicks again. A used, unexpired link of an account now verified answers ok=true, so the member
 * is not told verification failed when it did not; it signs no one in and changes nothing.
 */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  const row = await consumeAuthToken(deps.db, tokenHash, ['email-verification'], deps.now());
  if (row?.userId) {
    await updateUser(deps.db, row.userId, { emailVerifiedAt: deps.now() });
    return true;
  }
  const userId = await usedTokenUser(deps.db, tokenHash, 'email-verification', deps.now());
  const user = userId ? await findUserById(deps.db, userId) : null;
  return Boolean(user?.emailVerifiedAt);
}
