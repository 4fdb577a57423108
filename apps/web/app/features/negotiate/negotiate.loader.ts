import type { CountryCode } from '@paysight/contract/core';
import type { LoaderFunctionArgs } from 'react-router';
import { getCountryCode } from '~/features/auth/api/get-country-code';
import { serverApi } from '~/lib/server-api';
import { securityPopupModel } from '~/shell/security-popup-model';
import { getNegotiationReviews } from './api/get-negotiation-reviews';
import { getNegotiatorProfiles } from './api/get-negotiator-profiles';
import { canonicalHref, negotiateHref, parseNegotiateQuery } from './negotiate-query';
import { negotiateDescription, negotiateTitle } from './negotiate-text';

export async function loadNegotiate({ request, context }: LoaderFunctionArgs) {
  const parsed = parseNegotiateQuery(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const region: CountryCode = parsed.region ?? (await getCountryCode(client, api));
  const { q, page } = parsed;
  const [coaches, reviews] = await Promise.all([
    getNegotiatorProfiles(client, api, { cc: region, q }),
    getNegotiationReviews(client, api, { region, page }),
  ]);
  if (!reviews.ok) throw new Error(`GET /app-reviews/negotiation answered ${reviews.status}: ${reviews.message}`);

  const canonical = canonicalHref(region);
  const title = negotiateTitle(region);
  const common = {
    region,
    q,
    page,
    canonical,
    title,
    description: negotiateDescription(region, reviews.data.summary),
    reviews: reviews.data,
  };
  if (coaches.ok) {
    return { kind: 'ok' as const, ...common, demo: coaches.data.demo || reviews.data.demo, coaches: coaches.data };
  }
  if (coaches.status === 429) {
    const links = securityPopupModel({ signedIn: Boolean(context.user), url: negotiateHref({ region, q, page }) });
    return {
      kind: 'limited' as const,
      ...common,
      demo: reviews.data.demo,
      message: coaches.message,
      signInHref: links.signInHref,
      upgradeHref: links.upgradeHref,
    };
  }
  throw new Error(`GET /${region}/negotiator/profiles answered ${coaches.status}: ${coaches.message}`);
}
