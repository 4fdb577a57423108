import { z } from 'zod';
import { PAYROLL_POSITIONS } from './payroll.js';
import { cc, currency, routesOf } from './schemas.js';

/**
 * Total rewards statements (SPEC §1 for employers; issue 29; docs/decisions/056-total-rewards.md).
 * One employee's year of pay as the employer spends it: base, bonus target, the equity that vests
 * in the year, benefits at the workspace's own plan values (in India employer PF, gratuity accrual
 * and insurance), perquisites, and the total; for an Indian employee the CTC broken down beside the
 * in-hand pay. The engine (apps/server/src/modules/total-rewards/statement.rules.ts) takes
 * `StatementEmployee` and `StatementPlan`, so the payroll today and the compa roster later feed it.
 */

const amount = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .min(0, `${what} must not be negative`)
    .max(1_000_000_000, `${what} must be under a billion`);
const isoDay = (what: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be a date as YYYY-MM-DD`);
const label = z.string().trim().min(1, 'a label is needed').max(80, 'a label is at most 80 characters');

export const VEST_FREQUENCIES = ['yearly', 'quarterly', 'monthly'] as const;
/** India's PF basis: 12 % of basic up to the ₹15,000 a month wage ceiling (the statute's minimum), or of the whole basic. */
export const PF_BASES = ['statutory-ceiling', 'full-basic'] as const;

/** A vesting schedule: the shares of a grant vesting in each year, one to ten years adding up to 100. */
const vestingPercents = z
  .array(z.number().min(0, 'a vesting percent is from 0 to 100').max(100, 'a vesting percent is from 0 to 100'))
  .min(1, 'a vesting schedule has at least one year')
  .max(10, 'a vesting schedule has at most 10 years')
  .refine((p) => Math.abs(p.reduce((s, x) => s + x, 0) - 100) < 0.01, 'vesting percents must add up to 100');

/**
 * One equity grant. Its worth is units × the share price when both are known, else the grant's
 * value at grant. `vestingPercents` are the shares of the grant vesting in each year from the grant
 * date (25,25,25,25; Amazon's 5,15,40,40); absent, the plan's default schedule applies. Within a
 * year a tranche vests at once on the anniversary, or in equal quarterly or monthly parts; nothing
 * vests before the cliff, and what would have is paid on the cliff date.
 */
export const equityGrant = z
  .object({
    grantDate: isoDay('grantDate'),
    units: z.number().min(0, 'units must not be negative').max(1_000_000_000, 'units must be under a billion').nullable().default(null),
    grantValue: amount('grantValue').nullable().default(null),
    vestingPercents: vestingPercents.nullable().default(null),
    frequency: z.enum(VEST_FREQUENCIES, { error: 'frequency is yearly, quarterly or monthly' }).default('yearly'),
    cliffMonths: z.number().int().min(0, 'cliffMonths is from 0 to 60').max(60, 'cliffMonths is from 0 to 60').default(0),
  })
  .refine((g) => g.units !== null || g.grantValue !== null, { message: 'a grant needs units or a grant value', path: ['units'] });
export type EquityGrant = z.infer<typeof equityGrant>;

export const rewardItem = z.object({ label, yearly: amount('yearly') });

/** Where the employee's base sits in the market cell (the payroll's comparison); null without market data. */
export const statementMarket = z.object({
  compaRatio: z.number().nullable(),
  position: z.enum(PAYROLL_POSITIONS).nullable(),
  /** The cell's median base and total pay. */
  p50Base: z.number().nullable(),
  p50Total: z.number().nullable(),
  /** Records and companies the cell rests on. */
  records: z.number().int(),
});
export type StatementMarket = z.infer<typeof statementMarket>;

/** One employee as the engine takes them (the payroll today, the compa roster later). */
export const statementEmployee = z.object({
  employeeId: z.string().min(1).max(64),
  name: z.string().max(120).nullable().default(null),
  title: z.string().max(120),
  levelName: z.string().max(60).nullable().default(null),
  location: z.string().max(80),
  countryCode: cc,
  currency,
  /** Yearly base. In India the fixed CTC when the plan says so (employer PF and gratuity inside it). */
  base: amount('base'),
  bonusTarget: amount('bonusTarget'),
  hireDate: isoDay('hireDate'),
  /** Equity as a yearly value (the payroll's column), used when no grant is known. */
  equityYearly: amount('equityYearly').nullable().default(null),
  grants: z.array(equityGrant).max(50).default([]),
  /** The employee's own perquisites (a car lease, a club membership), beside the plan's. */
  perquisites: z.array(rewardItem).max(30).default([]),
  market: statementMarket.nullable().default(null),
});
export type StatementEmployee = z.infer<typeof statementEmployee>;
export type StatementEmployeeInput = z.input<typeof statementEmployee>;

const planBenefit = z
  .object({
    label,
    /** A fixed yearly amount per employee… */
    yearly: amount('yearly').nullable().default(null),
    /** …or a share of base (a 401(k) match of 4 %: 0.04). */
    percentOfBase: z.number().min(0, 'percentOfBase is from 0 to 1').max(1, 'percentOfBase is from 0 to 1').nullable().default(null),
  })
  .refine((b) => (b.yearly === null) !== (b.percentOfBase === null), { message: 'a benefit is a yearly amount or a percent of base' });

/** A workspace's plan values: what its benefits cost it per employee, in the payroll's currency. */
export const statementPlan = z.object({
  india: z
    .object({
      /** Basic pay as a share of base (fixed CTC). */
      basicShare: z.number().min(0.1, 'basicShare is from 0.1 to 1').max(1, 'basicShare is from 0.1 to 1').default(0.4),
      pfBasis: z.enum(PF_BASES, { error: 'pfBasis is statutory-ceiling or full-basic' }).default('statutory-ceiling'),
      /** Base is the fixed CTC: employer PF and gratuity are inside it, not on top. */
      baseIsCtc: z.boolean().default(true),
    })
    .default({ basicShare: 0.4, pfBasis: 'statutory-ceiling', baseIsCtc: true }),
  /** The employer's yearly insurance premium per employee (health, life, accident). */
  insurancePremium: amount('insurancePremium').default(0),
  benefits: z.array(planBenefit).max(30).default([]),
  /** Perquisites every employee gets (meals, internet), at their yearly value. */
  perquisites: z.array(rewardItem).max(30).default([]),
  /** A share price to value unit grants with; null: each grant's value at grant. */
  sharePrice: z.number().positive('sharePrice must be above 0').nullable().default(null),
  /**
   * The company whose stock this is (a catalogue slug): a grant that names no schedule vests as our
   * stock data says the company's usually do (the company stock call's `vesting`).
   */
  stockCompany: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'stockCompany is a company slug (a-z, 0-9, -)')
    .max(120)
    .nullable()
    .default(null),
  /** Yearly percents for a grant that names none, over the company's usual schedule; null: the company's, else four even years. */
  defaultVesting: vestingPercents.nullable().default(null),
});
export type StatementPlan = z.infer<typeof statementPlan>;
export type StatementPlanInput = z.input<typeof statementPlan>;

export const STATEMENT_GROUPS = ['cash', 'equity', 'benefits', 'perquisites'] as const;
export type StatementGroup = (typeof STATEMENT_GROUPS)[number];

export const statementLine = z.object({
  group: z.enum(STATEMENT_GROUPS),
  label: z.string(),
  amount: z.number().int(),
  /** How the figure was made, in words. */
  note: z.string().nullable(),
});

export const statementVest = z.object({ date: z.string(), units: z.number().nullable(), value: z.number().int() });

export const indiaCtc = z.object({
  fixedCtc: z.number().int(),
  basic: z.number().int(),
  /** Fixed CTC less employer PF and gratuity: what is paid as salary. */
  grossSalary: z.number().int(),
  employerPf: z.number().int(),
  gratuity: z.number().int(),
  bonusTarget: z.number().int(),
  /** Fixed CTC + bonus target. */
  ctc: z.number().int(),
  employeePf: z.number().int(),
  professionalTax: z.number().int(),
  standardDeduction: z.number().int(),
  taxOnFixed: z.number().int(),
  monthlyInHand: z.number().int(),
  taxOnAll: z.number().int(),
  yearlyTakeHome: z.number().int(),
  regime: z.string(),
});
export type IndiaCtc = z.infer<typeof indiaCtc>;

export const rewardsStatement = z.object({
  employee: z.object({
    employeeId: z.string(),
    name: z.string().nullable(),
    title: z.string(),
    levelName: z.string().nullable(),
    location: z.string(),
    hireDate: z.string(),
    countryCode: cc,
    currency,
  }),
  /** India's financial year (April to March), or the calendar year in the US. */
  period: z.object({ label: z.string(), start: z.string(), end: z.string() }),
  lines: z.array(statementLine),
  subtotals: z.object({ cash: z.number().int(), equity: z.number().int(), benefits: z.number().int(), perquisites: z.number().int() }),
  /** The sum of the lines (and of the subtotals). */
  total: z.number().int(),
  vests: z.array(statementVest),
  gratuity: z
    .object({
      /** 15/26 × monthly basic × years counted, at most ₹20,00,000. */
      accruedToDate: z.number().int(),
      yearsCounted: z.number().int(),
      /** Paid only after five years of continuous service. */
      eligible: z.boolean(),
    })
    .nullable(),
  india: indiaCtc.nullable(),
  market: statementMarket.nullable(),
  /** The rules the figures follow, in words. */
  notes: z.array(z.string()),
});
export type RewardsStatement = z.infer<typeof rewardsStatement>;

// ---------------------------------------------------------------------------------------------
// Calls

const totalRewardsRoutes = routesOf('total-rewards', 'enterprise');
const employeeParams = z.object({
  employeeId: z.string().trim().min(1, 'employeeId is an employee id from the payroll').max(64, 'employeeId is at most 64 characters'),
});
const statementQuery = z.object({
  /** The statement's year (India: the financial year starting in April of it); this year when absent. */
  year: z.coerce
    .number({ error: 'year must be a year' })
    .int('year must be a whole year')
    .min(2000, 'year is from 2000 to 2100')
    .max(2100, 'year is from 2000 to 2100')
    .optional(),
});

export const rewardsPlanView = z.object({
  plan: statementPlan,
  /** false: the workspace has saved none yet and the defaults are shown. */
  saved: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type RewardsPlanView = z.infer<typeof rewardsPlanView>;

export const getRewardsPlan = totalRewardsRoutes.get('/total-rewards/plan', rewardsPlanView, {
  summary: "The workspace's plan values statements are made with (any workspace member; the defaults until one is saved)",
});

export const saveRewardsPlan = totalRewardsRoutes.put('/total-rewards/plan', rewardsPlanView, {
  summary: "Replaces the workspace's plan values (workspace analysts and admins)",
  body: statementPlan,
});

export const getRewardsStatement = totalRewardsRoutes.get('/total-rewards/statements/:employeeId', rewardsStatement, {
  summary: "One employee's total rewards statement from the workspace's payroll (any workspace member; another workspace's id is 404)",
  params: employeeParams,
  querystring: statementQuery,
});

export const rewardsStatementPdf = totalRewardsRoutes.file('/total-rewards/statements/:employeeId/pdf', {
  summary: "One employee's total rewards statement as a PDF (any workspace member; another workspace's id is 404)",
  params: employeeParams,
  querystring: statementQuery,
  produces: ['application/pdf'],
});

/**
 * Most statements in one bulk PDF (every payroll employee when none are named). pdfmake lays a file
 * out in one go on the server's thread, about 10 ms a statement: 100 hold it for about a second.
 */
export const STATEMENTS_BULK_MAX = 100;

export const rewardsStatementsPdf = totalRewardsRoutes.file('/total-rewards/statements.pdf', {
  summary: `The workspace's statements in one PDF, one employee a page (the named ids, or the whole payroll; at most ${STATEMENTS_BULK_MAX})`,
  querystring: statementQuery.extend({
    ids: z
      .string()
      .max(20_000)
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .optional(),
  }),
  produces: ['application/pdf'],
});
