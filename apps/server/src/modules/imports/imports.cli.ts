import { parseArgs } from 'node:util';
import { boardTokenProblem, isJobBoardFormat, type JobsImportSummary, type ReadableBoard } from '../jobs/jobs-sync.service.js';
import { isResearchFormat, type ResearchFormat } from '../research/research.service.js';
import { FORMATS, type FormatName, type ImportSummary } from './imports.service.js';
import { WARN_STATE_CODES, type WarnImportSummary } from '../layoffs/warn-import.service.js';

/** Argument parsing and the printed summary of `npm run import`, kept apart from the process so tests call them. */

export const USAGE = `Usage: npm run import -- --format h1b|csv [--dry-run] <file.csv>
       npm run import -- --format greenhouse|lever|ashby --board <token> --company "<Company name>" [--dry-run] <file.json>
       npm run import -- --format onet-titles|ai-exposure|ai-applicability|oews [--dry-run] <file>
       npm run import -- --format warn --state XX [--source-date YYYY-MM-DD] [--dry-run] <file.csv>

  --format h1b         US Department of Labor H-1B LCA disclosure file (columns by their DOL names)
  --format csv         the generic salary CSV described in docs/imports.md
  --format greenhouse  a saved Greenhouse job board response (boards-api.greenhouse.io/v1/boards/<token>/jobs?content=true)
  --format lever       a saved Lever postings response (api.lever.co/v0/postings/<token>?mode=json)
  --format ashby       a saved Ashby job board response (api.ashbyhq.com/posting-api/job-board/<token>?includeCompensation=true)
  --format onet-titles       O*NET alternate titles (tab-separated): title → occupation code
  --format ai-exposure       GPTs are GPTs occupation-level exposure (occ_level.csv, Eloundou et al.)
  --format ai-applicability  Working with AI applicability by SOC 2018 (Microsoft Research)
  --format oews              BLS OEWS national estimates (the period is read from the file name, e.g. may2024)
  --format warn              a US state's WARN layoff notices (states mapped: ${WARN_STATE_CODES.join(', ')})
  --state XX           WARN only: the two-letter code of the state that published the file
  --source-date        WARN only: the date the state published the file (default: the file's modification date)
  --board <token>      job boards only: the board's name for the company's board (as in its URL)
  --company "<name>"   job boards only: the employer the jobs belong to
  --dry-run            read and check everything, report what would be imported, keep nothing

Runs in one transaction: a failure anywhere leaves the database as it was. Importing the same
file again adds nothing (research data: each import replaces its table whole). Job boards: only jobs updated within the last month are kept; the same
job already listed from another board becomes its second source. Uses the server's configuration
(DATABASE_URL, or the embedded database in DATA_DIR/pglite); with the embedded database, stop the
server first.`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export type ImportArgs =
  | { format: 'warn'; file: string; dryRun: boolean; state: string; sourceDate: string | null }
  | { format: FormatName; file: string; dryRun: boolean }
  | { format: ReadableBoard; file: string; dryRun: boolean; board: string; company: string }
  | { format: ResearchFormat; file: string; dryRun: boolean; research: true };

const FORMAT_CHOICES =
  'h1b or csv (salaries), warn (layoff notices), onet-titles, ai-exposure, ai-applicability or oews (research data), or greenhouse, lever or ashby (job boards)';

