import { CLIENT_MESSAGES, LOGIN_REDIRECT_DELAY_MS, type SocialProvider } from '@paysight/contract/core';
import { useMemo, useState } from 'react';
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/auth.callback.$provider';
import { exchangeTokenInBrowser } from '~/features/auth/api/exchange-token';
import { AuthPanel, SignInFailed } from '~/features/auth/auth-panel';
import { callbackPlan, LOGGING_IN } from '~/features/auth/auth-flows';
import { isSocialProvider, PROVIDER_NAMES } from '~/features/auth/sign-in-options';
import { leaveTo, useRunOnce } from '~/features/auth/use-run-once';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(
    { title: 'Signing in', description: 'Signing you in to Paysight.', path: `/auth/callback/${params.provider}`, noindex: true },
    matches,
  );

/** Only the providers Paysight signs in with; anything else is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isSocialProvider(params.provider)) throw data(null, { status: 404 });
  return { provider: params.provider as SocialProvider };
}

/**
 * Back from the provider (SPEC §4 social callback): the server hands over a short-lived token (or
 * an error); it is exchanged for the session here, in the browser, then the visitor goes on.
 */
export default function SocialCallback({ loaderData }: Route.ComponentProps) {
  const { provider } = loaderData;
  const [searchParams] = useSearchParams();
  const plan = useMemo(() => callbackPlan(provider, searchParams), [provider, searchParams]);
  const [failed, setFailed] = useState(false);

  useRunOnce(() => {
    if (plan.kind !== 'exchange') return;
    exchangeTokenInBrowser(plan.input)
      .then((result) => (result.ok ? leaveTo(plan.to, LOGIN_REDIRECT_DELAY_MS) : setFailed(true)))
      .catch(() => setFailed(true));
  });

  const error = plan.kind === 'error' ? plan.message : failed ? CLIENT_MESSAGES.somethingWentWrong : null;
  if (error) {
    return <SignInFailed title={`Sign in with ${PROVIDER_NAMES[provider]}`} error={error} />;
  }
  return <AuthPanel busy title={LOGGING_IN} />;
}
