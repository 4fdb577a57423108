import { LOCALE_COOKIE, LOGIN_REDIRECT_DELAY_MS } from '@paysight/contract/core';
import type { Route } from './+types/auth.logout';
import { logoutInBrowser } from '~/features/auth/api/logout';
import { AuthPanel } from '~/features/auth/auth-panel';
import { LOGGING_OUT, logoutDestination } from '~/features/auth/auth-flows';
import { leaveTo, useRunOnce } from '~/features/auth/use-run-once';
import { pageMeta } from '~/lib/meta';
import { expiredCookie } from '~/lib/safe-url';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Logging out', description: 'Signing you out of Paysight.', path: '/auth/logout', noindex: true }, matches);

/**
 * SPEC §2.5 auth/logout: ends the session (POST /logout clears the cookie), deletes the locale
 * cookie (the stored role stays), then goes to `next`, or after a moment to where the server
 * said with event=logout and msg. A full navigation, so the next page renders signed out.
 */
export default function Logout() {
  useRunOnce(() => {
    const query = new URLSearchParams(window.location.search);
    const finish = (serverRedirect: string | null) => {
      document.cookie = expiredCookie(LOCALE_COOKIE);
      const { to, delayed } = logoutDestination(query, serverRedirect);
      leaveTo(to, delayed ? LOGIN_REDIRECT_DELAY_MS : 0);
    };
    // Signed out or not, the visitor leaves: a failed call (already signed out) changes nothing.
    logoutInBrowser()
      .then((result) => finish(result.ok ? result.data.redirect : null))
      .catch(() => finish(null));
  });
  return <AuthPanel busy title={LOGGING_OUT} />;
}
