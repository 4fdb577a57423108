import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /profile/email: mails a confirmation link to the new address; nothing changes until it is followed. */
export function changeEmail(client: ApiClient, routes: typeof api, email: string) {
  return client.call(routes.changeEmail, { body: { email } });
}
