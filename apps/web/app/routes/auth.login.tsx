import { redirect, useLocation } from 'react-router';
import type { Route } from './+types/auth.login';
import { getCountryCode } from '~/features/auth/api/get-country-code';
import { getSignInOptions } from '~/features/auth/api/get-sign-in-options';
import classes from '~/features/auth/auth.module.css';
import { LoginCard } from '~/features/auth/login-card';
import { sendPostedMagicLink } from '~/features/auth/email-form.action';
import { isEnterpriseMode, loginPageDescription } from '~/features/auth/login-card-model';
import { defaultSignInOptions } from '~/features/auth/sign-in-options';
import { LoginCarousel } from '~/features/auth/login-carousel';
import { slidesFor } from '~/features/auth/login-slides';
import { useStoredRole } from '~/features/auth/use-stored-role';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';
import { safeReturnUrl } from '@paysight/contract/core';
import { serverApi } from '~/lib/server-api';

/** SPEC §2.5: the title is exactly "Login, Sign In". */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(
    {
      title: 'Login, Sign In',
      // The ways to sign in that are configured (GET /auth), as the card offers them.
      description: loginPageDescription(
        loaderData?.options ?? { regular: defaultSignInOptions('regular', '/'), enterprise: defaultSignInOptions('enterprise', '/') },
      ),
      path: '/auth/login',
    },
    matches,
  ).map((d) => ('title' in d ? { title: 'Login, Sign In' } : d));

export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.user) throw redirect(paths.profile());
  const params = new URL(request.url).searchParams;
  const query = {
    returnUrl: params.get('returnUrl'),
    searchTitle: params.get('searchTitle'),
    role: params.get('role'),
    ok: params.get('ok'),
    msg: params.get('msg'),
  };
  const next = safeReturnUrl(query.returnUrl);
  const client = serverApi(context, request);
  // The full contract (zod) only on the server here; screens import the core.
  const { api } = await import('@paysight/contract');
  const countryCode = await getCountryCode(client, api);
  // Both modes: a stored enterprise role is only known in the browser.
  const [regular, enterprise] = await Promise.all([
    getSignInOptions(client, api, { mode: 'regular', next, region: countryCode }),
    getSignInOptions(client, api, { mode: 'enterprise', next, region: countryCode }),
  ]);
  // Trial workspaces are asked for on /employers and need the emailed link.
  return { query, countryCode, options: { regular, enterprise }, trialOffered: context.clientConfig.magicLink };
}

/** The email form posted before JavaScript loaded: the link to the returnUrl, as the browser asks for it. */
export async function action({ request, context }: Route.ActionArgs) {
  if (context.user) throw redirect(paths.profile());
  return sendPostedMagicLink(request, context, safeReturnUrl(new URL(request.url).searchParams.get('returnUrl')));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { query, countryCode, options, trialOffered } = loaderData;
  const location = useLocation();
  const storedRole = useStoredRole(query.role);
  const mode = isEnterpriseMode(query.role, storedRole) ? 'enterprise' : 'regular';
  return (
    <div className={classes.layout}>
      <div className={classes.aside}>
        <LoginCarousel key={mode} slides={slidesFor(mode)} countryCode={countryCode} />
      </div>
      <div className={classes.cardColumn}>
        <LoginCard
          key={location.search}
          variant="page"
          {...query}
          storedRole={storedRole}
          options={options}
          trialOffered={trialOffered}
          posted={actionData?.posted ?? null}
        />
      </div>
    </div>
  );
}
