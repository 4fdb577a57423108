import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

/** GET /compare/leads/contacts: how many verified members at each compared company can answer questions (no names). */
export function getCompareContacts(client: ApiClient, routes: typeof api, input: { cc: CountryCode; q: string }) {
  return client.call(routes.getCompareContacts, { query: input });
}
