import { z } from 'zod';
import { cc, currency, named, routesOf, serialId } from './schemas.js';

/**
 * Talent intelligence (SPEC §1 for employers, `/employers?feature=ti`; docs/decisions/058-talent-intelligence.md):
 * a company's moves read from career histories (the move network that ranks companies, ADR 027/028),
 * never naming a person. Where its hires come from and where its leavers go, by job family and
 * level and by year; the median time in the role left and the median pay change on the move; its
 * share of the moves within a peer group; the offer-to-incumbent ratio.
 *
 * The privacy rule: every shown figure rests on at least `minSlice` people, and every line of cells
 * that adds up to a shown total (the years of a direction, the families, a family's levels) hides
 * its cells so that the hidden ones together hold no one or at least `minSlice` people: a small
 * cell is hidden, then the smallest shown cells beside it until the difference between the total and
 * the shown cells is safe. Hidden cells carry no figure at all, and do not say which of the two
 * reasons hid them (knowing which cell was hidden only to protect another would bound the other).
 */

/** The figures of a shown cell: moves, the distinct people who made them, and the medians (null under the floor). */
export const talentFigures = z.object({
  /** Moves (a person who joined twice is two hires). Cells of one line add up to the line's total. */
  count: z.number().int(),
  /** Distinct people behind the moves: at least minSlice in a shown cell (0 in an empty one). */
  people: z.number().int(),
  /** Median months in the role the person left (the position held just before the move), 1 decimal. */
  medianMonthsInRole: z.number().nullable(),
  /**
   * Median pay change on the move in percent (1 decimal): the yearly total at the new job against
   * the last one at the old, where both are known; null when fewer than minSlice people's are.
   */
  medianPayChangePercent: z.number().nullable(),
  /** Moves the pay change is read from; null when fewer than minSlice people's pay is known. */
  payChangeCount: z.number().int().nullable(),
});
export type TalentFigures = z.infer<typeof talentFigures>;

/** One cell of a breakdown: its figures, or none (hidden: `figures` is null). */
export const talentCell = z.object({
  key: z.string(),
  label: z.string(),
  figures: talentFigures.nullable(),
  hidden: z.boolean(),
});
export type TalentCell = z.infer<typeof talentCell>;

/** A job family's cell and, when it is shown, its levels (a line adding up to the family). */
export const talentFamily = talentCell.extend({ levels: z.array(talentCell) });
export type TalentFamily = z.infer<typeof talentFamily>;

/** One direction: hires (moves into the company) or leavers (moves out of it). */
export const talentSide = z.object({
  /** Every move counted in this direction; null when fewer than minSlice people made them (then nothing else is shown). */
  total: talentFigures.nullable(),
  /**
   * The other companies, largest first: each from at least minSlice people. The moves of the
   * smaller ones are `other` when they hold at least minSlice people together, and are left out of
   * every figure of this direction otherwise (so no total minus the named companies reveals them).
   */
  companies: z.array(talentCell.extend({ company: named })),
  other: talentCell.nullable(),
  /** By the year of the move: the last ten calendar years, then `earlier`. */
  byYear: z.array(talentCell),
  /** By the job family and standard level of the role at the company (taken by a hire, left by a leaver). */
  byFamily: z.array(talentFamily),
  /** Some of the people are generated demo histories. */
  isDemo: z.boolean(),
});
export type TalentSide = z.infer<typeof talentSide>;

/** A company of the peer table: its moves with the other companies of the table. */
export const talentPeerRow = z.object({
  company: named,
  /** The company the report is about. */
  isSubject: z.boolean(),
  /** Moves into it from the others, out of it to them, and hires minus leavers. */
  hires: z.number().int(),
  leavers: z.number().int(),
  net: z.number().int(),
  /** Its hires (leavers) as a share of all the moves counted in the table, 0–1. */
  shareOfHires: z.number(),
  shareOfLeavers: z.number(),
});

export const talentPeers = z.object({
  /** A workspace's saved peer group, or (no group chosen, the public preview) the companies it exchanges most people with. */
  basis: z.enum(['peer-group', 'exchange']),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The group's companies before the table's limit (the most-moved-between first), the subject apart. */
  groupSize: z.number().int(),
  /**
   * Moves counted: those between two companies of the table whose pair (one direction) holds at
   * least minSlice people; smaller pairs are left out of every figure of the table.
   */
  moves: z.number().int(),
  rows: z.array(talentPeerRow),
  isDemo: z.boolean(),
});
export type TalentPeers = z.infer<typeof talentPeers>;

/** Offer ÷ the median total of incumbents with the same title and level at the company. */
export const offerRatioFigures = z.object({
  /** Offers counted, and the distinct people who had them (at least minSlice). */
  count: z.number().int(),
  people: z.number().int(),
  /** Median of the offers' ratios, 3 decimals (1.08: offers 8 % above incumbents). */
  medianRatio: z.number(),
});

export const offerRatioCell = z.object({
  key: z.string(),
  label: z.string(),
  figures: offerRatioFigures.nullable(),
  hidden: z.boolean(),
});

export const talentOffers = z.object({
  /** Offers matched to incumbents; null when fewer than minSlice people's are. */
  total: offerRatioFigures.nullable(),
  byFamily: z.array(offerRatioCell),
  /** Incumbents a title and level needs before its offers are compared (minSlice published records, offers apart). */
  minIncumbents: z.number().int(),
  /** The window the offers are read from, in years back from today. */
  years: z.number().int(),
  isDemo: z.boolean(),
});
export type TalentOffers = z.infer<typeof talentOffers>;

export const talentReportData = z.object({
  company: named,
  countryCode: cc,
  currency,
  /** The privacy floor every figure respects (config MIN_SLICE). */
  minSlice: z.number().int(),
  /** The first and last calendar years of `byYear` (before the first: `earlier`). */
  years: z.object({ from: z.number().int(), to: z.number().int() }),
  hires: talentSide,
  leavers: talentSide,
  peers: talentPeers,
  offers: talentOffers,
  /** Any shown figure rests on generated demo histories: pages label it. */
  isDemo: z.boolean(),
});
export type TalentReport = z.infer<typeof talentReportData>;

const talentRoutes = routesOf('talent', 'enterprise');

/** The public preview of /employers?feature=ti: the region's sample company (the one most people in histories worked at). */
export const getTalentPreview = talentRoutes.get('/talent/preview', talentReportData, {
  access: 'public',
  summary: 'Talent flows of a sample company for the employers’ landing, under the same privacy rules as the workspace screen',
  querystring: z.object({ countryCode: cc.default('in') }),
});

export const talentQuery = z.object({
  /** A company's slug, or its name as typed (resolved through the catalogue). */
  company: z
    .string({ error: 'company is required' })
    .trim()
    .min(1, 'company is required: type a company name')
    .max(120, 'company must be at most 120 characters'),
  countryCode: cc.default('in'),
  /** One of the workspace's saved peer groups, for the share of moves; without it, the companies it exchanges most people with. */
  peerGroupId: serialId('peerGroupId must be a peer group id').optional(),
});
export type TalentQuery = z.infer<typeof talentQuery>;

export const getTalentReport = talentRoutes.get('/talent/company', talentReportData, {
  summary:
    "A company's talent flows for a workspace member: hires and leavers by company, family, level and year, the peer share, offers against incumbents",
  querystring: talentQuery,
});
