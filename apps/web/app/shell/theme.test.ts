import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, mantineTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, mantineTheme);
const resolved = cssVariablesResolver(theme);

/** A colour, or a var(--mantine-color-<name>-<shade>) reference to one of the theme's. */
function value(color: string): string {
  const ref = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(color);
  if (!ref) return color;
  const shade = theme.colors[ref[1]!]?.[Number(ref[2])];
  if (!shade) throw new Error(`unknown colour ${color}`);
  return shade;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(value(a)), luminance(value(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

// WCAG 1.4.3: normal text at least 4.5:1 against what is behind it.
describe('theme colours reach WCAG AA contrast', () => {
  it('light: dimmed text on white, the grey surfaces and the brand tint', () => {
    const dimmed = resolved.light['--mantine-color-dimmed']!;
    for (const bg of ['#ffffff', theme.colors.gray[0], theme.colors.gray[1], theme.colors.brand![0]]) {
      expect(contrast(dimmed, bg), `dimmed on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('light: every colour’s light variant (text on shade 1)', () => {
    for (const [name, shades] of Object.entries(theme.colors)) {
      if (name === 'dark') continue;
      const text = resolved.light[`--mantine-color-${name}-light-color`] ?? shades[9];
      expect(contrast(text, shades[1]), `${name} light variant`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('cosmic: links and dimmed text on the page and the raised surfaces', () => {
    const anchor = resolved.dark['--mantine-color-anchor']!;
    for (const bg of [theme.colors.dark[7], theme.colors.dark[6]]) {
      expect(contrast(anchor, bg), `links on ${bg}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.colors.dark[2], bg), `dimmed on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
