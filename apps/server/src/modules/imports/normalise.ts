import { companySlug, type Region } from '@paysight/contract';
import { US_STATES as BASE_US_STATES } from '../../lib/us-states.js';

/**
 * Names as filings spell them ("KAISER FOUNDATION HOSPITALS", "Mayo Clinic ", "UCSF MEDICAL
 * CENTER") turned into catalogue names and slugs. Pure functions; the import service caches the
 * lookups they key.
 */

/** Short words written in lower case inside a name (never the first word). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'de', 'del', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
/**
 * Short words that are ordinary words or abbreviations, not acronyms: title-cased even though
 * they are three letters or fewer, or have no vowel.
 */
// prettier-ignore
const ORDINARY_SHORT_WORDS = new Set([
  'new', 'san', 'los', 'las', 'el', 'la', 'le', 'st', 'ste', 'mt', 'ft', 'dr', 'jr', 'sr', 'mr', 'mrs', 'ms', 'dba', 'old',
  'bay', 'one', 'two', 'red', 'oak', 'elk', 'sun', 'day', 'age', 'all', 'art', 'arts', 'big', 'pet', 'eye', 'ear', 'our',
  'way', 'key', 'top', 'lab', 'med', 'co', 'bio', 'pro', 'hope', 'home', 'care', 'vet', 'rx', 'fe', 'van', 'von', 'du',
  'mid', 'ann', 'lee', 'may', 'joy', 'sky', 'sea', 'fox', 'inn', 'ice', 'law', 'pay', 'per', 'tri', 'bel', 'air', 'ohio',
]);
/** Words that stay upper case whatever their shape (common in healthcare and tech employers and titles). */
const ACRONYMS = new Set(['ucsf', 'ucla', 'nyu', 'upmc', 'usa', 'us', 'mit', 'ibm', 'icu', 'rn', 'lpn', 'np', 'pa', 'md', 'phd', 'pgy']);

const hasVowel = (word: string) => /[aeiouy]/i.test(word);

/**
 * Title case for names that may arrive in capitals. A word stays upper case when it was upper
 * case in the original and looks like an acronym: no vowel ("UPMC" has one, so it is listed in
 * ACRONYMS; "CVS", "PLLC"), or at most three letters ("NYU", "ICU"), unless it is a common short
 * word ("NEW", "SAN", "ST"). In a name already in mixed case, an upper-case word is kept as written.
 * Minor words ("of", "and") are lower case after the first word.
 */
