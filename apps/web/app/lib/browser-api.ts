import type { api } from '@paysight/contract';
import { API_BASE } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from './api-client';

export interface BrowserApi {
  client: ApiClient;
  routes: typeof api;
}

/**
 * The browser's API client with the full contract (its zod schemas), loaded with the first call
 * that needs them rather than with the page (docs/decisions/005-page-weight.md).
 *
 * `catalogueActions: false` gives a client that leaves failures to the caller: the sign-in and
 * sign-out screens handle their own, and must not be sent to /auth/logout by an "Expired token"
 * answer (logging out would loop; an expired sign-in link deserves its own message).
 */
export async function loadBrowserApi(options: { catalogueActions?: boolean } = {}): Promise<BrowserApi> {
  const [{ getBrowserApiClient, createApiClient }, { api: routes }] = await Promise.all([
    import('./api-client'),
    import('@paysight/contract'),
  ]);
  const client =
    options.catalogueActions === false
      ? createApiClient({
          transport: (path, init) => fetch(`${API_BASE}${path}`, { ...init, credentials: 'same-origin' }),
          currentUrl: () => `${window.location.pathname}${window.location.search}`,
        })
      : getBrowserApiClient();
  return { client, routes };
}

/** A result's data, or throws its message (for TanStack Query mutations, which show it in an Alert). */
export function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
