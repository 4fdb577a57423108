import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';
import { named, currency, routesOf } from './schemas.js';

/**
 * Talent flow, "switch" (SPEC §1, §7 Compare and switch, ADR 028), premium only: where people
 * from a company go next and where they came from, or where a school's (a major's) graduates
 * found their first job; with the median time before the move and the median pay change, read
 * from career histories. A flow of fewer than MIN_SLICE people is never shown; neither is a
 * median over fewer than MIN_SLICE moves (it is null then).
 */

const idSlug = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} must not be empty`)
    .max(120, `${field} must be at most 120 characters`)
    .regex(/^[a-z0-9-]+$/, `${field} must be a slug (lower-case letters, digits and dashes)`);

/** A next (first) title people took in a flow, with how many did: only titles of at least MIN_SLICE people. */
export const switchTitle = z.object({ name: z.string(), slug: z.string(), count: z.number().int() });

/** One flow between the company and another one. */
export const switchFlow = z.object({
  company: named,
  /** People in the flow (each counted once). */
  count: z.number().int(),
  /** Median months at the company before leaving it ("went to"), or at the previous company before joining ("came from"). */
  medianMonths: z.number(),
  /**
   * Median pay change on the move, in percent (1 decimal): the first yearly total at the new
   * company against the last one at the old; over the moves where both are known, null when
   * fewer than MIN_SLICE.
   */
  medianPayChangePercent: z.number().nullable(),
  /** Moves the pay change is read from. */
  payChangeCount: z.number().int(),
  /** The titles people took at the new company, most taken first (at most 3). */
  topTitles: z.array(switchTitle),
});
export type SwitchFlow = z.infer<typeof switchFlow>;

/** Flows one way, largest first. */
export const switchFlows = z.object({
  flows: z.array(switchFlow),
  /** People whose flow is too small to show, summed; null when that sum is itself under MIN_SLICE (then left out). */
  otherCount: z.number().int().nullable(),
});

/** Graduates' first employer. */
export const firstJobFlow = z.object({
  company: named,
  count: z.number().int(),
  /** Median months from graduation (1 July of the final year) to the first job; 0 when it started before. */
  medianMonthsToJob: z.number(),
  /** Median yearly total the first job began with; null when fewer than MIN_SLICE of them are known. */
  medianPay: z.number().nullable(),
  payCount: z.number().int(),
  topTitles: z.array(switchTitle),
});
export type FirstJobFlow = z.infer<typeof firstJobFlow>;

export const switchData = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  currency,
  /** What {id} named: a company, a school or a major. */
  kind: z.enum(['company', 'school', 'major']),
  subject: named,
  /** The privacy floor the figures respect (config MIN_SLICE). */
  minSlice: z.number().int(),
  /** A company: where its people went next; null for a school or major. */
  wentTo: switchFlows.nullable(),
  /** A company: where its people came from; null for a school or major. */
  cameFrom: switchFlows.nullable(),
  /** A school or major: its graduates' first employers; null for a company. */
  firstJobs: switchFlows.extend({ flows: z.array(firstJobFlow) }).nullable(),
  /** Some shown people are generated demo histories: pages label the figures as demo. */
  isDemo: z.boolean(),
});
export type SwitchData = z.infer<typeof switchData>;

const params = z.object({ cc: z.enum(COUNTRY_CODES), id: idSlug('id') });

const careerRoutes = routesOf('career', 'premium');

export const getSwitch = careerRoutes.get('/:cc/switch/:id', switchData, {
  summary: 'Talent flow of a company (where its people go next and come from) or a school (its graduates’ first employers)',
  params,
});

export const getMajorSwitch = careerRoutes.get('/:cc/switch/major/:id', switchData, {
  summary: 'First employers of the graduates of a major (by its slug, any school)',
  params,
});

export const getMySwitch = careerRoutes.get('/career/switch', switchData, {
  summary: 'Talent flow of the signed-in member’s current company (their current position, else their profile company)',
  querystring: z.object({
    /** The region when the member has no position to take it from. */
    cc: z.enum(COUNTRY_CODES).default('in'),
  }),
});
