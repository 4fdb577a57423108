/**
 * Public pages a shared cache (a CDN, a reverse proxy) and the server's page cache may keep for
 * anonymous visitors: browsers revalidate each time (ETag, 304), shared caches keep a page a minute
 * and may serve it stale for ten while they fetch a new one. The server decides per visitor
 * (apps/server/src/plugins/page-cache.ts): a signed-in member's page is never shared.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** A route module's `headers` export for a public page. */
export const publicPageHeaders = () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL });
