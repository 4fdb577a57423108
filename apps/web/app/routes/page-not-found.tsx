import { data } from 'react-router';
import type { Route } from './+types/page-not-found';
import { pageMeta } from '~/lib/meta';
import { NotFoundContent } from '~/shell/status-pages';

/** Unknown paths and /page-not-found itself: the not-found page with HTTP 404, rendered on the server. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    { title: '404 Not Found', description: 'The page you were looking for does not exist.', path: '/page-not-found', noindex: true },
    matches,
  ).map((d) => ('title' in d ? { title: '404 Not Found' } : d));

export default function PageNotFound() {
  return <NotFoundContent />;
}
