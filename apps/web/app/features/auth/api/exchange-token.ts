import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { loadBrowserApi } from '~/lib/browser-api';

export interface TokenExchange {
  token: string;
  id?: string;
  email?: string;
}

/**
 * GET /tyler-login: a single-use hand-off or magic-link token for a session. The server sets the
 * httpOnly session cookie; the page never keeps the token. Called from the browser only: mail
 * scanners fetch links (and so loaders) but do not run scripts.
 */
export function exchangeToken(client: ApiClient, routes: typeof api, input: TokenExchange): Promise<ApiResult<{ token: string }>> {
  return client.call(routes.tylerLogin, { query: { token: input.token, id: input.id || undefined, email: input.email || undefined } });
}

export async function exchangeTokenInBrowser(input: TokenExchange) {
  const { client, routes } = await loadBrowserApi({ catalogueActions: false });
  return exchangeToken(client, routes, input);
}
