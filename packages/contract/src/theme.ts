import { LIGHT_THEME_HOURS } from './constants.js';

/** Theme (SPEC §4): light or cosmic. Cosmic is the dark scheme. */
export const THEMES = ['light', 'cosmic'] as const;
export type Theme = (typeof THEMES)[number];

/** Storage key (localStorage and a cookie of the same name, so the server can render the stored choice). */
export const THEME_STORAGE_KEY = 'paysight-theme';

export const isTheme = (v: unknown): v is Theme => v === 'light' || v === 'cosmic';

/** With no stored choice the theme follows the hour: light from 13:00 to 16:59, otherwise cosmic. */
export const themeForHour = (hour: number): Theme => (hour >= LIGHT_THEME_HOURS.from && hour <= LIGHT_THEME_HOURS.to ? 'light' : 'cosmic');

export const resolveTheme = (stored: unknown, hour: number): Theme => (isTheme(stored) ? stored : themeForHour(hour));

/** Mantine's colour scheme for a theme. */
export const colorSchemeOf = (theme: Theme) => (theme === 'cosmic' ? 'dark' : 'light');
