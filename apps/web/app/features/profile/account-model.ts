/**
 * The account page's rules, free of React: a readable device name from a session's user agent,
 * the message the email-change link lands with, and how instants read.
 */

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * "Chrome on Windows", "Safari on iPhone", "Firefox", "Windows"; for something that is not a
 * browser (a script, the extension's background calls) the start of what it sent; without a user
 * agent, "Unknown device".
 */
export function describeDevice(userAgent: string | null): string {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return 'Unknown device';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  const product = ua.split(/[\s(]/)[0]!;
  return product.length > 40 ? `${product.slice(0, 40)}…` : product;
}

/** The email-change link lands on /account?emailChange=…: what the page tells the member. */
export function emailChangeNotice(outcome: string | null, email: string): { color: 'green' | 'red'; text: string } | null {
  switch (outcome) {
    case 'done':
      return { color: 'green', text: `Your sign-in email is now ${email}.` };
    case 'invalid':
      return { color: 'red', text: 'This email-change link is invalid, already used or expired. Ask for a new one below.' };
    case 'taken':
      return { color: 'red', text: 'Another account started using that email in the meantime, so your email was not changed.' };
    default:
      return null;
  }
}

/**
 * POST /profile/email/confirm's answer → the outcome /account tells the member: changed, a link
 * that is unknown, used or expired (400), or an address another account took since (409). Null
 * for anything else (too many requests, the server down): the confirm page says what happened.
 */
export function emailChangeOutcome(result: { ok: boolean; status: number }): 'done' | 'invalid' | 'taken' | null {
  if (result.ok) return 'done';
  if (result.status === 409) return 'taken';
  if (result.status === 400) return 'invalid';
  return null;
}

/** An instant in UTC: the same text on the server and in the browser (the page then shows local time). */
export const formatUtc = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** An instant in the browser's own time zone. */
export const formatLocal = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
