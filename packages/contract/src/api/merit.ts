import { z } from 'zod';
import { cc, currency, idParam, routesOf, serialId } from './schemas.js';

/**
 * Merit cycles (SPEC §1 for employers, "Merit-cycle planning"; issue 30;
 * docs/decisions/057-merit-cycles.md). A workspace plans its raises over its roster (ADR 054): a
 * cycle names its dates, its currency and the rate frozen for it, the band version it reads, who is
 * eligible, the proration rule, the merit matrix, the budget pools and the approval stages; each
 * eligible person gets a recommendation pre-filled from the matrix, changed within the guideline (or
 * outside it with a reason), approved stage by stage; over budget is shown, never blocked.
 *
 * Units in the API: percentages and factors are fractions (0.04 is 4 %; at most 4 decimals, the
 * rules' ten-thousandths); money an employee is given (a raise, a lump sum, a new base) is in the
 * currency's units to two decimals (1814.76); budgets are whole units of the cycle's currency.
 */

export const MERIT_STATUSES = ['not-started', 'active', 'paused', 'approved', 'closed'] as const;
export type MeritStatus = (typeof MERIT_STATUSES)[number];
/** Where each status may go: not started → active ⇄ paused → … active → approved → closed. */
export const MERIT_TRANSITIONS: Record<MeritStatus, readonly MeritStatus[]> = {
  'not-started': ['active'],
  active: ['paused', 'approved'],
  paused: ['active'],
  approved: ['closed'],
  closed: [],
};
/** Settings (dates, rate, bands, eligibility, proration, matrix, pools, approvals) change only in these. */
export const MERIT_EDITABLE: readonly MeritStatus[] = ['not-started', 'paused'];
export const MERIT_POOL_KINDS = ['merit', 'promotion', 'adjustment', 'one-off'] as const;
export type MeritPoolKind = (typeof MERIT_POOL_KINDS)[number];
export const MERIT_EMPLOYMENT_TYPES = ['full-time', 'part-time'] as const;
export const MERIT_POSITIONS = ['compa-ratio', 'penetration'] as const;
export const MERIT_APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type MeritApprovalState = (typeof MERIT_APPROVAL_STATES)[number];
export const MERIT_PAGE_SIZE = 100;
/** A workspace's cycles, kept at most (delete old ones not started, or close them). */
export const MERIT_CYCLES_MAX = 50;
export const MERIT_MAX_STAGES = 6;

// ---------------------------------------------------------------------------------------------
// Pieces

const day = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const email = (field: string) =>
  z
    .string({ error: `${field} must be an email address` })
    .trim()
    .max(254, `${field} is too long`)
    .pipe(z.email(`${field} must be an email address`))
    .transform((v) => v.toLowerCase());

