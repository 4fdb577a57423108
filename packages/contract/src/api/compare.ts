import { z } from 'zod';
import { COMPARE_Q_MAX, readComparisonQ } from '../comparison.js';
import { cc, named, routesOf, serialId } from './schemas.js';

/**
 * Compare and switch (SPEC §7: GET /compare, /compare/leads/contacts, /compare/list;
 * docs/decisions/051-compare-lists-and-contacts.md): the comparisons visitors open most in a region
 * (counted per pair and visitor-day, no identity kept, none under MIN_SLICE visitor-days), a
 * member's saved comparisons, and how many members could answer questions about each compared
 * company (asked through the referrals' request flow, never named).
 */

/** A comparison's q, checked as the comparison page checks it (comparison.ts: readComparisonQ). */
export const comparisonQ = z
  .string({ error: 'q is required' })
  .min(1, 'q is required')
  .max(COMPARE_Q_MAX, `q must be at most ${COMPARE_Q_MAX} characters`)
  .regex(/^[a-z0-9-]+$/, 'q must be {company}--{title} (or {company}) entries joined by --vs-- in slug form')
  .superRefine((q, ctx) => {
    const read = readComparisonQ(q);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: read.message });
  });

/** An entry of a listed comparison: its company, and its title (null for all of the company's titles). */
export const comparisonEntryNames = z.object({ company: named, title: named.nullable() });

/** A comparison as lists show it: its pair (the entries sorted), its page and its entries' names. */
const listedComparison = z.object({
  /** The entries sorted and joined by --vs--: "A vs B" and "B vs A" are one pair. */
  pair: z.string(),
  /** Its page, e.g. /in/compare/companies/infosys--vs--tata-consultancy-services. */
  path: z.string(),
  entries: z.array(comparisonEntryNames),
});

// ---------------------------------------------------------------------------------------------
// GET /compare/list

export const POPULAR_COMPARISONS_MAX = 20;
/** The window popular comparisons are counted over. */
export const POPULAR_COMPARISONS_DAYS = 30;

export const popularComparison = listedComparison.extend({
  /** Visitor-days in the window: each visitor counts once a day per pair; never under MIN_SLICE (not listed then). */
  visitors: z.number().int(),
  /** Some of its count is generated demo data: the page labels it. */
  isDemo: z.boolean(),
});
export type PopularComparison = z.infer<typeof popularComparison>;

export const popularComparisons = z.object({
  countryCode: cc,
  /** Listed only from this many visitor-days in the window. */
  minSlice: z.number().int(),
  windowDays: z.number().int(),
  items: z.array(popularComparison),
});
export type PopularComparisons = z.infer<typeof popularComparisons>;

const compareRoutes = routesOf('compare', 'member');

export const getPopularComparisons = compareRoutes.get('/compare/list', popularComparisons, {
  access: 'public',
  summary: `The region's most opened comparisons in the last ${POPULAR_COMPARISONS_DAYS} days (up to ${POPULAR_COMPARISONS_MAX}), each from MIN_SLICE visitor-days`,
  querystring: z.object({ cc }),
});

// ---------------------------------------------------------------------------------------------
// GET /compare, POST /compare, DELETE /compare/:id

export const SAVED_COMPARISONS_MAX = 50;

export const savedComparison = listedComparison.extend({
  id: z.number().int(),
  countryCode: cc,
  createdAt: z.string(),
});
export type SavedComparison = z.infer<typeof savedComparison>;

export const savedComparisons = z.object({
  /** Newest first. */
  items: z.array(savedComparison),
  /** The most a member may keep. */
  max: z.number().int(),
});
export type SavedComparisons = z.infer<typeof savedComparisons>;

export const comparisonBody = z.object({ cc, q: comparisonQ }).strict();
export type ComparisonBody = z.infer<typeof comparisonBody>;

export const getSavedComparisons = compareRoutes.get('/compare', savedComparisons, {
  summary: "The member's saved comparisons, newest first, each with its page",
});

export const saveComparison = compareRoutes.post('/compare', savedComparison, {
  summary: `Saves a comparison (its pair: saving it again, in any order, keeps one); at most ${SAVED_COMPARISONS_MAX} a member`,
  body: comparisonBody,
});

export const deleteSavedComparison = compareRoutes.delete('/compare/:id', z.object({ deleted: z.literal(true) }), {
  summary: "Removes one of the member's saved comparisons (another member's is not found)",
  params: z.object({ id: serialId('id must be a saved comparison id') }),
});

// ---------------------------------------------------------------------------------------------
// GET /compare/leads/contacts

export const compareContact = z.object({
  company: named,
  /**
   * Members verified at the company who offered to answer (its referrers, ADR 048): their number
   * from MIN_SLICE; null under it (shown as "fewer than" MIN_SLICE, never exactly).
   */
  members: z.number().int().nullable(),
  /** Demo referrers there (generated, labelled; never asked). */
  demoMembers: z.number().int(),
  /** Their median hours to answer a request; null under the privacy floor (answers from fewer than MIN_SLICE of them). */
  medianAnswerHours: z.number().nullable(),
});
export type CompareContact = z.infer<typeof compareContact>;

export const compareContacts = z.object({
  countryCode: cc,
  minSlice: z.number().int(),
  /** One per company of the comparison, in its order. */
  companies: z.array(compareContact),
});
export type CompareContacts = z.infer<typeof compareContacts>;

export const getCompareContacts = compareRoutes.get('/compare/leads/contacts', compareContacts, {
  summary:
    'For each company of a comparison: how many verified members there can answer questions, and how fast (no names: asked through a referral request)',
  querystring: z.object({ cc, q: comparisonQ }),
});
