import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Salary records have one owner (this module): no other server file writes the table or reads
 * records past the published scope. A forgotten "published only" filter would leak a held outlier;
 * this test fails on the first file that tries.
 */
const SRC = fileURLToPath(new URL('../../', import.meta.url));
const OWNER = path.join(SRC, 'modules', 'salary-records');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === OWNER ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const FORBIDDEN: [RegExp, string][] = [
  [/\b(from|join)\s+salary_records\b/i, 'reads salary_records directly (use publishedRecords())'],
  [/\.(insert|update|delete)\(\s*salaryRecords\s*\)/, 'writes salary_records (use the salary-records service)'],
  [/status\s*=\s*'(published|held)'/, 'filters records by status itself (use publishedRecords())'],
  [/eq\(\s*salaryRecords\.status/, 'filters records by status itself (use publishedRecords())'],
];

describe('salary records have one owner', () => {
  it('no server file outside modules/salary-records writes records or reads them past the published scope', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const [pattern, why] of FORBIDDEN) {
        if (pattern.test(text)) offences.push(`${path.relative(SRC, file)}: ${why}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
