import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';
import { useSuggestions } from '~/lib/suggestions-query';

/** GET /tools/vehicle-makes: the stored vPIC makes whose name starts with `q` (none for an empty `q`). */
export async function listVehicleMakes(client: ApiClient, routes: typeof api, q: string): Promise<string[]> {
  if (!q.trim()) return [];
  const r = await client.call(routes.listVehicleMakes, { query: { q } });
  return r.ok ? r.data.makes.map((m) => m.name) : [];
}

/** The makes for what is typed, once the field has been focused (`enabled`). */
export const useVehicleMakes = (q: string, enabled: boolean) =>
  useSuggestions(['vehicle-makes', q.trim().toLowerCase()], enabled, (client, routes) => listVehicleMakes(client, routes, q));
