import type { Region } from '@paysight/contract';
import type { COMPANY_TYPES } from '../schema/index.js';

/**
 * The demo salary model: the public facts the generator is shaped on, as numbers. Sources are
 * general, widely reported patterns (levels.fyi and AmbitionBox medians, company filings, H-1B
 * disclosures), rounded; the generated figures are demonstration data, not real submissions.
 *
 * - India software medians by company type run FAANG+ > unicorn > product > GCC > IT services.
 * - Cities: Bengaluru and Hyderabad above Pune and Chennai, above Kolkata; Bay Area and Seattle
 *   above New York, above Austin.
 * - Pay grows with the standard level and with experience; stock matters at listed tech companies
 *   and barely at IT services; bonuses are largest in finance.
 * - Vesting schedules differ by company (Amazon back-loaded, Google front-loaded, most even).
 * - US ladders grow through stock more than base: at a FAANG+ company, total pay runs roughly
 *   $200k (entry), $290k (mid), $390k (senior), $520k (staff), $680k (senior staff).
 */

type CompanyType = (typeof COMPANY_TYPES)[number];

/** Yearly base for a mid-level (standard level 2) software engineer at a Bengaluru / Bay Area office. */
export const MID_LEVEL_BASE: Record<CompanyType, { in: number; us: number }> = {
  'faang+': { in: 3_400_000, us: 175_000 },
  unicorn: { in: 2_800_000, us: 165_000 },
  product: { in: 2_300_000, us: 150_000 },
  finance: { in: 2_100_000, us: 150_000 },
  gcc: { in: 1_900_000, us: 130_000 },
  consulting: { in: 1_300_000, us: 115_000 },
  startup: { in: 1_600_000, us: 140_000 },
  'it-services': { in: 750_000, us: 95_000 },
  other: { in: 1_000_000, us: 105_000 },
};

/** Yearly stock as a share of base at level 2; it grows with level (STOCK_LEVEL_GROWTH). */
export const STOCK_SHARE: Record<CompanyType, number> = {
  'faang+': 0.45,
  unicorn: 0.3,
  product: 0.25,
  finance: 0.05,
  gcc: 0.08,
  consulting: 0,
  startup: 0.2,
  'it-services': 0.01,
  other: 0.03,
};
/** How much the stock share grows per level above mid-level, by region. */
export const STOCK_LEVEL_GROWTH: Record<Region, number> = { in: 0.35, us: 0.55 };

/** Target bonus as a share of base. */
export const BONUS_SHARE: Record<CompanyType, number> = {
  'faang+': 0.15,
  unicorn: 0.08,
  product: 0.1,
  finance: 0.3,
  gcc: 0.1,
  consulting: 0.12,
  startup: 0.05,
  'it-services': 0.08,
  other: 0.08,
};

/**
 * Base multiplier per standard level (1 entry … 6 principal), by region. Indian base pay climbs
 * steeply with level; US base climbs gently and stock carries the growth (a US senior's base is
 * about 1.2× a mid-level's, a staff engineer's about 1.4×, while their grants double and triple).
 */
export const LEVEL_FACTOR: Record<Region, readonly number[]> = {
  in: [0, 0.62, 1, 1.42, 1.95, 2.5, 3.1],
  us: [0, 0.8, 1, 1.2, 1.42, 1.65, 1.9],
};
/** Years of experience typical for each standard level: [min, max]. */
export const LEVEL_EXPERIENCE: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [0, 2],
  [2, 5],
  [5, 9],
  [8, 13],
  [11, 17],
  [14, 24],
];

/** Pay relative to the region's top market. */
export const METRO_FACTOR: Record<string, number> = {
  Bengaluru: 1,
  Hyderabad: 0.97,
  'Delhi NCR': 0.95,
  Mumbai: 0.95,
  Pune: 0.9,
  Chennai: 0.88,
  Ahmedabad: 0.8,
  Kolkata: 0.78,
  Kochi: 0.78,
  Chandigarh: 0.78,
  Jaipur: 0.75,
  Coimbatore: 0.75,
  'Bay Area': 1,
  Seattle: 0.95,
  'New York': 0.93,
  Boston: 0.87,
  'Los Angeles': 0.87,
  'San Diego': 0.84,
  Austin: 0.82,
  Denver: 0.82,
  Dallas: 0.8,
  Chicago: 0.8,
  Atlanta: 0.78,
  Raleigh: 0.76,
};

/** Pay of a job family relative to software engineering at the same level. */
export const FAMILY_FACTOR: Record<string, number> = {
  'Software Engineering': 1,
  'Engineering Management': 1.25,
  'Data and AI': 0.98,
  Product: 1.05,
  Design: 0.85,
  'Sales and Marketing': 0.8,
  'Business and Consulting': 0.82,
  Finance: 0.85,
  People: 0.65,
  Healthcare: 0.9,
};

/** Spread around the model: log-normal noise (sd of the log). */
export const BASE_NOISE = 0.16;
export const STOCK_NOISE = 0.35;

/** The last day of the demo data; records spread over the 24 months before it. */
export const DEMO_ANCHOR_DATE = '2026-10-31';
