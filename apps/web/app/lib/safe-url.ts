/** URL helpers for the auth screens. Which return URLs are followed is decided in the contract (redirect.ts). */

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
