import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';
import { loadBrowserApi } from '~/lib/browser-api';

/** GET /employers/showcase: the landing's examples from the region's records. */
export const getShowcase = (client: ApiClient, routes: typeof api, cc: CountryCode) =>
  client.call(routes.getEmployerShowcase, { query: { countryCode: cc } });

/** GET /enterprise/link/is/token: whether a trial link is live (it is not spent). */
export const checkTrialLink = (client: ApiClient, routes: typeof api, token: string) =>
  client.call(routes.checkTrialLink, { query: { token } });

/** POST /enterprise/trial from the browser: mails the confirmation link. */
export async function requestTrialInBrowser(body: api.TrialRequestBody) {
  const { client, routes } = await loadBrowserApi({ catalogueActions: false });
  return client.call(routes.requestTrial, { body });
}

/** POST /enterprise/trial/confirm from the browser (never a loader: mail scanners open links). */
export async function confirmTrialInBrowser(token: string) {
  const { client, routes } = await loadBrowserApi({ catalogueActions: false });
  return client.call(routes.confirmTrial, { body: { token } });
}
