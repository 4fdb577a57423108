/**
 * The statements pages' URLs (docs/decisions/056-total-rewards.md): /compa/statements lists the
 * payroll's employees (`?page=`), /compa/statements/{employeeId} is one statement (`?year=`). A bulk
 * download is the list's plain GET form: the ticked `id`s, sent as `download=pdf`, which the loader
 * turns into the API's `statements.pdf?ids=a,b`.
 */
import { API_BASE } from '@paysight/contract/core';

export const STATEMENTS_PATH = '/compa/statements';
/** As the API's STATEMENTS_BULK_MAX (the contract is not loaded by screens). */
export const BULK_MAX = 100;

export const statementHref = (employeeId: string, year?: number | null) =>
  `${STATEMENTS_PATH}/${encodeURIComponent(employeeId)}${year ? `?year=${year}` : ''}`;

export const statementPdfHref = (employeeId: string, year?: number | null) =>
  `${API_BASE}/total-rewards/statements/${encodeURIComponent(employeeId)}/pdf${year ? `?year=${year}` : ''}`;

export const bulkPdfHref = (ids: readonly string[], year?: number | null) => {
  const q = new URLSearchParams({ ids: ids.join(',') });
  if (year) q.set('year', String(year));
  return `${API_BASE}/total-rewards/statements.pdf?${q}`;
};

/** A whole year from 2000 to 2100, else null. */
export function parseYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const y = Number(value);
  return y >= 2000 && y <= 2100 ? y : null;
}

/** A page from 1 (at most 1,000, as the roster call takes). */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/**
 * A statement's year as people name it: India's financial year starting in April of it ("FY
 * 2026-27"), the calendar year in the US.
 */
export const yearLabel = (countryCode: string, year: number) =>
  countryCode === 'in' ? `FY ${year}-${String((year + 1) % 100).padStart(2, '0')}` : String(year);

/** The years a statement can be asked for: from the hire year (at most six back) to next year. */
export function yearChoices(hireDate: string, current: number): number[] {
  const hired = Number(hireDate.slice(0, 4));
  const from = Math.max(Number.isFinite(hired) ? hired : current, current - 6);
  const years: number[] = [];
  for (let y = current + 1; y >= Math.min(from, current); y--) years.push(y);
  return years;
}

/** The bulk form's choice: the ticked ids (deduplicated), or why they cannot go in one file. */
export function readBulkChoice(params: URLSearchParams): { ok: true; ids: string[] } | { ok: false; message: string } {
  const ids = [
    ...new Set(
      params
        .getAll('id')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return { ok: false, message: 'Tick at least one employee to download their statements' };
  if (ids.length > BULK_MAX) return { ok: false, message: `At most ${BULK_MAX} statements go in one PDF: ${ids.length} are ticked` };
  return { ok: true, ids };
}

/**
 * The ticked ids the list's page does not show: they ride along as hidden fields, so paging (the
 * form's page buttons) and the download keep a choice made over several pages. Deduplicated, in
 * the order ticked.
 */
export function tickedElsewhere(ticked: readonly string[], shown: readonly string[]): string[] {
  const onPage = new Set(shown);
  return [...new Set(ticked.map((s) => s.trim()).filter((s) => s && !onPage.has(s)))];
}
