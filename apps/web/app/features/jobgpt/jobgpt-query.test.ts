import { describe, expect, it } from 'vitest';
import { applicationsHref, idParam, jobgptHref, parseApplicationsQuery, parseJobgptQuery, toApplicationsCall } from './jobgpt-query';

describe('the JobGPT pages’ query params', () => {
  it('reads the applications filters, dropping what is not one', () => {
    const q = parseApplicationsQuery(new URLSearchParams('hunt=3&status=ready&page=2&log=41&x=1'));
    expect(q).toEqual({ hunt: 3, status: 'ready', page: 2, log: 41 });
    expect(toApplicationsCall(q)).toEqual({ jobHuntId: 3, status: 'ready', page: 2 });
    expect(parseApplicationsQuery(new URLSearchParams('hunt=abc&status=won&page=0'))).toEqual({ page: 1 });
    expect(parseApplicationsQuery(new URLSearchParams('page=5000')).page).toBe(1);
    expect(toApplicationsCall({ page: 1 })).toEqual({ page: 1 });
  });

  it('builds the links back, leaving out page 1 and empty filters', () => {
    expect(applicationsHref()).toBe('/jobgpt/list');
    expect(applicationsHref({ hunt: 3, status: 'interview', page: 1 })).toBe('/jobgpt/list?hunt=3&status=interview');
    expect(applicationsHref({ status: 'ready', page: 3, log: 9 })).toBe('/jobgpt/list?status=ready&page=3&log=9');
    expect(jobgptHref({ edit: 4 })).toBe('/jobgpt?edit=4');
    expect(jobgptHref({ new: true })).toBe('/jobgpt?new=1');
    expect(parseJobgptQuery(new URLSearchParams('hunt=3&edit=x&new=1'))).toEqual({ hunt: 3, edit: undefined, new: true });
  });

  it('takes only positive ids', () => {
    expect([idParam('7'), idParam('0'), idParam('-1'), idParam('1e3'), idParam('99999999999'), idParam(null)]).toEqual([
      7,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
