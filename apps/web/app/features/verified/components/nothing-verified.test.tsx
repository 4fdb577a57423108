import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NothingVerified } from './nothing-verified';

const render = (cc: 'in' | 'us') =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <NothingVerified cc={cc} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('a region with nothing verified', () => {
  it('says so in place of a chart of 0 %, and how to start: add a salary, then send a document for it', () => {
    const html = render('in');
    expect(html).toContain('Nothing is verified in India yet');
    expect(html).toContain('data-testid="nothing-verified"');
    expect(html).toMatch(/<a[^>]*href="\/profile\/salary"[^>]*>add your salary<\/a>/);
    expect(html).toMatch(/<a[^>]*href="#verify-your-salary"[^>]*>send a document for it<\/a>/);
    expect(render('us')).toContain('Nothing is verified in United States yet');
  });
});
