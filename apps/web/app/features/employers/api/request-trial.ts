import type { api } from '@paysight/contract';
import { loadBrowserApi } from '~/lib/browser-api';

/** POST /enterprise/trial from the browser: mails the confirmation link. */
export async function requestTrial(body: api.TrialRequestBody) {
  const { client, routes } = await loadBrowserApi({ catalogueActions: false });
  return client.call(routes.requestTrial, { body });
}
