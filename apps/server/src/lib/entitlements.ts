import { AppError, CLIENT_MESSAGES, ERROR_MESSAGES, type Access, type SessionUser } from '@paysight/contract';

/**
 * What a user is entitled to, for the whole server: route access (http/access.ts), the daily
 * search limit (modules/limits) and any service that varies by plan. One place, so "premium"
 * means the same everywhere.
 */

export const isAdmin = (user: SessionUser | null): boolean => user?.role === 'admin';

/** Enterprise users (a live organisation; an expired one never gets a session) and admins. */
export const isEnterprise = (user: SessionUser | null): boolean => user?.role === 'enterprise' || isAdmin(user);

/** Premium features: premium members, enterprise users and admins. */
export const hasPremium = (user: SessionUser | null): boolean => user !== null && (user.premium || isEnterprise(user));

/** The daily search limit applies to anonymous visitors and members without premium. */
export const isSearchLimited = (user: SessionUser | null): boolean => !hasPremium(user);

const REFUSED: Record<Exclude<Access, 'public'>, string> = {
  member: ERROR_MESSAGES.notLoggedIn,
  premium: CLIENT_MESSAGES.premiumOnly,
  enterprise: 'Only enterprise accounts can use this',
  admin: 'Only admins can do this',
};

/** Why `user` may not make a call declared with `access`: 401 when a sign-in would help, else 403; null when allowed. */
export function accessRefusal(user: SessionUser | null, access: Access): AppError | null {
  if (access === 'public') return null;
  if (!user) return new AppError(401, ERROR_MESSAGES.notLoggedIn);
  const allowed =
    access === 'member' ? true : access === 'premium' ? hasPremium(user) : access === 'enterprise' ? isEnterprise(user) : isAdmin(user);
  return allowed ? null : new AppError(403, REFUSED[access]);
}

/** The signed-in user of a call declared `member` or stricter (the access hook has already refused anyone else). */
export function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError(401, ERROR_MESSAGES.notLoggedIn);
  return user;
}
