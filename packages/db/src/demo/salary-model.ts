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
  // Hospital systems and other employers: near the national all-employer medians (OEWS).
  other: { in: 1_000_000, us: 125_000 },
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
 * India's entry level: within one company SDE1 → SDE2 pays about +40–55 % (levels.fyi India:
 * Amazon, Google, Flipkart; Infosys's Systems Engineer → Senior Systems Engineer less), so an
 * entry-level base is ~0.72× a mid-level's; with growing stock the step in total pay is about +45 %.
 */
export const LEVEL_FACTOR: Record<Region, readonly number[]> = {
  in: [0, 0.72, 1, 1.42, 1.95, 2.5, 3.1],
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

/**
 * A title's own pay and levels. `in` / `us` multiply the software engineer's pay at the same
 * company, level and city (so they replace the family factor for records); `levels` are the
 * standard levels the title is held at; `types` the company types that have it (all when absent);
 * `weight` its share within the family.
 *
 * US factors are BLS OEWS May 2024 national annual medians relative to Software Developers
 * (15-1252: $133,080), from ../shared/data/market/oews-national-may2024.csv; where a title is held
 * only at senior levels its factor is the OEWS ratio divided by the level premium it already gets
 * (a manager at levels 3–5 earns ~1.3× a level-2 engineer before any title factor). Titles with no
 * single SOC code take the nearest one and say so.
 * India factors follow widely reported spreads (AmbitionBox, levels.fyi India, Naukri/Nasscom
 * salary reports): testing pays well below backend development, data analysts well below data
 * scientists, ML engineers above both; support functions (HR, recruiting, customer success) below.
 */
export interface TitleModel {
  in: number;
  us: number;
  levels: readonly [min: number, max: number];
  types?: readonly CompanyType[];
  weight: number;
}

export const TITLE_MODEL: Record<string, TitleModel> = {
  // Software Engineering. 15-1252 Software Developers $133,080 = 1.00.
  'Software Engineer': { in: 1, us: 1, levels: [1, 6], weight: 30 },
  'Backend Engineer': { in: 1.08, us: 1.02, levels: [1, 6], weight: 14 },
  'Frontend Engineer': { in: 0.94, us: 0.97, levels: [1, 5], weight: 9 },
  'Full Stack Engineer': { in: 1, us: 0.98, levels: [1, 5], weight: 9 },
  'Mobile Engineer': { in: 0.98, us: 1, levels: [1, 5], weight: 5 },
  // No single SOC: between 15-1244 systems administrators ($96,800) and developers.
  'DevOps Engineer': { in: 0.92, us: 0.95, levels: [1, 5], weight: 7 },
  'Site Reliability Engineer': { in: 1.05, us: 1.02, levels: [1, 6], weight: 4 },
  // 15-1212 Information Security Analysts $124,910 → 0.94.
  'Security Engineer': { in: 0.95, us: 0.94, levels: [1, 5], weight: 4 },
  // 15-1253 Software QA Analysts and Testers $102,610 → 0.77. India: testing ~0.6–0.65× backend.
  'QA Engineer': { in: 0.66, us: 0.77, levels: [1, 4], weight: 10 },
  // 15-1241 Computer Network Architects $130,390 → 0.98, held at senior levels only.
  'Solutions Architect': { in: 1.05, us: 0.98, levels: [3, 6], weight: 3 },

  // Engineering Management. 11-3021 Computer and Information Systems Managers $171,200 → 1.29
  // overall; held at levels 3–6, which already carry most of that premium.
  'Engineering Manager': { in: 1.12, us: 1.08, levels: [3, 5], weight: 75 },
  'Director of Engineering': { in: 1.18, us: 1.12, levels: [5, 6], weight: 25 },

  // Data and AI. 15-2051 Data Scientists $112,590 → 0.85 (below developers in OEWS; India's
  // reported data-science pay sits at or just above backend). Data analysts: 15-2041 Statisticians
  // $103,300 and 13-1161 Market Research Analysts $76,950; India's analysts earn ~0.6× scientists.
  // Data engineers: 15-1243 Database Architects $135,980 → 1.02. ML engineers: 15-1221 Computer and
  // Information Research Scientists $140,910 → 1.06; India's ML engineers top the data ladder.
  'Data Scientist': { in: 1.02, us: 0.8, levels: [1, 6], weight: 30 },
  'Data Analyst': { in: 0.64, us: 0.66, levels: [1, 4], weight: 30 },
  'Data Engineer': { in: 1, us: 1.02, levels: [1, 5], weight: 25 },
  'Machine Learning Engineer': { in: 1.25, us: 1.06, levels: [1, 6], weight: 15 },

  // Product. No single SOC for product managers (levels.fyi: at or just above engineers at the
  // same level); program managers: 13-1082 Project Management Specialists $100,750 → 0.76.
  'Product Manager': { in: 1.08, us: 1.02, levels: [1, 6], weight: 55 },
  'Technical Program Manager': { in: 0.98, us: 0.96, levels: [2, 6], weight: 25 },
  'Program Manager': { in: 0.78, us: 0.76, levels: [1, 5], weight: 20 },

  // Design. 15-1255 Web and Digital Interface Designers $98,090 → 0.74; UX researchers have no
  // single SOC (19-3022 Survey Researchers $63,380 is far below tech's) → 0.7.
  'Product Designer': { in: 0.86, us: 0.8, levels: [1, 5], weight: 70 },
  'UX Researcher': { in: 0.76, us: 0.74, levels: [1, 5], weight: 30 },

  // Sales and Marketing. 41-4011 technical sales representatives $100,070 → 0.75 for account
  // executives; 41-9031 Sales Engineers $121,520 → 0.91; 11-2021 Marketing Managers $161,030 →
  // 1.21 overall, held at levels 2–6; customer success: 41-3091 services sales $66,260 → 0.5.
  'Account Executive': { in: 0.7, us: 0.78, levels: [1, 5], weight: 30 },
  'Sales Engineer': { in: 0.82, us: 0.9, levels: [1, 5], weight: 20 },
  'Marketing Manager': { in: 0.82, us: 1.02, levels: [2, 6], weight: 25 },
  'Customer Success Manager': { in: 0.6, us: 0.55, levels: [1, 4], weight: 25 },

  // Business and Consulting. 13-1111 Management Analysts $101,190 → 0.76 (business analysts;
  // consultants at consulting firms above it); 11-1021 General and Operations Managers $102,950.
  'Business Analyst': { in: 0.7, us: 0.74, levels: [1, 4], weight: 45 },
  'Management Consultant': { in: 1.1, us: 0.98, levels: [1, 6], types: ['consulting'], weight: 30 },
  'Operations Manager': { in: 0.66, us: 0.72, levels: [2, 5], weight: 25 },

  // Finance. 13-2051 Financial and Investment Analysts $101,350 → 0.76; investment banking
  // analysts are the bank's first two years (Analyst, Associate) and paid far above it;
  // 13-2011 Accountants and Auditors $81,680 → 0.61.
  'Financial Analyst': { in: 0.62, us: 0.76, levels: [1, 5], weight: 50 },
  'Investment Banking Analyst': { in: 1.25, us: 1.05, levels: [1, 2], types: ['finance'], weight: 20 },
  'Chartered Accountant': { in: 0.8, us: 0.61, levels: [1, 5], weight: 30 },

  // People. 13-1071 Human Resources Specialists $72,910 → 0.55 (recruiters); HR business partners
  // between it and 11-3121 Human Resources Managers $140,030.
  'HR Business Partner': { in: 0.7, us: 0.74, levels: [2, 5], weight: 40 },
  Recruiter: { in: 0.5, us: 0.55, levels: [1, 4], weight: 60 },

  // Healthcare (US hospital systems only). 29-1141 Registered Nurses $93,600 → 0.70; 29-1123
  // Physical Therapists $101,020 → 0.76; 29-1051 Pharmacists $137,480 → 1.03; 29-1228 Physicians,
  // All Other $238,380 → 1.79 (held from the attending level up).
  'Registered Nurse': { in: 0.6, us: 0.7, levels: [1, 4], weight: 60 },
  'Physical Therapist': { in: 0.6, us: 0.76, levels: [1, 4], weight: 12 },
  Pharmacist: { in: 0.7, us: 1.0, levels: [2, 4], weight: 13 },
  Physician: { in: 1.4, us: 1.62, levels: [2, 5], weight: 15 },
};

/** Yearly wage growth, used to carry a position's pay back in time (India ~8–10 % merit budgets, US ~4 %). */
export const WAGE_GROWTH: Record<Region, number> = { in: 0.08, us: 0.04 };

/**
 * Moves are anchored on the pay a person leaves (careers.ts): someone arriving from a lower-paying
 * company starts below the new company's band. That leaves reported pay under the model's bands on
 * average (~15 % in India, where the move premium makes up part of it; ~25 % in the US); this
 * factor re-centres it so the reported medians match the published ones (the FAANG+ ladder above,
 * the India medians by company type).
 */
export const BAND_RECENTRE: Record<Region, number> = { in: 1.17, us: 1.3 };

/** Spread around the model: log-normal noise (sd of the log). */
export const BASE_NOISE = 0.16;
export const STOCK_NOISE = 0.35;

/** The last day of the demo data; records spread over the 24 months before it. */
export const DEMO_ANCHOR_DATE = '2026-10-31';
