import type { Leaderboard } from './leaderboard-text';

/** A leaderboard's data for tests: software engineers in the US, overridable. */
export function sampleLeaderboard(overrides: Partial<Leaderboard> = {}): Leaderboard {
  const row = (rank: number, name: string, p50: number, count: number) => ({
    rank,
    company: { name, slug: name.toLowerCase(), type: 'faang+' },
    count,
    totalP25: Math.round(p50 * 0.7),
    totalP50: p50,
    totalP75: Math.round(p50 * 1.2),
    baseP50: Math.round(p50 * 0.5),
    path: `/us/salary/${name.toLowerCase()}--software-engineer`,
  });
  return {
    countryCode: 'us',
    currency: 'USD',
    title: { name: 'Software Engineer', slug: 'software-engineer' },
    level: null,
    asOf: { from: '2024-11-01', to: '2026-10-30' },
    rows: [row(1, 'Netflix', 406_500, 14), row(2, 'Google', 388_000, 11), row(3, 'Snowflake', 350_000, 8), row(4, 'Meta', 336_500, 8)],
    isDemo: false,
    ...overrides,
  };
}
