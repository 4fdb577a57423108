import {
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { LIGHT_THEME_HOURS, THEME_STORAGE_KEY, colorSchemeOf, isTheme, resolveTheme, type Theme } from '@paysight/contract/core';

const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dcdeff',
  '#b5b9f7',
  '#8b91f0',
  '#6970eb',
  '#535be8',
  '#4750e8',
  '#3941cf',
  '#3139ba',
  '#2531a5',
];

/** Cosmic is Mantine's dark scheme with a deep-space palette (dark[7] is the page background). */
const cosmic: MantineColorsTuple = [
  '#d5d7f0',
  '#b3b6dd',
  '#8f93c4',
  '#6a6ea6',
  '#474b82',
  '#33366b',
  '#252858',
  '#1a1c44',
  '#121433',
  '#0b0c22',
];

export const mantineTheme = createTheme({
  primaryColor: 'brand',
  colors: { brand, dark: cosmic },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});

/** WCAG contrast ratio of two colours (1 to 21). */
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Normal text needs 4.5:1 (WCAG 1.4.3); a little above it, so rounding never lands below. */
const TEXT_CONTRAST = 4.6;

/**
 * Mantine's light variant (badges, pills, alerts: shade 9 on shade 1) falls short of 4.5:1 for
 * green, yellow, orange, lime, teal and red: their text is darkened just enough to reach it.
 */
function lightVariantText(colors: Record<string, MantineColorsTuple>) {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    let text = shades[9];
    for (let amount = 0.05; contrast(text, shades[1]) < TEXT_CONTRAST && amount < 1; amount += 0.05) text = darken(shades[9], amount);
    if (text !== shades[9]) variables[`--mantine-color-${name}-light-color`] = text;
  }
  return variables;
}

/**
 * The few of Mantine's scheme colours that fall short of WCAG AA contrast, in both themes: dimmed
 * text in light (gray 6 is 3.3:1 on white; this grey is 5.8:1 on white and 5.1:1 on brand 0), links
 * in cosmic (brand 4 is 4:1 on the cosmic surface; brand 3 is 5.7:1) and the light variant's text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666e',
    ...lightVariantText(theme.colors),
  },
  dark: {
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
  },
});

const readStored = (): Theme | null => {
  try {
    const v = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(v) ? v : null;
  } catch {
    return null;
  }
};

/**
 * Mantine reads and writes the colour scheme through this: a stored Light/Cosmic choice wins,
 * otherwise the hour decides (SPEC §4).
 */
export function paysightColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((e: StorageEvent) => void) | undefined;
  return {
    // On the server there is no stored choice nor visitor hour: render the default, and let the boot
    // script and the browser-side read decide.
    get: (defaultValue) =>
      typeof window === 'undefined' ? defaultValue : colorSchemeOf(resolveTheme(readStored(), new Date().getHours())),
    set: (value: MantineColorScheme) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, value === 'dark' ? 'cosmic' : 'light');
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      listener = (e) => {
        if (e.key === THEME_STORAGE_KEY && isTheme(e.newValue)) onUpdate(colorSchemeOf(e.newValue));
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        // nothing stored
      }
    },
  };
}

/**
 * Runs in <head> before the body paints, so a server-rendered page never flashes the wrong theme.
 * Built from the same constants as resolveTheme.
 */
export const themeBootScript = `(function(){try{var t=null;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}var h=new Date().getHours();if(t!=='light'&&t!=='cosmic'){t=(h>=${LIGHT_THEME_HOURS.from}&&h<=${LIGHT_THEME_HOURS.to})?'light':'cosmic'}var d=document.documentElement;d.setAttribute('data-mantine-color-scheme',t==='cosmic'?'dark':'light');d.setAttribute('data-theme',t)}catch(e){}})();`;
