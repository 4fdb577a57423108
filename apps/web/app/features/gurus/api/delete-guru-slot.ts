import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** DELETE /gurus/slots/:id: withdraw one of the coach's free slots. */
export const deleteGuruSlot = (client: ApiClient, routes: typeof api, id: number) => client.call(routes.deleteGuruSlot, { params: { id } });
