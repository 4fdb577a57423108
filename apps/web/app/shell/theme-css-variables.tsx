import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import { cssVariablesResolver, mantineTheme } from './theme';

let css: string | null = null;

/**
 * The theme's CSS variables as Mantine's provider writes them (its defaults merged with ours,
 * those equal to Mantine's static stylesheet left out), computed once per process. Mantine's
 * provider recomputes them on every render: about a quarter of its share of a server render, for
 * a string that never changes. root.tsx turns the provider's own off (`withCssVariables={false}`).
 */
export function themeCssVariables(): string {
  if (css !== null) return css;
  const theme = mergeMantineTheme(DEFAULT_THEME, mantineTheme);
  const base = defaultCssVariablesResolver(theme);
  const ours = cssVariablesResolver(theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: keyof ConvertCSSVariablesInput) => {
    const merged: Record<string, string> = { ...base[part], ...ours[part] };
    return Object.fromEntries(Object.entries(merged).filter(([key, value]) => defaults[part][key as keyof (typeof defaults)[typeof part]] !== value));
  };
  css = convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
  return css;
}

export function ThemeCssVariables() {
  return <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: themeCssVariables() }} />;
}
