import { describe, expect, it } from 'vitest';
import { colorSchemeOf, resolveTheme, themeForHour } from './theme.js';

describe('theme by hour', () => {
  it('is light from 13:00 to 16:59 and cosmic otherwise', () => {
    expect(themeForHour(12)).toBe('cosmic');
    expect(themeForHour(13)).toBe('light');
    expect(themeForHour(16)).toBe('light');
    expect(themeForHour(17)).toBe('cosmic');
    expect(themeForHour(0)).toBe('cosmic');
    expect(themeForHour(9)).toBe('cosmic');
  });

  it('prefers a stored choice and ignores junk in storage', () => {
    expect(resolveTheme('light', 22)).toBe('light');
    expect(resolveTheme('cosmic', 14)).toBe('cosmic');
    expect(resolveTheme('dark', 14)).toBe('light');
    expect(resolveTheme(null, 3)).toBe('cosmic');
  });

  it('maps cosmic to the dark colour scheme', () => {
    expect(colorSchemeOf('cosmic')).toBe('dark');
    expect(colorSchemeOf('light')).toBe('light');
  });
});
