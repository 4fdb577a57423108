import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { parseFormBody } from '~/lib/form-body';
import { memberFormAction } from '~/lib/server-api';
import { addOffer } from './api/add-offer';
import { deleteOffer } from './api/delete-offer';
import { editOffer } from './api/edit-offer';
import {
  ADD_OFFER,
  formToOfferBody,
  MARK_SENT,
  OFFER_INTENTS,
  offersHref,
  parseOffersQuery,
  REMOVE_OFFER,
  typedOfferValues,
  withDone,
  type OfferFormValues,
  type OfferIntent,
} from './offer-form';

export type OfferActionData = {
  ok: false;
  intent: OfferIntent;
  /** The offer a row's form acted on; null for the add form. */
  offer: number | null;
  message: string;
  /** What the add form had typed. */
  typed: OfferFormValues;
  /** A fresh key per refusal: the add form remounts with what was typed. */
  attempt: string;
};

/**
 * /compa/offers' forms (ADR 054, "Candidate offers"): add an offer (the posted fields checked with
 * the contract's schema, the API's own words when refused), mark one sent or back to draft, remove
 * one (analysts and admins; a viewer's post is the API's 403, said on the page). Done, the page
 * opens again with its filters and `done=`; refused, the form says why and keeps what was typed.
 */
export async function offersAction(args: ActionFunctionArgs) {
  const { api, client, form, field } = await memberFormAction(args);
  const intent = (OFFER_INTENTS as readonly string[]).includes(field('intent')) ? (field('intent') as OfferIntent) : null;
  const idText = field('offer');
  const offer = /^\d{1,10}$/.test(idText) ? Number(idText) : null;
  const refused = (message: string, status: number) =>
    data(
      {
        ok: false,
        intent: intent ?? ADD_OFFER,
        offer,
        message,
        typed: typedOfferValues(form),
        attempt: `${Date.now()}-${Math.random()}`,
      } satisfies OfferActionData,
      { status: status >= 400 && status < 500 ? status : 502 },
    );
  if (intent === null) return refused('This form is not one of this page', 400);
  const query = parseOffersQuery(new URL(args.request.url).searchParams);

  if (intent === ADD_OFFER) {
    const body = parseFormBody(api.addCompaOffer, formToOfferBody(form));
    if (!body.ok) return refused(body.message, body.status);
    const added = await addOffer(client, api, body.body);
    if (!added.ok) return refused(added.message, added.status);
    // Newest first, so the new offer heads the first page.
    throw redirect(withDone(offersHref({ sort: 'newest' }), ADD_OFFER, `#offer-${added.data.offer.id}`));
  }
  if (offer === null) return refused('No offer chosen: use the buttons of an offer in the list', 400);
  const result =
    intent === REMOVE_OFFER
      ? await deleteOffer(client, api, offer)
      : await editOffer(client, api, offer, { status: intent === MARK_SENT ? 'sent' : 'draft' });
  if (!result.ok) return refused(result.message, result.status);
  throw redirect(withDone(offersHref(query), intent, intent === REMOVE_OFFER ? '#offers-title' : `#offer-${offer}`));
}