const fourDecimals = (v: number) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6;
/** A fraction from `min` to `max` with at most 4 decimals (0.0375 is 3.75 %). */
const fraction = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`)
    .refine(fourDecimals, `${field} has at most 4 decimals (0.0375 is 3.75 %)`);
/** Money given to an employee: 0 or more, at most 2 decimals. */
const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be 0 or more`)
    .max(1_000_000_000, `${field} must be at most 1,000,000,000`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${field} has at most 2 decimals`);
const wholeAmount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(1_000_000_000_000, `${field} must be at most 1,000,000,000,000`);
const level = z.number({ error: 'levels are standard levels 1 to 8' }).int('levels are standard levels 1 to 8').min(1).max(8);

export const meritEligibility = z
  .object({
    /** Whole months from hire to the effective date, at least. */
    minTenureMonths: z
      .number({ error: 'minTenureMonths must be a number' })
      .int('minTenureMonths must be a whole number')
      .min(0, 'minTenureMonths must be 0 or more')
      .max(600, 'minTenureMonths must be at most 600')
      .nullable()
      .default(null),
    /** Hired on or before this date. */
    hiredOnOrBefore: day('hiredOnOrBefore').nullable().default(null),
    levels: z.array(level).max(8, 'at most 8 levels').default([]),
    /** Metros (a city typed is its metro). */
    locations: z.array(text('a location', 100)).max(100, 'at most 100 locations').default([]),
    employmentTypes: z
      .array(z.enum(MERIT_EMPLOYMENT_TYPES, { message: `employmentTypes are ${MERIT_EMPLOYMENT_TYPES.join(', ')}` }))
      .max(2)
      .default([]),
  })
  .strict();
export type MeritEligibility = z.infer<typeof meritEligibility>;

export const meritProration = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('day') }).strict(),
    z.object({ kind: z.literal('month') }).strict(),
    z.object({ kind: z.literal('cutoff'), cutoff: day('proration.cutoff') }).strict(),
  ],
  { error: 'proration.kind is day, month or cutoff' },
);
export type MeritProration = z.infer<typeof meritProration>;

const percentCell = fraction('a matrix cell', 0, 1);
const rangeCell = z
  .object({ min: percentCell, target: percentCell, max: percentCell })
  .strict()
  .refine((c) => c.min <= c.target && c.target <= c.max, 'a matrix cell has min ≤ target ≤ max');

/**
 * The merit matrix: a row a rating, a column a span of position in range (compa-ratio, or the
 * roster's range penetration). `bounds` are the lower bounds of the second and later columns,
 * increasing; columns are half-open, the lower bound inclusive. A flat matrix has one percentage a
 * cell; a range matrix min, target and max (the manager moves within min–max).
 */
export const meritMatrix = z
  .object({
    positionBy: z.enum(MERIT_POSITIONS, { message: `positionBy is ${MERIT_POSITIONS.join(' or ')}` }).default('compa-ratio'),
    mode: z.enum(['flat', 'range'], { message: 'mode is flat or range' }),
    bounds: z.array(fraction('a column bound', -10, 10)).max(9, 'at most 10 columns'),
    ratings: z.array(text('a rating', 60)).min(1, 'the matrix needs a rating').max(10, 'at most 10 ratings'),
    cells: z.array(z.array(z.union([percentCell, rangeCell]))),
  })
  .strict()
  .superRefine((m, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (m.bounds.some((b, i) => i > 0 && b <= m.bounds[i - 1]!)) fail('matrix.bounds must increase');
    const keys = m.ratings.map((r) => r.replace(/\s+/g, ' ').toLowerCase());
    if (new Set(keys).size !== keys.length) fail('matrix.ratings must differ');
    if (m.cells.length !== m.ratings.length) return fail(`matrix.cells needs a row for each of the ${m.ratings.length} ratings`);
    m.cells.forEach((row, i) => {
      if (row.length !== m.bounds.length + 1) fail(`matrix.cells row ${i + 1} needs ${m.bounds.length + 1} cells (one a column)`);
      if (row.some((c) => (m.mode === 'flat') !== (typeof c === 'number')))
        fail(m.mode === 'flat' ? 'a flat matrix has one percentage a cell' : 'a range matrix has { min, target, max } a cell');
    });
  });
export type MeritMatrix = z.infer<typeof meritMatrix>;
export type MeritMatrixInput = z.input<typeof meritMatrix>;

const scope = z
  .object({
    /** Job family slugs: the roster's department. */
    families: z.array(text('a family', 100)).max(100).default([]),
    levels: z.array(level).max(8).default([]),
    locations: z.array(text('a location', 100)).max(100).default([]),
  })
  .strict();

const poolName = text('a pool name', 80);
const poolKind = z.enum(MERIT_POOL_KINDS, { message: `a pool's kind is ${MERIT_POOL_KINDS.join(', ')}` });
export const meritPoolBody = z.discriminatedUnion(
  'basis',
  [
    z
      .object({
        kind: poolKind,
        name: poolName,
        basis: z.literal('percent'),
        percent: fraction('a pool percent', 0, 1),
        scope: scope.default({ families: [], levels: [], locations: [] }),
      })
      .strict(),
    z
      .object({
        kind: poolKind,
        name: poolName,
        basis: z.literal('amount'),
        amount: wholeAmount('a pool amount'),
        scope: scope.default({ families: [], levels: [], locations: [] }),
      })
      .strict(),
  ],
  { error: "a pool's basis is percent (of the eligible payroll in scope) or amount" },
);
export type MeritPoolBody = z.infer<typeof meritPoolBody>;

const pools = z
  .array(meritPoolBody)
  .max(20, 'at most 20 pools')
  .refine((ps) => new Set(ps.map((p) => p.name.toLowerCase())).size === ps.length, 'pool names must differ');

export const meritStage = z
  .object({
    name: text('a stage name', 60),
    approver: z.discriminatedUnion(
      'kind',
      [
        z
          .object({
            kind: z.literal('chain'),
            levelsUp: z.number().int().min(1, 'levelsUp is 1 or more').max(10, 'levelsUp is at most 10'),
          })
          .strict(),
        z.object({ kind: z.literal('person'), email: email('approver.email') }).strict(),
      ],
      { error: "a stage's approver is { kind: chain, levelsUp } or { kind: person, email }" },
    ),
    when: z.discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.literal('always') }).strict(),
        z.object({ kind: z.literal('cost-above'), amount: wholeAmount('when.amount') }).strict(),
        z.object({ kind: z.literal('outside-guideline') }).strict(),
      ],
      { error: "a stage's when is always, cost-above or outside-guideline" },
    ),
  })
  .strict();
