import type { api } from '@paysight/contract';

/**
 * Reads the terms of an offer letter out of its text (one line per line of the letter): the
 * amounts (base / fixed pay, bonus or variable pay, joining / signing bonus, the stock grant and
 * its vesting), the company, title, level, location, the offer date and the date to accept by,
 * and the currency. Each figure carries the line it came from, for the member to confirm; nothing
 * is guessed beyond what a line says. Indian amounts are read in every usual form: "₹ 24,50,000",
 * "Rs. 24.5 lakhs", "24.5 LPA", "1.2 crore"; US ones as "$185,000", "USD 185k".
 */

type Currency = 'INR' | 'USD';
type Found<T> = { value: T; line: string; note: string | null } | null;

const NUMBER = String.raw`\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const MONEY = new RegExp(
  String.raw`(₹|rs\.?|inr|us\$|usd|\$)?\s*(${NUMBER})\s*(lakhs?|lacs?|lpa|crores?|cr\b|k\b|mn?\b|million|thousand)?`,
  'gi',
);
const PER_MONTH = /\b(per month|p\.\s?m\.|monthly|a month|\/\s?month|\/\s?mo\b)/i;
const PER_YEAR = /\b(per annum|p\.\s?a\.|per year|annually|a year|yearly|\/\s?yr|\/\s?year)\b/i;

const INR_MARK = /₹|\brs\.?\s*\d|\binr\b|\blakhs?\b|\blacs?\b|\blpa\b|\bcrores?\b|\bctc\b/i;
const USD_MARK = /\$|\busd\b/i;

interface Amount {
  value: number;
  currency: Currency | null;
  text: string;
}

/** Every amount in a line that is clearly money (a currency sign or a unit; bare numbers only when grouped, e.g. 185,000). */
export function amountsIn(line: string): Amount[] {
  const out: Amount[] = [];
  for (const m of line.matchAll(MONEY)) {
    const [text, sign, num, unitRaw] = m;
    const n = Number(num!.replace(/,/g, ''));
    if (!Number.isFinite(n)) continue;
    const s = sign?.toLowerCase();
    const unit = unitRaw?.toLowerCase();
    // A percent, a year count or a date is not money.
    const after = line.slice((m.index ?? 0) + text.length);
    if (/^\s*(%|percent|years?\b|months?\b|days?\b|weeks?\b)/i.test(after)) continue;
    let currency: Currency | null = s ? (s === '$' || s === 'usd' || s === 'us$' ? 'USD' : 'INR') : null;
    let value = n;
    if (unit) {
      if (/^(lakhs?|lacs?|lpa)$/.test(unit)) {
        value = n * 100_000;
        currency = 'INR';
      } else if (/^(crores?|cr)$/.test(unit)) {
        value = n * 10_000_000;
        currency = 'INR';
      } else if (unit === 'k' || unit === 'thousand') value = n * 1_000;
      else if (unit === 'm' || unit === 'mn' || unit === 'million') value = n * 1_000_000;
    }
    const grouped = /,/.test(num!);
    if (!currency && !unit && !(grouped && n >= 1_000)) continue;
    // "$5" or "₹12" on their own are not pay.
    if (value < 1_000) continue;
    out.push({ value: Math.round(value), currency, text: text.trim() });
  }
  return out;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const DATE_PATTERNS: Array<{ re: RegExp; parse: (m: RegExpMatchArray, dayFirst: boolean) => [number, number, number] | null }> = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/, parse: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  {
    re: new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+${MONTH}[\s,.-]+(\d{4})\b`, 'i'),
    parse: (m) => [Number(m[3]), MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1, Number(m[1])],
  },
  {
    re: new RegExp(String.raw`\b${MONTH}\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'i'),
    parse: (m) => [Number(m[3]), MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1, Number(m[2])],
  },
  {
    re: /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/,
    parse: (m, dayFirst) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      // The day comes first in India, the month in the US, unless the figures say otherwise.
      const [day, month] = a > 12 ? [a, b] : b > 12 ? [b, a] : dayFirst ? [a, b] : [b, a];
      return [Number(m[3]), month, day];
    },
  },
];

/** The first date in a line, as YYYY-MM-DD; null when there is none (or it is not a real date). */
export function dateIn(line: string, dayFirst = true): string | null {
  let best: { index: number; iso: string } | null = null;
  for (const { re, parse } of DATE_PATTERNS) {
    const m = line.match(re);
    if (!m || m.index === undefined) continue;
    const ymd = parse(m, dayFirst);
    if (!ymd) continue;
    const [y, mo, d] = ymd;
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (mo < 1 || mo > 12 || date.getUTCDate() !== d || y < 1990 || y > 2100) continue;
    const iso = date.toISOString().slice(0, 10);
    if (!best || m.index < best.index) best = { index: m.index, iso };
  }
  return best?.iso ?? null;
}

const LABELLED = (labels: string) => new RegExp(String.raw`^\s*(?:${labels})\s*[:\-–—|]\s*(.+?)\s*$`, 'i');

const SIGNING = /\b(joining|signing|sign[- ]on|one[- ]time)\s+(bonus|amount|incentive)\b/i;
const RELOCATION = /\brelocation\b/i;
const STOCK = /\b(rsus?|restricted stock(?: units?)?|stock (?:grant|award|options?|units?)|equity(?: grant| award)?|esops?|shares)\b/i;
const BONUS = /\b(bonus|variable pay|variable component|variable|incentive|performance pay)\b/i;
const BASE = /\b(base|fixed)\b|\bannual salary\b|\bsalary\b/i;
const NOT_BASE = /\b(basic|hra|house rent|allowance|gratuity|provident|pf\b|total ctc|cost to company|total compensation|total target)/i;
const VEST = /\bvest/i;
const JOINING_DATE = /\b(date of joining|joining date|start date|commencement|commence|report(?:ing)? (?:date|on))\b/i;
const DEADLINE =
  /\b(accept(?:ance)?\b.*?\b(?:by|before|on or before|no later than|until|till)|deadline|valid (?:until|till|through|up to)|expires?|sign(?:ed)? and return.*?\b(?:by|before)|respond by|revert by|confirm.*?\bby)\b/i;
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** A vesting schedule in a line: explicit yearly percentages summing to 100, or "equally over N years". */
export function vestingIn(line: string): { vesting: number[]; note: string | null } | null {
  const percents = [...line.matchAll(/(\d{1,3}(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
  const over = line.match(/\bover\s+(?:a\s+(?:period\s+of\s+)?)?(\d|one|two|three|four|five|six)[\s-]*(?:\(\d\)\s*)?years?\b/i);
  const years = over ? Number(WORD_NUMBERS[over[1]!.toLowerCase()] ?? over[1]) : null;
  const sum = percents.reduce((a, b) => a + b, 0);
  if (percents.length >= 2 && Math.abs(sum - 100) < 0.01) return { vesting: percents, note: null };
  if (years && years >= 1 && years <= 6) {
    // "25% each year over 4 years", or "vests equally over four years".
    const each = percents.length === 1 ? percents[0]! : null;
    if (each !== null && Math.abs(each * years - 100) > 0.01) return null;
    if (
      each !== null ||
      /\b(equal|equally|evenly|ratabl|pro[- ]?rata|annual(?:ly)? instal)/i.test(line) ||
      /each year|every year|per year|annually/i.test(line)
    ) {
      const share = Math.round((100 / years) * 100) / 100;
      const vesting = Array.from({ length: years }, () => share);
      vesting[years - 1] = Math.round((100 - share * (years - 1)) * 100) / 100;
      return { vesting, note: `an even split over ${years} years` };
    }
  }
  return null;
}

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s"“'‘:,-]+|[\s"”'’.,;:-]+$/g, '')
    .trim();

function companyIn(line: string): string | null {
  const labelled = line.match(LABELLED('company(?: name)?|employer|organi[sz]ation'));
  if (labelled) return clean(labelled[1]!);
  const pleased = line.match(
    /^\s*(?:we at\s+|at\s+)?([A-Z][\w&.'’ -]{1,60}?)\s+(?:is|are)\s+(?:pleased|delighted|happy|excited|glad)\s+to\b/,
  );
  if (pleased && !/^(we|i)$/i.test(pleased[1]!.trim())) return clean(pleased[1]!);
  const withCo = line.match(
    /\b(?:offer (?:of employment )?(?:from|with)|employment with|to join|joining|welcome to|on behalf of|position (?:at|with)|role (?:at|with))\s+([A-Z][\w&.'’-]*(?:\s+[A-Z&][\w&.'’-]*){0,5})/,
  );
  if (withCo) return clean(withCo[1]!);
  return null;
}

const TITLE_STOP = String.raw`(?=\s*(?:[,.;(]|\bat\b|\bin\b|\bwith\b|\breporting\b|\bbased\b|\bon\b|\beffective\b|\bstarting\b|\blevel\b|\bgrade\b|\band\b|$))`;

function titleIn(line: string): string | null {
  const labelled = line.match(LABELLED('position|designation|job title|title|role'));
  if (labelled) return clean(labelled[1]!);
  const of = line.match(new RegExp(String.raw`\b(?:position|role|post) of\s+(?:an?\s+)?([A-Z][\w/&'’ -]{1,80}?)${TITLE_STOP}`));
  if (of) return clean(of[1]!);
  if (/\b(offer|pleased|appoint|position)\b/i.test(line)) {
    const as = line.match(new RegExp(String.raw`\bas (?:an?\s+|our\s+)?([A-Z][\w/&'’-]*(?:\s+[A-Z0-9][\w/&'’-]*){0,6})${TITLE_STOP}`));
    if (as) return clean(as[1]!);
  }
  return null;
}

function levelIn(line: string): string | null {
  const labelled = line.match(LABELLED('level|job level|grade|band|career level'));
  if (labelled) return clean(labelled[1]!);
  const inline = line.match(/\b(?:at|level|grade|band)\s+((?:L|IC|E|M|P|T)\s?-?\d{1,2}|\d{2})\b/i);
  if (inline && /\b(level|grade|band)\b/i.test(line)) return inline[1]!.replace(/\s+/g, '').toUpperCase();
  return null;
}

function locationIn(line: string): string | null {
  const labelled = line.match(
    LABELLED('location|work location|job location|office location|base location|place of (?:work|posting)|work place|based (?:in|at)'),
  );
  if (labelled) return clean(labelled[1]!);
  const based = line.match(/\bbased (?:in|at|out of) (?:our\s+)?([A-Z][A-Za-z.]+(?:\s+[A-Z][A-Za-z.]+){0,2})(?:\s+office)?/);
  if (based) return clean(based[1]!);
  return null;
}

const first = <T>(found: Found<T>, next: () => Found<T>): Found<T> => found ?? next();

/** Reads an offer letter's text (see the module comment). */
export function readOfferLetter(text: string): api.OfferPrefill {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

  // The letter's currency: the first line that says one, the rupee winning when both appear.
  let currency: Found<Currency> = null;
  const inr = lines.find((l) => INR_MARK.test(l));
  const usd = lines.find((l) => USD_MARK.test(l));
  const inrCount = lines.filter((l) => INR_MARK.test(l)).length;
  const usdCount = lines.filter((l) => USD_MARK.test(l)).length;
  if (inr && inrCount >= usdCount) currency = { value: 'INR', line: inr, note: null };
  else if (usd) currency = { value: 'USD', line: usd, note: null };
  const dayFirst = currency?.value !== 'USD';

  let base: Found<number> = null;
  let bonus: Found<number> = null;
  let bonusPercent: { percent: number; line: string } | null = null;
  let signingBonus: Found<number> = null;
  let totalStocks: Found<number> = null;
  let stockYearly: { value: number; line: string } | null = null;
  let vesting: Found<number[]> = null;
  let companyName: Found<string> = null;
  let title: Found<string> = null;
  let level: Found<string> = null;
  let location: Found<string> = null;
  let date: Found<string> = null;
  let deadline: Found<string> = null;

  /** The line's amount in the letter's currency (or in none), made yearly when the line says monthly. */
  const amountOf = (line: string): { value: number; note: string | null } | null => {
    const amounts = amountsIn(line).filter((a) => !a.currency || !currency || a.currency === currency.value);
    const a = amounts[0];
    if (!a) return null;
    if (PER_MONTH.test(line) && !PER_YEAR.test(line)) return { value: a.value * 12, note: `${a.text} a month × 12` };
    return { value: a.value, note: null };
  };
  const take = (line: string) => {
    const a = amountOf(line);
    return a ? { value: a.value, line, note: a.note } : null;
  };

  for (const line of lines) {
    if (RELOCATION.test(line)) continue;
    if (SIGNING.test(line)) {
      signingBonus = first(signingBonus, () => take(line));
    } else if (STOCK.test(line) && !/\bbonus\b/i.test(line)) {
      const a = amountOf(line);
      if (a && !totalStocks) {
        if (PER_YEAR.test(line) && !/\b(total|grant of|worth)\b/i.test(line)) stockYearly = { value: a.value, line };
        else totalStocks = { value: a.value, line, note: a.note };
      }
    } else if (BONUS.test(line)) {
      const a = amountOf(line);
      if (a) bonus = first(bonus, () => ({ value: a.value, line, note: a.note }));
      else {
        const pct = line.match(/(\d{1,2}(?:\.\d+)?)\s*%\s*(?:of\s+(?:your\s+)?(?:annual\s+)?(?:base|fixed|salary))/i);
        if (pct && !bonusPercent) bonusPercent = { percent: Number(pct[1]), line };
      }
    } else if (BASE.test(line) && !NOT_BASE.test(line)) {
      base = first(base, () => take(line));
    }
    if (VEST.test(line) && !vesting) {
      const v = vestingIn(line);
      if (v) vesting = { value: v.vesting, line, note: v.note };
    }
    companyName = first(companyName, () => {
      const c = companyIn(line);
      return c ? { value: c, line, note: null } : null;
    });
    title = first(title, () => {
      const t = titleIn(line);
      return t ? { value: t, line, note: null } : null;
    });
    level = first(level, () => {
      const l = levelIn(line);
      return l ? { value: l, line, note: null } : null;
    });
    location = first(location, () => {
      const l = locationIn(line);
      return l ? { value: l, line, note: null } : null;
    });
    if (!JOINING_DATE.test(line)) {
      if (DEADLINE.test(line)) {
        deadline = first(deadline, () => {
          const d = dateIn(line, dayFirst);
          return d ? { value: d, line, note: null } : null;
        });
      } else if (/^\s*(?:date|dated|offer date|date of (?:offer|issue|letter))\b/i.test(line)) {
        date = first(date, () => {
          const d = dateIn(line, dayFirst);
          return d ? { value: d, line, note: null } : null;
        });
      }
    }
  }

  // An unlabelled date at the top of the letter is its date.
  if (!date) {
    for (const line of lines.slice(0, 6)) {
      if (JOINING_DATE.test(line) || DEADLINE.test(line)) continue;
      const d = dateIn(line, dayFirst);
      if (d) {
        date = { value: d, line, note: 'the date at the top of the letter' };
        break;
      }
    }
  }
  if (!bonus && bonusPercent && base) {
    bonus = {
      value: Math.round((base.value * bonusPercent.percent) / 100),
      line: bonusPercent.line,
      note: `${bonusPercent.percent}% of the base`,
    };
  }
  if (!totalStocks && stockYearly) {
    const years = vesting?.value.length ?? 4;
    totalStocks = { value: stockYearly.value * years, line: stockYearly.line, note: `a yearly ${stockYearly.value} × ${years} years` };
  }

  return {
    currency,
    base,
    bonus,
    signingBonus,
    totalStocks,
    vesting,
    companyName,
    title,
    level,
    location,
    date,
    deadline,
    lines: lines.length,
  };
}
