import { describe, expect, it } from 'vitest';
import { ordinal } from './offer-checklist.js';

describe('ordinal', () => {
  it('writes 1st, 2nd, 3rd, then th, and th for the teens', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 72, 100].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '72nd',
      '100th',
    ]);
  });
});
