import { describe, expect, it } from 'vitest';
import { parseResumesQuery, resumesHref, toApiQuery } from './resumes-query';
import { emptyText, fileSizeText, resumesSummary } from './resumes-text';

describe('the resumes page query', () => {
  it('reads the filter and the page, anything else as the default', () => {
    expect(parseResumesQuery(new URLSearchParams(''))).toEqual({ made: 'all', page: 1 });
    expect(parseResumesQuery(new URLSearchParams('manualTrigger=true&page=3'))).toEqual({ made: 'asked', page: 3 });
    expect(parseResumesQuery(new URLSearchParams('manualTrigger=false'))).toEqual({ made: 'applications', page: 1 });
    expect(parseResumesQuery(new URLSearchParams('manualTrigger=maybe&page=-2'))).toEqual({ made: 'all', page: 1 });
    expect(parseResumesQuery(new URLSearchParams('page=1.5'))).toEqual({ made: 'all', page: 1 });
    expect(parseResumesQuery(new URLSearchParams('page=1001'))).toEqual({ made: 'all', page: 1 });
  });

  it('asks the API for the same and links back to itself', () => {
    expect(toApiQuery({ made: 'all', page: 2 })).toEqual({ page: 2 });
    expect(toApiQuery({ made: 'asked', page: 1 })).toEqual({ manualTrigger: 'true', page: 1 });
    expect(toApiQuery({ made: 'applications', page: 1 })).toEqual({ manualTrigger: 'false', page: 1 });
    expect(resumesHref()).toBe('/jobgpt/resumes');
    expect(resumesHref({ made: 'applications', page: 2 })).toBe('/jobgpt/resumes?manualTrigger=false&page=2');
    for (const q of [
      { made: 'asked', page: 4 },
      { made: 'all', page: 1 },
    ] as const) {
      expect(parseResumesQuery(new URL(resumesHref(q), 'http://x').searchParams)).toEqual(q);
    }
  });
});

describe('the resumes page text', () => {
  it('sizes, counts and empty lists', () => {
    expect(fileSizeText(22_377)).toBe('22 KB');
    expect(fileSizeText(300)).toBe('1 KB');
    expect(resumesSummary(1, 'all')).toBe('1 tailored resume');
    expect(resumesSummary(3, 'asked')).toBe('3 tailored resumes you asked for');
    expect(emptyText('applications')).toMatch(/for each application/);
  });
});
