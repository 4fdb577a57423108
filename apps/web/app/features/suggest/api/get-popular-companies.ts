import { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** Companies to browse from the landing page (server-side, in the loader). */
export async function getPopularCompanies(client: ApiClient, limit = 12) {
  const result = await client.call(api.suggestCompany, { query: { q: '', limit } });
  return result.ok ? result.data : [];
}