export function parseImportArgs(argv: string[]): ImportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        format: { type: 'string' },
        board: { type: 'string' },
        company: { type: 'string' },
        state: { type: 'string' },
        'source-date': { type: 'string' },
        'dry-run': { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.format === undefined) throw new UsageError(`--format is required: ${FORMAT_CHOICES}`);
  const format = values.format;
  const isSalary = Object.hasOwn(FORMATS, format);
  const isResearch = isResearchFormat(format);
  const isWarn = format === 'warn';
  if (!isWarn) {
    for (const flag of ['state', 'source-date'] as const) {
      if (values[flag] !== undefined) throw new UsageError(`--${flag} is for WARN files (--format warn), not --format ${format}`);
    }
  }
  if (!isSalary && !isResearch && !isWarn && !isJobBoardFormat(format))
    throw new UsageError(`--format must be ${FORMAT_CHOICES}, not ${format}`);
  if (positionals.length !== 1)
    throw new UsageError(positionals.length === 0 ? 'the file to import is missing' : 'expected exactly one file');
  const file = positionals[0]!;
  const dryRun = values['dry-run'] ?? false;
  if (isWarn) {
    for (const flag of ['board', 'company'] as const) {
      if (values[flag] !== undefined)
        throw new UsageError(`--${flag} is for job board files (greenhouse, lever, ashby), not --format warn`);
    }
    const state = values.state?.trim().toUpperCase();
    if (!state) throw new UsageError('--state is required with --format warn: the two-letter code of the state that published the file');
    if (!/^[A-Z]{2}$/.test(state)) throw new UsageError(`--state must be a two-letter US state code, not ${values.state}`);
    const sourceDate = values['source-date']?.trim() ?? null;
    if (sourceDate !== null && !isIsoDate(sourceDate))
      throw new UsageError(`--source-date must be a date as YYYY-MM-DD, not ${sourceDate}`);
    return { format: 'warn', file, dryRun, state, sourceDate };
  }
  if (isResearch) {
    for (const flag of ['board', 'company'] as const) {
      if (values[flag] !== undefined)
        throw new UsageError(`--${flag} is for job board files (greenhouse, lever, ashby), not --format ${format}`);
    }
    return { format, file, dryRun, research: true };
  }
  if (isSalary) {
    for (const flag of ['board', 'company'] as const) {
      if (values[flag] !== undefined)
        throw new UsageError(`--${flag} is for job board files (greenhouse, lever, ashby), not --format ${format}`);
    }
    return { format: format as FormatName, file, dryRun };
  }
  const board = values.board?.trim();
  if (!board) throw new UsageError(`--board is required with --format ${format}: the board's name for the company's board`);
  const tokenProblem = boardTokenProblem(board);
  if (tokenProblem) throw new UsageError(`--board: ${tokenProblem}`);
  const company = values.company?.trim().replace(/\s+/g, ' ');
  if (!company) throw new UsageError(`--company is required with --format ${format}: the employer the jobs belong to`);
  return { format: format as ReadableBoard, file, dryRun, board, company };
}

function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.toISOString().slice(0, 10) === s;
}

/** A WARN import's summary: rows read, notices imported, skipped and flagged by reason. */
export function formatWarnSummary(summary: WarnImportSummary, file: string): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const byCount = (r: Record<string, number>) => Object.entries(r).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const skipped = byCount(summary.skipped);
  const flagged = byCount(summary.flagged);
  const would = summary.dryRun ? 'would be ' : '';
  const lines: [string, string][] = [
    ['rows read', n(summary.read)],
    [`notices ${would}imported`, n(summary.imported)],
    ['  resolved to a catalogue company', n(summary.resolved)],
    ['  amendments linked', n(summary.linkedAmendments)],
    ['skipped', n(skipped.reduce((s, [, c]) => s + c, 0))],
    ...skipped.map(([reason, count]): [string, string] => [`  ${reason}`, n(count)]),
    ['values flagged (notice kept)', n(flagged.reduce((s, [, c]) => s + c, 0))],
    ...flagged.map(([reason, count]): [string, string] => [`  ${reason}`, n(count)]),
    ...byCount(summary.notes).map(([note, count]): [string, string] => [note, n(count)]),
  ];
  const left = Math.max(...lines.map(([label]) => label.length));
  const right = Math.max(...lines.map(([, value]) => value.length));
  const title = `${summary.dryRun ? 'Dry run (nothing kept)' : 'Imported'}: ${file} (WARN notices, ${summary.state})`;
  return [title, ...lines.map(([label, value]) => `  ${label.padEnd(left)}  ${value.padStart(right)}`)].join('\n');
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

/**
 * A job board import's summary as a table: postings read, new jobs, postings merged into jobs
 * already listed from another board, postings changed on the board since, postings already known
 * and unchanged, and the others skipped by reason (stale ones as "not updated in the last month").
 */
export function formatJobsSummary(
  summary: JobsImportSummary,
  file: string,
  board: { format: ReadableBoard; board: string; company: string; dryRun: boolean },
): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const { 'already imported': known = 0, ...rest } = summary.skipped;
  const skipped = Object.entries(rest).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const skippedTotal = skipped.reduce((sum, [, count]) => sum + count, 0);
  const would = board.dryRun ? 'would be ' : '';
  const lines: [string, string][] = [
    ['postings read', n(summary.read)],
    [`${would}imported as new jobs`, n(summary.imported)],
    [`${would}merged into existing jobs`, n(summary.merged)],
    [`${would}updated (changed on the board)`, n(summary.updated)],
    ['already known, unchanged', n(known)],
    ['skipped', n(skippedTotal)],
    ...skipped.map(([reason, count]): [string, string] => [`  ${reason}`, n(count)]),
  ];
  const left = Math.max(...lines.map(([label]) => label.length));
  const right = Math.max(...lines.map(([, value]) => value.length));
  const title = `${board.dryRun ? 'Dry run (nothing kept)' : 'Imported'}: ${file} (${board.format} board ${board.board}, ${board.company})`;
  return [title, ...lines.map(([label, value]) => `  ${label.padEnd(left)}  ${value.padStart(right)}`)].join('\n');
}
