import { describe, expect, it } from 'vitest';
import { formatSessionTime, guruRefundAmount, guruRefundPercent, zonedTimeToInstant } from './gurus.js';

describe('gurus: refunds by the rules', () => {
  it('gives a member everything from 48 hours before, half after (the 24–48 hour band and the last day alike)', () => {
    expect(guruRefundPercent(72, 'candidate')).toBe(100);
    expect(guruRefundPercent(48, 'candidate')).toBe(100);
    expect(guruRefundPercent(47.99, 'candidate')).toBe(50);
    expect(guruRefundPercent(30, 'candidate')).toBe(50);
    expect(guruRefundPercent(23, 'candidate')).toBe(50);
    expect(guruRefundPercent(0.5, 'candidate')).toBe(50);
  });

  it('gives everything back when the coach cancels, whenever', () => {
    expect(guruRefundPercent(1, 'coach')).toBe(100);
    expect(guruRefundPercent(100, 'coach')).toBe(100);
  });

  it('rounds half down to the paisa or cent', () => {
    expect(guruRefundAmount(249_999, 50)).toBe(124_999);
    expect(guruRefundAmount(250_000, 50)).toBe(125_000);
    expect(guruRefundAmount(14_900, 100)).toBe(14_900);
  });
});

describe('gurus: session times in a zone', () => {
  it('reads a wall-clock time in India and the US as the instant it names, summer and winter', () => {
    expect(zonedTimeToInstant('2026-12-03T10:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-03T04:30:00.000Z');
    expect(zonedTimeToInstant('2026-12-03T10:00', 'America/New_York')?.toISOString()).toBe('2026-12-03T15:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-03T10:00', 'America/New_York')?.toISOString()).toBe('2026-07-03T14:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-03T10:00', 'America/Los_Angeles')?.toISOString()).toBe('2026-07-03T17:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-03T10:00', 'UTC')?.toISOString()).toBe('2026-07-03T10:00:00.000Z');
  });

  it('refuses what is not a date and a time', () => {
    for (const bad of ['', 'tomorrow', '2026-02-30T10:00', '2026-12-03T25:00', '2026-12-03 10:00', '2026-12-03T10:00:00Z'])
      expect(zonedTimeToInstant(bad, 'Asia/Kolkata'), bad).toBeNull();
  });

  it('says a start as people read it, in the zone’s short name', () => {
    expect(formatSessionTime('2026-12-03T04:30:00Z', 'Asia/Kolkata')).toBe('Thu 3 Dec 2026, 10:00 IST');
    expect(formatSessionTime('2026-12-03T15:00:00Z', 'America/New_York')).toBe('Thu 3 Dec 2026, 10:00 ET');
    expect(formatSessionTime(new Date('2026-12-03T23:45:00Z'), 'UTC')).toBe('Thu 3 Dec 2026, 23:45 UTC');
  });
});
