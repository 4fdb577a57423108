/**
 * The figures guard (docs/decisions/025-llm-provider.md): a written text may quote only numbers
 * that are among the facts it was given. Numbers are read as people write them ("₹24.5 L",
 * "24,50,000", "$180k", "1.2 Cr", "72nd percentile", "38%") and compared at the precision the text
 * shows: "₹24.5 L" stands for any figure that rounds to it (₹24.45–24.55 lakhs), "24,50,000"
 * only for 2450000 itself.
 */

/** A number the facts allow, and the names a text may repeat (digits inside them are not figures: "L5", "Web3"). */
export interface FactFigures {
  values: number[];
  names: string[];
}

export interface QuotedNumber {
  /** As written in the text. */
  text: string;
  value: number;
  /** Half a unit of the last digit shown, in the number's own unit (whole rupees or dollars for money). */
  tolerance: number;
}

const MULTIPLIERS: Array<[RegExp, number]> = [
  [/^(crores?|cr)$/i, 10_000_000],
  [/^(lakhs?|lacs?|lpa|l)$/i, 100_000],
  [/^(k|thousand)$/i, 1_000],
  [/^(m|mn|million)$/i, 1_000_000],
  [/^(b|bn|billion)$/i, 1_000_000_000],
];

// A digit not glued to a letter before it (so "L5", "H1B", "Q3" are names, not figures); Indian or
// western digit groups or a plain number with decimals; an optional unit; an ordinal suffix.
const NUMBER =
  /(?<![\p{L}\p{N}.,])(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(crores?|cr|lakhs?|lacs?|lpa|l|k|thousand|mn|m|million|bn|b|billion)(?![\p{L}\p{N}]))?(?:st|nd|rd|th)?/giu;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every given name blanked out, so a number inside a name is not read as a figure. */
function withoutNames(text: string, names: string[]): string {
  let out = text;
  // Longest first: "Web3 Foundation" before "Web3".
  for (const name of [...new Set(names.filter((n) => /\d/.test(n)))].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(escapeRegExp(name), 'gi'), ' ');
  }
  return out;
}

/** Every number the text quotes, with the precision it was written at. */
export function quotedNumbers(text: string, names: string[] = []): QuotedNumber[] {
  const out: QuotedNumber[] = [];
  for (const m of withoutNames(text, names).matchAll(NUMBER)) {
    const digits = m[1]!.replace(/,/g, '');
    const decimals = digits.includes('.') ? digits.length - digits.indexOf('.') - 1 : 0;
    const unit = m[2] ? (MULTIPLIERS.find(([re]) => re.test(m[2]!))?.[1] ?? 1) : 1;
    const value = Number(digits) * unit;
    out.push({ text: m[0], value, tolerance: (unit * 10 ** -decimals) / 2 });
  }
  return out;
}

/** The numbers a text quotes that are not among the facts (empty: the text passes). */
export function unsupportedNumbers(text: string, facts: FactFigures): QuotedNumber[] {
  return quotedNumbers(text, facts.names).filter((q) => !facts.values.some((v) => Math.abs(v - q.value) <= q.tolerance + 1e-9));
}
