import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /gurus/bookings/:id/cancel: with the refund the member was shown (a changed refund is refused, saying the new one). */
export const cancelGuruBooking = (client: ApiClient, routes: typeof api, id: number, expectRefund: number | undefined) =>
  client.call(routes.cancelGuruBooking, { params: { id }, body: expectRefund === undefined ? {} : { expectRefund } });