export function titleCase(input: string): string {
  const text = input.replace(/\s+/g, ' ').trim();
  const letters = text.replace(/[^A-Za-z]/g, '');
  const allCaps = letters.length > 0 && letters === letters.toUpperCase();
  return text
    .split(' ')
    .map((word, index) => {
      const bare = word.replace(/[^A-Za-z0-9]/g, '');
      const lower = bare.toLowerCase();
      const isUpper = /[A-Z]/.test(bare) && bare === bare.toUpperCase();
      if (MINOR_WORDS.has(lower) && word.replace(/[^A-Za-z]/g, '').length === word.length) {
        return index > 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
      }
      if (isUpper && ACRONYMS.has(lower.replace(/\d+$/, ''))) return word.toUpperCase();
      if (isUpper && !ORDINARY_SHORT_WORDS.has(lower)) {
        const onlyLetters = bare.replace(/[0-9]/g, '');
        if (!allCaps) return word; // "ARUP Laboratories": the author wrote it in capitals on purpose
        if (onlyLetters.length > 0 && (!hasVowel(onlyLetters) || onlyLetters.length <= 3)) return word;
      }
      if (!allCaps && /[A-Z]/.test(word.slice(1)) && /[a-z]/.test(word)) return word; // "McKinsey", "iPhone", "DeVry"
      // Capitalise after the start and after hyphens, slashes, brackets and periods ("Winston-Salem", "Rn/Bsn").
      return word.toLowerCase().replace(/(^|[-/([.&])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join(' ');
}

const LEGAL_SUFFIX = /[\s,]+(?:private limited|pvt\.? ltd\.?|corporation|limited|corp\.?|inc\.?|llc\.?|ltd\.?)[\s.,]*$/i;

/**
 * The display name of an employer new to the catalogue: title case, legal suffixes dropped the
 * way companySlug drops them ("Avant Healthcare Professionals, LLC." → "Avant Healthcare
 * Professionals"). Its slug is companySlug of the original, so both spellings land on one company.
 */
export function companyDisplayName(raw: string): string {
  let name = raw.replace(/\s+/g, ' ').trim();
  for (let stripped = name.replace(LEGAL_SUFFIX, ''); stripped !== name && stripped.length > 0; stripped = name.replace(LEGAL_SUFFIX, '')) {
    name = stripped;
  }
  name = titleCase(name.replace(/[\s,]+$/, ''));
  // Whatever the display name, it must not change which company the slug names.
  return companySlug(name) === companySlug(raw) ? name : titleCase(raw);
}

/**
 * A job title as the catalogue stores it: title case, with trailing requisition codes removed
 * ("Registered Nurse - 12345", "Associate Dental Director [00072874]", "Nurse (Req 4411)").
 */
export function normaliseTitle(raw: string): string {
  let title = raw
    .replace(/[\u201c\u201d]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  const codes = [
    /\s*[-–#:]\s*#?\s*[A-Z]{0,4}-?\d{4,}\s*$/i, // " - 12345", " # R12345"
    /\s*\[[^\]]*\d{3,}[^\]]*\]\s*$/, // "[00072874]"
    /\s*\((?:req(?:uisition)?|job|position|ref)?\.?\s*(?:id|no\.?|number|#)?\s*:?\s*#?\s*[A-Z]{0,4}-?\d{4,}\)\s*$/i, // "(Req 4411)", "(12345)"
  ];
  for (let changed = true; changed;) {
    changed = false;
    for (const code of codes) {
      const next = title.replace(code, '');
      if (next !== title && next.length > 0) {
        title = next;
        changed = true;
      }
    }
  }
  return titleCase(title.replace(/[\s,;:-]+$/, ''));
}

/** US states and territories by postal code: the states of lib/us-states.ts, and the territories filings name. */
export const US_STATES: Record<string, string> = {
  ...BASE_US_STATES,
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  MP: 'Northern Mariana Islands',
  AS: 'American Samoa',
};

/** A US state's name from its two-letter code or its name in any case; undefined when unknown. */
export function usStateName(value: string): string | undefined {
  const v = value.trim();
  const byCode = US_STATES[v.toUpperCase()];
  if (byCode) return byCode;
  const lower = v.toLowerCase();
  return Object.values(US_STATES).find((name) => name.toLowerCase() === lower);
}

// prettier-ignore
const BAY_AREA = [
  'San Francisco', 'Oakland', 'Berkeley', 'San Jose', 'Palo Alto', 'Mountain View', 'Sunnyvale', 'Santa Clara', 'Cupertino',
  'Menlo Park', 'Redwood City', 'San Mateo', 'Fremont', 'Hayward', 'Milpitas', 'Foster City', 'South San Francisco',
  'Burlingame', 'San Bruno', 'Daly City', 'Walnut Creek', 'Pleasanton', 'Livermore', 'Dublin', 'San Ramon', 'Concord',
  'Emeryville', 'Alameda', 'San Leandro', 'Union City', 'Newark', 'Los Gatos', 'Campbell', 'Saratoga', 'Los Altos',
  'San Rafael', 'Novato', 'Greenbrae', 'Vallejo', 'Santa Rosa', 'Stanford',
];
// prettier-ignore
const SEATTLE_AREA = ['Seattle', 'Redmond', 'Bellevue', 'Kirkland', 'Bothell', 'Renton', 'Issaquah', 'Sammamish', 'Everett', 'Tacoma', 'Kent', 'Federal Way', 'Lynnwood', 'Edmonds', 'Shoreline', 'Burien', 'Tukwila'];
const INDIA_NCR = ['Gurugram', 'Gurgaon', 'Noida', 'Greater Noida', 'New Delhi', 'Delhi', 'Ghaziabad', 'Faridabad'];

const METROS: Record<string, { state: string; cities: Set<string>; metro: string }[]> = {
  us: [
    { state: 'California', cities: new Set(BAY_AREA), metro: 'Bay Area' },
    { state: 'Washington', cities: new Set(SEATTLE_AREA), metro: 'Seattle' },
  ],
  in: [{ state: '', cities: new Set(INDIA_NCR), metro: 'Delhi NCR' }],
};

/** The pay metro of a city: a few known ones (Bay Area, Seattle area, Delhi NCR), else the city itself. */
export function metroFor(countryCode: Region, city: string, state: string): string {
  for (const m of METROS[countryCode] ?? []) {
    if (m.cities.has(city) && (m.state === '' || m.state === state)) return m.metro;
  }
  return city;
}

/**
 * A worksite city as the catalogue spells it: title case, with a trailing ", ST" or comma dropped.
 * Undefined when the value is no city at all (a street address or a suite number in the city column).
 */
export function cleanCity(raw: string): string | undefined {
  const city = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/,\s*[A-Za-z]{2}$/, '')
    .replace(/[\s,.;]+$/, '');
  if (city === '' || /^\d/.test(city) || /^(suite|ste|apt|unit|room|floor|bldg)\b/i.test(city)) return undefined;
  return titleCase(city);
}
