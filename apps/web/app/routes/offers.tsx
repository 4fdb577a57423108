import { Alert, Text } from '@mantine/core';
import { data, redirect } from 'react-router';
import type { Route } from './+types/offers';
import { paths } from '~/config/paths';
import { createOffer } from '~/features/offers/api/create-offer';
import { setOfferSharing } from '~/features/offers/api/set-offer-sharing';
import { OfferDetailCard } from '~/features/offers/components/offer-detail';
import { OfferForm } from '~/features/offers/components/offer-form';
import { ComparePicker, OffersCompare } from '~/features/offers/components/offers-compare';
import classes from '~/features/offers/components/offers.module.css';
import { EMPTY_OFFER_FORM, formToBody, typedValues } from '~/features/offers/offer-form';
import { offersSearch, parseOffersQuery } from '~/features/offers/offers-query';
import { loadOffers } from '~/features/offers/offers.loader';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { parseFormBody } from '~/lib/form-body';
import { privatePageMeta } from '~/lib/meta';
import { memberFormAction } from '~/lib/server-api';

/**
 * /offers: the member's job offers (SPEC §7 Offers). Everything renders on the server from the
 * API: the offers, up to three side by side in the yearly or first-year view (both in the URL),
 * each one's market analysis, vesting, India in-hand pay and negotiation checklist, and the form
 * to add one (a plain POST; its captcha needs JavaScript, and the page says so).
 */
export const loader = (args: Route.LoaderArgs) => loadOffers(args);

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const { api, client, form } = await memberFormAction(args);
  if (form.get('intent') === 'sharing') {
    // One offer's choice; back to the same view, at that offer.
    const id = String(form.get('offerId') ?? '');
    const result = await setOfferSharing(client, api, id, form.get('countInFigures') === 'on');
    const url = new URL(request.url);
    if (result.ok) return redirect(`${paths.offers()}${url.search}#offer-${result.data.id}`);
    return data({ ok: false as const, sharing: true as const, message: result.message }, { status: result.status === 401 ? 401 : 400 });
  }
  const body = parseFormBody(api.createOffer, formToBody(form));
  const result = body.ok ? await createOffer(client, api, body.body) : body;
  if (result.ok) {
    // The new offer first, beside the ones being compared.
    const current = parseOffersQuery(new URL(request.url).searchParams);
    const compare = [result.data.id, ...current.compare.filter((id) => id !== result.data.id)].slice(0, 3);
    return redirect(`${paths.offers()}${offersSearch({ compare, view: current.view })}#offer-${result.data.id}`);
  }
  // `attempt` remounts the form for every refusal: the fields show what was typed, the captcha starts afresh.
  return data(
    { ok: false as const, message: result.message, typed: typedValues(form), attempt: `${Date.now()}-${Math.random()}` },
    { status: result.status === 401 ? 401 : 400 },
  );
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Your offers',
  description: 'Compare your job offers with the market: percentile ranks, vesting, in-hand pay and what to negotiate.',
  path: paths.offers(),
});

export default function OffersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, compared, view, details, today, suggestions } = loaderData;
  const sharingError = actionData && 'sharing' in actionData ? actionData.message : null;
  const refused = actionData && !('sharing' in actionData) && !actionData.ok ? actionData : null;
  const error = refused?.message ?? null;
  const initial = refused?.typed ?? EMPTY_OFFER_FORM;
  return (
    <PageFrame>
      <PageHeading eyebrow="Offers" title="Your offers">
        <Text c="dimmed" mt={6}>
          See where each offer sits in its market, what it pays in the first year and over four, and what to ask for before you answer.
        </Text>
      </PageHeading>

      {error && (
        <Alert color="red" role="alert" title="The offer was not added">
          {error}
        </Alert>
      )}

      {sharingError && (
        <Alert color="red" role="alert" title="Your choice was not saved">
          {sharingError}
        </Alert>
      )}

      <details className={`${blocks.card} ${classes.addCard}`} open={offers.length === 0 || Boolean(error)}>
        <summary>Add an offer</summary>
        {/* A fresh form (and captcha) after each refusal, and after each offer added. */}
        <OfferForm key={refused?.attempt ?? `after-${offers[0]?.id ?? 'none'}`} initial={initial} suggestions={suggestions} />
      </details>

      {offers.length > 0 && (
        <>
          <section className={blocks.card} aria-label="Your offers">
            <ComparePicker offers={offers} compared={compared} view={view} />
          </section>
          <OffersCompare details={details} view={view} />
          {details.map((d) => (
            <OfferDetailCard key={d.offer.id} detail={d} view={view} today={today} />
          ))}
        </>
      )}
    </PageFrame>
  );
}
