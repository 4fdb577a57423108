import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE_SLIDES, nextSlide, REGULAR_SLIDES, slideImage, slidesFor } from './login-slides';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

describe('login carousel slides (SPEC §2.5)', () => {
  it('enterprise and regular slides, in order', () => {
    expect(slidesFor('enterprise').map((s) => s.title)).toEqual([
      'Compensation Benchmarking',
      'Cohort & Peer Benchmarking',
      'Merit Cycle Planning',
    ]);
    expect(slidesFor('regular').map((s) => s.title)).toEqual([
      'Search Salaries by Company & Levels',
      'JobGPT with Auto-Apply',
      'Navigate Your Career Path',
      'Salary Levels',
      'Switch',
    ]);
  });

  it('has an image per country code, each a small SVG with its currency', () => {
    for (const slide of [...ENTERPRISE_SLIDES, ...REGULAR_SLIDES]) {
      for (const cc of ['in', 'us'] as const) {
        const url = slideImage(cc, slide.id);
        expect(url).toBe(`/auth/slides/${cc}/${slide.id}.svg`);
        const file = `${publicDir}${url}`;
        expect(statSync(file).size, file).toBeLessThan(3 * 1024);
        const svg = readFileSync(file, 'utf8');
        expect(svg.startsWith('<svg'), file).toBe(true);
        expect(svg, file).toContain(cc === 'in' ? '₹' : '$');
        expect(svg, file).not.toContain(cc === 'in' ? '$' : '₹');
      }
    }
  });

  it('advances to the next slide and wraps around', () => {
    expect(nextSlide(0, 5)).toBe(1);
    expect(nextSlide(4, 5)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });
});
