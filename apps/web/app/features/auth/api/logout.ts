import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { loadBrowserApi } from '~/lib/browser-api';

/** POST /logout: ends the session (the server clears the cookie) and says where to go. */
export function logout(client: ApiClient, routes: typeof api): Promise<ApiResult<{ redirect: string }>> {
  return client.call(routes.logout);
}

export async function logoutInBrowser() {
  const { client, routes } = await loadBrowserApi({ catalogueActions: false });
  return logout(client, routes);
}
