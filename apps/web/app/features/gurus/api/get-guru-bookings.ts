import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /gurus/bookings: the member's bookings, each with what cancelling now would give back. */
export const getGuruBookings = (client: ApiClient, routes: typeof api) => client.call(routes.getGuruBookings, {});
