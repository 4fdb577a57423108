import { LOGIN_REDIRECT_DELAY_MS } from '@paysight/contract/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/auth.tyler';
import { exchangeTokenInBrowser } from '~/features/auth/api/exchange-token';
import { AuthPanel, SignInFailed } from '~/features/auth/auth-panel';
import { LOGGING_IN, tylerPlan } from '~/features/auth/auth-flows';
import { leaveTo, useRunOnce } from '~/features/auth/use-run-once';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Signing in', description: 'Signing you in to Paysight.', path: '/auth/tyler', noindex: true }, matches);

/**
 * The magic-link and hand-off landing (SPEC §2.5 auth/tyler). The token is spent here, in the
 * browser, never in a loader: mail scanners open links but do not run scripts.
 */
export default function TylerHandoff() {
  const [searchParams] = useSearchParams();
  const plan = useMemo(() => tylerPlan(searchParams), [searchParams]);
  const [failure, setFailure] = useState<string | null>(null);

  useRunOnce(() => {
    if (plan.kind === 'redirect') leaveTo(plan.to, LOGIN_REDIRECT_DELAY_MS);
    if (plan.kind !== 'exchange') return;
    exchangeTokenInBrowser(plan.input)
      .then((result) => (result.ok ? leaveTo(plan.to, LOGIN_REDIRECT_DELAY_MS) : setFailure(result.message)))
      .catch((err: unknown) => setFailure(err instanceof Error ? err.message : String(err)));
  });

  const error = plan.kind === 'error' ? plan.message : failure;
  if (error) {
    return <SignInFailed title="We could not sign you in" error={error} />;
  }
  return <AuthPanel busy title={LOGGING_IN} />;
}
