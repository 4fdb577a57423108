import { decodeHTML } from 'entities';
import type { z } from 'zod';
import sanitizeHtml from 'sanitize-html';
import type { EmploymentType, JobPosting, PayInterval, PostingLocation, PostingPay, ReadResult, RemoteKind } from './posting.types.js';
import { US_STATES } from '../../../lib/us-states.js';

/**
 * What the three board readers share: the description sanitiser and its plain-text twin, the
 * location parser, and the plumbing that tallies skipped postings. Pure functions.
 */

// ---------------------------------------------------------------------------------------------
// Descriptions

/** The tags a description keeps; <div> is kept only until the tidy pass turns it into paragraphs. */
// prettier-ignore
const ALLOWED_TAGS = ['p', 'div', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'h4', 'a', 'blockquote', 'code', 'pre'];
/** Tags whose content is never text a reader should see, so it goes with the tag. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'noscript', 'template', 'textarea', 'option', 'title', 'head', 'svg', 'object'];
/** Layout elements whose content is its own block; as <div>s they keep table cells and sections apart. */
// prettier-ignore
const AS_DIV = ['section', 'article', 'header', 'footer', 'main', 'aside', 'figure', 'figcaption', 'table', 'tr', 'td', 'th', 'dl', 'dt', 'dd'];
const BLOCK_TAGS = new Set(['p', 'div', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'pre']);

const SANITISE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  // Deeper tags are dropped (their text kept), which bounds the recursion of the tidy pass.
  nestingLimit: 64,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    ...Object.fromEntries(AS_DIV.map((tag) => [tag, 'div'])),
    // Links leave the site with no referrer trust and no ranking credit.
    a: (tagName, attribs): sanitizeHtml.Tag => ({ tagName, attribs: attribs.href ? { href: attribs.href, rel: 'nofollow noopener' } : {} }),
  },
  // A link whose href was refused is only its text.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * A board's description markup reduced to an allow-list: paragraphs, lists, emphasis, h2–h4
 * headings, links (href only, http/https/mailto, rel="nofollow noopener"), quotes and code.
 * Scripts, styles and frames go with their content; every other attribute goes. Boards (Lever
 * especially) lay text out in <div>s: a <div> of text becomes a paragraph so its lines stay
 * apart, a <div> around other blocks is unwrapped, and elements with no text are dropped.
 */
export function sanitiseDescription(html: string): string {
  return renderBlocks(parseClean(sanitizeHtml(html, SANITISE_OPTIONS)).children).trim();
}

interface Element {
  tag: string;
  /** The opening tag as sanitize-html wrote it (attributes already filtered and escaped). */
  open: string;
  children: Node[];
}
type Node = Element | { text: string };

const isElement = (node: Node): node is Element => 'tag' in node;

/**
 * sanitize-html's output as a tree. Its output is a small, known vocabulary with escaped text
 * and quoted, escaped attributes, so a tag pattern is enough here where it would not be for a
 * board's raw HTML.
 */
