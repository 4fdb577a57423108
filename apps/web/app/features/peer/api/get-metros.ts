import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /entities/metros: each region's metros with records, most first (the locations offered). */
export function getMetros(client: ApiClient, routes: typeof api) {
  return client.call(routes.getMetros, {});
}
