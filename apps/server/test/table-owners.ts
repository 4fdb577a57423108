import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A table with one owner: only the owning module's files may write it. The boundary tests next to
 * each owner list what a write looks like; this finds every server source file outside the owner
 * that does one.
 */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string, skip: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === skip ? [] : sourceFiles(full, skip);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `file: why` for each forbidden pattern found in a server source file outside modules/<owner>. */
export function offencesOutside(owner: string, forbidden: [RegExp, string][]): string[] {
  const offences: string[] = [];
  for (const file of sourceFiles(SRC, path.join(SRC, 'modules', owner))) {
    const text = readFileSync(file, 'utf8');
    for (const [pattern, why] of forbidden) {
      if (pattern.test(text)) offences.push(`${path.relative(SRC, file)}: ${why}`);
    }
  }
  return offences;
}

/** The writes of a table by its Drizzle name or in SQL, each refused with where to go instead. */
export function writesOf(table: string, sqlName: string, instead: string): [RegExp, string][] {
  return [
    [new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\s*\\)`), `writes ${sqlName} (${instead})`],
    [new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${sqlName}"?\\b`, 'i'), `writes ${sqlName} in SQL (${instead})`],
  ];
}
