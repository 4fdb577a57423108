import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /profile/actions (delete): the account and its sessions go, once the member has typed their email. */
export function deleteAccount(client: ApiClient, routes: typeof api, confirmEmail: string) {
  return client.call(routes.profileAction, { body: { action: 'delete', confirmEmail } });
}
