import { matchRoutes, type ServerBuild } from 'react-router';

/**
 * The query a public page reads, as its route module declares it (`handle.query`, apps/web/app/lib/
 * page-query.ts). The page cache keys an anonymous visitor's page on the URL with that query alone,
 * and the page renders from that URL, so a parameter the page does not read (`?x=<random>`, a
 * campaign tag) is answered from the cache instead of forcing a render. A route that declares
 * nothing keeps its whole URL.
 */
export function createPageQuery(routes: ServerBuild['routes']) {
  interface Node {
    id: string;
    path?: string;
    index?: boolean;
    caseSensitive?: boolean;
    children: Node[];
  }
  const byParent = new Map<string | undefined, ServerBuild['routes'][string][]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): Node[] =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r!.id,
      ...(r!.path !== undefined ? { path: r!.path } : {}),
      ...(r!.index ? { index: true } : {}),
      ...(r!.caseSensitive ? { caseSensitive: true } : {}),
      children: tree(r!.id),
    }));
  const root = tree(undefined);

  /** The parameters the page at `pathname` reads, or null when its route declares none. */
  const declared = (pathname: string): ReadonlySet<string> | null => {
    const leaf = matchRoutes(root as never, pathname)?.at(-1)?.route as Node | undefined;
    const query = leaf ? (routes[leaf.id]?.module.handle as { query?: unknown } | undefined)?.query : undefined;
    return Array.isArray(query) ? new Set(query.filter((q): q is string => typeof q === 'string')) : null;
  };

  /** `url` (path and query) with only the parameters its page reads, in their order. */
  return function pageUrl(url: string): string {
    const at = url.indexOf('?');
    if (at < 0) return url;
    const pathname = url.slice(0, at);
    // A client navigation's data request (`/page.data?_routes=…`) keeps its URL: React Router's own.
    if (pathname.endsWith('.data')) return url;
    const names = declared(pathname);
    if (!names) return url;
    const kept = new URLSearchParams();
    for (const [name, value] of new URLSearchParams(url.slice(at + 1))) if (names.has(name)) kept.append(name, value);
    const query = kept.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}