function parseClean(clean: string): Element {
  const root: Element = { tag: '', open: '', children: [] };
  const stack = [root];
  let last = 0;
  for (const match of clean.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    const top = stack[stack.length - 1]!;
    if (match.index > last) top.children.push({ text: clean.slice(last, match.index) });
    last = match.index + match[0].length;
    const [whole, closing, tag = ''] = match;
    if (closing) {
      const at = stack.map((element) => element.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
    } else {
      const element: Element = { tag, open: whole, children: [] };
      top.children.push(element);
      if (tag !== 'br') stack.push(element);
    }
  }
  if (last < clean.length) stack[stack.length - 1]!.children.push({ text: clean.slice(last) });
  return root;
}

const hasText = (node: Node): boolean => (isElement(node) ? node.children.some(hasText) : node.text.trim() !== '');
const isBlock = (node: Node) => isElement(node) && BLOCK_TAGS.has(node.tag);

/** Inline content; a block met inside an inline element (bad markup) is flattened into it. */
function renderInline(nodes: Node[]): string {
  return nodes
    .map((node) => {
      if (!isElement(node)) return node.text;
      if (node.tag === 'br') return '<br />';
      if (!hasText(node)) return '';
      if (BLOCK_TAGS.has(node.tag)) return ` ${renderInline(node.children)} `;
      return `${node.open}${renderInline(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** A run of inline content as a paragraph, without the line breaks and spaces at its ends. */
function renderParagraph(nodes: Node[]): string {
  if (!nodes.some(hasText)) return '';
  const inner = renderInline(nodes)
    .replace(/^(?:\s|<br \/>)+/, '')
    .replace(/(?:\s|<br \/>)+$/, '');
  return `<p>${inner}</p>`;
}

/** Block content: blocks as themselves, runs of loose inline content between them as paragraphs. */
function renderBlocks(nodes: Node[]): string {
  let html = '';
  let run: Node[] = [];
  for (const node of nodes) {
    if (isBlock(node)) {
      html += renderParagraph(run) + renderBlock(node as Element);
      run = [];
    } else {
      run.push(node);
    }
  }
  return html + renderParagraph(run);
}

function renderBlock(element: Element): string {
  if (!hasText(element)) return '';
  const { tag, children } = element;
  const holdsBlock = children.some(isBlock);
  switch (tag) {
    case 'div':
    case 'p':
      return holdsBlock ? renderBlocks(children) : renderParagraph(children);
    case 'ul':
    case 'ol': {
      // A list holds items; anything else a board put directly inside becomes an item.
      const items = children.map((child) =>
        isElement(child) && child.tag === 'li' ? renderBlock(child) : hasText(child) ? `<li>${renderInline([child])}</li>` : '',
      );
      return `<${tag}>${items.join('')}</${tag}>`;
    }
    case 'li':
      return `<li>${holdsBlock ? renderBlocks(children) : renderInline(children).trim()}</li>`;
    case 'blockquote':
      return `<blockquote>${renderBlocks(children)}</blockquote>`;
    default:
      // h2–h4 and pre hold inline content only.
      return `<${tag}>${renderInline(children)}</${tag}>`;
  }
}

const LINE_BREAK_BEFORE = /<(?:p|ul|ol|li|h[2-4]|blockquote|pre)>/g;
const LINE_BREAK_AFTER = /<\/(?:p|ul|ol|li|h[2-4]|blockquote|pre)>|<br \/>/g;

/**
 * The description as plain text for matching and skill finding: one line per paragraph,
 * heading and list item, entities decoded, runs of spaces collapsed, no empty lines.
 */
export function htmlToText(html: string): string {
  // The sanitised markup is a known, small vocabulary with quoted, escaped attributes, so
  // patterns over it are safe where they would not be over a board's raw HTML.
  const clean = sanitiseDescription(html)
    .replace(LINE_BREAK_BEFORE, '\n')
    .replace(LINE_BREAK_AFTER, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeHTML(clean)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// Locations

const US_STATE_NAMES = new Set(Object.values(US_STATES).map((name) => name.toLowerCase()));

// prettier-ignore
const INDIAN_STATES = new Set([
  'andhra pradesh', 'arunachal pradesh', 'assam', 'bihar', 'chhattisgarh', 'goa', 'gujarat', 'haryana', 'himachal pradesh',
  'jharkhand', 'karnataka', 'kerala', 'madhya pradesh', 'maharashtra', 'manipur', 'meghalaya', 'mizoram', 'nagaland',
  'odisha', 'orissa', 'punjab', 'rajasthan', 'sikkim', 'tamil nadu', 'telangana', 'tripura', 'uttar pradesh', 'uttarakhand',
  'west bengal', 'delhi', 'nct of delhi', 'national capital territory of delhi', 'chandigarh', 'puducherry',
  'jammu and kashmir', 'ladakh',
]);

// prettier-ignore
const INDIAN_CITIES = new Set([
  'bengaluru', 'bangalore', 'mumbai', 'bombay', 'navi mumbai', 'thane', 'pune', 'hyderabad', 'secunderabad', 'chennai',
  'madras', 'delhi', 'new delhi', 'delhi ncr', 'ncr', 'gurugram', 'gurgaon', 'noida', 'greater noida', 'ghaziabad',
  'faridabad', 'kolkata', 'calcutta', 'ahmedabad', 'gandhinagar', 'jaipur', 'kochi', 'cochin', 'chandigarh', 'mohali',
  'coimbatore', 'indore', 'thiruvananthapuram', 'trivandrum', 'mysuru', 'mysore', 'vadodara', 'surat', 'nagpur',
  'bhubaneswar', 'lucknow', 'visakhapatnam', 'vizag', 'mangaluru', 'mangalore', 'bhopal',
]);

// prettier-ignore
const US_CITIES = new Set([
  'san francisco', 'sf', 'bay area', 'sf bay area', 'san francisco bay area', 'silicon valley', 'new york', 'new york city',
  'nyc', 'brooklyn', 'seattle', 'austin', 'boston', 'chicago', 'los angeles', 'denver', 'boulder', 'atlanta', 'san diego',
  'san jose', 'palo alto', 'mountain view', 'sunnyvale', 'menlo park', 'redwood city', 'santa clara', 'cupertino',
  'oakland', 'miami', 'dallas', 'houston', 'philadelphia', 'pittsburgh', 'salt lake city', 'raleigh', 'phoenix',
  'minneapolis', 'detroit', 'nashville', 'washington dc', 'washington d.c.',
]);

const US_NAMES = new Set(['united states', 'united states of america', 'usa', 'us', 'u.s.', 'u.s.a.', 'america']);
const INDIA_NAMES = new Set(['india', 'in', 'ind', 'bharat']);
// A few countries boards name next to a city, so "London, UK" is not read as a city and a state.
// prettier-ignore
const OTHER_COUNTRIES = new Set([
  'uk', 'u.k.', 'gb', 'united kingdom', 'great britain', 'england', 'scotland', 'wales', 'northern ireland', 'ireland',
  'canada', 'mexico', 'brazil', 'argentina', 'colombia', 'chile', 'germany', 'france', 'spain', 'portugal', 'italy',
  'netherlands', 'the netherlands', 'belgium', 'switzerland', 'austria', 'sweden', 'norway', 'denmark', 'finland',
  'poland', 'czechia', 'czech republic', 'romania', 'ukraine', 'israel', 'uae', 'united arab emirates', 'saudi arabia',
  'singapore', 'australia', 'new zealand', 'japan', 'china', 'hong kong', 'taiwan', 'south korea', 'korea',
  'philippines', 'indonesia', 'malaysia', 'vietnam', 'thailand', 'pakistan', 'bangladesh', 'sri lanka', 'nepal',
  'egypt', 'nigeria', 'kenya', 'south africa', 'europe', 'emea', 'apac', 'latam', 'north america', 'americas', 'worldwide',
]);
/**
 * Country codes read as countries only after a city and a state ("Toronto, ON, CA"): alone or
 * after a city, several of them are US state codes (CA, DE, IN).
 */
// prettier-ignore
const OTHER_COUNTRY_CODES = new Set(['ca', 'de', 'fr', 'es', 'it', 'nl', 'ie', 'se', 'ch', 'pl', 'pt', 'sg', 'au', 'jp', 'mx', 'br', 'il', 'ae', 'nz', 'cn', 'hk', 'ar', 'co']);

type CountryGuess = 'in' | 'us' | 'elsewhere';

/** 'us' or 'in' for a country's name or code as boards write it ("United States", "USA", "IN", "India"); null otherwise. */
export function countryCodeOf(text: string | null | undefined): 'in' | 'us' | null {
  const guess = countryOf(text ?? '');
  return guess === 'in' || guess === 'us' ? guess : null;
}

function countryOf(text: string): CountryGuess | null {
  const key = text.trim().toLowerCase();
  if (US_NAMES.has(key)) return 'us';
  if (INDIA_NAMES.has(key)) return 'in';
  if (OTHER_COUNTRIES.has(key)) return 'elsewhere';
  return null;
}

const isUsStateCode = (text: string) => /^[A-Z]{2}$/.test(text) && US_STATES[text] !== undefined;
const isUsState = (text: string) => isUsStateCode(text.toUpperCase()) || US_STATE_NAMES.has(text.toLowerCase());
const isIndianState = (text: string) => INDIAN_STATES.has(text.toLowerCase());
const isIndianCity = (text: string) => INDIAN_CITIES.has(text.toLowerCase());
const isUsCity = (text: string) => US_CITIES.has(text.toLowerCase());

const WORKPLACE_WORD = String.raw`(?:fully\s+|100%\s+)?(?:remote|hybrid|on-?site|in-?office|anywhere|work from home|wfh)`;
const LEADING_WORKPLACE = new RegExp(
  String.raw`^${WORKPLACE_WORD}(?:\s+(?:in|within|from|only|first|friendly|eligible|based))?(?=$|[\s\-–—:,(])`,
  'i',
);
const TRAILING_WORKPLACE = new RegExp(String.raw`(?<=^|[\s\-–—:,)])${WORKPLACE_WORD}(?:\s+only)?$`, 'i');
const EDGE_PUNCTUATION = /^[\s\-–—:,|/()]+|[\s\-–—:,|/()]+$/g;

/** The place parts of one location, workplace words ("Remote", "Hybrid") and separators removed. */
function placeParts(raw: string): string[] {
  return raw
    .replace(/[()]/g, ',')
    .split(/,|\s[-–—|]\s|:/)
    .map((part) =>
      part.replace(EDGE_PUNCTUATION, '').replace(LEADING_WORKPLACE, '').replace(TRAILING_WORKPLACE, '').replace(EDGE_PUNCTUATION, ''),
    )
    .filter((part) => part !== '');
}

interface ParsedLocation {
  location: PostingLocation;
  /** Set when the text names a country other than India and the US, so no board field should overrule it. */
  elsewhere: boolean;
}

function readLocation(input: string): ParsedLocation {
  const raw = input.replace(/\s+/g, ' ').trim();
  const parts = placeParts(raw);
  const found = (city: string | null, state: string | null, country: CountryGuess | null): ParsedLocation => ({
    location: { raw, city, state, countryCode: country === 'in' || country === 'us' ? country : null },
    elsewhere: country === 'elsewhere',
  });

  if (parts.length === 0) return found(null, null, null);
  if (parts.length === 1) {
    const only = parts[0]!;
    const country = countryOf(only);
    if (country) return found(null, null, country);
    if (isIndianCity(only)) return found(only, null, 'in');
    if (isUsCity(only)) return found(only, null, 'us');
    if (isIndianState(only)) return found(null, only, 'in');
    if (isUsState(only)) return found(null, only, 'us');
    return found(only, null, null);
  }

  const city = parts[0]!;
  const last = parts[parts.length - 1]!;
  // "City, ST" is a US state unless the city is Indian ("Chennai, TN", "Bengaluru, IN").
  if (parts.length === 2 && isUsStateCode(last) && !isIndianCity(city)) return found(city, last, 'us');

  const country = countryOf(last) ?? (parts.length >= 3 && OTHER_COUNTRY_CODES.has(last.toLowerCase()) ? 'elsewhere' : null);
  const middle = country ? parts.slice(1, -1) : parts.slice(1);
  const state = middle.length > 0 ? middle[middle.length - 1]! : null;
  if (country) {
    // "Karnataka, India": the one part left is a state, not a city.
    if (parts.length === 2 && ((country === 'in' && isIndianState(city)) || (country === 'us' && isUsState(city)))) {
      return found(null, city, country);
    }
    return found(city, state, country);
  }
  // Indian cities before US state codes: "Chennai, TN" is Tamil Nadu, not Tennessee.
  if ((state && isIndianState(state)) || isIndianCity(city)) return found(city, state, 'in');
  if ((state && isUsState(state)) || isUsCity(city)) return found(city, state, 'us');
  return found(city, state, null);
}

/**
 * One location as the board wrote it, split into city, state and country where the text
 * allows: "Bengaluru, Karnataka, India", "New York, NY", "Bangalore" (a known Indian city),
 * "Remote - US" (no city, the US). Countries other than India and the US, and places it does not
 * know, have a null country code.
 */
export function parseLocation(raw: string): PostingLocation {
  return readLocation(raw).location;
}

/** The separate locations in one board string: "San Francisco, CA or New York, NY", "Pune; Remote", "Austin / Denver". */
export function splitLocations(raw: string): string[] {
  const seen = new Set<string>();
  return raw
    .split(/\s+or\s+|;|\s+\/\s+|\n/i)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => {
      const key = part.toLowerCase();
      if (part === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Every location in the board's strings, each split and parsed once. `boardCountry` (a country
 * the board gives in its own field) fills in the country where the text names none; a text
 * naming another country keeps its null.
 */
export function parseLocations(texts: readonly (string | null | undefined)[], boardCountry: 'in' | 'us' | null = null): PostingLocation[] {
  const seen = new Set<string>();
  const locations: PostingLocation[] = [];
  for (const text of texts) {
    for (const part of splitLocations(text ?? '')) {
      const key = part.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const { location, elsewhere } = readLocation(part);
      locations.push(location.countryCode === null && !elsewhere && boardCountry ? { ...location, countryCode: boardCountry } : location);
    }
  }
  return locations;
}

/** Remote work as the location text says it: any "remote" → full, else any "hybrid" → hybrid. */
export function remoteFromText(texts: readonly (string | null | undefined)[]): RemoteKind {
  const joined = texts.filter(Boolean).join(' | ');
  if (/\bremote\b/i.test(joined)) return 'full';
  if (/\bhybrid\b/i.test(joined)) return 'hybrid';
  return 'none';
}

// ---------------------------------------------------------------------------------------------
// Fields

/** An employment type from a board's free text ("Full-time", "Intern", "Contractor", "Temporary - 6 months"). */
export function employmentTypeFromText(text: string | null | undefined): EmploymentType | null {
  const t = (text ?? '').toLowerCase();
  // The most specific first: "Full-time Contract" is a contract, "Summer Intern (Full-time)" an internship.
  if (/\bintern(ship)?s?\b|\bco-?op\b|\btrainee\b/.test(t)) return 'internship';
  if (/\bcontract(or|ual)?\b|\bfreelance\b/.test(t)) return 'contract';
  if (/\btemp(orary)?\b|\bseasonal\b|\bfixed[- ]term\b/.test(t)) return 'temporary';
  if (/\bpart[- ]?time\b/.test(t)) return 'part-time';
  if (/\bfull[- ]?time\b|\bpermanent\b|\bregular\b/.test(t)) return 'full-time';
  return null;
}

/**
 * An employment type a job title states outright ("Software Engineering Intern", "Designer
 * (Contract)"); a title that merely mentions contracts ("Contract Manager") states none.
 */
export function employmentTypeFromTitle(title: string): EmploymentType | null {
  if (/\bintern(ship)?s?\b/i.test(title)) return 'internship';
  if (/\bcontractor\b|\bcontract[- ]to[- ]hire\b|\(\s*contract\s*\)|[-–—|,]\s*contract\s*$|^contract\s*[-–—|:]/i.test(title))
    return 'contract';
  if (/\(\s*part[- ]?time\s*\)|[-–—|,]\s*part[- ]?time\s*$/i.test(title)) return 'part-time';
  if (/\(\s*temp(orary)?\s*\)|[-–—|,]\s*temp(orary)?\s*$/i.test(title)) return 'temporary';
  return null;
}

/** A number from a board field that may be a number or a numeric string; undefined when it is neither. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/**
 * A pay range in whole units, or null when the figures are unusable. One missing end takes the
 * other's value; swapped ends are put in order.
 */
export function makePay(
  min: number | undefined,
  max: number | undefined,
  currency: string | null | undefined,
  interval: PayInterval | null,
): PostingPay | null {
  const code = (currency ?? '').trim().toUpperCase();
  const low = min ?? max;
  const high = max ?? min;
  if (!interval || !/^[A-Z]{3}$/.test(code) || low === undefined || high === undefined || low <= 0 || high <= 0) return null;
  const [a, b] = low <= high ? [low, high] : [high, low];
  // The shape promises whole units, so an hourly $52.50 becomes 53.
  return { min: Math.round(a), max: Math.round(b), currency: code, interval };
}

/** A title without stray whitespace; empty when the board gave none. */
export function cleanTitle(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** An absolute http(s) URL, or null. */
export function cleanUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).toString();
  } catch {
    return null;
  }
}

/** A date from an ISO string or epoch milliseconds; null when it is neither. */
export function toDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// ---------------------------------------------------------------------------------------------
// Reading a response

export interface ReaderOptions {
  /** The board's name for the company's board (Greenhouse token, Lever site, Ashby name). */
  boardToken: string;
  /** The employer's name as the import knows it. */
  companyName: string;
  /** The moment the response counts as read at; postings not updated in the month before it are dropped. */
  now: Date;
}

export type Reader = (json: string, options: ReaderOptions) => ReadResult;

export const SKIP_STALE = 'not updated in the last month';
export const SKIP_UNREADABLE = 'unreadable posting';
export const SKIP_NO_TITLE = 'no title';
export const SKIP_NO_APPLY_URL = 'no apply URL';
export const SKIP_NO_DATE = 'no date';
export const SKIP_DUPLICATE = 'same posting twice in the response';

/** The same moment one calendar month earlier (UTC); the 31st falls back to the month's last day. */
export function oneMonthBefore(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()));
}

/** Parsed JSON, or an error naming the board and the problem in one sentence. */
export function parseResponse(json: string, notA: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new Error(`${notA}: the text is not valid JSON`);
  }
}

/** One posting's outcome: a posting, or the reason it was skipped. */
export type PostingOutcome = JobPosting | { skip: string };

/**
 * The read result for a response's postings: stale ones and repeats dropped, every skip
 * counted by reason.
 */
export function collectPostings(outcomes: Iterable<PostingOutcome>, now: Date): ReadResult {
  const cutoff = oneMonthBefore(now).getTime();
  const postings: JobPosting[] = [];
  const skipped: Record<string, number> = {};
  const seen = new Set<string>();
  const count = (reason: string) => {
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  };
  for (const outcome of outcomes) {
    if ('skip' in outcome) count(outcome.skip);
    else if (outcome.updatedAt.getTime() < cutoff) count(SKIP_STALE);
    else if (seen.has(outcome.externalId)) count(SKIP_DUPLICATE);
    else {
      seen.add(outcome.externalId);
      postings.push(outcome);
    }
  }
  return { postings, skipped };
}

/** What one board's posting gives the reading step every board shares. */
export interface BoardFields {
  title: string | null | undefined;
  /** The links to the posting, best first: the first readable one is where to apply. */
  applyUrls: Array<string | null | undefined>;
  /** The posting's id (from its link when the board leaves it out); none: the posting is unreadable. */
  externalId: (applyUrl: string) => string | null | undefined;
  posted: Date | null;
  updated: Date | null;
  /** The description as the board sends it; sanitised here. */
  descriptionHtml: string;
  /** The team's names, best first: the first that is not blank is the department. */
  departments: Array<string | null | undefined>;
  /** The rest of the posting, read once the checks passed; without an employment type, the title's. */
  details: () => Pick<JobPosting, 'locations' | 'remote' | 'employmentType' | 'pay'>;
}

/**
 * One posting of a board: skipped without a title, a link to apply, an id or a date (counted by
 * that reason); otherwise the posting, its description sanitised and read as text.
 */
export function readBoardPosting(boardType: JobPosting['boardType'], options: ReaderOptions, fields: BoardFields): PostingOutcome {
  const title = cleanTitle(fields.title);
  if (title === '') return { skip: SKIP_NO_TITLE };
  let applyUrl: string | null = null;
  for (const url of fields.applyUrls) applyUrl ??= cleanUrl(url);
  if (!applyUrl) return { skip: SKIP_NO_APPLY_URL };
  const externalId = fields.externalId(applyUrl);
  if (!externalId) return { skip: SKIP_UNREADABLE };
  const posted = fields.posted;
  if (!posted) return { skip: SKIP_NO_DATE };
  const descriptionHtml = sanitiseDescription(fields.descriptionHtml);
  const { locations, remote, employmentType, pay } = fields.details();
  return {
    boardType,
    boardToken: options.boardToken,
    externalId,
    title,
    companyName: options.companyName,
    locations,
    remote,
    employmentType: employmentType ?? employmentTypeFromTitle(title),
    department: fields.departments.map(cleanTitle).find((name) => name !== '') ?? null,
    descriptionHtml,
    descriptionText: htmlToText(descriptionHtml),
    pay,
    postedAt: posted,
    updatedAt: laterOf(posted, fields.updated),
    applyUrl,
  };
}

/** One job board's response and postings, as its reader reads them. */
export interface BoardReader<P> {
  boardType: JobPosting['boardType'];
  /** The error's words when the text is not the board's response. */
  notBoard: string;
  /** The response's postings; null when it is not the board's shape (`expected` says what it should be). */
  postingsOf: (response: unknown) => unknown[] | null;
  expected: string;
  posting: z.ZodType<P>;
  /** Why a posting is left out before the checks every board shares, if it is. */
  skip?: (posting: P) => string | null;
  fields: (posting: P) => BoardFields;
}

/** A board's response: every posting read (or skipped, counted by reason), stale ones and repeats dropped. */
export function readBoard<P>(reader: BoardReader<P>, json: string, options: ReaderOptions): ReadResult {
  const postings = reader.postingsOf(parseResponse(json, reader.notBoard));
  if (!postings) throw new Error(`${reader.notBoard}: expected ${reader.expected}`);
  const outcomes = postings.map((raw): PostingOutcome => {
    const parsed = reader.posting.safeParse(raw);
    if (!parsed.success) return { skip: SKIP_UNREADABLE };
    const skip = reader.skip?.(parsed.data);
    return skip ? { skip } : readBoardPosting(reader.boardType, options, reader.fields(parsed.data));
  });
  return collectPostings(outcomes, options.now);
}

/** The later of two dates: a board's "updated" never precedes its "posted". */
export function laterOf(a: Date, b: Date | null): Date {
  return b && b.getTime() > a.getTime() ? b : a;
}
