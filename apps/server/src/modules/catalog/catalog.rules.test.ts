import { companySlug, titleSlug } from '@paysight/contract';
import { DEMO_TITLES } from '@paysight/db/demo';
import { describe, expect, it } from 'vitest';
import {
  cityKey,
  coreTitle,
  createTitleMatcher,
  findCity,
  indexCatalogue,
  lookupKeys,
  matchName,
  type CatalogueEntry,
} from './catalog.rules.js';
import { fold, stripMarks } from './fold.rules.js';
import { levelNameKeys, parseStandardLevel, rungLevelOf, seniorityOf } from './levels.rules.js';

/** The demo catalogue's entries these inputs are about (packages/db/src/demo/catalog-data.ts). */
const entries = (names: string[], slug: (s: string) => string): CatalogueEntry[] =>
  names.map((name, i) => ({ id: i + 1, name, slug: slug(name) }));
const COMPANIES = entries(
  [
    'Google',
    'Amazon',
    'Meta',
    'Microsoft',
    'Infosys',
    'Tata Consultancy Services',
    'Wipro',
    'JPMorgan Chase',
    'McKinsey & Company',
    'Walmart Global Tech',
    'American Express',
    'LTIMindtree',
  ],
  companySlug,
);
const TITLES = entries(Object.values(DEMO_TITLES).flat(), titleSlug);
const CITIES = [
  { city: 'Bengaluru', countryCode: 'in', metro: 'Bengaluru' },
  { city: 'Hyderabad', countryCode: 'in', metro: 'Hyderabad' },
  { city: 'Mumbai', countryCode: 'in', metro: 'Mumbai' },
  { city: 'Gurugram', countryCode: 'in', metro: 'Delhi NCR' },
  { city: 'New Delhi', countryCode: 'in', metro: 'Delhi NCR' },
  { city: 'Chennai', countryCode: 'in', metro: 'Chennai' },
  { city: 'San Francisco', countryCode: 'us', metro: 'Bay Area' },
  { city: 'New York', countryCode: 'us', metro: 'New York' },
] as const;

/** Real inputs from forms, boards, resumes and payroll files, and the one answer every path gives. */
export const COMPANY_CASES: [text: string, slug: string][] = [
  ['Infosys', 'infosys'],
  ['Infosys Ltd', 'infosys'],
  ['Infosys Limited', 'infosys'],
  ['INFOSYS LTD.', 'infosys'],
  ['TCS', 'tata-consultancy-services'],
  ['Tata Consultancy Services', 'tata-consultancy-services'],
  ['Tata Consultancy Services Limited', 'tata-consultancy-services'],
  ['Facebook', 'meta'],
  ['AWS', 'amazon'],
  ['MSFT', 'microsoft'],
  ['JP Morgan', 'jpmorgan-chase'],
  ['JPMorgan Chase & Co.', 'jpmorgan-chase'],
  ['McKinsey', 'mckinsey-company'],
  ['Amex', 'american-express'],
  ['Walmart', 'walmart-global-tech'],
  ['Google, Bengaluru', 'google'],
];

export const TITLE_CASES: [text: string, title: string, level: number | null][] = [
  ['SDE 2', 'Software Engineer', 2],
  ['SDE II', 'Software Engineer', 2],
  ['SDE-3', 'Software Engineer', 3],
  ['Sr. Software Engineer', 'Software Engineer', 3],
  ['Senior Software Engineer', 'Software Engineer', 3],
  ['Software Engineer', 'Software Engineer', null],
  ['SWE', 'Software Engineer', null],
  ['Software Developer', 'Software Engineer', null],
  ['Software Development Engineer I', 'Software Engineer', 1],
  ['Frontend Developer', 'Frontend Engineer', null],
  ['Sr. Data Scientist', 'Data Scientist', 3],
  ['Lead Data Scientist', 'Data Scientist', 4],
  ['SDET', 'QA Engineer', null],
  ['ML Engineer', 'Machine Learning Engineer', null],
  ['Staff Machine Learning Engineer', 'Machine Learning Engineer', 4],
  ['Developer', 'Software Engineer', null],
];

export const CITY_CASES: [text: string, city: string, metro: string][] = [
  ['Bangalore', 'Bengaluru', 'Bengaluru'],
  ['Bengaluru', 'Bengaluru', 'Bengaluru'],
  ['BLR', 'Bengaluru', 'Bengaluru'],
  ['bengaluru, karnataka', 'Bengaluru', 'Bengaluru'],
  ['Hyd', 'Hyderabad', 'Hyderabad'],
  ['Bombay', 'Mumbai', 'Mumbai'],
  ['Gurgaon', 'Gurugram', 'Delhi NCR'],
  ['Madras', 'Chennai', 'Chennai'],
  ['NYC', 'New York', 'New York'],
  ['SF', 'San Francisco', 'Bay Area'],
];

describe('the catalogue resolver', () => {
  const companies = indexCatalogue('company', COMPANIES);
  const titles = indexCatalogue('title', TITLES);
  const matchTitle = createTitleMatcher(TITLES);
  const titleName = new Map(TITLES.map((t) => [t.id, t.name]));

  it.each(COMPANY_CASES)('company %s → %s', (text, slug) => {
    expect(matchName('company', text, companies)?.slug).toBe(slug);
  });

  it.each(TITLE_CASES)('title %s → %s at level %s, typed (profile, member pay) or posted (jobs, resumes)', (text, title, level) => {
    expect(matchName('title', text, titles)?.name).toBe(title);
    expect(titleName.get(matchTitle(text)!)).toBe(title);
    expect(seniorityOf(text)).toBe(level);
  });

  it.each(CITY_CASES)('city %s → %s (metro %s)', (text, city, metro) => {
    expect(findCity(CITIES, text)).toMatchObject({ city, metro });
    expect(cityKey(text.split(',')[0]!)).toBe(fold(city));
  });

  it('keeps a short form to the whole title: "Business Developer" and "Director of Software Engineering" are not Software Engineer', () => {
    expect(matchTitle('Business Developer')).toBeNull();
    expect(matchTitle('Director of Software Engineering')).toBeNull();
    expect(matchTitle('Graphic Designer')).toBeNull();
    expect(coreTitle('Senior SDE, Payments (Remote)')).toBe('sde');
  });

  it('folds accents, case, apostrophes and symbols one way', () => {
    expect(fold('Nestlé S.A.')).toBe('nestle s a');
    expect(fold("McDonald's")).toBe('mcdonalds');
    expect(fold('C++ / C#')).toBe('cpp csharp');
    expect(stripMarks('Zoë Ångström')).toBe('Zoe Angstrom');
    expect(lookupKeys('title', 'Sr. SDE II')).toEqual(['sr sde ii', 'sde', 'software engineer']);
  });

  it('reads levels as a level column, a title and a company ladder hold them', () => {
    expect(['3', 'Senior', 'Sr', 'senior staff', 'Lead', 'Entry', 'L5', '0', ''].map(parseStandardLevel)).toEqual([
      3,
      3,
      3,
      5,
      4,
      1,
      null,
      null,
      null,
    ]);
    const amazon = [
      { name: 'SDE I', standardLevel: 1 },
      { name: 'SDE II', standardLevel: 2 },
      { name: 'SDE III', standardLevel: 3 },
    ];
    expect(['SDE 2', 'sde ii', 'SDE-3', 'L9'].map((n) => rungLevelOf(amazon, n))).toEqual([2, 2, 3, null]);
    expect(levelNameKeys('SDE 2')).toEqual(['sde 2', 'sde ii']);
  });
});
