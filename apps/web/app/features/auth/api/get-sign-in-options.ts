import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api-client';
import { loadBrowserApi } from '~/lib/browser-api';
import { defaultSignInOptions, signInOptionsFrom, type SignInMode, type SignInOptions } from '../sign-in-options';

/** GET /auth: how to sign in, for one mode; the defaults when the server cannot say. */
export async function getSignInOptions(
  client: ApiClient,
  routes: typeof api,
  input: { mode: SignInMode; next: string; region?: CountryCode },
): Promise<SignInOptions> {
  const result = await client.call(routes.getAuthOptions, {
    query: { role: input.mode === 'enterprise' ? 'enterprise' : undefined, region: input.region, next: input.next },
  });
  return signInOptionsFrom(result.ok ? result.data : null, input.mode, input.next);
}

/** For the login modal, which opens on pages whose loader did not ask. */
export const signInOptionsQuery = (mode: SignInMode, next: string) =>
  queryOptions({
    queryKey: ['auth', 'options', mode, next],
    queryFn: async () => {
      const { client, routes } = await loadBrowserApi();
      return getSignInOptions(client, routes, { mode, next });
    },
    staleTime: 10 * 60_000,
  });

export const useSignInOptions = (mode: SignInMode, next: string, enabled = true) =>
  useQuery({ ...signInOptionsQuery(mode, next), enabled, placeholderData: defaultSignInOptions(mode, next) });
