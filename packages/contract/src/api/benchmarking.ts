import { z } from 'zod';
import { COMPANY_TYPES, FUNDING_STAGES, PEER_GROUP_KINDS, SIZE_BANDS } from '../constants.js';
import { cc, slugText, currency, routesOf } from './schemas.js';

/**
 * Peer benchmarking (SPEC §1 for employers, §7 Benchmarking; docs/decisions/030-peer-benchmarking.md).
 *
 * A workspace benchmarks against a peer group: named competitors, a cohort (company type, size,
 * industry, funding stage, listed or not) or startups. `POST /benchmarking` gives p10–p90 of base,
 * stock, bonus and total by job family × standard level × location, every figure aged to one
 * effective date, and every cell with its evidence. A cell is shown only with at least 5 records
 * from at least 3 companies, no company holding more than half; and never when its companies differ
 * by one from a set the workspace was already shown for that cell (two peer groups one company
 * apart would otherwise reveal that company).
 */

const slug = slugText('must be a slug (a-z, 0-9, -)');

const levelNumber = z
  .number()
  .int('levels are whole numbers from 1 to 8')
  .min(1, 'levels run from 1 to 8')
  .max(8, 'levels run from 1 to 8');

// ---------------------------------------------------------------------------------------------
// Job architecture

export const jobFamiliesData = z.object({
  families: z.array(z.object({ slug: z.string(), name: z.string(), titles: z.array(z.string()) })),
  /** The standard level scale every company's levels map to. */
  levels: z.array(z.object({ level: z.number().int(), name: z.string() })),
});
export type JobFamilies = z.infer<typeof jobFamiliesData>;

const benchmarkingRoutes = routesOf('benchmarking', 'enterprise');

export const getJobFamilies = benchmarkingRoutes.get('/entities/job-families', jobFamiliesData, {
  access: 'public',
  summary: 'Job families with their titles, and the standard level scale',
});

// ---------------------------------------------------------------------------------------------
// Peer groups

export const peerCriteria = z
  .object({
    types: z.array(z.enum(COMPANY_TYPES)).max(COMPANY_TYPES.length).default([]),
    sizeBands: z.array(z.enum(SIZE_BANDS)).max(SIZE_BANDS.length).default([]),
    industries: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
    fundingStages: z.array(z.enum(FUNDING_STAGES)).max(FUNDING_STAGES.length).default([]),
    /** true: listed companies only; false: unlisted only; null: either. */
    listed: z.boolean().nullable().default(null),
  })
  .strict();
export type PeerCriteriaInput = z.infer<typeof peerCriteria>;

/** What a peer group is made of: named companies (by slug), or criteria. */
export const peerDefinition = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('competitors'),
    companies: z.array(slug).min(3, 'name at least 3 competitors').max(50, 'at most 50 competitors'),
  }),
  z.object({ kind: z.literal('cohort'), criteria: peerCriteria }),
  z.object({ kind: z.literal('startups'), criteria: peerCriteria.pick({ fundingStages: true, industries: true, sizeBands: true }) }),
]);
export type PeerDefinition = z.infer<typeof peerDefinition>;

export const peerGroupBody = z.object({
  name: z.string().trim().min(1, 'name is required').max(80, 'name is at most 80 characters'),
  countryCode: cc,
  peer: peerDefinition,
});
export type PeerGroupBody = z.infer<typeof peerGroupBody>;

const companyRef = z.object({ slug: z.string(), name: z.string() });

export const peerGroupData = z.object({
  id: z.number().int(),
  name: z.string(),
  countryCode: cc,
  kind: z.enum(PEER_GROUP_KINDS),
  /** The named companies (competitors); empty for criteria. */
  companies: z.array(companyRef),
  criteria: peerCriteria.nullable(),
  /** Companies the group resolves to today that have records in its region. */
  resolvedCompanies: z.number().int(),
  updatedAt: z.string(),
});
export type PeerGroup = z.infer<typeof peerGroupData>;

