import { createHash } from 'node:crypto';

/**
 * A company's monogram: its initials on a colour of its own. Pure, so the same name always draws
 * the same picture (and the same ETag) on every server.
 */

/** Words a company's name carries that say nothing about which company it is. */
const LEGAL_WORDS = new Set([
  'the',
  'and',
  'of',
  'inc',
  'llc',
  'llp',
  'ltd',
  'limited',
  'pvt',
  'private',
  'plc',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'sa',
  'ag',
  'bv',
]);

/** Up to two initials: the first letters of the first two telling words ("Tata Consultancy Services" → "TC"). */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const telling = words.filter((w) => !LEGAL_WORDS.has(w.toLowerCase()));
  const chosen = (telling.length > 0 ? telling : words).slice(0, 2);
  const initials = chosen.map((w) => [...w][0]!.toUpperCase()).join('');
  return initials || '?';
}

/** sRGB channels (0–255) of an HSL colour. */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of white text on a colour. */
export const contrastWithWhite = (rgb: readonly [number, number, number]) => 1.05 / (luminance(rgb) + 0.05);

/**
 * The background of a company's monogram: a hue from a hash of its slug, at a saturation and
 * lightness dark enough that white initials read at 4.5:1 or more on every hue (a test checks all 360).
 */
export function monogramColour(slug: string): string {
  const hue = createHash('sha256').update(slug).digest().readUInt16BE(0) % 360;
  const rgb = hslToRgb(hue, 0.55, 0.3);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The monogram as a 64×64 SVG, labelled with the company's name for screen readers. */
export function monogramSvg(company: { name: string; slug: string }): string {
  const initials = initialsOf(company.name);
  const size = initials.length > 1 ? 26 : 32;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${xmlEscape(company.name)}">` +
    `<rect width="64" height="64" rx="12" fill="${monogramColour(company.slug)}"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" ` +
    `font-size="${size}" font-weight="600" fill="#ffffff">${xmlEscape(initials)}</text></svg>`
  );
}

/** A strong validator for a logo's bytes: its version in URLs and its ETag. */
export const logoVersion = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
