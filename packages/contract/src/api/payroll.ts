import { z } from 'zod';
import { PEER_GROUP_KINDS } from '../constants.js';
import { HIDDEN_REASONS } from './benchmarking.js';
import { cc, quartiles, currency, routesOf } from './schemas.js';

/**
 * Payroll benchmarking (SPEC §7 for employers; docs/decisions/030-peer-benchmarking.md). A workspace
 * uploads its payroll (CSV or XLSX, one row per employee) and sees each employee against the market
 * cell of their job family × level × metro, under the same suppression and differencing rules as any
 * benchmark. A new file adds a dated version (the latest is the payroll); a file with any bad row keeps nothing.
 */

/** The largest payroll file taken (4 MB), and the most employees in one (a 10,000-person roster, issue 29). */
export const PAYROLL_MAX_BYTES = 4 * 1024 * 1024;
export const PAYROLL_MAX_ROWS = 10_000;
/** A file's errors listed in the 400 (the rest are counted). */
export const PAYROLL_MAX_ERRORS = 20;

/**
 * The columns of a payroll file, as its header row names them (matched ignoring case, spaces,
 * underscores and hyphens). All are required but gender.
 */
export const PAYROLL_COLUMNS = [
  'employee id',
  'title',
  'level',
  'family',
  'location',
  'currency',
  'base',
  'bonus target',
  'equity',
  'hire date',
  'gender',
] as const;
/**
 * The compa roster's further columns (ADR 054): optional, so a payroll file without them is still
 * good. FTE defaults to 1.
 */
export const ROSTER_COLUMNS = [
  'name',
  'email',
  'equity type',
  'equity units',
  'vesting',
  'last change date',
  'manager id',
  'performance rating',
  'fte',
] as const;
export type PayrollColumn = (typeof PAYROLL_COLUMNS)[number] | (typeof ROSTER_COLUMNS)[number];

export const EQUITY_TYPES = ['rsu', 'options', 'phantom', 'none'] as const;
export type EquityType = (typeof EQUITY_TYPES)[number];
/** Uploads kept per workspace (each a dated version; the latest is the workspace's dataset). */
export const PAYROLL_VERSIONS_KEPT = 12;

export const PAYROLL_GENDERS = ['female', 'male', 'non-binary'] as const;

/**
 * Where a salary sits in the market's spread of base pay: below p25, from p25 up to p50, from p50
 * up to and including p75, above p75.
 */
export const PAYROLL_POSITIONS = ['below p25', 'p25–p50', 'p50–p75', 'above p75'] as const;
export type PayrollPosition = (typeof PAYROLL_POSITIONS)[number];

export const payrollEmployeeData = z.object({
  employeeId: z.string(),
  title: z.string(),
  family: z.object({ slug: z.string(), name: z.string() }),
  level: z.number().int(),
  levelName: z.string(),
  /** The metro, as the catalogue spells it. */
  location: z.string(),
  hireDate: z.string(),
  gender: z.enum(PAYROLL_GENDERS).nullable(),
  base: z.number().int(),
  bonusTarget: z.number().int(),
  equity: z.number().int(),
  /** base + bonus target + equity. */
  total: z.number().int(),
  /** The market cell (family × level × metro) of base and total pay; null while the cell is hidden. */
  market: z
    .object({
      records: z.number().int(),
      companies: z.number().int(),
      base: quartiles,
      total: quartiles,
    })
    .nullable(),
  /** Why the cell is hidden; null when shown. */
  hidden: z.object({ reason: z.enum(HIDDEN_REASONS), message: z.string() }).nullable(),
  /** base ÷ the market's p50 base, two decimals; null without market data. */
  compaRatio: z.number().nullable(),
  /** Base pay against the market's base quartiles; null without market data. */
  position: z.enum(PAYROLL_POSITIONS).nullable(),
});
export type PayrollEmployee = z.infer<typeof payrollEmployeeData>;

export const payrollData = z.object({
  upload: z.object({
    fileName: z.string(),
    countryCode: cc,
    currency,
    rows: z.number().int(),
    uploadedAt: z.string(),
  }),
  /** The date market figures were aged to (today), and who they come from. No company is named. */
  effectiveDate: z.string(),
  peer: z.object({
    /** The saved peer group's name; null: every company in the region. */
    name: z.string().nullable(),
    peerGroupId: z.number().int().nullable(),
    kind: z.enum(PEER_GROUP_KINDS),
    companies: z.number().int(),
  }),
  summary: z.object({
    employees: z.number().int(),
    withMarketData: z.number().int(),
    /** The median of the employees' compa-ratios (unrounded, then to two decimals); null when none has market data. */
    medianCompaRatio: z.number().nullable(),
    byPosition: z.object({
      'below p25': z.number().int(),
      'p25–p50': z.number().int(),
      'p50–p75': z.number().int(),
      'above p75': z.number().int(),
    }),
  }),
  /** In the file's order. */
  employees: z.array(payrollEmployeeData),
});
export type Payroll = z.infer<typeof payrollData>;

/** The workspace's payroll against the market; null when it has uploaded none. */
export const payrollResult = z.object({ payroll: payrollData.nullable() });
export type PayrollResult = z.infer<typeof payrollResult>;

const peerGroupId = z.coerce.number().int().positive('peerGroupId must be a peer group id').max(2_147_483_647);

/** The multipart fields sent before the file. */
export const uploadPayrollFields = z.object({ peerGroupId: peerGroupId.optional() });
export type UploadPayrollFields = z.infer<typeof uploadPayrollFields>;

const benchmarkingRoutes = routesOf('benchmarking', 'enterprise');

export const uploadPayroll = benchmarkingRoutes.post('/benchmarking/payroll', payrollResult, {
  summary:
    "Adds a dated version of the workspace's payroll (its employee dataset, ADR 054) and compares each employee with the market (workspace analysts and admins; multipart: " +
    'optional `peerGroupId` sent before `file`, a CSV or XLSX of at most 4 MB and 10,000 rows)',
});

export const getPayroll = benchmarkingRoutes.get('/benchmarking/payroll', payrollResult, {
  summary: "The workspace's latest payroll against the market (any member); with the upload's peer group unless another is given",
  querystring: z.object({ peerGroupId: peerGroupId.optional() }),
});
