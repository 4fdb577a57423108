import { useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/discuss.sso';
import { discourseSsoInBrowser } from '~/features/auth/api/discourse-sso';
import { AuthPanel } from '~/features/auth/auth-panel';
import { isWebUrl } from '~/features/auth/auth-flows';
import { useRunOnce } from '~/features/auth/use-run-once';
import { paths } from '~/config/paths';
import { requireUser } from '~/lib/auth-guard';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    { title: 'Community sign-in', description: 'Signing you in to the Paysight community.', path: '/discuss/sso', noindex: true },
    matches,
  );

/** Signed-in members only: anyone else logs in first and comes back here with the same query. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return null;
}

/**
 * SPEC §2.5 discuss/sso: the forum's sso and sig are signed by the server for the current user,
 * and the browser leaves for the forum; on failure, the landing page.
 */
export default function DiscussSso() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  useRunOnce(() => {
    const sso = searchParams.get('sso');
    const sig = searchParams.get('sig');
    const fail = () => void navigate(paths.home(), { replace: true });
    if (!sso || !sig) return fail();
    discourseSsoInBrowser({ sso, sig })
      .then((result) => (result.ok && isWebUrl(result.data.url) ? window.location.assign(result.data.url) : fail()))
      .catch(fail);
  });
  return <AuthPanel busy title="Signing you in to the community…" />;
}
