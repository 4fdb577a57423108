import { z } from 'zod';
import { pageOf } from './route.js';
import { cc, named, currency, slugText, routesOf } from './schemas.js';

/**
 * The career path's public research views (ADR 026): a title's market (US employment and wages
 * from BLS OEWS, jobs posted here, our pay trend) and its job risk (AI exposure from Eloundou et
 * al. and AI applicability from Microsoft Research, side by side), and a company's title mix
 * weighted by AI exposure. A title maps to O*NET occupations through O*NET's alternate titles,
 * many-to-many: every answer lists each occupation and how it was matched, and says `ambiguous`
 * when there is more than one. Figures from our own records follow the privacy floor (nothing
 * from fewer than MIN_SLICE people); every answer carries `sources`, the credit lines to print
 * wherever its figures are shown.
 */

/** What each score measures, to print next to it (the two sources measure different things). */
export const AI_EXPOSURE_MEASURE =
  'Share of tasks an LLM (with tools) could make at least 50% faster at the same quality (β) — Eloundou et al. 2023, rated by GPT-4 and by people';
export const AI_APPLICABILITY_MEASURE =
  'How much of the work AI is already applied to in Copilot conversations — applicability, not replacement (Microsoft Research 2025)';

/** Credit lines, as the sources ask to be credited. */
export const RESEARCH_SOURCES = {
  eloundou: {
    name: 'GPTs are GPTs',
    credit: 'Eloundou, Manning, Mishkin & Rock (2023), GPTs are GPTs, MIT licence',
    url: 'https://github.com/openai/GPTs-are-GPTs',
  },
  microsoft: {
    name: 'Working with AI',
    credit: 'Tomlinson et al. (2025), Working with AI, Microsoft Research, CC BY 4.0',
    url: 'https://github.com/microsoft/working-with-ai',
  },
  onet: { name: 'O*NET alternate titles', credit: 'O*NET 27.0, USDOL/ETA, CC BY 4.0', url: 'https://www.onetcenter.org/' },
  oews: { name: 'BLS OEWS', credit: 'BLS OEWS May 2024, US Bureau of Labor Statistics, public domain', url: 'https://www.bls.gov/oes/' },
} as const;

export const researchSource = z.object({ name: z.string(), credit: z.string(), url: z.string() });
export type ResearchSource = z.infer<typeof researchSource>;

export const OCCUPATION_MATCHES = ['alternate-title', 'short-title', 'occupation-title', 'without-seniority', 'before-qualifier'] as const;

/** One occupation a title maps to, and how it was matched. */
export const matchedOccupation = z.object({
  /** O*NET-SOC 2019 code, e.g. "15-1252.00". */
  onetSoc: z.string(),
  /** SOC 2018 code: the O*NET code's first 7 characters, e.g. "15-1252". */
  soc: z.string(),
  /** The occupation's title (from the exposure data; the alternate title when the occupation has none there). */
  title: z.string(),
  /**
   * alternate-title: the title is one of O*NET's alternate titles of the occupation; short-title:
   * its short form ("QA Engineer"); occupation-title: the occupation's own title ("Registered
   * Nurse(s)"); without-seniority: one of those after dropping seniority words ("Senior", "Lead", "II");
   * before-qualifier: one of those on the part before a comma, " - ", "(" or "/" ("Software Engineer, Payments").
   */
  matchedBy: z.enum(OCCUPATION_MATCHES),
  /** The title as matched (O*NET's spelling). */
  matchedTitle: z.string(),
});
export type MatchedOccupation = z.infer<typeof matchedOccupation>;

const titleQuery = z.object({
  title: z.string().trim().min(2, 'title must be at least 2 characters').max(120, 'title must be at most 120 characters'),
  company: slugText('company must be a company slug').optional(),
});

// ---------------------------------------------------------------------------------------------
// GET /{cc}/career-path/job-risk?title=&company=

const gpt4OrHuman = z.object({ alpha: z.number(), beta: z.number(), gamma: z.number() });

export const occupationRisk = matchedOccupation.extend({
  /** Eloundou et al.: α = direct exposure, β = α + ½ exposure with tools, γ = α + exposure with tools; 0–1. Null when the occupation is not rated. */
  exposure: z.object({ gpt4: gpt4OrHuman, human: gpt4OrHuman }).nullable(),
  /** Microsoft's applicability score (0–1) and its percentile (0–100) among all rated occupations. Null when not rated. */
  applicability: z.object({ score: z.number(), percentile: z.number() }).nullable(),
});

export const jobRiskData = z.object({
  countryCode: cc,
  title: z.string(),
  /** The title maps to more than one occupation: each is listed, none is picked. */
  ambiguous: z.boolean(),
  occupations: z.array(occupationRisk),
  measures: z.object({ exposure: z.string(), applicability: z.string() }),
  company: named.nullable(),
  /** Layoffs at the company: no layoff data is held yet, so always null (never estimated). */
  layoffs: z.null(),
  sources: z.array(researchSource),
});
export type JobRisk = z.infer<typeof jobRiskData>;

