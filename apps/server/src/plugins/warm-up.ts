/**
 * The pages a start renders once before the server answers (the startup task `pages.warm`,
 * plugins/ssr.ts): the home page, then one page of each kind the home page links to (a company's
 * title, a title, a company, a comparison of the first two company titles of one region), then the
 * other public pages. Not /employers: its showcase waits for the market index's first load
 * (seconds), which runs beside the server instead.
 */
/** The startup task's name: declared only when the server serves the web build (app.ts). */
export const WARM_UP_TASK = 'pages.warm';

/** The remote address of the warm-up's API calls: not an IP, so no visitor shares its daily count, and no view of it is a visitor's (modules/limits). */
export const WARM_UP_ADDRESS = 'warm-up';

export const WARM_UP_PAGES = ['/salary', '/jobs', '/career', '/leaderboard', '/negotiate', '/pricing', '/auth/login'];

/**
 * The pages to render after the home page, found from its HTML. Where it links to no company's
 * title (the home page lists titles and companies apart), the first title's pages at the region's
 * first companies stand in.
 */
export function warmUpPaths(homeHtml: string): string[] {
  const links = [...homeHtml.matchAll(/href="(\/(in|us)\/(salary|company)\/([^"?#/]+))"/g)].map((m) => ({
    path: m[1]!,
    cc: m[2]!,
    kind: m[3]!,
    slug: m[4]!,
  }));
  const title = links.find((l) => l.kind === 'salary' && !l.slug.includes('--'));
  const company = links.find((l) => l.kind === 'company');
  const linked = links.filter((l) => l.kind === 'salary' && l.slug.includes('--'));
  const companyTitles = linked.length
    ? linked
    : links
        .filter((l) => l.kind === 'company' && title && l.cc === title.cc)
        .map((l) => ({ ...l, kind: 'salary', slug: `${l.slug}--${title!.slug}`, path: `/${l.cc}/salary/${l.slug}--${title!.slug}` }));
  const first = companyTitles[0];
  const second = first && companyTitles.find((l) => l.cc === first.cc && l.slug !== first.slug);
  const paths = [
    first?.path,
    title?.path,
    company?.path,
    first && second ? `/${first.cc}/compare/companies/${first.slug}--vs--${second.slug}` : undefined,
    ...WARM_UP_PAGES,
  ];
  return [...new Set(paths.filter((p): p is string => p !== undefined))];
}
