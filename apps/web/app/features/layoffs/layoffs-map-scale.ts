import type { LayoffMeasure } from './layoffs-query';

/**
 * The map's colours: five shades of red on a square-root scale of the measure (one state holds most
 * notices; a linear scale would leave every other state pale), a pale one for a state whose notices
 * are loaded but none match, and grey for a state without notices, whose reason the legend gives.
 */
export const MAP_SHADES = [
  'var(--mantine-color-red-2)',
  'var(--mantine-color-red-4)',
  'var(--mantine-color-red-6)',
  'var(--mantine-color-red-8)',
  'var(--mantine-color-red-9)',
] as const;
export const NONE_MATCHING_FILL = 'var(--mantine-color-red-0)';
export const NO_DATA_FILL = 'light-dark(var(--mantine-color-gray-4), var(--mantine-color-dark-3))';

export function fillOf(state: { noDataReason: string | null; notices: number; jobs: number }, measure: LayoffMeasure, max: number) {
  if (state.noDataReason) return NO_DATA_FILL;
  const value = state[measure];
  if (value <= 0 || max <= 0) return NONE_MATCHING_FILL;
  return MAP_SHADES[Math.min(MAP_SHADES.length - 1, Math.floor(Math.sqrt(value / max) * MAP_SHADES.length))]!;
}

/** Each shade's lower bound (the values shown in the legend): where the square-root scale enters it. */
export const shadeFloors = (max: number) => MAP_SHADES.map((_, i) => Math.max(1, Math.ceil(max * (i / MAP_SHADES.length) ** 2)));
