import type { SessionUser } from '@paysight/contract/core';
import { data, redirect, type AppLoadContext } from 'react-router';
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
  throw redirect(paths.login({ returnUrl: pageUrlOf(request) }));
}

/**
 * The guard of admins' pages: a guest is sent to sign in (as requireUser does), another member gets
 * the not-found page, so the page does not say it exists.
 */
export function requireAdmin(request: Request, context: Pick<AppLoadContext, 'user'>): SessionUser {
  const user = requireUser(request, context);
  if (user.role !== 'admin') throw data(null, { status: 404 });
  return user;
}

/**
 * The page a request is for, path and query. A client-side navigation fetches a loader's data
 * from `{path}.data` (`/_root.data` for `/`) with `_routes` in the query; the member wants the page.
 */
export function pageUrlOf(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  if (url.searchParams.has('_routes')) url.searchParams.delete('_routes');
  return `${pathname}${url.search}`;
}
