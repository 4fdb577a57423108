import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

const render = (page: number, totalItems: number) =>
  renderToStaticMarkup(
    <MantineProvider>
      <Pagination page={page} totalItems={totalItems} onChange={() => {}} />
    </MantineProvider>,
  );

/** Each <button> as "its aria-label", with " (disabled)" when it is disabled. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>/g)].map((m) => {
    const tag = m[0];
    const label = /aria-label="([^"]+)"/.exec(tag)?.[1] ?? '?';
    return `${label}${/\sdisabled(="")?[\s>]/.test(tag) ? ' (disabled)' : ''}`;
  });

describe('pagination control', () => {
  it('renders nothing for a single page', () => {
    expect(render(1, 10)).not.toContain('Pagination');
  });

  it('disables previous on page 1 and shows at most 5 page buttons', () => {
    const html = render(1, 200);
    expect(buttons(html)).toEqual(['Previous page (disabled)', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Next page']);
    expect(html).toMatch(/aria-current="page"[^>]*>|aria-label="Page 1"/);
  });

  it('disables next on the last page', () => {
    expect(buttons(render(20, 200))).toEqual([
      'Previous page',
      'Page 16',
      'Page 17',
      'Page 18',
      'Page 19',
      'Page 20',
      'Next page (disabled)',
    ]);
  });
});
