import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

const render = (page: number, totalItems: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Pagination page={page} totalItems={totalItems} href={(p) => `/list?page=${p}`} />
    </MemoryRouter>,
  );

/** Each link as "its aria-label → its href", a disabled step as "Previous (disabled)", the current page marked. */
const links = (html: string) =>
  [...html.matchAll(/<(a|span)\s[^>]*>(?:<svg.*?<\/svg>)?([A-Za-z0-9]+)/g)].map(([tag, name, text]) => {
    if (name === 'span') return `${text} (disabled)`;
    const label = /aria-label="([^"]+)"/.exec(tag)?.[1] ?? '?';
    const href = /href="([^"]+)"/.exec(tag)?.[1] ?? '?';
    return `${label} → ${href}${tag.includes('aria-current="page"') ? ' (current)' : ''}`;
  });

describe('pagination control', () => {
  it('renders nothing for a single page', () => {
    expect(render(1, 10)).not.toContain('Pagination');
  });

  it('links at most 5 pages, the current one marked; no previous on page 1', () => {
    expect(links(render(1, 200))).toEqual([
      'Previous (disabled)',
      'Page 1 → /list?page=1 (current)',
      'Page 2 → /list?page=2',
      'Page 3 → /list?page=3',
      'Page 4 → /list?page=4',
      'Page 5 → /list?page=5',
      'Next page → /list?page=2',
    ]);
  });

  it('no next on the last page', () => {
    expect(links(render(20, 200))).toEqual([
      'Previous page → /list?page=19',
      'Page 16 → /list?page=16',
      'Page 17 → /list?page=17',
      'Page 18 → /list?page=18',
      'Page 19 → /list?page=19',
      'Page 20 → /list?page=20 (current)',
      'Next (disabled)',
    ]);
  });
});
