/** The company page's further sections (SPEC §7: /company/{id}/ranks, /exec/salary, /stocks, /{cc}/futureofwork/{id}), one at a time (?about=). */
export const COMPANY_MORE = ['ranks', 'exec', 'stocks', 'futureofwork'] as const;
export type CompanyMore = (typeof COMPANY_MORE)[number];

export const COMPANY_MORE_LABELS: Record<CompanyMore, string> = {
  ranks: 'Rank from moves',
  exec: 'Leadership pay',
  stocks: 'Stock',
  futureofwork: 'Future of work',
};

export const companyMoreOf = (value: string | null): CompanyMore | null =>
  (COMPANY_MORE as readonly string[]).includes(value ?? '') ? (value as CompanyMore) : null;
