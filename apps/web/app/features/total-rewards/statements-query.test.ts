import { describe, expect, it } from 'vitest';
import { readBulkChoice, tickedElsewhere } from './statements-query';

describe('the bulk PDF choice across list pages', () => {
  it('carries the ticks of other pages as hidden ids, once each, leaving the ones this page shows to its boxes', () => {
    expect(tickedElsewhere(['E001', 'E150', ' E150 ', 'E002', ''], ['E001', 'E002', 'E003'])).toEqual(['E150']);
    expect(tickedElsewhere([], ['E001'])).toEqual([]);
  });

  it('reads a choice made on two pages as one download', () => {
    // Page 2 posted: its own box (E150) and page 1's carried tick (E001).
    const params = new URLSearchParams('id=E001&id=E150&year=&download=pdf');
    expect(readBulkChoice(params)).toEqual({ ok: true, ids: ['E001', 'E150'] });
  });
});
