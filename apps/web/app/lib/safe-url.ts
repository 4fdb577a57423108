/**
 * Where to send the visitor after signing in or out. Every such URL comes from a query string
 * anyone can craft, so only paths on this site are followed (no open redirect).
 */

// Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become "//evil.example".
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * `url` when it is a path on this site: it starts with a single '/' (not '//' nor '/\', which
 * browsers treat as another host) and has no control characters; otherwise `fallback`.
 */
export function safeReturnUrl(url: string | null | undefined, fallback = '/'): string {
  if (typeof url !== 'string' || url.length === 0) return fallback;
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return fallback;
  if (CONTROL_CHARS.test(url)) return fallback;
  return url;
}

/**
 * A `next` query value as mail clients and the server hand it over (SPEC §2.5 auth/tyler): HTML
 * escaping undone ('&amp;' → '&'), still-encoded values ('%2Fsalary%3Fq%3D...') decoded once, and
 * then only a path on this site, else `fallback`.
 */
export function decodeNext(next: string | null | undefined, fallback = '/profile'): string {
  if (typeof next !== 'string' || next.length === 0) return fallback;
  let value = next.replace(/&amp;/gi, '&');
  if (/^%2f/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return fallback;
    }
  }
  return safeReturnUrl(value, fallback);
}

/**
 * `url` with the given query parameters added (replacing any of the same name); empty values are
 * left out. Keeps the hash, and the origin of an absolute URL.
 */
export function appendQuery(url: string, query: Record<string, string | null | undefined>): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, 'http://paysight.invalid');
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') parsed.searchParams.set(key, value);
  }
  return absolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A Set-Cookie-style string that makes the browser drop cookie `name` (for `document.cookie`). */
export const expiredCookie = (name: string) => `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