export const listPeerGroups = benchmarkingRoutes.list('/benchmarking/peergroups', 'groups', peerGroupData, {
  summary: "The workspace's saved peer groups",
});

export const createPeerGroup = benchmarkingRoutes.post('/benchmarking/peergroups', peerGroupData, {
  summary: 'Saves a peer group (workspace analysts and admins)',
  body: peerGroupBody,
});

const peerGroupId = z.object({ id: z.coerce.number().int().positive('id must be a peer group id').max(2_147_483_647) });

const onPeerGroup = benchmarkingRoutes.with({ params: peerGroupId });

export const updatePeerGroup = onPeerGroup.put('/benchmarking/peergroups/:id', peerGroupData, {
  summary: 'Replaces a saved peer group (workspace analysts and admins)',
  body: peerGroupBody,
});

export const deletePeerGroup = onPeerGroup.delete('/benchmarking/peergroups/:id', z.object({ deleted: z.literal(true) }), {
  summary: 'Deletes a saved peer group (workspace analysts and admins)',
});

/** The facts peers are suggested from: the workspace's company's, or those the member states. */
const peerFacts = z.object({
  industry: z.string().trim().min(1, 'industry is a name').max(80, 'industry is at most 80 characters').nullable(),
  sizeBand: z.enum(SIZE_BANDS, { error: `sizeBand is one of ${SIZE_BANDS.join(', ')}` }).nullable(),
  fundingStage: z.enum(FUNDING_STAGES, { error: `fundingStage is one of ${FUNDING_STAGES.join(', ')}` }).nullable(),
});
export type PeerFacts = z.infer<typeof peerFacts>;

/**
 * The workspace's own size band and funding stage, saved for its suggested peers: used when a
 * request states none, before its company's in the catalogue. Null clears one.
 */
export const savedPeerFactsBody = z.object({
  sizeBand: peerFacts.shape.sizeBand,
  fundingStage: peerFacts.shape.fundingStage,
});
export type SavedPeerFactsBody = z.infer<typeof savedPeerFactsBody>;

export const savedPeerFactsData = savedPeerFactsBody.extend({
  updatedAt: z.string(),
  /** The member who saved them; null once that account is gone. */
  updatedBy: z.string().nullable(),
});
export type SavedPeerFacts = z.infer<typeof savedPeerFactsData>;

export const suggestedPeersData = z.object({
  countryCode: cc,
  /** The company the workspace was matched to by name; null when none. */
  own: companyRef.nullable(),
  /** The facts the suggestions were ranked on (all null: none known, the suggestions are the largest record holders). */
  facts: peerFacts,
  /** The size band and funding stage the workspace saved (PUT /benchmarking/peer/facts); null when never saved. */
  saved: savedPeerFactsData.nullable(),
  /** Industries of companies with records in the region, for stating the workspace's own. */
  industries: z.array(z.string()),
  /**
   * Best first by score (docs/decisions/030-peer-benchmarking.md): same industry 4, same size band 2
   * (next band 1), same funding stage 2 (same kind of funding 1), people moving between the two up
   * to 3; records break ties. `reasons` say which of those hold.
   */
  suggestions: z.array(
    companyRef.extend({ reason: z.string(), reasons: z.array(z.string()), score: z.number(), records: z.number().int() }),
  ),
});
export type SuggestedPeers = z.infer<typeof suggestedPeersData>;

export const getSuggestedPeers = benchmarkingRoutes.get('/benchmarking/peer/suggested', suggestedPeersData, {
  summary:
    "Companies to benchmark against, ranked by the workspace's industry, size, funding stage and the companies its people move between; each fact not stated defaults to the one the workspace saved, then to its company's",
  querystring: z.object({
    countryCode: cc,
    industry: peerFacts.shape.industry.unwrap().optional(),
    sizeBand: peerFacts.shape.sizeBand.unwrap().optional(),
    fundingStage: peerFacts.shape.fundingStage.unwrap().optional(),
  }),
});

