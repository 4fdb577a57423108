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

  it('keeps only the parameters the page declares, in their order, repeated ones too', () => {
    expect(pageUrl('/in/salary/software-engineer?x=1&page=2&utm_source=mail&location=pune&location=mumbai')).toBe(
      '/in/salary/software-engineer?page=2&location=pune&location=mumbai',
    );
    expect(pageUrl('/in/salary/software-engineer?bench=17')).toBe('/in/salary/software-engineer');
    expect(pageUrl('/?x=123')).toBe('/');
    expect(pageUrl('/jobs?title=Data+Scientist&x=1')).toBe('/jobs?title=Data+Scientist');
  });

  it('leaves a URL whole where the page declares nothing, or none matches, or it is a data request', () => {
    expect(pageUrl('/auth/login?returnUrl=%2Foffers&x=1')).toBe('/auth/login?returnUrl=%2Foffers&x=1');
    expect(pageUrl('/no/such/page?x=1')).toBe('/no/such/page?x=1');
    expect(pageUrl('/in/salary/software-engineer.data?_routes=routes%2Fsalary&x=1')).toBe(
      '/in/salary/software-engineer.data?_routes=routes%2Fsalary&x=1',
    );
    expect(pageUrl('/in/salary/software-engineer')).toBe('/in/salary/software-engineer');
  });
});
