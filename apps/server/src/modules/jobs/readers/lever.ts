import { escapeText } from 'entities';
import { z } from 'zod';
import {
  SKIP_NO_APPLY_URL,
  SKIP_NO_DATE,
  SKIP_NO_TITLE,
  SKIP_UNREADABLE,
  cleanTitle,
  cleanUrl,
  collectPostings,
  countryCodeOf,
  employmentTypeFromText,
  employmentTypeFromTitle,
  htmlToText,
  laterOf,
  makePay,
  parseLocations,
  parseResponse,
  remoteFromText,
  sanitiseDescription,
  toDate,
  toNumber,
  type PostingOutcome,
  type ReaderOptions,
} from './html.js';
import type { PayInterval, PostingPay, ReadResult, RemoteKind } from './posting.types.js';

/**
 * The Lever Postings API, saved from GET https://api.lever.co/v0/postings/{site}?mode=json: a
 * top-level array of postings, dates in epoch milliseconds.
 */

const NOT_LEVER = 'not a Lever postings response';

const listSection = z.looseObject({ text: z.string().nullish(), content: z.string().nullish() });
const posting = z.looseObject({
  id: z.string().min(1),
  text: z.string().nullish(),
  createdAt: z.number().nullish(),
  updatedAt: z.number().nullish(),
  categories: z
    .looseObject({
      commitment: z.string().nullish(),
      department: z.string().nullish(),
      location: z.string().nullish(),
      team: z.string().nullish(),
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  country: z.string().nullish(),
  workplaceType: z.string().nullish(),
  description: z.string().nullish(),
  lists: z.array(listSection).nullish(),
  additional: z.string().nullish(),
  hostedUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  salaryRange: z
    .looseObject({ min: z.unknown(), max: z.unknown(), currency: z.string().nullish(), interval: z.string().nullish() })
    .nullish(),
});
type LeverPosting = z.infer<typeof posting>;

/** Lever's salary intervals that fit the posting shape; weekly, daily and one-time pay have no place in it. */
const INTERVALS: Record<string, PayInterval> = {
  'per-year-salary': 'year',
  'per-month-salary': 'month',
  'per-hour-wage': 'hour',
};

const WORKPLACE: Record<string, RemoteKind> = { remote: 'full', hybrid: 'hybrid', onsite: 'none' };

export function readLever(json: string, options: ReaderOptions): ReadResult {
  const parsed = parseResponse(json, NOT_LEVER);
  if (!Array.isArray(parsed)) throw new Error(`${NOT_LEVER}: expected an array of postings`);
  return collectPostings(
    parsed.map((raw) => readPosting(raw, options)),
    options.now,
  );
}

function readPosting(raw: unknown, options: ReaderOptions): PostingOutcome {
  const parsed = posting.safeParse(raw);
  if (!parsed.success) return { skip: SKIP_UNREADABLE };
  const p = parsed.data;

  const title = cleanTitle(p.text);
  if (title === '') return { skip: SKIP_NO_TITLE };
  // The hosted page is the posting a person reads before applying; applyUrl is its form.
  const applyUrl = cleanUrl(p.hostedUrl) ?? cleanUrl(p.applyUrl);
  if (!applyUrl) return { skip: SKIP_NO_APPLY_URL };
  const posted = toDate(p.createdAt);
  if (!posted) return { skip: SKIP_NO_DATE };

  const categories = p.categories ?? {};
  const allLocations = categories.allLocations ?? [];
  const locationTexts = allLocations.length > 0 ? allLocations : [categories.location];
  const descriptionHtml = sanitiseDescription(descriptionOf(p));

  return {
    boardType: 'lever',
    boardToken: options.boardToken,
    externalId: p.id,
    title,
    companyName: options.companyName,
    locations: parseLocations(locationTexts, countryCodeOf(p.country)),
    remote: WORKPLACE[p.workplaceType ?? ''] ?? remoteFromText(locationTexts),
    employmentType: employmentTypeFromText(categories.commitment) ?? employmentTypeFromTitle(title),
    department: cleanTitle(categories.department) || cleanTitle(categories.team) || null,
    descriptionHtml,
    descriptionText: htmlToText(descriptionHtml),
    pay: payOf(p),
    postedAt: posted,
    updatedAt: laterOf(posted, toDate(p.updatedAt)),
    applyUrl,
  };
}

/** Lever splits the page into an opening, titled lists ("What you'll do") and a closing; the description is all three. */
function descriptionOf(p: LeverPosting): string {
  const lists = (p.lists ?? []).map((list) => `<h3>${escapeText(list.text ?? '')}</h3><ul>${list.content ?? ''}</ul>`).join('');
  return `${p.description ?? ''}${lists}${p.additional ?? ''}`;
}

function payOf(p: LeverPosting): PostingPay | null {
  const range = p.salaryRange;
  if (!range) return null;
  return makePay(toNumber(range.min), toNumber(range.max), range.currency, INTERVALS[range.interval ?? ''] ?? null);
}
