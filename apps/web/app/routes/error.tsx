import type { Route } from './+types/error';
import { pageMeta } from '~/lib/meta';
import { ErrorContent } from '~/shell/status-pages';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Error', description: 'Something went wrong on our side.', path: '/error', noindex: true }, matches).map((d) =>
    'title' in d ? { title: 'Error' } : d,
  );

export default function ErrorPage() {
  return <ErrorContent />;
}
