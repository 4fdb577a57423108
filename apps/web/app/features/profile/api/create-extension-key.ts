import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /auth/lucious: a new browser-extension key, shown once. */
export function createExtensionKey(client: ApiClient, routes: typeof api) {
  return client.call(routes.extensionKey, {});
}
