import { decodeHTML } from 'entities';
import { z } from 'zod';
import { employmentTypeFromText, makePay, parseLocations, remoteFromText, toDate, toNumber, readBoard } from './html.js';
import type { ReaderOptions, BoardReader } from './html.js';
import type { EmploymentType, PayInterval, PostingPay, ReadResult, RemoteKind } from './posting.types.js';

/**
 * The Greenhouse Job Board API, saved from
 * GET https://boards-api.greenhouse.io/v1/boards/{token}/jobs?content=true
 * Fields are read loosely: Greenhouse adds fields over time and leaves many null.
 */

const NOT_GREENHOUSE = 'not a Greenhouse job board response';

const named = z.looseObject({ name: z.string().nullish() });
const office = z.looseObject({
  name: z.string().nullish(),
  // Older responses nest the office location as { name }; current ones give the text.
  location: z.union([z.string(), named]).nullish(),
});
const metadataField = z.looseObject({
  name: z.string().nullish(),
  value: z.unknown(),
});
const payRange = z.looseObject({
  min_cents: z.unknown(),
  max_cents: z.unknown(),
  currency_type: z.string().nullish(),
  title: z.string().nullish(),
  blurb: z.string().nullish(),
});
const job = z.looseObject({
  id: z.union([z.number(), z.string()]),
  title: z.string().nullish(),
  updated_at: z.string().nullish(),
  first_published: z.string().nullish(),
  location: named.nullish(),
  absolute_url: z.string().nullish(),
  metadata: z.array(metadataField).nullish(),
  content: z.string().nullish(),
  departments: z.array(named).nullish(),
  offices: z.array(office).nullish(),
  pay_input_ranges: z.array(payRange).nullish(),
});
type GreenhouseJob = z.infer<typeof job>;

const response = z.looseObject({ jobs: z.array(z.unknown()) });

const GREENHOUSE: BoardReader<GreenhouseJob> = {
  boardType: 'greenhouse',
  notBoard: NOT_GREENHOUSE,
  postingsOf: (parsed) => response.safeParse(parsed).data?.jobs ?? null,
  expected: 'an object with a jobs array',
  posting: job,
  fields: (j) => {
    const updated = toDate(j.updated_at);
    return {
      title: j.title,
      applyUrls: [j.absolute_url],
      externalId: () => String(j.id),
      posted: toDate(j.first_published) ?? updated,
      updated,
      descriptionHtml: decodeHTML(j.content ?? ''),
      departments: [j.departments?.[0]?.name],
      details: () => {
        const officeTexts = (j.offices ?? []).map((o) => (typeof o.location === 'string' ? o.location : (o.location?.name ?? o.name)));
        const locationText = j.location?.name ?? '';
        return {
          // The free-text location is what the candidate sees; offices stand in only when it is empty.
          locations: parseLocations(locationText.trim() !== '' ? [locationText] : officeTexts),
          remote: remoteOf(j, locationText, officeTexts),
          employmentType: employmentTypeOf(j),
          pay: payOf(j.pay_input_ranges ?? []),
        };
      },
    };
  },
};

export const readGreenhouse = (json: string, options: ReaderOptions): ReadResult => readBoard(GREENHOUSE, json, options);

/** The value of a custom field whose name matches, as text (single and multi selects alike). */
function metadataText(j: GreenhouseJob, name: RegExp): string | null {
  const field = (j.metadata ?? []).find((f) => name.test(f.name ?? ''));
  if (!field) return null;
  const values = Array.isArray(field.value) ? field.value : [field.value];
  const text = values.filter((v): v is string => typeof v === 'string').join(' ');
  return text.trim() === '' ? null : text;
}

function employmentTypeOf(j: GreenhouseJob): EmploymentType | null {
  const field = metadataText(j, /employment[\s_-]*type|job[\s_-]*type|time[\s_-]*type|worker[\s_-]*type/i);
  return field === null ? null : employmentTypeFromText(field);
}

function remoteOf(j: GreenhouseJob, locationText: string, officeTexts: (string | null | undefined)[]): RemoteKind {
  // Some companies keep a "Workplace Type" custom field; it is more deliberate than location text.
  const field = metadataText(j, /workplace|remote|location[\s_-]*type/i);
  if (field) {
    if (/\bremote\b/i.test(field)) return 'full';
    if (/\bhybrid\b/i.test(field)) return 'hybrid';
    if (/on-?site|in[\s-]?office/i.test(field)) return 'none';
  }
  const officeNames = (j.offices ?? []).map((o) => o.name);
  return remoteFromText([locationText, ...officeTexts, ...officeNames]);
}

const HOURLY = /\bhourly\b|\bper hour\b|\ban hour\b|\/\s*(?:hour|hr)\b/i;
const MONTHLY = /\bmonthly\b|\bper month\b|\ba month\b|\/\s*(?:month|mo)\b/i;

/**
 * Hours and months are named outright in a range's title ("Hourly", "Monthly stipend"); in the
 * longer blurb only as a rate, since "40 hours a week" or "after 12 months" say nothing of pay.
 */
function intervalOf(title: string, blurb: string): PayInterval {
  if (/\bhours?\b/i.test(title) || HOURLY.test(title) || HOURLY.test(blurb)) return 'hour';
  if (/\bmonths?\b/i.test(title) || MONTHLY.test(title) || MONTHLY.test(blurb)) return 'month';
  return 'year';
}

/**
 * The first range, widened by any later range in the same currency and interval: companies list
 * one range per pay zone, and the posting's pay is the span across them.
 */
function payOf(ranges: z.infer<typeof payRange>[]): PostingPay | null {
  const pays = ranges
    .map((r) => {
      const cents = (value: unknown) => {
        const n = toNumber(value);
        return n === undefined ? undefined : n / 100;
      };
      return makePay(cents(r.min_cents), cents(r.max_cents), r.currency_type, intervalOf(r.title ?? '', r.blurb ?? ''));
    })
    .filter((pay): pay is PostingPay => pay !== null);
  const first = pays[0];
  if (!first) return null;
  return pays
    .filter((pay) => pay.currency === first.currency && pay.interval === first.interval)
    .reduce((wide, pay) => ({ ...wide, min: Math.min(wide.min, pay.min), max: Math.max(wide.max, pay.max) }), first);
}
