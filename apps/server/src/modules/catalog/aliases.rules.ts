/**
 * Other names people type for catalogue entries, keyed by the entry's folded name (fold.rules.ts),
 * with the aliases as written. One vocabulary for the typeahead, salary search, job import, resumes,
 * member pay and payroll. An alias counts only when its entry is in the catalogue. Initials of
 * titles, skills and schools ("sre", "pm", "mit") are derived by the typeahead and need no entry.
 */
import { fold } from './fold.rules.js';

/** Other names of a title, also meant when they appear inside a longer posted title ("Senior SDE, Payments"). */
export const TITLE_ALIASES: Record<string, readonly string[]> = {
  'software engineer': ['swe', 'sde', 'software developer', 'software development engineer'],
  'frontend engineer': ['front end engineer', 'frontend developer', 'front end developer', 'ui engineer'],
  'backend engineer': ['back end engineer', 'backend developer', 'back end developer'],
  'full stack engineer': ['fullstack engineer', 'full stack developer', 'fullstack developer'],
  'mobile engineer': ['mobile developer'],
  'site reliability engineer': ['sre'],
  'qa engineer': ['quality assurance engineer', 'test engineer', 'sdet'],
  'machine learning engineer': ['ml engineer', 'ai engineer', 'mle'],
  'technical program manager': ['tpm'],
  'hr business partner': ['hrbp', 'human resources business partner'],
  'ux researcher': ['user researcher', 'user experience researcher'],
  'devops engineer': ['dev ops engineer'],
};

/**
 * Words that mean a title only when they are the whole title typed ("developer", "pm"): inside a
 * longer one they name something else ("Business Developer", "Director of Software Engineering").
 */
export const TITLE_SHORT_FORMS: Record<string, readonly string[]> = {
  'software engineer': ['developer', 'programmer', 'software engineering'],
  'devops engineer': ['devops'],
  'qa engineer': ['qa', 'tester'],
  'data scientist': ['data science'],
  'product manager': ['pm'],
  'engineering manager': ['em'],
  'product designer': ['designer', 'ux designer', 'ui designer'],
  'chartered accountant': ['ca'],
  'registered nurse': ['nurse'],
  physician: ['doctor'],
};

/** Other names of employers: former names, tickers, the short forms people use. */
export const COMPANY_ALIASES: Record<string, readonly string[]> = {
  meta: ['facebook', 'fb', 'meta platforms'],
  amazon: ['aws', 'amazon web services'],
  microsoft: ['msft'],
  google: ['alphabet'],
  'jpmorgan chase': ['jpmorgan', 'jp morgan', 'jpmc', 'jp morgan chase'],
  'walmart global tech': ['walmart', 'walmart labs'],
  'tata consultancy services': ['tcs'],
  infosys: ['infy'],
  'boston consulting group': ['bcg'],
  'mckinsey company': ['mckinsey'],
  'american express': ['amex'],
  'goldman sachs': ['goldman'],
  ltimindtree: ['lti mindtree', 'lti', 'mindtree'],
};

/** Older names and short forms of cities; two-letter ones ("SF", "LA") only where a city is expected. */
export const CITY_ALIASES: Record<string, readonly string[]> = {
  bengaluru: ['bangalore', 'blr'],
  hyderabad: ['hyd'],
  gurugram: ['gurgaon'],
  mumbai: ['bombay'],
  chennai: ['madras'],
  kolkata: ['calcutta'],
  pune: ['poona'],
  kochi: ['cochin'],
  'new delhi': ['delhi'],
  'san francisco': ['sf'],
  'new york': ['nyc', 'new york city'],
  'los angeles': ['la'],
};

export const SKILL_ALIASES: Record<string, readonly string[]> = {
  javascript: ['js', 'ecmascript'],
  typescript: ['ts'],
  kubernetes: ['k8s'],
  go: ['golang'],
  aws: ['amazon web services'],
  cpp: ['c plus plus'],
  react: ['reactjs', 'react js'],
  'node js': ['node'],
  excel: ['microsoft excel', 'ms excel'],
};

/** Short names of universities and colleges ("MIT", "CMU", "UIUC" come from their initials). */
export const SCHOOL_ALIASES: Record<string, readonly string[]> = {
  'iit bombay': ['iitb', 'iit mumbai', 'indian institute of technology bombay'],
  'iit delhi': ['iitd', 'indian institute of technology delhi'],
  'iit madras': ['iitm', 'iit chennai', 'indian institute of technology madras'],
  'iit kharagpur': ['iitkgp', 'kgp', 'indian institute of technology kharagpur'],
  'nit trichy': ['nitt', 'nit tiruchirappalli'],
  'bits pilani': ['bits', 'birla institute of technology and science'],
  'iiit hyderabad': ['iiith'],
  'iim ahmedabad': ['iima', 'indian institute of management ahmedabad'],
  'vit vellore': ['vit', 'vellore institute of technology'],
  'delhi university': ['du', 'university of delhi'],
  'jadavpur university': ['ju'],
  'university of california berkeley': ['uc berkeley', 'berkeley', 'cal'],
  'georgia institute of technology': ['georgia tech', 'gatech', 'gt'],
  'university of illinois urbana champaign': ['uiuc', 'illinois'],
  'university of texas at austin': ['ut austin'],
  'university of washington': ['uw'],
  'university of michigan': ['umich'],
  'arizona state university': ['asu'],
};

export type CatalogueKind = 'company' | 'title' | 'school' | 'skill' | 'city';

const ALIASES: Record<CatalogueKind, Record<string, readonly string[]>[]> = {
  company: [COMPANY_ALIASES],
  title: [TITLE_ALIASES, TITLE_SHORT_FORMS],
  school: [SCHOOL_ALIASES],
  skill: [SKILL_ALIASES],
  city: [CITY_ALIASES],
};

/** Alias (folded) → the folded name of the entry it stands for, per kind. */
const CANONICAL = Object.fromEntries(
  (Object.keys(ALIASES) as CatalogueKind[]).map((kind) => [
    kind,
    new Map(
      ALIASES[kind].flatMap((table) => Object.entries(table).flatMap(([name, aliases]) => aliases.map((a) => [fold(a), name] as const))),
    ),
  ]),
) as Record<CatalogueKind, Map<string, string>>;

/** The folded name an alias stands for ("bangalore" → "bengaluru", "tcs" → "tata consultancy services"); null for none. */
export const canonicalName = (kind: CatalogueKind, folded: string): string | null => CANONICAL[kind].get(folded) ?? null;

/** The aliases of an entry by its name (for the typeahead's documents); only those that may appear inside longer text. */
export const aliasesOf = (kind: CatalogueKind, name: string): readonly string[] => ALIASES[kind][0]![fold(name)] ?? [];
