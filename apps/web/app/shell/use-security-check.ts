import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { shellEvents } from '~/lib/shell-events';

/**
 * A page rendered without its figures because of the daily search limit (429) opens the security
 * check once in the browser, returning to the page itself, or to `returnPage` (SPEC §8: /layoffs for the layoffs pages). The server-rendered
 * page carries the same Sign In / Upgrade links for visitors without JavaScript.
 */
export function useSecurityCheck(limited: boolean, returnPage?: string) {
  const location = useLocation();
  useEffect(() => {
    if (!limited) return;
    const returnTo = returnPage ?? `${location.pathname}${location.search}`;
    // The shell subscribes in its own effect, which runs after this one on the first render.
    const timer = setTimeout(() => shellEvents.emit({ type: 'security-check', returnTo }), 0);
    return () => clearTimeout(timer);
  }, [limited, returnPage, location.pathname, location.search]);
}
