import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** POST /gurus/bookings/:id/outcome: the coach's completed or candidate-absent, the member's coach-absent. */
export const recordGuruOutcome = (client: ApiClient, routes: typeof api, id: number, outcome: api.GuruOutcome) =>
  client.call(routes.recordGuruOutcome, { params: { id }, body: { outcome } });
