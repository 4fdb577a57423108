import type { CountryCode } from '@paysight/contract/core';
import { useSuggestions } from '~/lib/suggestions-query';

/**
 * GET /suggest/company for the talent screen's company field: the catalogue's companies for what is
 * typed, those of the region first (career histories name companies without salary records too).
 */
export const useTalentCompanySuggestions = (q: string, cc: CountryCode, enabled: boolean) =>
  useSuggestions(['talent', 'suggest-company', cc, q], enabled && q.trim().length >= 1, async (client, routes) => {
    const result = await client.call(routes.suggestCompany, { query: { q, limit: 8, region: cc } });
    return result.ok ? result.data.map((c) => c.name) : [];
  });
