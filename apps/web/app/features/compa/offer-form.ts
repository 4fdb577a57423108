import type { api } from '@paysight/contract';
import { parseTypedAmount, type RouteInput } from '@paysight/contract/core';
import { paths } from '~/config/paths';
import { withoutUndefined, type FormFields } from '~/lib/form-body';

/**
 * /compa/offers as plain data (ADR 054, "Candidate offers"): the page's URL (status filter, sort,
 * page), the add-an-offer form's fields and the body made from a posted form (plain HTML: every
 * value arrives as text), what was typed (shown again after a refusal), and the intents of the
 * page's forms.
 */

export const OFFERS_PATH = paths.compaOffers();

export const OFFER_SORTS = ['newest', 'below-min', 'candidate'] as const satisfies readonly api.CompaOffersQuery['sort'][];
export const OFFER_STATUSES = ['draft', 'sent'] as const satisfies readonly api.CompaOfferStatus[];

export const OFFER_SORT_LABEL: Record<api.CompaOffersQuery['sort'], string> = {
  newest: 'Newest first',
  'below-min': 'Below minimum first',
  candidate: 'Candidate',
};
export const OFFER_STATUS_LABEL: Record<api.CompaOfferStatus, string> = { draft: 'Draft', sent: 'Sent' };

export interface OffersQuery {
  status?: api.CompaOfferStatus;
  sort: api.CompaOffersQuery['sort'];
  /** From 1; left out on the first. */
  page?: number;
}

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/** The URL's query; values outside the contract are dropped (a hand-edited URL shows every offer, never an error). */
export function parseOffersQuery(params: URLSearchParams): OffersQuery {
  const q: OffersQuery = { sort: oneOf(OFFER_SORTS, params.get('sort')) ?? 'newest' };
  const status = oneOf(OFFER_STATUSES, params.get('status'));
  if (status) q.status = status;
  const page = params.get('page');
  if (page && /^\d{1,3}$/.test(page) && Number(page) > 1 && Number(page) <= 100) q.page = Number(page);
  return q;
}

/** GET /compa/offers' query for the page's (the default sort and the first page left out). */
export function offersApiQuery(q: OffersQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.status) out.status = q.status;
  if (q.sort !== 'newest') out.sort = q.sort;
  if (q.page && q.page > 1) out.page = String(q.page);
  return out;
}

export function offersHref(q: OffersQuery, hash = ''): string {
  const s = new URLSearchParams(offersApiQuery(q)).toString();
  return `${OFFERS_PATH}${s ? `?${s}` : ''}${hash}`;
}

/** The page's forms, by intent. */
export const ADD_OFFER = 'add-offer';
export const MARK_SENT = 'mark-sent';
export const MARK_DRAFT = 'mark-draft';
export const REMOVE_OFFER = 'remove-offer';
export const OFFER_INTENTS = [ADD_OFFER, MARK_SENT, MARK_DRAFT, REMOVE_OFFER] as const;
export type OfferIntent = (typeof OFFER_INTENTS)[number];

/** What the page says after a change (`done=`). */
export const OFFER_DONE: Record<OfferIntent, string> = {
  [ADD_OFFER]: 'Offer added: its figures are below.',
  [MARK_SENT]: 'Offer marked sent.',
  [MARK_DRAFT]: 'Offer back to draft.',
  [REMOVE_OFFER]: 'Offer removed.',
};
/** The page's address with what was done (`done=`) and where to land. */
export const withDone = (href: string, intent: OfferIntent, hash = '') => `${href}${href.includes('?') ? '&' : '?'}done=${intent}${hash}`;
export const parseDone = (v: string | null): OfferIntent | null =>
  (OFFER_INTENTS as readonly string[]).includes(v ?? '') ? (v as OfferIntent) : null;

export const OFFER_FORM_FIELDS = [
  'candidate',
  'title',
  'level',
  'family',
  'location',
  'currency',
  'base',
  'bonusTarget',
  'equity',
  'equityType',
  'equityUnits',
  'bandGroupId',
] as const;
export type OfferFormField = (typeof OFFER_FORM_FIELDS)[number];
export type OfferFormValues = Record<OfferFormField, string>;

/** An empty form in the workspace's currency. */
export function emptyOfferForm(currency: string): OfferFormValues {
  return { ...(Object.fromEntries(OFFER_FORM_FIELDS.map((f) => [f, ''])) as OfferFormValues), currency };
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};
const orUndefined = (s: string) => (s === '' ? undefined : s);
/** A typed amount ("18,00,000", "18 lakhs", "$120k"); empty is left out (the schema's default); unreadable stays as typed. */
const amount = (s: string) => parseTypedAmount(s) ?? undefined;
/** A standard level (1–8) as a number; a name or a level of the workspace's scale as typed. */
const level = (s: string): number | string => (/^[1-8]$/.test(s) ? Number(s) : s);
const id = (s: string): number | string | undefined => (s === '' ? undefined : /^\d{1,10}$/.test(s) ? Number(s) : s);

/** POST /compa/offers' fields as the form posts them (the action checks them: parseFormBody). */
export type OfferFormBody = FormFields<RouteInput<typeof api.addCompaOffer, 'body'>>;

/**
 * The body of POST /compa/offers from the submitted form. Values that cannot be read stay as typed,
 * so the contract's schema names the field when it refuses them; an optional field left empty is
 * not sent.
 */
export function formToOfferBody(form: FormData): OfferFormBody {
  return withoutUndefined({
    candidate: str(form, 'candidate'),
    title: str(form, 'title'),
    level: level(str(form, 'level')),
    family: str(form, 'family'),
    location: str(form, 'location'),
    currency: str(form, 'currency'),
    base: amount(str(form, 'base')) ?? '',
    bonusTarget: amount(str(form, 'bonusTarget')),
    equity: amount(str(form, 'equity')),
    equityType: orUndefined(str(form, 'equityType')),
    equityUnits: amount(str(form, 'equityUnits')),
    bandGroupId: id(str(form, 'bandGroupId')),
  } satisfies OfferFormBody);
}

/** What was typed, to show again after a refusal. */
export function typedOfferValues(form: FormData): OfferFormValues {
  return Object.fromEntries(OFFER_FORM_FIELDS.map((f) => [f, str(form, f)])) as OfferFormValues;
}
