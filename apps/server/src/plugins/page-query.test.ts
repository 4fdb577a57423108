import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPageQuery } from './page-query.js';

const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: { handle } as never,
});

const routes = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('routes/home', 'root', undefined, { query: [] }, true),
    route('routes/salary', 'root', ':cc/salary/:q', { query: ['location', 'page'] }),
    route('routes/login', 'root', 'auth/login'),
    route('routes/jobs', 'root', 'jobs', { query: ['title'] }),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild['routes'];

describe('a page’s URL for the page cache: its path and the query it reads', () => {
  const pageUrl = createPageQuery(routes);

  it.each([
    // Only the parameters the page declares, in their order, repeated ones too.
    [
      '/in/salary/software-engineer?x=1&page=2&utm_source=mail&location=pune&location=mumbai',
      '/in/salary/software-engineer?page=2&location=pune&location=mumbai',
    ],
    ['/in/salary/software-engineer?bench=17', '/in/salary/software-engineer'],
    ['/?x=123', '/'],
    ['/jobs?title=Data+Scientist&x=1', '/jobs?title=Data+Scientist'],
    // Whole where the page declares nothing, no route matches, or it is a data request.
    ['/auth/login?returnUrl=%2Foffers&x=1', '/auth/login?returnUrl=%2Foffers&x=1'],
    ['/no/such/page?x=1', '/no/such/page?x=1'],
    ['/in/salary/software-engineer.data?_routes=routes%2Fsalary&x=1', '/in/salary/software-engineer.data?_routes=routes%2Fsalary&x=1'],
    ['/in/salary/software-engineer', '/in/salary/software-engineer'],
  ])('%s → %s', (url, expected) => {
    expect(pageUrl(url)).toBe(expected);
  });
});