export type MeritStage = z.infer<typeof meritStage>;

export const meritApprovalSettings = z
  .object({
    stages: z.array(meritStage).min(1, 'at least one approval stage').max(MERIT_MAX_STAGES, `at most ${MERIT_MAX_STAGES} stages`),
    /** Who approves when the chain does not reach a stage's manager, or the roster has no email for them. */
    fallbackEmail: email('fallbackEmail'),
  })
  .strict()
  .refine(
    (a) => a.stages.some((s) => s.when.kind === 'always'),
    'At least one approval stage applies to every recommendation (when: always)',
  );
export type MeritApprovalSettings = z.infer<typeof meritApprovalSettings>;

const settings = {
  name: text('name', 120),
  effectiveDate: day('effectiveDate'),
  periodStart: day('periodStart'),
  periodEnd: day('periodEnd'),
  /** The budget's currency; default the roster's. */
  currency,
  /** Rupees for one dollar, frozen for the cycle; default the rate configured today. */
  usdInr: fraction('usdInr', 0.0001, 100_000),
  /** A roster version (GET /compa/roster's versions); default the latest. */
  uploadId: serialId('uploadId must be a roster version id'),
  /** A band group in the roster's region; default the one saved last. */
  bandGroupId: serialId('bandGroupId must be a pay band group id'),
  /** The group's version; default the one in force on the effective date. */
  bandVersion: z.number({ error: 'bandVersion must be a version number' }).int('bandVersion must be a version number').min(1).max(100_000),
  eligibility: meritEligibility,
  proration: meritProration,
  matrix: meritMatrix,
  pools,
  approvals: meritApprovalSettings,
};

const periodChecked = <T extends { periodStart?: string; periodEnd?: string }>(b: T) =>
  b.periodStart === undefined || b.periodEnd === undefined || b.periodStart <= b.periodEnd;
const PERIOD_ORDER = { message: 'periodEnd must not be before periodStart', path: ['periodEnd'] };

export const meritCycleBody = z
  .object({
    name: settings.name,
    effectiveDate: settings.effectiveDate,
    periodStart: settings.periodStart,
    periodEnd: settings.periodEnd,
    currency: settings.currency.optional(),
    usdInr: settings.usdInr.optional(),
    uploadId: settings.uploadId.optional(),
    bandGroupId: settings.bandGroupId.optional(),
    bandVersion: settings.bandVersion.optional(),
    eligibility: settings.eligibility.default({
      minTenureMonths: null,
      hiredOnOrBefore: null,
      levels: [],
      locations: [],
      employmentTypes: [],
    }),
    proration: settings.proration.default({ kind: 'day' }),
    matrix: settings.matrix.optional(),
    pools: settings.pools.default([]),
    /** Default: one stage, the employee's manager, with the creator as the fallback. */
    approvals: settings.approvals.optional(),
  })
  .strict()
  .refine(periodChecked, PERIOD_ORDER);