export const savePeerFacts = benchmarkingRoutes.put('/benchmarking/peer/facts', savedPeerFactsData, {
  summary: "Saves the workspace's size band and funding stage that suggested peers are ranked on (analysts and admins)",
  body: savedPeerFactsBody,
});

// ---------------------------------------------------------------------------------------------
// POST /benchmarking

const benchmarkBase = z.object({
  countryCode: cc,
  /** A saved peer group, or `peer` for one not saved. */
  peerGroupId: z.number().int().positive().max(2_147_483_647).optional(),
  peer: peerDefinition.optional(),
  /** Job family slugs; empty: every family. */
  families: z.array(slug).max(30).default([]),
  levels: z.array(levelNumber).max(8).default([]),
  /** Metro areas ("Bengaluru", "Bay Area"); empty: all locations together. */
  locations: z.array(z.string().trim().min(1).max(80)).max(10).default([]),
  /** The date every figure is aged to; default today. */
  effectiveDate: z.iso.date('effectiveDate must be a date (YYYY-MM-DD)').optional(),
});
const onePeer = (b: { peerGroupId?: number | undefined; peer?: unknown }) => (b.peerGroupId === undefined) !== (b.peer === undefined);
export const benchmarkBody = benchmarkBase.refine(onePeer, { message: 'give either peerGroupId or peer' });
export type BenchmarkBody = z.infer<typeof benchmarkBody>;
export type BenchmarkInput = z.input<typeof benchmarkBody>;

export const percentilesData = z.object({ p10: z.number(), p25: z.number(), p50: z.number(), p75: z.number(), p90: z.number() });

export const HIDDEN_REASONS = ['few-records', 'few-companies', 'dominant-company', 'differencing'] as const;

export const benchmarkCell = z.object({
  family: z.object({ slug: z.string(), name: z.string() }),
  level: z.number().int(),
  levelName: z.string(),
  /** A metro, or "All locations". */
  location: z.string(),
  shown: z.boolean(),
  /** Why a cell is hidden; null when shown. */
  hidden: z.object({ reason: z.enum(HIDDEN_REASONS), message: z.string() }).nullable(),
  /** Null while hidden (counts can tell about fewer companies than the rules allow). */
  evidence: z
    .object({
      records: z.number().int(),
      companies: z.number().int(),
      /** The largest share of the records held by one company. */
      topCompanyShare: z.number(),
      /** Share reported within 12 months of the effective date. */
      recentShare: z.number(),
      /** (p75 − p25) ÷ p50 of total pay. */
      spread: z.number(),
    })
    .nullable(),
  base: percentilesData.nullable(),
  /** Yearly stock; records without stock count as 0. */
  stock: percentilesData.nullable(),
  /** Yearly bonus; records without one count as 0. */
  bonus: percentilesData.nullable(),
  total: percentilesData.nullable(),
});
export type BenchmarkCell = z.infer<typeof benchmarkCell>;

export const benchmarkData = z.object({
  countryCode: cc,
  currency,
  effectiveDate: z.string(),
  /** The yearly rate figures were aged at (compounded). */
  agingRate: z.number(),
  peer: z.object({ name: z.string().nullable(), kind: z.enum(PEER_GROUP_KINDS), companies: z.number().int() }),
  rules: z.object({ minRecords: z.number().int(), minCompanies: z.number().int(), maxCompanyShare: z.number() }),
  cells: z.array(benchmarkCell),
  /** Some of the peer's records are generated demo data (the product labels them so). */
  isDemo: z.boolean(),
  /**
   * India: tier-2 cities' median total pay as a share of tier-1's, from our own records of the
   * region (the median over family × level cells that pass the rules on both sides); null in the
   * US or without enough records.
   */
  cityTiers: z.object({ tier2VsTier1: z.number(), cells: z.number().int(), tier1Cities: z.array(z.string()) }).nullable(),
});
export type Benchmark = z.infer<typeof benchmarkData>;

export const runBenchmark = benchmarkingRoutes.post('/benchmarking', benchmarkData, {
  summary: 'Pay percentiles by job family × level × location for a peer group, each cell with its evidence',
  body: benchmarkBody,
});

