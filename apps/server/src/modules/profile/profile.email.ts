import { AppError, CLIENT_MESSAGES, type SessionUser } from '@paysight/contract';
import { isUniqueViolation, type Db } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { MailProvider } from '../../providers/mail/mail.provider.js';
import { consumeAuthToken, findUserByEmail, findUserById, insertAuthToken, updateUser } from '../auth/users.service.js';
import { isFreeWebmail } from '../auth/email-policy.rules.js';
import { countEmailChangesSince, retirePendingEmailChanges } from './profile.email.queries.js';
import { escapeHtml } from '../../lib/html.js';

/**
 * Changing the sign-in email (SPEC §7 POST /profile/email). The new address must pass the sign-in
 * rules (a work or school address) and be free; a single-use link, valid 24 hours and stored only
 * as its hash, goes to the new address, and following it switches the email (still free then, or
 * refused). The old address is told afterwards. Sessions stay: they belong to the account, not to
 * the address.
 */

export interface EmailChangeDeps {
  db: Db;
  config: Config;
  mail: MailProvider;
  freeDomains: Set<string>;
  now: () => Date;
  log?: FastifyBaseLogger;
}

export const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;
/** Links a member may ask for per window: enough for typos, too few to mail-bomb an inbox. */
export const EMAIL_CHANGE_LIMIT = 5;
export const EMAIL_CHANGE_WINDOW_MS = 3_600_000;

export const EMAIL_CHANGE_MESSAGES = {
  sameEmail: 'email: this is already your sign-in email',
  taken: 'Another account already uses this email. Sign in with it, or choose another address.',
  invalidLink: 'This email-change link is invalid, already used or expired. Ask for a new one on your account page.',
  tooMany: 'Too many email changes asked for. Please wait an hour and try again.',
} as const;

/** POST /profile/email: mails the confirmation link to the new address. `email` arrives lower-cased. */
export async function requestEmailChange(deps: EmailChangeDeps, user: SessionUser, email: string) {
  if (email === user.email.toLowerCase()) throw new AppError(400, EMAIL_CHANGE_MESSAGES.sameEmail);
  if (isFreeWebmail(email, deps.freeDomains)) throw new AppError(400, CLIENT_MESSAGES.workEmailOnly);
  if (await findUserByEmail(deps.db, email)) throw new AppError(409, EMAIL_CHANGE_MESSAGES.taken);
  const now = deps.now();
  if ((await countEmailChangesSince(deps.db, user.id, new Date(now.getTime() - EMAIL_CHANGE_WINDOW_MS))) >= EMAIL_CHANGE_LIMIT)
    throw new AppError(429, EMAIL_CHANGE_MESSAGES.tooMany);

  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await retirePendingEmailChanges(tx, user.id, now);
    await insertAuthToken(tx, {
      kind: 'email-change',
      tokenHash: hashToken(token),
      email,
      userId: user.id,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      createdAt: now,
    });
  });
  // The web page that confirms with a button (POST /profile/email/confirm): opening the link changes nothing.
  const link = `${deps.config.origin}/account/email?token=${encodeURIComponent(token)}`;
  await deps.mail.send({
    to: email,
    subject: 'Confirm your new Paysight email',
    text: `Someone (we hope you) asked to sign in to Paysight with this address from now on, instead of ${user.email}.\n\nConfirm it with this link (valid for 24 hours, once):\n\n${link}\n\nIf you did not ask for it, ignore this mail: nothing changes.`,
    html: `<p>Someone (we hope you) asked to sign in to Paysight with this address from now on, instead of ${escapeHtml(user.email)}.</p><p>Confirm it with this link (valid for 24 hours, once):</p><p><a href="${escapeHtml(link)}">Confirm my new email</a></p><p>If you did not ask for it, ignore this mail: nothing changes.</p>`,
    link,
  });
  return { sent: true as const, email };
}

/**
 * The mailed token → the account's new email (verified by the link). Refused when the token is
 * unknown, used, expired or replaced by a newer request (400), or when another account has taken
 * the address since (409). A token is spent by its first use, successful or not.
 */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string) {
  const now = deps.now();
  const row = await consumeAuthToken(deps.db, hashToken(token), ['email-change'], now);
  const user = row?.userId ? await findUserById(deps.db, row.userId) : null;
  if (!row || !user) throw new AppError(400, EMAIL_CHANGE_MESSAGES.invalidLink);
  if (user.email === row.email) return { email: row.email };
  const holder = await findUserByEmail(deps.db, row.email);
  if (holder && holder.id !== user.id) throw new AppError(409, EMAIL_CHANGE_MESSAGES.taken);
  try {
    await updateUser(deps.db, user.id, { email: row.email, emailVerifiedAt: now });
  } catch (err) {
    // Taken between the check and the update.
    if (isUniqueViolation(err)) throw new AppError(409, EMAIL_CHANGE_MESSAGES.taken);
    throw err;
  }
  // The old address hears about it, in case it was not its owner's doing. The change stands if this fails.
  await deps.mail
    .send({
      to: user.email,
      subject: 'Your Paysight email was changed',
      text: `Your Paysight account now signs in with ${row.email} instead of this address.\n\nIf you did not do this, contact Paysight support at once.`,
    })
    .catch((err: unknown) => deps.log?.error({ err }, 'could not tell the old address about an email change'));
  return { email: row.email };
}
