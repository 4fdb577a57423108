import { parseArgs } from 'node:util';
import { FORMATS, type FormatName, type ImportSummary } from './imports.service.js';

/** Argument parsing and the printed summary of `npm run import`, kept apart from the process so tests call them. */

export const USAGE = `Usage: npm run import -- --format h1b|csv [--dry-run] <file.csv>

  --format h1b   US Department of Labor H-1B LCA disclosure file (columns by their DOL names)
  --format csv   the generic salary CSV described in docs/imports.md
  --dry-run      read and check every row, report what would be imported, keep nothing

Runs in one transaction: a failure anywhere leaves the database as it was. Importing the same
file again adds nothing. Uses the server's configuration (DATABASE_URL, or the embedded database
in DATA_DIR/pglite); with the embedded database, stop the server first.`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ImportArgs {
  format: FormatName;
  file: string;
  dryRun: boolean;
}

export function parseImportArgs(argv: string[]): ImportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { format: { type: 'string' }, 'dry-run': { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.format === undefined) throw new UsageError('--format is required (h1b or csv)');
  if (!Object.hasOwn(FORMATS, values.format)) throw new UsageError(`--format must be h1b or csv, not ${values.format}`);
  if (positionals.length !== 1)
    throw new UsageError(positionals.length === 0 ? 'the file to import is missing' : 'expected exactly one file');
  return { format: values.format as FormatName, file: positionals[0]!, dryRun: values['dry-run'] ?? false };
}

/** The summary as a small table: rows read, imported, and skipped by reason (most frequent first). */
export function formatSummary(summary: ImportSummary, file: string): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const skipped = Object.entries(summary.skipped).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const skippedTotal = skipped.reduce((sum, [, count]) => sum + count, 0);
  const lines: [string, string][] = [
    ['rows read', n(summary.read)],
    [summary.dryRun ? 'would be imported' : 'imported', n(summary.imported)],
    ['skipped', n(skippedTotal)],
    ...skipped.map(([reason, count]): [string, string] => [`  ${reason}`, n(count)]),
  ];
  const left = Math.max(...lines.map(([label]) => label.length));
  const right = Math.max(...lines.map(([, value]) => value.length));
  const title = `${summary.dryRun ? 'Dry run (nothing kept)' : 'Imported'}: ${file} (${summary.format})`;
  return [title, ...lines.map(([label, value]) => `  ${label.padEnd(left)}  ${value.padStart(right)}`)].join('\n');
}
