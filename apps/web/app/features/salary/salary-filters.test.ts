import { describe, expect, it } from 'vitest';
import { filtersToSearch, humanizeSlug, isNarrowed, levelName, parseFilters, parseSalaryQ, toApiQuery } from './salary-filters';

const parse = (qs: string, cc: 'in' | 'us' = 'in') => parseFilters(new URLSearchParams(qs), cc);

/** Every filter unset, on page 1. */
const NO_FILTERS = {
  rosettaLevel: undefined,
  yoe: undefined,
  location: undefined,
  skill: undefined,
  dateOffset: undefined,
  gpayCC: undefined,
  view: undefined,
  page: 1,
};

describe('salary page filters', () => {
  it('reads every filter from the URL', () => {
    expect(parse('rosettaLevel=3&yoe=5-7&location=bengaluru-in&skill=python&dateOffset=12&gpayCC=us&view=first-year&page=4')).toEqual({
      rosettaLevel: 3,
      yoe: '5-7',
      location: 'bengaluru-in',
      skill: 'python',
      dateOffset: 12,
      gpayCC: 'us',
      view: 'first-year',
      page: 4,
    });
  });

  it('defaults to everything on page 1, and treats empty fields (a form sent without JavaScript) as unset', () => {
    expect(parse('')).toEqual(NO_FILTERS);
    expect(parse('rosettaLevel=&yoe=&location=&skill=&dateOffset=&gpayCC=&view=')).toEqual(NO_FILTERS);
    // Yearly is the default, so only the first-year view is kept.
    expect(parse('view=yearly').view).toBeUndefined();
  });

  it('drops values the API would refuse instead of failing the page', () => {
    expect(parse('rosettaLevel=9&yoe=3&location=Bengaluru!&skill=C%2B%2B&dateOffset=0&view=monthly&page=abc')).toEqual(NO_FILTERS);
    expect(parse('rosettaLevel=2.5&dateOffset=121&page=1001').rosettaLevel).toBeUndefined();
    expect(parse('dateOffset=121').dateOffset).toBeUndefined();
    expect(parse('page=1001').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
  });

  it('keeps gpayCC only when it is the other country', () => {
    expect(parse('gpayCC=in', 'in').gpayCC).toBeUndefined();
    expect(parse('gpayCC=us', 'in').gpayCC).toBe('us');
    expect(parse('gpayCC=in', 'us').gpayCC).toBe('in');
    expect(parse('gpayCC=uk', 'us').gpayCC).toBeUndefined();
  });

  it('writes a clean query: fixed order, unset fields and page 1 left out', () => {
    expect(filtersToSearch({ page: 1 })).toBe('');
    expect(filtersToSearch({ page: 2, yoe: '2-4', rosettaLevel: 3 })).toBe('?rosettaLevel=3&yoe=2-4&page=2');
    expect(filtersToSearch({ location: 'new-delhi-in', gpayCC: 'us', page: 1 })).toBe('?location=new-delhi-in&gpayCC=us');
    expect(filtersToSearch({ view: 'first-year', page: 2 })).toBe('?view=first-year&page=2');
    expect(filtersToSearch({ skill: 'node-js', location: 'pune-in', rosettaLevel: 2, page: 1 })).toBe(
      '?rosettaLevel=2&location=pune-in&skill=node-js',
    );
    const filters = parse('yoe=16%2B&dateOffset=24');
    expect(filtersToSearch(filters)).toBe('?yoe=16%2B&dateOffset=24');
    expect(parse(filtersToSearch(filters).slice(1))).toEqual(filters);
  });

  it('knows which filters narrow the slice', () => {
    expect(isNarrowed(parse('gpayCC=us&view=first-year&page=3'))).toBe(false);
    expect(isNarrowed(parse('dateOffset=12'))).toBe(true);
    expect(isNarrowed(parse('skill=python'))).toBe(true);
  });

  it('sends the API only what is set', () => {
    expect(toApiQuery(parse('rosettaLevel=2&page=3'))).toEqual({ ...NO_FILTERS, rosettaLevel: 2, page: 3 });
  });
});

describe('salary page path', () => {
  it('accepts {title} and {company}--{title} slugs', () => {
    expect(parseSalaryQ('software-engineer')).toEqual({ companySlug: null, titleSlug: 'software-engineer' });
    expect(parseSalaryQ('google--software-engineer')).toEqual({ companySlug: 'google', titleSlug: 'software-engineer' });
  });

  it('refuses anything else (the page answers 404)', () => {
    for (const q of ['Software_Engineer', 'a--b--c', '--title', 'company--', 'x'.repeat(201), 'ré']) expect(parseSalaryQ(q)).toBeNull();
  });

  it('names slugs and levels', () => {
    expect(humanizeSlug('no-such-title')).toBe('No Such Title');
    expect(levelName(3)).toBe('Senior');
    expect(levelName(42)).toBe('Level 42');
  });
});
