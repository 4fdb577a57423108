import { CLIENT_MESSAGES, type SocialProvider } from '@paysight/contract/core';
import { appendQuery } from '~/lib/safe-url';
import { decodeNext, safeReturnUrl } from '@paysight/contract/core';
import { PROVIDER_NAMES } from './sign-in-options';

/**
 * What the hand-off screens do with their query (SPEC §2.5, §4), as pure functions; the screens
 * run the calls and the navigation.
 */

export const LOGGING_IN = 'Logging you in..';
export const LOGGING_OUT = 'Logging out, please wait...';

export type HandoffPlan =
  /** Nothing to call: wait, then go. */
  | { kind: 'redirect'; to: string }
  /** GET /tyler-login, then wait and go. */
  | { kind: 'exchange'; input: { token: string; id?: string; email?: string }; to: string }
  | { kind: 'error'; message: string };

export const INCOMPLETE_LINK = 'This sign-in link is incomplete. Please request a new one.';

/**
 * auth/tyler: with cb the server has already signed the visitor in (the cookie is set), so it only
 * moves on; otherwise token, id and email are exchanged for a session. Then `next` (decoded, same
 * site only) or /profile.
 */
export function tylerPlan(query: URLSearchParams): HandoffPlan {
  const to = decodeNext(query.get('next'), '/profile');
  const token = query.get('token')?.trim();
  if (query.has('cb')) return { kind: 'redirect', to };
  if (!token) return { kind: 'error', message: INCOMPLETE_LINK };
  return { kind: 'exchange', input: { token, id: query.get('id') ?? undefined, email: query.get('email') ?? undefined }, to };
}

/** The server's refusal codes on the callback (`error=`), as the visitor reads them; other values are shown as they are. */
export function callbackErrorMessage(provider: SocialProvider, error: string): string {
  const name = PROVIDER_NAMES[provider];
  switch (error) {
    case 'no-email':
      return CLIENT_MESSAGES.verifyProviderEmail(name);
    case 'work-email':
      return CLIENT_MESSAGES.workEmailOnly;
    case 'not-enterprise':
      return `Your ${name} account does not belong to an enterprise organisation on Paysight. Please login with your SSO account.`;
    case 'failed':
      return CLIENT_MESSAGES.somethingWentWrong;
    default:
      return error;
  }
}

/**
 * auth/callback/:provider: the server's `error` (no-email → ask to verify the email at the
 * provider), or its hand-off `token` to exchange; then next or returnUrl (default '/') with
 * auth_provider appended.
 */
export function callbackPlan(provider: SocialProvider, query: URLSearchParams): HandoffPlan {
  const error = query.get('error')?.trim();
  if (error) return { kind: 'error', message: callbackErrorMessage(provider, error) };
  const token = query.get('token')?.trim();
  if (!token) return { kind: 'error', message: CLIENT_MESSAGES.somethingWentWrong };
  const back = decodeNext(query.get('next') ?? query.get('returnUrl'), '/');
  return { kind: 'exchange', input: { token }, to: appendQuery(back, { auth_provider: provider }) };
}

/**
 * auth/logout: `next` (same site only) right away; otherwise where POST /logout said (or '/'),
 * after a short delay, with event=logout and the optional msg appended.
 */
export function logoutDestination(query: URLSearchParams, serverRedirect: string | null): { to: string; delayed: boolean } {
  const next = query.get('next');
  if (next) return { to: safeReturnUrl(next), delayed: false };
  return { to: appendQuery(safeReturnUrl(serverRedirect), { event: 'logout', msg: query.get('msg') }), delayed: true };
}

/** discuss/sso leaves the app only for a web address. */
export const isWebUrl = (url: string) => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};
