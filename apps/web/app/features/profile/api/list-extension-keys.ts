import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /account/extension-keys: the member's browser-extension keys (their prefixes, never the keys). */
export function listExtensionKeys(client: ApiClient, routes: typeof api) {
  return client.call(routes.listExtensionKeys, {});
}
