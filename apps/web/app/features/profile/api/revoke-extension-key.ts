import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /account/extension-keys/revoke: revokes an extension key by its prefix: the extension signed in with it is signed out. */
export function revokeExtensionKey(client: ApiClient, routes: typeof api, prefix: string) {
  return client.call(routes.revokeExtensionKey, { body: { prefix } });
}
