import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /gurus/slots: offer a slot at a start, a length and a price in the coach's currency. */
export const createGuruSlot = (client: ApiClient, routes: typeof api, body: api.GuruSlotBody) =>
  client.call(routes.createGuruSlot, { body });
