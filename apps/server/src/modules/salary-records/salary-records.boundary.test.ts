import { describe, expect, it } from 'vitest';
import { offencesOutside } from '../../../test/table-owners.js';

/**
 * Salary records have one owner (this module): no other server file writes the table or reads
 * records past the published scope. A forgotten "published only" filter would leak a held outlier;
 * this test fails on the first file that tries.
 */
const FORBIDDEN: [RegExp, string][] = [
  [/\b(from|join)\s+salary_records\b/i, 'reads salary_records directly (use publishedRecords())'],
  [/\.(insert|update|delete)\(\s*salaryRecords\s*\)/, 'writes salary_records (use the salary-records service)'],
  // In a file that reads salary records at all (other tables have statuses named alike: a guru's booking is 'held').
  [
    /^(?=[\s\S]*\b(salary_records|salaryRecords|publishedRecords)\b)[\s\S]*?status\s*=\s*'(published|held)'/,
    'filters records by status itself (use publishedRecords())',
  ],
  [/eq\(\s*salaryRecords\.status/, 'filters records by status itself (use publishedRecords())'],
];

describe('salary records have one owner', () => {
  it('no server file outside modules/salary-records writes records or reads them past the published scope', () => {
    expect(offencesOutside('salary-records', FORBIDDEN)).toEqual([]);
  });
});
