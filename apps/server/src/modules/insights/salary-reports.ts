import type { Region } from '@paysight/contract';
import type { COMPANY_TYPES } from '@paysight/db';

/**
 * The published salary reports: curated views over salary records, defined here as data (see
 * docs/decisions/009-salary-reports.md). A report's figures are computed live from its slice.
 */
export interface SalaryReportDef {
  /** Stable slug: the report's URL and API id. */
  id: string;
  title: string;
  summary: string;
  region: Region;
  slice: {
    /** Title slug. */
    title: string;
    companyTypes?: readonly (typeof COMPANY_TYPES)[number][];
    /** Company slugs. */
    companies?: readonly string[];
    /** Standard levels, inclusive. */
    levels?: { min: number; max: number };
    /** Records reported in this calendar year only. */
    year?: number;
  };
}

export const SALARY_REPORTS: readonly SalaryReportDef[] = [
  {
    id: 'software-engineer-pay-india-2026',
    title: 'Software engineer pay in India 2026',
    summary: 'What software engineers in India reported in 2026, by company type and by level.',
    region: 'in',
    slice: { title: 'software-engineer', year: 2026 },
  },
  {
    id: 'data-scientist-pay-us',
    title: 'Data scientist pay in the US',
    summary: 'Yearly total pay of data scientists in the United States, by company type and by level.',
    region: 'us',
    slice: { title: 'data-scientist' },
  },
  {
    id: 'it-services-vs-product-india',
    title: 'IT services vs product companies in India',
    summary: 'Software engineer pay at IT services firms against product companies in India.',
    region: 'in',
    slice: { title: 'software-engineer', companyTypes: ['it-services', 'product'] },
  },
  {
    id: 'senior-engineers-big-tech-us',
    title: 'Senior and staff engineers at big tech in the US',
    summary: 'Software engineers at senior and staff level at FAANG+ companies in the United States.',
    region: 'us',
    slice: { title: 'software-engineer', companyTypes: ['faang+'], levels: { min: 3, max: 4 } },
  },
  {
    id: 'fintech-engineer-pay-india',
    title: 'Fintech engineer pay in India',
    summary: 'Software engineers at Razorpay, PhonePe, CRED, Zerodha, Groww and Paytm.',
    region: 'in',
    slice: { title: 'software-engineer', companies: ['razorpay', 'phonepe', 'cred', 'zerodha', 'groww', 'paytm'] },
  },
  {
    id: 'product-manager-pay-india',
    title: 'Product manager pay in India',
    summary: 'Yearly total pay of product managers in India, by company type and by level.',
    region: 'in',
    slice: { title: 'product-manager' },
  },
];

/** Reports whose title or summary contains `query` (any case); all of them for an empty query. */
export function findReports(query: string): SalaryReportDef[] {
  const q = query.trim().toLowerCase();
  return SALARY_REPORTS.filter((r) => !q || r.title.toLowerCase().includes(q) || r.summary.toLowerCase().includes(q));
}

export const reportById = (id: string) => SALARY_REPORTS.find((r) => r.id === id) ?? null;
