import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { loadBrowserApi } from '~/lib/browser-api';

/** GET /auth/discuss/sso: the forum URL that signs the current user in (DiscourseConnect). */
export function discourseSso(
  client: ApiClient,
  routes: typeof api,
  input: { sso: string; sig: string },
): Promise<ApiResult<{ url: string }>> {
  return client.call(routes.discourseSso, { query: { sso: input.sso, sig: input.sig } });
}

export async function discourseSsoInBrowser(input: { sso: string; sig: string }) {
  const { client, routes } = await loadBrowserApi();
  return discourseSso(client, routes, input);
}
