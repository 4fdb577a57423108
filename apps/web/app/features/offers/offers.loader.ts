import { buildChecklist } from '@paysight/contract/core';
import type { LoaderFunctionArgs } from 'react-router';
import { getPopularNames } from '~/features/suggest/api/get-popular-names';
import { requireUser } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { getMemberNoticePeriod } from './api/get-member-notice-period';
import { getOfferAnalysis } from './api/get-offer-analysis';
import { listOffers } from './api/list-offers';
import { chooseCompared, parseOffersQuery } from './offers-query';

export async function loadOffers({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const query = parseOffersQuery(new URL(request.url).searchParams);
  const [list, suggestions] = await Promise.all([listOffers(client, api), getPopularNames(client, api, ['companies', 'titles', 'cities'])]);
  if (!list.ok) throw new Error(`GET /offers answered ${list.status}: ${list.message}`);
  const offers = list.data.offers;
  const compared = chooseCompared(
    offers.map((o) => o.id),
    query.compare,
  );
  // One analysis per offer (the market queries run once per view): the checklist is derived from
  // it here, as GET /offers/:id/negotiate-checklist derives it on the server.
  const [analyses, noticePeriodDays] = await Promise.all([
    Promise.all(compared.map((id) => getOfferAnalysis(client, api, id))),
    compared.length > 0 ? getMemberNoticePeriod(client, api) : null,
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const details = compared.map((id, i) => {
    const offer = offers.find((o) => o.id === id)!;
    const result = analyses[i]!;
    const analysis = result.ok ? result.data : null;
    const companyName = offer.company?.name ?? offer.companyName;
    return {
      offer,
      analysis,
      checklist: analysis ? buildChecklist({ analysis, deadline: offer.deadline, today, noticePeriodDays, companyName }) : null,
    };
  });
  return {
    offers,
    compared,
    view: query.view,
    details,
    today,
    suggestions,
  };
}
