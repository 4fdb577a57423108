import { describe, expect, it } from 'vitest';
import { median, modifiedZ } from './outlier.js';

describe('outlier rule (ADR 012)', () => {
  it('takes the median of an odd and an even list', () => {
    expect(median([1, 2, 3])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });

  it('scores distance on the log scale, so double and half the median are equally far', () => {
    const peers = [90, 95, 100, 105, 110, 100, 98, 102, 97, 103];
    const up = modifiedZ(200, peers)!;
    const down = modifiedZ(50, peers)!;
    expect(up).toBeCloseTo(down, 6);
    expect(up).toBeGreaterThan(3.5);
    expect(modifiedZ(104, peers)!).toBeLessThan(3.5);
  });

  it('does not judge against peers that all report the same figure', () => {
    expect(modifiedZ(500, [100, 100, 100, 100])).toBeNull();
  });
});
