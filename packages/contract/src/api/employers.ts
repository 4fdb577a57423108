import { z } from 'zod';
import { cc, quartiles, currency, routesOf } from './schemas.js';

/**
 * The employers' landing (/employers, SPEC §2.1): real figures from our records as examples of the
 * three features, under the benchmark's own rules (5 records, 3 companies, none over half; aged to
 * today). Market-wide: every company in the region is the peer.
 */

const evidence = z.object({
  records: z.number().int(),
  companies: z.number().int(),
  recentShare: z.number(),
  spread: z.number(),
});

export const employerShowcaseData = z.object({
  countryCode: cc,
  currency,
  effectiveDate: z.string(),
  agingRate: z.number(),
  /** Some records are generated demo data. */
  isDemo: z.boolean(),
  market: z.object({
    records: z.number().int(),
    companies: z.number().int(),
    families: z.number().int(),
    metros: z.number().int(),
    /** The share of records reported within the last 12 months. */
    recentShare: z.number(),
  }),
  family: z.object({ slug: z.string(), name: z.string() }),
  /** The region's metro with the most records: the ladder's location. */
  metro: z.string(),
  /** Salary benchmarking: the family's levels in the metro, each with its evidence or why it is hidden. */
  ladder: z.array(
    z.object({
      level: z.number().int(),
      levelName: z.string(),
      hidden: z.string().nullable(),
      evidence: evidence.nullable(),
      total: quartiles.nullable(),
    }),
  ),
  /** Benefits & total rewards: the medians of base, bonus and yearly stock by level, all locations. */
  mix: z.array(
    z.object({
      level: z.number().int(),
      levelName: z.string(),
      base: z.number(),
      bonus: z.number(),
      stock: z.number(),
      total: z.number(),
      /** The share of records with any stock. */
      withStock: z.number(),
    }),
  ),
  /** Talent intelligence: the family at `level` by metro (shown metros only), highest median first. */
  metros: z.object({
    level: z.number().int(),
    levelName: z.string(),
    rows: z.array(
      z.object({
        metro: z.string(),
        tier: z.union([z.literal(1), z.literal(2)]).nullable(),
        total: quartiles,
        records: z.number().int(),
        companies: z.number().int(),
      }),
    ),
  }),
  /** India: tier-2 cities' median total pay as a share of tier-1's; null in the US. */
  tier2VsTier1: z.number().nullable(),
});
export type EmployerShowcase = z.infer<typeof employerShowcaseData>;

const benchmarkingRoutes = routesOf('benchmarking', 'public');

export const getEmployerShowcase = benchmarkingRoutes.get('/employers/showcase', employerShowcaseData, {
  summary: "Examples for the employers' landing, from our records under the benchmark's rules",
  querystring: z.object({ countryCode: cc.default('in') }),
});

export const metrosData = z.object({
  /** Each region's metros with levelled records, most records first. */
  metros: z.object({ in: z.array(z.string()), us: z.array(z.string()) }),
});
export type Metros = z.infer<typeof metrosData>;

export const getMetros = benchmarkingRoutes.get('/entities/metros', metrosData, {
  summary: 'The metros benchmarks can break out, per region, most records first',
});
