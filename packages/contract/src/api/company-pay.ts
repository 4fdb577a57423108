import { z } from 'zod';
import { pageOf } from './route.js';
import { cc, named, currency, slugText, routesOf } from './schemas.js';
import { salaryLevelRow } from './salary-explore.js';

/**
 * A company's pay at the top and in stock (SPEC §7 Compare and switch: /company/{id}/exec/salary
 * and /company/{id}/stocks), from published salary records of one region. Amounts are yearly, in
 * the region's currency unit. Nothing from fewer than MIN_SLICE records, at any depth.
 */

/** "Director and above" on our scale: Senior Staff (5) and up, where ladders put directors, principals and partners. */
export const EXEC_MIN_LEVEL = 5;

export const companyPayParams = z.object({
  id: slugText('id must be a company in slug form'),
});
export const companyPayQuery = z.object({ cc: cc.default('in') });

/** An exec level's row: the same as a level of the salary page's ladder (the standard level's name, the company's own names seen at it). */
export const execLevel = salaryLevelRow;

export const companyExecSalary = z.object({
  countryCode: cc,
  currency,
  company: named,
  minLevel: z.number().int(),
  /** Records at the exec levels; null when fewer than MIN_SLICE (then no level is shown either). */
  count: z.number().int().nullable(),
  /** Median yearly total of all exec records; null under MIN_SLICE. */
  totalMedian: z.number().nullable(),
  levels: z.array(execLevel),
  isDemo: z.boolean(),
});
export type CompanyExecSalary = z.infer<typeof companyExecSalary>;

const salaryRoutes = routesOf('salary', 'public');

/** A company's pay in a region: searches, counted against the daily search limit as views of the company's page. */
const onCompanyPay = salaryRoutes.with({ quota: 'search', searchPage: pageOf('company', 'cc', 'id'), params: companyPayParams });

export const getCompanyExecSalary = onCompanyPay.get('/company/:id/exec/salary', companyExecSalary, {
  summary: `A company's pay for directors and above (standard level ${EXEC_MIN_LEVEL}+) in a region, by level; levels under MIN_SLICE records are left out`,
  querystring: companyPayQuery,
});

export const stockLevel = z.object({
  level: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  /** Share of the level's records that include stock, in per cent. */
  withStockPct: z.number(),
  /** Median yearly stock and grant over the records with stock; null when fewer than MIN_SLICE have stock. */
  stockYearlyMedian: z.number().nullable(),
  grantMedian: z.number().nullable(),
  /** Median share of stock in yearly total pay over the records with stock, in per cent; null when fewer than MIN_SLICE have stock. */
  stockSharePct: z.number().nullable(),
});

export const companyStocks = z.object({
  countryCode: cc,
  currency,
  company: named,
  /** The schedule we count first-year pay by: the company's usual one when we know it, else four even years (ADR 016). */
  vesting: z.object({ percents: z.array(z.number()), basis: z.enum(['company', 'even']) }),
  /** Records in the region; null under MIN_SLICE (then nothing else is shown). */
  count: z.number().int().nullable(),
  withStockPct: z.number().nullable(),
  /** Over the records with stock; null under MIN_SLICE of them. */
  stockSharePct: z.number().nullable(),
  levels: z.array(stockLevel),
  isDemo: z.boolean(),
});
export type CompanyStocks = z.infer<typeof companyStocks>;

export const getCompanyStocks = onCompanyPay.get('/company/:id/stocks', companyStocks, {
  summary: "A company's stock: its vesting schedule, how many are paid in stock and stock's share of pay, by level",
  querystring: companyPayQuery,
});
