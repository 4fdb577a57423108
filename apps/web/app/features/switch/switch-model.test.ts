import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { monthsText, percentText, switchPageModel } from './switch-model';
import { flow, infosysMoves } from './switch.test-support';

const href = (cc: string, id: string) => `/${cc}/switch/${id}`;

const companyData = (): api.SwitchData =>
  infosysMoves([flow('google', 'Google', 8, 27, 35), flow('tcs', 'TCS', 5, 14, -5.2), flow('wipro', 'Wipro', 5, 30, null)], 7);

describe('switch page model', () => {
  it('words months and percentages', () => {
    expect(monthsText(1)).toBe('1 month');
    expect(monthsText(14)).toBe('14 months');
    expect(monthsText(27)).toBe('2.3 years');
    expect(percentText(35)).toBe('+35%');
    expect(percentText(-5.2)).toBe('−5.2%');
    expect(percentText(0)).toBe('0%');
  });

  it('draws a bar per flow against the largest, with time, pay change and titles', () => {
    const m = switchPageModel(companyData(), href);
    expect(m.heading).toBe('Where people at Infosys go next');
    expect(m.isDemo).toBe(true);
    expect(m.privacyNote).toContain('Flows of fewer than 5 people are not shown');
    const [went, came] = m.sections;
    expect(went!.rows.map((r) => [r.name, r.count, r.width, r.href])).toEqual([
      ['Google', 8, 100, '/in/switch/google'],
      ['TCS', 5, 63, '/in/switch/tcs'],
      ['Wipro', 5, 63, '/in/switch/wipro'],
    ]);
    expect(went!.rows[0]).toMatchObject({
      timeText: '2.3 years at Infosys before moving',
      payText: 'Pay +35% on moving',
      payTone: 'up',
      titlesText: 'Mostly as Software Engineer',
    });
    expect(went!.rows[1]).toMatchObject({ payText: 'Pay −5.2% on moving', payTone: 'down' });
    expect(went!.rows[2]).toMatchObject({ payText: 'Pay change: too few known', payTone: 'none' });
    expect(went!.otherText).toBe('7 people went to other companies');
    expect(went!.summary).toBe('Went to: Google, 8 people; TCS, 5 people; Wipro, 5 people.');
    expect(came!.rows).toEqual([]);
    expect(came!.emptyText).toBe('No company has sent 5 or more people to Infosys yet.');
    expect(came!.otherText).toBeNull();
  });

  it('shows the 10 largest flows at once and folds the rest away', () => {
    const many = Array.from({ length: 12 }, (_, i) => flow(`c${i}`, `C${i}`, 30 - i, 12, 5));
    const [went] = switchPageModel({ ...companyData(), wentTo: { flows: many, otherCount: null } }, href).sections;
    expect(went!.rows.map((r) => r.name)).toEqual(many.slice(0, 10).map((f) => f.company.name));
    expect(went!.moreRows.map((r) => r.name)).toEqual(['C10', 'C11']);
  });

  it('shows a school’s first jobs with months from graduation and pay', () => {
    const m = switchPageModel(
      {
        ...companyData(),
        countryCode: 'us',
        currency: 'USD',
        kind: 'school',
        subject: { name: 'Stanford University', slug: 'stanford-university' },
        wentTo: null,
        cameFrom: null,
        firstJobs: {
          flows: [
            { company: { name: 'Google', slug: 'google' }, count: 6, medianMonthsToJob: 2, medianPay: 185_000, payCount: 6, topTitles: [] },
            { company: { name: 'Meta', slug: 'meta' }, count: 5, medianMonthsToJob: 0, medianPay: null, payCount: 2, topTitles: [] },
          ],
          otherCount: null,
        },
        isDemo: false,
      },
      href,
    );
    expect(m.heading).toBe('Where Stanford University graduates start');
    expect(m.sections).toHaveLength(1);
    expect(m.sections[0]!.rows.map((r) => [r.timeText, r.payText])).toEqual([
      ['2 months after graduating', 'Median pay $185k a year'],
      ['Hired by graduation', 'Pay: too few known'],
    ]);
  });
});
