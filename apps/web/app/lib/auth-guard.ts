import type { SessionUser } from '@paysight/contract/core';
import { redirect, type AppLoadContext } from 'react-router';
import { paths } from '~/config/paths';

/**
 * The authentication guard (SPEC §2.1) for loaders of protected screens: the signed-in user, or a
 * redirect to the login page with the attempted URL (path and query) as returnUrl.
 *
 *   export function loader({ request, context }: Route.LoaderArgs) {
 *     const user = requireUser(request, context);
 *     ...
 *   }
 */
export function requireUser(request: Request, context: Pick<AppLoadContext, 'user'>): SessionUser {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(paths.login({ returnUrl: `${url.pathname}${url.search}` }));
}
