import { z } from 'zod';
import { countryCodeOf, makePay, parseLocations, remoteFromText, toDate, toNumber, readBoard } from './html.js';
import type { ReaderOptions, BoardReader } from './html.js';
import type { EmploymentType, PayInterval, PostingLocation, PostingPay, ReadResult, RemoteKind } from './posting.types.js';

/**
 * The Ashby public job board API, saved from
 * GET https://api.ashbyhq.com/posting-api/job-board/{name}?includeCompensation=true
 */

const NOT_ASHBY = 'not an Ashby job board response';
export const SKIP_UNLISTED = 'unlisted';

const address = z.looseObject({
  postalAddress: z
    .looseObject({ addressLocality: z.string().nullish(), addressRegion: z.string().nullish(), addressCountry: z.string().nullish() })
    .nullish(),
});
const component = z.looseObject({
  compensationType: z.string().nullish(),
  interval: z.string().nullish(),
  currencyCode: z.string().nullish(),
  minValue: z.unknown(),
  maxValue: z.unknown(),
});
type Component = z.infer<typeof component>;
const job = z.looseObject({
  id: z.string().nullish(),
  title: z.string().nullish(),
  location: z.string().nullish(),
  secondaryLocations: z.array(z.looseObject({ location: z.string().nullish(), address: address.nullish() })).nullish(),
  department: z.string().nullish(),
  team: z.string().nullish(),
  isListed: z.boolean().nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: z.string().nullish(),
  descriptionHtml: z.string().nullish(),
  publishedAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  employmentType: z.string().nullish(),
  address: address.nullish(),
  jobUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  compensation: z
    .looseObject({
      compensationTiers: z.array(z.looseObject({ components: z.array(component).nullish() })).nullish(),
      summaryComponents: z.array(component).nullish(),
    })
    .nullish(),
});
type AshbyJob = z.infer<typeof job>;

const response = z.looseObject({ jobs: z.array(z.unknown()) });

const EMPLOYMENT_TYPES: Record<string, EmploymentType> = {
  FullTime: 'full-time',
  PartTime: 'part-time',
  Intern: 'internship',
  Contract: 'contract',
  Temporary: 'temporary',
};
const WORKPLACE: Record<string, RemoteKind> = { Remote: 'full', Hybrid: 'hybrid', OnSite: 'none' };
const INTERVALS: Record<string, PayInterval> = { '1 YEAR': 'year', '1 MONTH': 'month', '1 HOUR': 'hour' };

const ASHBY: BoardReader<AshbyJob> = {
  boardType: 'ashby',
  notBoard: NOT_ASHBY,
  postingsOf: (parsed) => response.safeParse(parsed).data?.jobs ?? null,
  expected: 'an object with a jobs array',
  posting: job,
  // Unlisted postings are reachable by link only: the company did not mean them to be found.
  skip: (j) => (j.isListed === false ? SKIP_UNLISTED : null),
  fields: (j) => ({
    title: j.title,
    applyUrls: [j.jobUrl, j.applyUrl],
    externalId: (applyUrl) => j.id?.trim() || lastPathSegment(applyUrl),
    posted: toDate(j.publishedAt),
    updated: toDate(j.updatedAt),
    descriptionHtml: j.descriptionHtml ?? '',
    departments: [j.department, j.team],
    details: () => {
      const locations = locationsOf(j);
      return { locations, remote: remoteOf(j, locations), employmentType: EMPLOYMENT_TYPES[j.employmentType ?? ''] ?? null, pay: payOf(j) };
    },
  }),
};

export const readAshby = (json: string, options: ReaderOptions): ReadResult => readBoard(ASHBY, json, options);

/** "https://jobs.ashbyhq.com/acme/4f1c…" → "4f1c…": the posting's id when the response leaves `id` out. */
function lastPathSegment(url: string): string | null {
  const segments = new URL(url).pathname.split('/').filter((s) => s !== '');
  const last = segments[segments.length - 1];
  // The application form's URL ends in /application; the id is the segment before it.
  if (last === 'application') return segments[segments.length - 2] ?? null;
  return last ?? null;
}

/** The primary location, then the secondary ones, each with the country its structured address gives. */
function locationsOf(j: AshbyJob): PostingLocation[] {
  const entries = [
    { text: j.location, country: j.address?.postalAddress?.addressCountry },
    ...(j.secondaryLocations ?? []).map((s) => ({ text: s.location, country: s.address?.postalAddress?.addressCountry })),
  ];
  const seen = new Set<string>();
  return entries
    .flatMap((entry) => parseLocations([entry.text], countryCodeOf(entry.country)))
    .filter((location) => {
      const key = location.raw.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function remoteOf(j: AshbyJob, locations: PostingLocation[]): RemoteKind {
  const stated = WORKPLACE[j.workplaceType ?? ''];
  if (stated) return stated;
  if (j.isRemote) return 'full';
  return remoteFromText(locations.map((l) => l.raw));
}

/** The salary component: the summary's when Ashby gives one, else the first tier's. */
function payOf(j: AshbyJob): PostingPay | null {
  const compensation = j.compensation;
  if (!compensation) return null;
  const isSalary = (c: Component) => c.compensationType === 'Salary';
  const salary =
    (compensation.summaryComponents ?? []).find(isSalary) ?? (compensation.compensationTiers?.[0]?.components ?? []).find(isSalary);
  if (!salary) return null;
  return makePay(toNumber(salary.minValue), toNumber(salary.maxValue), salary.currencyCode, INTERVALS[salary.interval ?? ''] ?? null);
}
