import { benefitItem } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { benefitFigures, itemFigure } from './benefits.rules.js';

const item = (key: string) => benefitItem(key)!;

describe('benefit figures under the privacy floor', () => {
  it('hides an item answered by 4 members, count included, and shows it from 5', () => {
    expect(itemFigure(item('leaveDays'), [18, 20, 22, 24], 5)).toEqual({
      key: 'leaveDays',
      count: null,
      yesShare: null,
      p25: null,
      median: null,
      p75: null,
      choices: null,
    });
    expect(itemFigure(item('leaveDays'), [18, 20, 22, 24, 30], 5)).toMatchObject({ count: 5, p25: 20, median: 22, p75: 24 });
  });

  it('gives the share saying yes, and each choice most chosen first', () => {
    expect(itemFigure(item('gratuity'), [true, true, true, false, true], 5)).toMatchObject({ count: 5, yesShare: 80 });
    expect(itemFigure(item('meals'), ['free', 'none', 'free', 'subsidised', 'free', 'none'], 5).choices).toEqual([
      { value: 'free', share: 50 },
      { value: 'none', share: 33 },
      { value: 'subsidised', share: 17 },
    ]);
  });

  it('rounds amounts to whole units and counts each item on its own', () => {
    const reports = [
      { items: { healthCover: 500_000, leaveDays: 20 } },
      { items: { healthCover: 300_000, leaveDays: 21 } },
      { items: { healthCover: 400_000 } },
      { items: { healthCover: 700_000, leaveDays: 18 } },
      { items: { healthCover: 450_001, leaveDays: 'twenty' } },
    ];
    const figures = benefitFigures('in', reports, 5);
    expect(figures.find((f) => f.key === 'healthCover')).toMatchObject({ count: 5, median: 450_001 });
    // Three numbers and a word: under the floor.
    expect(figures.find((f) => f.key === 'leaveDays')).toMatchObject({ count: null, median: null });
    // India's items only: no 401(k).
    expect(figures.map((f) => f.key)).not.toContain('retirementMatch');
    expect(figures.map((f) => f.key)).toContain('providentFund');
  });
});
