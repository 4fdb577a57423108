/**
 * Only same-site paths are followed after sign-in: "/x", never "//host", "/\\host", "http:..." or
 * anything with control characters. Anything else falls back to '/'.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  let value = next;
  try {
    // Links arrive encoded once or twice (mail clients, query strings).
    if (/%2f|%5c/i.test(value.slice(0, 6))) value = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  value = value.replace(/&amp;/g, '&');
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  return value;
}
