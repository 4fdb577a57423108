import { LOCALE_COOKIE, type CountryCode } from '@paysight/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The visitor's region: an explicit choice (locale cookie) first, then the country a CDN or proxy
 * tells us (CF-IPCountry / X-Country-Code), then the browser's language region; India by default
 * (SPEC §3 Region default).
 */
export function localeOf(request: FastifyRequest): { countryCode: CountryCode; currency: 'inr' | 'usd' } {
  const choose = (cc: CountryCode) => ({ countryCode: cc, currency: cc === 'us' ? ('usd' as const) : ('inr' as const) });
  const cookie = request.cookies[LOCALE_COOKIE];
  if (cookie === 'in' || cookie === 'us') return choose(cookie);
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-country-code'];
  const country = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (country === 'US') return choose('us');
  if (country === 'IN') return choose('in');
  const language = String(request.headers['accept-language'] ?? '');
  const first = /^[a-z]{2,3}-([A-Z]{2})/i.exec(language.split(',')[0]?.trim() ?? '');
  if (first?.[1]?.toUpperCase() === 'US') return choose('us');
  return choose('in');
}
