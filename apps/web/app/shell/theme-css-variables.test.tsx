import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, mantineTheme } from './theme';
import { ThemeCssVariables, themeCssVariables } from './theme-css-variables';

describe('theme CSS variables', () => {
  it('are exactly what Mantine’s provider writes for our theme', () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver}>
        <span />
      </MantineProvider>,
    );
    const mantine = /<style data-mantine-styles="true">(.*?)<\/style>/s.exec(html)?.[1];
    expect(mantine).toBeTruthy();
    expect(themeCssVariables()).toBe(mantine);
    // Our own overrides are in it (the light theme's dimmed text, for contrast).
    expect(themeCssVariables()).toContain('--mantine-color-dimmed: #5f666e');
  });

  it('renders one style element with them', () => {
    expect(renderToStaticMarkup(<ThemeCssVariables />)).toBe(`<style data-mantine-styles="true">${themeCssVariables()}</style>`);
  });
});
