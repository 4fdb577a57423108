import { escapeText } from 'entities';
import { z } from 'zod';
import { countryCodeOf, employmentTypeFromText, makePay, parseLocations, remoteFromText, toDate, toNumber, readBoard } from './html.js';
import type { ReaderOptions, BoardReader } from './html.js';
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

const LEVER: BoardReader<LeverPosting> = {
  boardType: 'lever',
  notBoard: NOT_LEVER,
  postingsOf: (parsed) => (Array.isArray(parsed) ? parsed : null),
  expected: 'an array of postings',
  posting,
  fields: (p) => {
    const categories = p.categories ?? {};
    return {
      title: p.text,
      // The hosted page is the posting a person reads before applying; applyUrl is its form.
      applyUrls: [p.hostedUrl, p.applyUrl],
      externalId: () => p.id,
      posted: toDate(p.createdAt),
      updated: toDate(p.updatedAt),
      descriptionHtml: descriptionOf(p),
      departments: [categories.department, categories.team],
      details: () => {
        const allLocations = categories.allLocations ?? [];
        const locationTexts = allLocations.length > 0 ? allLocations : [categories.location];
        return {
          locations: parseLocations(locationTexts, countryCodeOf(p.country)),
          remote: WORKPLACE[p.workplaceType ?? ''] ?? remoteFromText(locationTexts),
          employmentType: employmentTypeFromText(categories.commitment),
          pay: payOf(p),
        };
      },
    };
  },
};

export const readLever = (json: string, options: ReaderOptions): ReadResult => readBoard(LEVER, json, options);

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
