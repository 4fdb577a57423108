import type { api } from '@paysight/contract';
import type { RouteInput } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** POST /profile/email/confirm: the emailed link's token makes the new address the sign-in email. */
export function confirmEmailChange(client: ApiClient, routes: typeof api, body: RouteInput<typeof api.confirmEmailChange, 'body'>) {
  return client.call(routes.confirmEmailChange, { body });
}
