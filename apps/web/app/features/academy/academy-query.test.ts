import { describe, expect, it } from 'vitest';
import { questionLines } from './academy.action';
import { academyHref, isFiltered, parseAcademyQuery } from './academy-query';

describe('the academy page query', () => {
  it('keeps the contract’s values and drops the rest, so the page never asks the API for them', () => {
    expect(parseAcademyQuery(new URLSearchParams('company=Swiggy&family=data-and-ai&round=coding&difficulty=hard&page=3'))).toEqual({
      company: 'swiggy',
      family: 'data-and-ai',
      round: 'coding',
      difficulty: 'hard',
      page: 3,
    });
    expect(parseAcademyQuery(new URLSearchParams('company=not%20a%20slug&round=lunch&difficulty=brutal&page=0'))).toEqual({
      company: undefined,
      family: undefined,
      round: undefined,
      difficulty: undefined,
      page: undefined,
    });
    // What a plain GET form sends without JavaScript: the empty fields are no filter.
    expect(isFiltered(parseAcademyQuery(new URLSearchParams('company=&family=&round=behavioural&difficulty=')))).toBe(true);
    expect(isFiltered(parseAcademyQuery(new URLSearchParams('company=&family=&round=&difficulty=')))).toBe(false);
  });

  it('writes only the chosen filters, and the page from 2', () => {
    expect(academyHref({})).toBe('/academy');
    expect(academyHref({ round: 'coding', page: 1 })).toBe('/academy?round=coding');
    expect(academyHref({ company: 'swiggy', difficulty: 'easy' }, { page: 2 })).toBe('/academy?company=swiggy&difficulty=easy&page=2');
    expect(academyHref({ company: 'swiggy', page: 4 }, { company: undefined })).toBe('/academy?page=4');
  });

  it('reads a round’s questions one a line', () => {
    expect(questionLines('  Reverse a linked list.\r\n\n  Design a cache.  \n')).toEqual(['Reverse a linked list.', 'Design a cache.']);
  });
});
