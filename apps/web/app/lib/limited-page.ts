import { data } from 'react-router';
import { securityPopupModel } from '~/shell/security-popup-model';

/**
 * A figures page's answer when the daily search limit refused its API call (429): the page
 * without figures, with the security check's links in it (they must make sense before JavaScript
 * too); the page opens the check itself with useSecurityCheck.
 */
export function limitedPage<P extends object>(
  page: P,
  text: { heading: string; message: string },
  visitor: { signedIn: boolean; url: string },
) {
  const links = securityPopupModel(visitor);
  return data(
    {
      kind: 'limited' as const,
      ...page,
      heading: text.heading,
      meta: { title: text.heading, description: text.message },
      message: text.message,
      signInHref: links.signInHref,
      upgradeHref: links.upgradeHref,
    },
    { status: 429 },
  );
}
