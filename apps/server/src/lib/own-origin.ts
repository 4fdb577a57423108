import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a browser request came from one of our own pages. A page is ours when its origin is the
 * public origin (PUBLIC_URL: behind a proxy that rewrites Host) or the host the request asked (a
 * server reached by its address, as in development and tests). Another site, a sibling subdomain
 * included, is not: its pages cannot set the Host a browser sends to us.
 */
export function isOwnOrigin(origin: string, host: string | undefined, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The origin a request says it came from: its Origin header, else its Referer's origin (the site's
 * referrer policy keeps the origin on same-site requests); null when it carries neither, or the
 * opaque `Origin: null`.
 */
export function requestOrigin(headers: IncomingHttpHeaders): string | null {
  const origin = headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}