export type MeritCycleBody = z.infer<typeof meritCycleBody>;
export type MeritCycleInput = z.input<typeof meritCycleBody>;

/** Settings to change (at least one), while the cycle is not started or paused. */
export const meritCycleEdit = z
  .object(
    Object.fromEntries(Object.entries(settings).map(([k, s]) => [k, s.optional()])) as {
      [K in keyof typeof settings]: z.ZodOptional<(typeof settings)[K]>;
    },
  )
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one setting to change')
  .refine(periodChecked, PERIOD_ORDER);
export type MeritCycleEdit = z.infer<typeof meritCycleEdit>;
export type MeritCycleEditInput = z.input<typeof meritCycleEdit>;

export const meritStatusBody = z
  .object({ status: z.enum(MERIT_STATUSES, { message: `status is one of ${MERIT_STATUSES.join(', ')}` }) })
  .strict();

/** A manager's change: the merit percentage (null: back to the guideline's target), the other pools' amounts, a reason. */
export const meritRecommendationEdit = z
  .object({
    meritPercent: fraction('meritPercent', 0, 1).nullable().optional(),
    promotion: money('promotion').optional(),
    adjustment: money('adjustment').optional(),
    oneOff: money('oneOff').optional(),
    /** Required for a merit percentage outside the guideline's range. */
    reason: z.string().trim().max(1000, 'reason is at most 1,000 characters').nullable().optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one change');
export type MeritRecommendationEdit = z.infer<typeof meritRecommendationEdit>;
export type MeritRecommendationEditInput = z.input<typeof meritRecommendationEdit>;

export const meritDecisionBody = z
  .object({
    recommendationIds: z
      .array(serialId('recommendationIds are recommendation ids'))
      .min(1, 'name at least one recommendation')
      .max(1000, 'at most 1,000 recommendations at once')
      .refine((ids) => new Set(ids).size === ids.length, 'recommendationIds must differ'),
    decision: z.enum(['approve', 'reject'], { message: 'decision is approve or reject' }),
    /** Required to reject: the manager reads why. */
    note: z.string().trim().max(1000, 'note is at most 1,000 characters').optional(),
  })
  .strict()
  .refine((b) => b.decision !== 'reject' || (b.note ?? '').length > 0, { message: 'Say why in note to reject', path: ['note'] });
export type MeritDecisionBody = z.infer<typeof meritDecisionBody>;

const flag = (field: string) => z.enum(['true', 'false'], { message: `${field} is true or false` }).transform((v) => v === 'true');

export const meritRecommendationsQuery = z.object({
  /** A manager's employee id: the people under them (`under`: all levels, or direct reports only). */
  manager: z.string().trim().min(1).max(100).optional(),
  under: z.enum(['all', 'direct'], { message: 'under is all or direct' }).default('all'),
  state: z.enum(MERIT_APPROVAL_STATES, { message: `state is one of ${MERIT_APPROVAL_STATES.join(', ')}` }).optional(),
  outsideGuideline: flag('outsideGuideline').optional(),
  /** Awaiting the caller's decision (their email is the next stage's approver). */
  mine: flag('mine').optional(),
  /** Include the people not eligible (in the chain, without a recommendation). */
  all: flag('all').optional(),
  page: z.coerce.number().int('page is a whole number').min(1, 'page starts at 1').max(1000, 'page is at most 1000').default(1),
});
export type MeritRecommendationsQuery = z.infer<typeof meritRecommendationsQuery>;
export type MeritRecommendationsQueryInput = z.input<typeof meritRecommendationsQuery>;

export const meritAuditQuery = z.object({
  employeeId: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int('page is a whole number').min(1, 'page starts at 1').max(1000, 'page is at most 1000').default(1),
});

// ---------------------------------------------------------------------------------------------
// Answers

const guideline = z.object({ min: z.number(), target: z.number(), max: z.number() });
const who = z.object({ name: z.string().nullable(), email: z.string() });

export const meritPool = z.object({
  position: z.number().int(),
  kind: z.enum(MERIT_POOL_KINDS),
  name: z.string(),
  basis: z.enum(['percent', 'amount']),
  percent: z.number().nullable(),
  amount: z.number().int().nullable(),
  scope: z.object({ families: z.array(z.string()), levels: z.array(z.number().int()), locations: z.array(z.string()) }),
  /** The budget: whole units of the cycle's currency. */
  total: z.number().int(),
  /** The pool before rounding (two decimals): the total is it rounded to a unit. */
  exact: z.number(),
  /** The people it covers, and their parts' sum (equal to the total but when nobody has pay to weigh an amount by). */
  members: z.number().int(),
  allocated: z.number().int(),
  /** What the recommendations spend from it (two decimals) and what is left (negative: over budget). */
  spent: z.number(),
  left: z.number(),
  over: z.boolean(),
});
export type MeritPool = z.infer<typeof meritPool>;

export const meritCounts = z.object({
  /** Everyone in the roster copy (the chain runs through them all). */
  people: z.number().int(),
  eligible: z.number().int(),
  changed: z.number().int(),
  outsideGuideline: z.number().int(),
  noGuideline: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
});

export const meritCycle = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(MERIT_STATUSES),
  effectiveDate: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  currency,
  fx: z.object({ usdInr: z.number(), asOf: z.string() }),
  roster: z.object({
    /** null once the version is gone (its people are kept in the cycle). */
    uploadId: z.number().int().nullable(),
    fileName: z.string().nullable(),
    uploadedAt: z.string().nullable(),
    countryCode: cc,
    currency,
  }),
  band: z.object({
    groupId: z.number().int().nullable(),
    name: z.string().nullable(),
    version: z.number().int().nullable(),
    effectiveDate: z.string().nullable(),
    metric: z.enum(['base', 'total']).nullable(),
  }),
  eligibility: meritEligibility,
  proration: meritProration,
  matrix: z
    .object({
      positionBy: z.enum(MERIT_POSITIONS),
      mode: z.enum(['flat', 'range']),
      bounds: z.array(z.number()),
      ratings: z.array(z.string()),
      cells: z.array(z.array(guideline)),
    })
    .nullable(),
  pools: z.array(meritPool),
  approvals: z.object({
    stages: z.array(
      z.object({
        name: z.string(),
        approver: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('chain'), levelsUp: z.number().int() }),
          z.object({ kind: z.literal('person'), email: z.string() }),
        ]),
        when: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('always') }),
          z.object({ kind: z.literal('cost-above'), amount: z.number().int() }),
          z.object({ kind: z.literal('outside-guideline') }),
        ]),
      }),
    ),
    fallbackEmail: z.string(),
  }),
  rulesVersion: z.number().int(),
  /** Settings may change (not started or paused). */
  editable: z.boolean(),
  /** Recommendations may change and be decided (active). */
  open: z.boolean(),
  /** The statuses it may move to now. */
  next: z.array(z.enum(MERIT_STATUSES)),
  counts: meritCounts,
  /** What stands in the way of starting or approving, or is worth knowing. */
  notes: z.array(z.string()),
  createdBy: who.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  statusChangedAt: z.string().nullable(),
});
export type MeritCycle = z.infer<typeof meritCycle>;

