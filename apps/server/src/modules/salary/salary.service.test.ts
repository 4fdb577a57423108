import { describe, expect, it } from 'vitest';
import { confidenceOf } from './salary.service.js';

const now = new Date('2026-11-20T12:00:00Z');
/** The day `days` before now (YYYY-MM-DD). */
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

describe('confidenceOf: how far to trust a figure, in words the page shows', () => {
  it('says "this month" within a month, then "1 month ago", never "1 months ago"', () => {
    expect(confidenceOf(150, daysAgo(10), now).reason).toBe('150 records, newest this month');
    expect(confidenceOf(150, daysAgo(40), now).reason).toBe('150 records, newest 1 month ago');
    expect(confidenceOf(150, daysAgo(75), now).reason).toBe('150 records, newest 2 months ago');
  });

  it('says "this month" only for a record of the current calendar month', () => {
    // 31 October read on 28 November: 28 days, but last month's record.
    const late = new Date('2026-11-28T12:00:00Z');
    expect(confidenceOf(150, '2026-10-31', late).reason).toBe('150 records, newest 1 month ago');
    expect(confidenceOf(150, '2026-11-01', late).reason).toBe('150 records, newest this month');
  });

  it('groups counts as the page does beside them ("5,225 records"), and says "1 record"', () => {
    expect(confidenceOf(5225, daysAgo(3), now)).toEqual({ label: 'High', reason: '5,225 records, newest this month' });
    expect(confidenceOf(1, daysAgo(3), now)).toEqual({ label: 'Low', reason: 'only 1 record' });
    expect(confidenceOf(12_000, daysAgo(400), now)).toEqual({ label: 'Low', reason: 'only 12,000 records, newest 13 months ago' });
  });

  it('keeps its thresholds: High from 100 within 6 months, Medium from 20 within 12', () => {
    expect(confidenceOf(100, daysAgo(170), now).label).toBe('High');
    expect(confidenceOf(100, daysAgo(200), now)).toEqual({ label: 'Medium', reason: '100 records, newest 7 months ago' });
    expect(confidenceOf(20, daysAgo(300), now).label).toBe('Medium');
    expect(confidenceOf(19, daysAgo(3), now).label).toBe('Low');
  });
});
