/**
 * Each state's WARN file as data: the header names that mean each field (any one of them, matched
 * case- and space-insensitively), the date layouts its cells use, what a date column holding a plain
 * number means, and the words that say closure, temporary or amendment. A new state is a new entry
 * here, not new code. Sources: the states' published WARN lists (see reference-data/warn/README.md).
 */

export const WARN_FIELDS = [
  'companyName',
  'city',
  'county',
  'address',
  'noticeDate',
  'effectiveDate',
  'receivedDate',
  'jobs',
  'closure',
  'temporary',
  'amendment',
] as const;
export type WarnField = (typeof WARN_FIELDS)[number];
export type WarnDateField = 'noticeDate' | 'effectiveDate' | 'receivedDate';

/** Lower-case words or phrases; a cell says "yes" when it contains one of `yes`, "no" for `no`, unknown otherwise. */
export interface Vocabulary {
  yes: readonly string[];
  no: readonly string[];
}

export interface WarnStateMapping {
  name: string;
  /** The state agency that publishes the notices (credited wherever they are shown). */
  publisher: string;
  /** Field → the header names a state has used for it. */
  columns: Partial<Record<WarnField, readonly string[]>>;
  /** The fields a file must have (a file missing one is refused, naming it). */
  required: readonly WarnField[];
  /** Which column gives the notice date: the date the state received the notice. */
  dateLayouts: readonly ('M/D/YYYY' | 'YYYY-MM-DD')[];
  /** A date column whose cells may hold a plain 2–5-digit number instead: what that number is. */
  numbersInDateColumns?: Partial<Record<WarnDateField, 'state notice number'>>;
  vocabularies: { closure?: Vocabulary; temporary?: Vocabulary; amendment?: Vocabulary };
  /** Words in the company name that mark an amended notice (lower case). */
  amendmentMarkers: readonly string[];
}

const AMENDMENT_MARKERS = ['(amended)', '(amendment)', '- amended', '- amendment', 'amended notice'] as const;

export const WARN_STATES: Readonly<Record<string, WarnStateMapping>> = {
  CA: {
    name: 'California',
    publisher: 'California Employment Development Department',
    columns: {
      companyName: ['company', 'company name'],
      city: ['city'],
      county: ['county', 'county/parish'],
      address: ['address'],
      noticeDate: ['notice_date', 'notice date'],
      effectiveDate: ['effective_date', 'effective date'],
      receivedDate: ['received_date', 'received date'],
      jobs: ['num_employees', 'no. of employees', 'number of employees'],
      closure: ['layoff_or_closure', 'layoff/closure', 'layoff/closure type'],
      temporary: ['layoff_or_closure', 'layoff/closure', 'layoff/closure type'],
    },
    required: ['companyName', 'noticeDate', 'jobs'],
    dateLayouts: ['M/D/YYYY', 'YYYY-MM-DD'],
    vocabularies: {
      closure: { yes: ['closure'], no: ['layoff'] },
      temporary: { yes: ['temporary'], no: ['permanent'] },
    },
    amendmentMarkers: AMENDMENT_MARKERS,
  },
  TX: {
    name: 'Texas',
    publisher: 'Texas Workforce Commission',
    columns: {
      companyName: ['job_site_name', 'job site name', 'company name'],
      city: ['city_name', 'city'],
      county: ['county_name', 'county'],
      noticeDate: ['notice_date', 'notice date'],
      effectiveDate: ['layoff_date', 'layoff date'],
      receivedDate: ['wfdd_received_date', 'received date'],
      jobs: ['total_layoff_number', 'total layoff number'],
    },
    required: ['companyName', 'noticeDate', 'jobs'],
    dateLayouts: ['YYYY-MM-DD', 'M/D/YYYY'],
    // Older rows hold the Workforce Development Division's running notice number in this column.
    numbersInDateColumns: { receivedDate: 'state notice number' },
    vocabularies: {},
    amendmentMarkers: AMENDMENT_MARKERS,
  },
  WA: {
    name: 'Washington',
    publisher: 'Washington Employment Security Department',
    columns: {
      companyName: ['company'],
      city: ['location'],
      // Washington's notice date is the date the state received the notice; "Layoff Start Date" is the layoff.
      noticeDate: ['received date'],
      effectiveDate: ['layoff start date'],
      jobs: ['# of workers', 'number of workers'],
      closure: ['closure layoff'],
      temporary: ['type of layoff'],
    },
    required: ['companyName', 'noticeDate', 'jobs'],
    dateLayouts: ['M/D/YYYY'],
    vocabularies: {
      closure: { yes: ['closure'], no: ['layoff'] },
      temporary: { yes: ['temporary'], no: ['permanent'] },
    },
    amendmentMarkers: AMENDMENT_MARKERS,
  },
};

/**
 * Why a US state has no notices on the map, as the page says it. No state's notices are known to
 * be withheld by law from our sources, so every state without notices is one of these.
 */
export const NO_DATA_REASONS = {
  noImporter: "No importer yet for this state's notices",
  notLoaded: "This state's notices are not imported yet",
} as const;
