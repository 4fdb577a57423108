/**
 * Where to send a visitor after signing in or out. Every such URL comes from a query string anyone
 * can craft, so only paths on this site are followed (no open redirect). Server and web use these
 * same two functions.
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