// ---------------------------------------------------------------------------------------------
// POST /benchmarking/jd

export const jdBody = z.object({
  text: z
    .string()
    .trim()
    .min(2, 'text is required: a job description, or a title with a few lines')
    .max(20_000, 'text is at most 20,000 characters'),
});

export const jdCandidate = z.object({
  family: z.object({ slug: z.string(), name: z.string() }),
  level: z.number().int(),
  levelName: z.string(),
  /** 0..1. */
  score: z.number(),
  /** The words in the text that decided it. */
  words: z.array(z.string()),
});

export const jdMatchData = z.object({
  status: z.enum(['matched', 'needs-review']),
  /** Why a person should decide, when status is needs-review. */
  reason: z.string().nullable(),
  /** The top three, best first (also when needs-review, for the reviewer). */
  candidates: z.array(jdCandidate),
});
export type JdMatch = z.infer<typeof jdMatchData>;

export const matchJd = benchmarkingRoutes.post('/benchmarking/jd', jdMatchData, {
  summary: 'A job description → the three likeliest job family and level pairs, or "needs review" when unsure',
  body: jdBody,
});

// ---------------------------------------------------------------------------------------------
// The workspace's own levels, and its jobs mapped to families and levels

const levelName = z.string().trim().min(1, 'a level needs a name').max(40, 'a level name is at most 40 characters');

export const workspaceLevelsBody = z.object({
  levels: z
    .array(z.object({ name: levelName, standardLevel: levelNumber }))
    .max(30, 'a level scale has at most 30 levels')
    .refine((l) => new Set(l.map((x) => x.name.toLowerCase().replace(/\s+/g, ' '))).size === l.length, {
      message: 'level names must be different',
    })
    .refine((l) => l.every((x, i) => i === 0 || x.standardLevel >= l[i - 1]!.standardLevel), {
      message: 'levels go from junior to senior: a level may not map below the one before it',
    }),
});
export type WorkspaceLevelsBody = z.infer<typeof workspaceLevelsBody>;

export const workspaceLevelsData = z.object({
  /** The workspace's scale, junior first, each with the standard level it maps to. */
  levels: z.array(z.object({ name: z.string(), standardLevel: z.number().int(), standardName: z.string() })),
  /** The standard scale (1–8). */
  standard: z.array(z.object({ level: z.number().int(), name: z.string() })),
});
export type WorkspaceLevels = z.infer<typeof workspaceLevelsData>;

export const getWorkspaceLevels = benchmarkingRoutes.get('/benchmarking/levels', workspaceLevelsData, {
  summary: "The workspace's own level scale mapped to the standard levels",
});

export const setWorkspaceLevels = benchmarkingRoutes.put('/benchmarking/levels', workspaceLevelsData, {
  summary: "Replaces the workspace's level scale (analysts and admins)",
  body: workspaceLevelsBody,
});

export const mapJobsBody = z.object({
  jobs: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'a job needs a title').max(200, 'a title is at most 200 characters'),
        /** The workspace's level name, or a standard level's number or name. */
        level: z.string().trim().max(40, 'a level is at most 40 characters').optional(),
        description: z.string().trim().max(5_000, 'a description is at most 5,000 characters').optional(),
      }),
    )
    .min(1, 'give at least one job')
    .max(200, 'at most 200 jobs at a time'),
});
export type MapJobsBody = z.infer<typeof mapJobsBody>;

export const mappedJob = z.object({
  title: z.string(),
  level: z.string().nullable(),
  family: z.object({ slug: z.string(), name: z.string() }).nullable(),
  standardLevel: z.number().int().nullable(),
  standardName: z.string().nullable(),
  /** Where the standard level came from: the workspace's scale, a standard level given, or the description. */
  levelFrom: z.enum(['your-scale', 'standard', 'description']).nullable(),
  /** The family match's score (0..1) and the words that decided it. */
  score: z.number().nullable(),
  words: z.array(z.string()),
  status: z.enum(['matched', 'needs-review']),
  reason: z.string().nullable(),
});
export type MappedJob = z.infer<typeof mappedJob>;

