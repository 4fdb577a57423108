/** Dates as files write them: "2025-03-22", "2025-03-22 00:00:00", "3/22/2025". Returns YYYY-MM-DD or undefined. */
export function parseDate(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(v);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/.exec(v))) [y, mo, d] = [Number(m[3]), Number(m[1]), Number(m[2])];
  else return undefined;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * The last day of a US federal fiscal quarter (the fiscal year starts on 1 October: fiscal 2025 Q2
 * is January to March 2025). DOL disclosure files are published per fiscal quarter.
 */
export function fiscalQuarterEnd(year: string | undefined, quarter: string | undefined): string | undefined {
  const y = Number((year ?? '').trim());
  const q = Number((quarter ?? '').trim().replace(/^q/i, ''));
  if (!Number.isInteger(y) || y < 1990 || y > 2200 || ![1, 2, 3, 4].includes(q)) return undefined;
  const ends = [`${y - 1}-12-31`, `${y}-03-31`, `${y}-06-30`, `${y}-09-30`];
  return ends[q - 1];
}