const careerPathRoutes = routesOf('career-path', 'public');
/** Its searches: they count against the daily search limit, as views of the career page of a title (at a company). */
const careerPathSearches = careerPathRoutes.with({ quota: 'search', searchPage: pageOf('career', 'cc', 'title', 'company') });

export const getCareerJobRisk = careerPathSearches.get('/:cc/career-path/job-risk', jobRiskData, {
  summary: "AI exposure (Eloundou et al.) and AI applicability (Microsoft Research) of a title's occupations, side by side",
  params: z.object({ cc }),
  querystring: titleQuery,
});

// ---------------------------------------------------------------------------------------------
// GET /{cc}/career-path/market?title=

const annual = z.object({
  mean: z.number().nullable(),
  p10: z.number().nullable(),
  p25: z.number().nullable(),
  p50: z.number().nullable(),
  p75: z.number().nullable(),
  p90: z.number().nullable(),
});

export const occupationWagesItem = z.object({
  /** The SOC code asked for (from the occupation). */
  soc: z.string(),
  /** The OEWS row answering it: the same code, or the aggregate BLS publishes it under ("13-1020" for 13-1023). */
  oewsSoc: z.string(),
  title: z.string(),
  /** US national employment; null where BLS suppresses it. */
  employment: z.number().int().nullable(),
  /** Annual wages in USD; null where BLS suppresses them (e.g. occupations paid by the hour only). */
  annual,
  /** Percentiles BLS reports only as "at least $239,200": their value is that floor. */
  topCoded: z.array(z.enum(['mean', 'p10', 'p25', 'p50', 'p75', 'p90'])),
  period: z.string(),
});

export const marketData = z.object({
  countryCode: cc,
  currency,
  title: z.string(),
  /** Our catalogue's title of that name, when there is one (jobs and pay trend read it). */
  catalogueTitle: named.nullable(),
  ambiguous: z.boolean(),
  occupations: z.array(matchedOccupation),
  /** BLS OEWS, United States national (USD), whatever the region: one row per SOC code found. */
  wages: z.array(occupationWagesItem),
  /** Listed jobs here with the title, by month posted; null when no job with the title is listed in the region. */
  demand: z.array(z.object({ month: z.string(), jobs: z.number().int() })).nullable(),
  /** Median yearly total of our records for the title in the region, by quarter ("2026-Q3"): only quarters with at least MIN_SLICE records. */
  payTrend: z.array(z.object({ quarter: z.string(), count: z.number().int(), median: z.number() })),
  sources: z.array(researchSource),
});
export type CareerMarket = z.infer<typeof marketData>;

export const getCareerMarket = careerPathSearches.get('/:cc/career-path/market', marketData, {
  summary: "A title's market: US employment and wages (BLS OEWS), jobs posted here by month, our pay trend by quarter",
  params: z.object({ cc }),
  // company: the company of the career page it is shown on, which counts the call as that page's
  // view; the market is the title's alone.
  querystring: titleQuery,
});

// ---------------------------------------------------------------------------------------------
// GET /{cc}/futureofwork/{id}

export const futureOfWorkTitle = z.object({
  title: named,
  /** Records with this title at the company in the region (at least MIN_SLICE). */
  count: z.number().int(),
  /** count over the records of all titles shown. */
  share: z.number(),
  ambiguous: z.boolean(),
  occupations: z.array(matchedOccupation),
  /** Mean over the title's occupations that are rated; null when none is. */
  gpt4Beta: z.number().nullable(),
  humanBeta: z.number().nullable(),
  applicability: z.number().nullable(),
});

export const futureOfWorkData = z.object({
  countryCode: cc,
  company: named,
  titles: z.array(futureOfWorkTitle),
  /** The company's exposure: titles' scores weighted by their share, over the titles that have a score. */
  exposure: z.object({ gpt4Beta: z.number().nullable(), humanBeta: z.number().nullable(), applicability: z.number().nullable() }),
  /** Share of the shown records whose title has an exposure score (the weights' coverage). */
  coverage: z.number(),
  measures: z.object({ exposure: z.string(), applicability: z.string() }),
  sources: z.array(researchSource),
});
export type FutureOfWork = z.infer<typeof futureOfWorkData>;

export const getFutureOfWork = careerPathSearches.get('/:cc/futureofwork/:id', futureOfWorkData, {
  // A section of the company's page.
  searchPage: pageOf('company', 'cc', 'id'),
  summary: "A company's titles (each with at least MIN_SLICE records) and their AI exposure, weighted by headcount share",
  params: z.object({
    cc,
    id: slugText('id must be a company slug'),
  }),
});
