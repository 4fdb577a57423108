import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, ERROR_MESSAGES, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { Config } from '../../config.js';
import { findUserById } from '../auth/users.service.js';
import { stripMarks } from '../catalog/fold.rules.js';

export interface DiscourseDeps {
  db: Db;
  config: Pick<Config, 'DISCOURSE_CONNECT_SECRET'>;
}

const INVALID = 'Invalid single sign-on request';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/**
 * A forum username from the email's local part: Discourse allows letters, digits, `_`, `.` and
 * `-`, 3 to 20 characters, ending with a letter or digit. It is only a suggestion:
 * Discourse makes it unique.
 */
export function forumUsername(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  let name = stripMarks(local)
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/[_.-]{2,}/g, '_')
    .replace(/^[_.-]+/, '')
    .slice(0, 20)
    .replace(/[_.-]+$/, '');
  if (name.length < 3) name = `${name}${name ? '_' : ''}member`;
  return name;
}

/** The request's payload, or null when it is not a valid DiscourseConnect request. */
function readRequest(sso: string) {
  if (!/^[A-Za-z0-9+/=\r\n]+$/.test(sso)) return null;
  const params = new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
  const nonce = params.get('nonce');
  const returnUrl = params.get('return_sso_url');
  if (!nonce || !returnUrl) return null;
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return { nonce, returnUrl };
}

/**
 * GET /auth/discuss/sso (DiscourseConnect): the forum sends a signed payload (nonce and where to
 * return); the signed-in member goes back with their identity, signed with the same secret.
 */
export async function discourseSignOn(deps: DiscourseDeps, caller: SessionUser, input: { sso: string; sig: string }) {
  const secret = deps.config.DISCOURSE_CONNECT_SECRET;
  if (!secret) throw new AppError(404, 'Forum sign-in is not configured');

  const expected = Buffer.from(sign(secret, input.sso), 'utf8');
  const given = Buffer.from(input.sig.toLowerCase(), 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError(400, INVALID);
  const request = readRequest(input.sso);
  if (!request) throw new AppError(400, INVALID);

  const user = await findUserById(deps.db, caller.id);
  if (!user) throw new AppError(401, ERROR_MESSAGES.notLoggedIn);
  const payload = new URLSearchParams({
    nonce: request.nonce,
    email: user.email,
    external_id: user.id,
    username: forumUsername(user.email),
    name: caller.name,
    // An address nobody has confirmed (e.g. an account made by redeeming a coupon) is confirmed by the forum.
    require_activation: user.emailVerifiedAt ? 'false' : 'true',
  });
  if (user.avatar) payload.set('avatar_url', user.avatar);
  const sso = Buffer.from(payload.toString(), 'utf8').toString('base64');
  const separator = request.returnUrl.includes('?') ? '&' : '?';
  return { url: `${request.returnUrl}${separator}sso=${encodeURIComponent(sso)}&sig=${sign(secret, sso)}` };
}
