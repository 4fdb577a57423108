import { renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StylesheetsFirst } from './entry.server';

/** The parts of the router's context StylesheetsFirst reads: matched routes, errors, each route's CSS. */
function context(ids: string[], errors: Record<string, unknown> | null = null): EntryContext {
  return {
    staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })), errors },
    manifest: { routes: Object.fromEntries(ids.map((id) => [id, { css: [`/assets/${id}.css`] }])) },
  } as unknown as EntryContext;
}

/** A document as the router renders it: the stylesheets in <head>, the module preloads from <Scripts /> in <body>. */
function page(ctx: EntryContext): string {
  return renderToString(
    <html lang="en">
      <head>
        <link rel="stylesheet" href="/assets/root.css" />
      </head>
      <body>
        <StylesheetsFirst context={ctx} />
        <link rel="modulepreload" href="/assets/entry.client.js" />
      </body>
    </html>,
  );
}

describe('StylesheetsFirst', () => {
  it("puts the matched routes' stylesheets at the top of <head>, before React's hoisted module preloads", () => {
    const html = page(context(['root', 'routes/home']));
    const at = (needle: string) => html.indexOf(needle);
    expect(at('<link rel="preload" href="/assets/root.css" as="style"/>')).toBeGreaterThan(-1);
    expect(at('<link rel="preload" href="/assets/routes/home.css" as="style"/>')).toBeGreaterThan(-1);
    expect(at('href="/assets/routes/home.css"')).toBeLessThan(at('rel="modulepreload"'));
    expect(at('rel="modulepreload"')).toBeLessThan(at('rel="stylesheet"'));
  });

  it('stops at the route that threw, as <Links /> does', () => {
    const html = page(context(['root', 'routes/salary', 'routes/salary.page'], { 'routes/salary': new Error('boom') }));
    expect(html).toContain('/assets/routes/salary.css');
    expect(html).not.toContain('/assets/routes/salary.page.css');
  });
});