export const mapJobs = benchmarkingRoutes.post('/benchmarking/jobs', z.object({ jobs: z.array(mappedJob) }), {
  summary: "The workspace's jobs (title, its own level, a description) mapped to job families and standard levels, or sent to review",
  body: mapJobsBody,
});

// ---------------------------------------------------------------------------------------------
// POST /benchmarking/records

export const benchmarkRecordsBody = benchmarkBase
  .pick({ countryCode: true, peerGroupId: true, peer: true, effectiveDate: true })
  .extend({
    family: slug,
    level: levelNumber,
    /** A metro, or "All locations". */
    location: z.string().trim().min(1).max(80),
    page: z.number().int().min(1).max(10_000).default(1),
  })
  .refine(onePeer, { message: 'give either peerGroupId or peer' });
export type BenchmarkRecordsBody = z.infer<typeof benchmarkRecordsBody>;

export const benchmarkRecordsData = z.object({
  cell: z.object({
    family: z.object({ slug: z.string(), name: z.string() }),
    level: z.number().int(),
    levelName: z.string(),
    location: z.string(),
  }),
  currency,
  effectiveDate: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Highest total first; no company, the metro not the city, the month not the day. */
  records: z.array(
    z.object({
      title: z.string(),
      yearsOfExperience: z.number().int().nullable(),
      location: z.string().nullable(),
      base: z.number(),
      stock: z.number(),
      bonus: z.number(),
      total: z.number(),
      /** YYYY-MM. */
      reported: z.string(),
    }),
  ),
});
export type BenchmarkRecords = z.infer<typeof benchmarkRecordsData>;

export const benchmarkRecords = benchmarkingRoutes.post('/benchmarking/records', benchmarkRecordsData, {
  summary: "The records behind one shown cell, anonymised and aged like the cell's figures, ten a page",
  body: benchmarkRecordsBody,
});

// ---------------------------------------------------------------------------------------------
// Saved and featured views

/** A benchmark's query as a view keeps it: everything but the effective date (a view opens on today). */
export const benchmarkQuery = benchmarkBase.omit({ effectiveDate: true }).refine(onePeer, { message: 'give either peerGroupId or peer' });
export type BenchmarkQuery = z.infer<typeof benchmarkQuery>;

export const benchmarkViewData = z.object({
  /** A saved view's id; a featured view's slug. */
  id: z.union([z.number().int(), z.string()]),
  name: z.string(),
  description: z.string().nullable(),
  featured: z.boolean(),
  query: benchmarkQuery,
  createdAt: z.string().nullable(),
});
export type BenchmarkView = z.infer<typeof benchmarkViewData>;

export const listBenchmarkViews = benchmarkingRoutes.list('/benchmarking/views', 'views', benchmarkViewData, {
  summary: "The workspace's saved views",
});

export const saveBenchmarkView = benchmarkingRoutes.post('/benchmarking/views', benchmarkViewData, {
  summary: 'Saves a benchmark as a named view (workspace analysts and admins)',
  body: z.object({ name: z.string().trim().min(1, 'name is required').max(80, 'name is at most 80 characters'), query: benchmarkQuery }),
});

export const featuredBenchmarkViews = benchmarkingRoutes.list('/benchmarking/views/featured', 'views', benchmarkViewData, {
  summary: "Views Paysight prepared (cohorts of the market), in the workspace's regions",
});

const viewId = z.object({ id: z.coerce.number().int().positive('id must be a view id').max(2_147_483_647) });

const onView = benchmarkingRoutes.with({ params: viewId });

export const openBenchmarkView = onView.get('/benchmarking/views/:id', z.object({ view: benchmarkViewData, benchmark: benchmarkData }), {
  summary: 'A saved view with its benchmark as of today',
});

export const deleteBenchmarkView = onView.delete('/benchmarking/views/:id', z.object({ deleted: z.literal(true) }), {
  summary: 'Deletes a saved view (workspace analysts and admins)',
});
