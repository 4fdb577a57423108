/**
 * A public page's route `handle`: the query parameters its render reads. The server's page cache
 * keys an anonymous visitor's page on its path and these alone, and renders it from that URL
 * (apps/server/src/plugins/page-query.ts), so a parameter the page does not read (`?x=<random>`, a
 * campaign tag) is answered from the cache instead of forcing a render. Each list is the one its
 * query parser reads from (lib/page-query.test.ts records what each parser reads).
 */
export interface PageQueryHandle {
  query: readonly string[];
}

export const pageQuery = (...names: readonly string[]): PageQueryHandle => ({ query: names });
