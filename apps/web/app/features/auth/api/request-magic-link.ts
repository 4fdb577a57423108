import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { loadBrowserApi } from '~/lib/browser-api';

export interface MagicLinkRequest {
  email: string;
  /** The path on this site the link leads to once signed in. */
  next: string;
}

/** POST /mgk-login: mails a single-use sign-in link (SPEC §7). */
export function requestMagicLink(client: ApiClient, routes: typeof api, input: MagicLinkRequest): Promise<ApiResult<{ sent: true }>> {
  return client.call(routes.magicLinkLogin, { body: { email: input.email.trim(), next: input.next } });
}

export async function sendMagicLink(input: MagicLinkRequest) {
  const { client, routes } = await loadBrowserApi();
  return requestMagicLink(client, routes, input);
}