export const meritCycleSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(MERIT_STATUSES),
  effectiveDate: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  currency,
  eligible: z.number().int(),
  createdAt: z.string(),
});
export type MeritCycleSummary = z.infer<typeof meritCycleSummary>;

const stageState = z.object({
  stage: z.number().int(),
  name: z.string(),
  /** Whose decision it is (an email). */
  approver: z.string(),
  decision: z.enum(['approved', 'rejected']).nullable(),
  by: z.string().nullable(),
  at: z.string().nullable(),
  note: z.string().nullable(),
});

export const meritRecommendation = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  name: z.string().nullable(),
  title: z.string(),
  family: z.object({ slug: z.string(), name: z.string() }),
  level: z.number().int(),
  levelName: z.string(),
  location: z.string(),
  manager: z.object({ employeeId: z.string(), name: z.string().nullable() }).nullable(),
  rating: z.string().nullable(),
  hireDate: z.string(),
  lastChangeDate: z.string().nullable(),
  fte: z.number(),
  /** The pay's currency (the roster's). */
  currency,
  base: z.number().int(),
  eligible: z.boolean(),
  ineligibleReason: z.string().nullable(),
  band: z
    .object({
      min: z.number(),
      mid: z.number(),
      max: z.number(),
      level: z.number().int(),
      location: z.string(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** Where pay sits in the band as the matrix reads it (compa-ratio or penetration, 4 decimals). */
  position: z.number().nullable(),
  proration: z.number(),
  cell: z.object({ row: z.number().int(), column: z.number().int(), rating: z.string(), span: z.string() }).nullable(),
  guideline: guideline.nullable(),
  guidelineNote: z.string().nullable(),
  meritPercent: z.number(),
  /** The merit raise prorated, and its split at the band's maximum: to base, and as a lump sum. */
  merit: z.object({ raise: z.number(), base: z.number(), lump: z.number() }),
  promotion: z.number(),
  adjustment: z.number(),
  oneOff: z.number(),
  /** Base after the merit base part, the promotion and the adjustment. */
  newBase: z.number(),
  /** The increase to base as a fraction of base (4 decimals). */
  increase: z.number(),
  /** All it costs, in the cycle's currency at the frozen rate (two decimals). */
  cost: z.number(),
  changed: z.boolean(),
  outsideGuideline: z.boolean(),
  reason: z.string().nullable(),
  approval: z.object({
    state: z.enum(MERIT_APPROVAL_STATES),
    stages: z.array(stageState),
    /** The stage waiting, or null when approved or rejected. */
    next: stageState.nullable(),
  }),
  rulesVersion: z.number().int(),
  updatedAt: z.string(),
});
export type MeritRecommendation = z.infer<typeof meritRecommendation>;

/** A manager's pools against what their people's recommendations spend. */
export const meritManagerBudget = z.object({
  employeeId: z.string(),
  name: z.string().nullable(),
  pools: z.array(
    z.object({
      position: z.number().int(),
      kind: z.enum(MERIT_POOL_KINDS),
      name: z.string(),
      pool: z.number().int(),
      spent: z.number(),
      over: z.boolean(),
    }),
  ),
});
export type MeritManagerBudget = z.infer<typeof meritManagerBudget>;

export const meritRecommendations = z.object({
  cycle: z.object({ id: z.number().int(), name: z.string(), status: z.enum(MERIT_STATUSES), currency, open: z.boolean() }),
  /** The manager asked about, with their pools; null without `manager`. */
  manager: meritManagerBudget.nullable(),
  matching: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(meritRecommendation),
});
export type MeritRecommendations = z.infer<typeof meritRecommendations>;

export const meritRecommendationResult = z.object({
  recommendation: meritRecommendation,
  /** The managers above the person, nearest first, each with their pools after the change: over budget is shown, never refused. */
  chain: z.array(meritManagerBudget),
  pools: z.array(meritPool),
});
export type MeritRecommendationResult = z.infer<typeof meritRecommendationResult>;

export const meritBudget = z.object({
  currency,
  /** Each pool with every manager who has a pool or a spend in it: pool top-down, spent bottom-up. */
  pools: z.array(
    meritPool.extend({
      managers: z.array(
        z.object({ employeeId: z.string(), name: z.string().nullable(), pool: z.number().int(), spent: z.number(), over: z.boolean() }),
      ),
    }),
  ),
});
export type MeritBudget = z.infer<typeof meritBudget>;

export const meritDecisionResult = z.object({
  decided: z.number().int(),
  recommendations: z.array(z.object({ id: z.number().int(), state: z.enum(MERIT_APPROVAL_STATES), next: stageState.nullable() })),
});
export type MeritDecisionResult = z.infer<typeof meritDecisionResult>;

export const meritAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  by: who,
  action: z.string(),
  employeeId: z.string().nullable(),
  rulesVersion: z.number().int(),
  cell: z.object({ row: z.number().int().nullable(), column: z.number().int().nullable(), rating: z.string().nullable() }).nullable(),
  proration: z.number().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export const meritAudit = z.object({
  entries: z.array(meritAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MeritAudit = z.infer<typeof meritAudit>;

// ---------------------------------------------------------------------------------------------
// Calls

const meritRoutes = routesOf('merit', 'enterprise');
const onCycle = meritRoutes.with({ params: idParam('id must be a merit cycle id') });
const onRecommendation = meritRoutes.with({
  params: z.object({
    id: serialId('id must be a merit cycle id'),
    recommendationId: serialId('recommendationId must be a recommendation id'),
  }),
});

export const listMeritCycles = meritRoutes.list('/merit/cycles', 'cycles', meritCycleSummary, {
  summary: "The workspace's merit cycles, newest first (any member)",
});

export const createMeritCycle = meritRoutes.post('/merit/cycles', meritCycle, {
  summary:
    'Sets up a merit cycle over a roster version: its people copied, each eligible one pre-filled from the matrix (workspace analysts and admins)',
  body: meritCycleBody,
});

export const getMeritCycle = onCycle.get('/merit/cycles/:id', meritCycle, {
  summary: 'A merit cycle: its settings, pools with what is spent, counts and what it may move to (any member)',
});

export const editMeritCycle = onCycle.post('/merit/cycles/:id', meritCycle, {
  summary:
    'Changes a cycle’s settings or pools, not started or paused only; everyone is figured again under the next rules version (workspace analysts and admins)',
  body: meritCycleEdit,
});

export const deleteMeritCycle = onCycle.delete('/merit/cycles/:id', z.object({ deleted: z.literal(true) }), {
  summary: 'Removes a cycle that has not started (workspace analysts and admins)',
});

export const setMeritCycleStatus = onCycle.post('/merit/cycles/:id/status', meritCycle, {
  summary: 'Moves a cycle: not started → active ⇄ paused, active → approved (every recommendation approved) → closed (workspace admins)',
  body: meritStatusBody,
});

export const getMeritRecommendations = onCycle.get('/merit/cycles/:id/recommendations', meritRecommendations, {
  summary: "A cycle's recommendations, a page of 100; with manager=, the people under them and the manager's pools (any member)",
  querystring: meritRecommendationsQuery,
});

export const editMeritRecommendation = onRecommendation.post(
  '/merit/cycles/:id/recommendations/:recommendationId',
  meritRecommendationResult,
  {
    summary:
      'Changes a recommendation while the cycle is active: within the guideline, or outside it with a reason; over budget is shown, never refused (workspace analysts and admins)',
    body: meritRecommendationEdit,
  },
);

export const getMeritBudget = onCycle.get('/merit/cycles/:id/budget', meritBudget, {
  summary: "A cycle's pools top-down (each manager's from the people under them) against bottom-up (their recommendations) (any member)",
});

export const decideMeritRecommendations = onCycle.post('/merit/cycles/:id/approvals', meritDecisionResult, {
  summary: "Approves or rejects the waiting stage of recommendations: the stage's approver, or a workspace admin; all or none",
  body: meritDecisionBody,
});

export const getMeritAudit = onCycle.get('/merit/cycles/:id/audit', meritAudit, {
  summary: "A cycle's log of changes, newest first, a page of 100 (workspace analysts and admins)",
  querystring: meritAuditQuery,
});
