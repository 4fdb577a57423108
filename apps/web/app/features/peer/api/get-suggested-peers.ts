import type { api } from '@paysight/contract';
import { FUNDING_STAGES, SIZE_BANDS, type CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';

export type StatedFacts = {
  industry?: string;
  sizeBand?: (typeof SIZE_BANDS)[number];
  fundingStage?: (typeof FUNDING_STAGES)[number];
};

/** The facts a member stated on /peer (?industry=&sizeBand=&fundingStage=); anything else is left out. */
export function statedFactsOf(params: URLSearchParams): StatedFacts {
  const industry = params.get('industry')?.trim() ?? '';
  const sizeBand = params.get('sizeBand') ?? '';
  const fundingStage = params.get('fundingStage') ?? '';
  return {
    ...(industry && industry.length <= 80 ? { industry } : {}),
    ...((SIZE_BANDS as readonly string[]).includes(sizeBand) ? { sizeBand: sizeBand as StatedFacts['sizeBand'] } : {}),
    ...((FUNDING_STAGES as readonly string[]).includes(fundingStage) ? { fundingStage: fundingStage as StatedFacts['fundingStage'] } : {}),
  };
}

/** GET /benchmarking/peer/suggested: peers suggested for the workspace in a region, on its company's facts or those stated. */
export function getSuggestedPeers(client: ApiClient, routes: typeof api, countryCode: CountryCode, facts: StatedFacts = {}) {
  return client.call(routes.getSuggestedPeers, { query: { countryCode, ...facts } });
}
