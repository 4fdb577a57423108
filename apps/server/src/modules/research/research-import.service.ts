import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import path from 'node:path';
import { occupationAiApplicability, occupationAiExposure, occupationWages, queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { CsvError, MissingColumnsError, mapHeader, parseCsv } from '../../lib/csv.js';
import { ImportError } from '../imports/imports.service.js';
import { forgetTitleMap } from './research.queries.js';
import { OEWS_ANNUAL_TOP_CODE, oewsPeriodOf, parseOewsNumber, titleKey, withoutParenthetical } from './research.rules.js';

const gunzipAsync = promisify(gunzip);

/**
 * Importers of the public research data (ADR 026, docs/imports.md): one per file, each replacing
 * its table's whole content in one transaction (delete, then insert), so importing the same file
 * twice leaves the same rows. Columns are found by name. Each returns a summary: rows read, kept,
 * skipped by reason, and notes (values suppressed or top-coded, kept as null or as the floor).
 */

export const RESEARCH_FORMATS = ['onet-titles', 'ai-exposure', 'ai-applicability', 'oews'] as const;
export type ResearchFormat = (typeof RESEARCH_FORMATS)[number];
export const isResearchFormat = (f: string): f is ResearchFormat => (RESEARCH_FORMATS as readonly string[]).includes(f);

export interface ResearchImportSummary {
  format: ResearchFormat;
  dryRun: boolean;
  read: number;
  imported: number;
  skipped: Record<string, number>;
  /** Things kept but worth knowing: "suppressed values (*)", "top-coded values (#)". */
  notes: Record<string, number>;
}

interface Parsed<R> {
  rows: R[];
  summary: ResearchImportSummary;
}

const newSummary = (format: ResearchFormat, dryRun: boolean): ResearchImportSummary => ({
  format,
  dryRun,
  read: 0,
  imported: 0,
  skipped: {},
  notes: {},
});
const bump = (counts: Record<string, number>, reason: string) => {
  counts[reason] = (counts[reason] ?? 0) + 1;
};

const ONET_SOC = /^\d{2}-\d{4}\.\d{2}$/;
const SOC = /^\d{2}-\d{4}$/;

/** The records with all `width` fields; each counts as read, and the others as skipped. */
function* wholeRecords(records: string[][], width: number, summary: ResearchImportSummary) {
  for (const f of records) {
    summary.read++;
    if (f.length === width) yield f;
    else bump(summary.skipped, 'wrong number of fields');
  }
}

/** Reads a CSV whole (these files are a few hundred KB), its header mapped by name. */
async function readCsv<K extends string>(text: string, required: readonly K[], what: string) {
  const records: string[][] = [];
  try {
    for await (const r of parseCsv([text])) records.push(r.fields);
  } catch (err) {
    if (err instanceof CsvError) throw new ImportError(`line ${err.line}: ${err.message}`);
    throw err;
  }
  const header = records.shift();
  if (!header) throw new ImportError('the file is empty: expected a header row');
  try {
    const index = mapHeader(header, required, []);
    return { index: index as Record<K, number>, records, width: header.length };
  } catch (err) {
    if (err instanceof MissingColumnsError) throw new ImportError(`not ${what}: ${err.message}`);
    throw err;
  }
}

const score = (raw: string | undefined) => {
  const n = Number((raw ?? '').trim());
  return (raw ?? '').trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 1 ? n : null;
};

// ---------------------------------------------------------------------------------------------
// Eloundou et al., GPTs are GPTs: occ_level.csv

type ExposureRow = typeof occupationAiExposure.$inferInsert;

export async function parseAiExposure(text: string, dryRun = false): Promise<Parsed<ExposureRow>> {
  const cols = [
    'O*NET-SOC Code',
    'Title',
    'dv_rating_alpha',
    'dv_rating_beta',
    'dv_rating_gamma',
    'human_rating_alpha',
    'human_rating_beta',
    'human_rating_gamma',
  ] as const;
  const { index, records, width } = await readCsv(text, cols, 'the GPTs are GPTs occupation file (occ_level.csv)');
  const summary = newSummary('ai-exposure', dryRun);
  const seen = new Set<string>();
  const rows: ExposureRow[] = [];
  for (const f of wholeRecords(records, width, summary)) {
    const code = f[index['O*NET-SOC Code']]!.trim();
    const title = f[index.Title]!.trim();
    if (!ONET_SOC.test(code)) {
      bump(summary.skipped, 'not an O*NET-SOC code');
      continue;
    }
    const values = cols.slice(2).map((c) => score(f[index[c]]));
    if (values.some((v) => v === null) || !title) {
      bump(summary.skipped, 'missing or out-of-range rating');
      continue;
    }
    if (seen.has(code)) {
      bump(summary.skipped, 'duplicate in file');
      continue;
    }
    seen.add(code);
    const [gpt4Alpha, gpt4Beta, gpt4Gamma, humanAlpha, humanBeta, humanGamma] = values as number[];
    rows.push({ onetSoc: code, title, gpt4Alpha, gpt4Beta, gpt4Gamma, humanAlpha, humanBeta, humanGamma } as ExposureRow);
  }
  return { rows, summary };
}

// ---------------------------------------------------------------------------------------------
// Tomlinson et al., Working with AI: AI applicability by SOC 2018

type ApplicabilityRow = typeof occupationAiApplicability.$inferInsert;

export async function parseAiApplicability(text: string, dryRun = false): Promise<Parsed<ApplicabilityRow>> {
  const { index, records, width } = await readCsv(
    text,
    ['SOC Code', 'title', 'ai_applicability_score'] as const,
    'the Working with AI applicability file',
  );
  const summary = newSummary('ai-applicability', dryRun);
  const seen = new Set<string>();
  const rows: ApplicabilityRow[] = [];
  for (const f of wholeRecords(records, width, summary)) {
    const soc = f[index['SOC Code']]!.trim();
    const title = f[index.title]!.trim();
    const value = score(f[index.ai_applicability_score]);
    if (!SOC.test(soc)) bump(summary.skipped, 'not a SOC 2018 code');
    else if (value === null || !title) bump(summary.skipped, 'missing or out-of-range score');
    else if (seen.has(soc)) bump(summary.skipped, 'duplicate in file');
    else {
      seen.add(soc);
      rows.push({ soc, title, score: value });
    }
  }
  return { rows, summary };
}

// ---------------------------------------------------------------------------------------------
// O*NET alternate titles (tab-separated)

export interface AlternateTitleRow {
  onetSoc: string;
  title: string;
  titleKey: string;
  shortTitle: string | null;
  sources: string | null;
}

export function parseOnetTitles(text: string, dryRun = false): Parsed<AlternateTitleRow> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines.shift() ?? '').split('\t');
  let index: Record<'O*NET-SOC Code' | 'Alternate Title' | 'Short Title' | 'Source(s)', number>;
  try {
    index = mapHeader(header, ['O*NET-SOC Code', 'Alternate Title'] as const, ['Short Title', 'Source(s)'] as const) as typeof index;
  } catch (err) {
    if (err instanceof MissingColumnsError) throw new ImportError(`not an O*NET alternate titles file (tab-separated): ${err.message}`);
    throw err;
  }
  const summary = newSummary('onet-titles', dryRun);
  const seen = new Set<string>();
  const rows: AlternateTitleRow[] = [];
  const optional = (f: string[], at: number | undefined) => {
    const v = at === undefined ? '' : (f[at] ?? '').trim();
    return v === '' || v === 'n/a' ? null : v;
  };
  for (const line of lines) {
    if (line.trim() === '') continue;
    summary.read++;
    const f = line.split('\t');
    if (f.length !== header.length) {
      bump(summary.skipped, 'wrong number of fields');
      continue;
    }
    const onetSoc = f[index['O*NET-SOC Code']]!.trim();
    const title = f[index['Alternate Title']]!.trim();
    const key = titleKey(withoutParenthetical(title));
    if (!ONET_SOC.test(onetSoc)) bump(summary.skipped, 'not an O*NET-SOC code');
    else if (!key) bump(summary.skipped, 'no title');
    else if (seen.has(`${onetSoc}\t${title}`)) bump(summary.skipped, 'duplicate in file');
    else {
      seen.add(`${onetSoc}\t${title}`);
      rows.push({
        onetSoc,
        title,
        titleKey: key,
        shortTitle: optional(f, index['Short Title']),
        sources: optional(f, index['Source(s)']),
      });
    }
  }
  return { rows, summary };
}

// ---------------------------------------------------------------------------------------------
// BLS OEWS national estimates

type WagesRow = typeof occupationWages.$inferInsert;
const GROUP_RANK: Record<string, number> = { total: 0, major: 1, minor: 2, broad: 3, detailed: 4 };
const ANNUAL_COLUMNS = [
  ['A_MEAN', 'annualMean', 'mean'],
  ['A_PCT10', 'annualP10', 'p10'],
  ['A_PCT25', 'annualP25', 'p25'],
  ['A_MEDIAN', 'annualMedian', 'p50'],
  ['A_PCT75', 'annualP75', 'p75'],
  ['A_PCT90', 'annualP90', 'p90'],
] as const;

export async function parseOews(text: string, period: string, dryRun = false): Promise<Parsed<WagesRow>> {
  const required = ['OCC_CODE', 'OCC_TITLE', 'O_GROUP', 'TOT_EMP', ...ANNUAL_COLUMNS.map(([c]) => c)] as const;
  const { index, records, width } = await readCsv(text, required, 'a BLS OEWS file');
  const summary = newSummary('oews', dryRun);
  const byCode = new Map<string, { row: WagesRow; rank: number; suppressed: number }>();
  for (const f of wholeRecords(records, width, summary)) {
    const soc = f[index.OCC_CODE]!.trim();
    const title = f[index.OCC_TITLE]!.trim();
    const group = f[index.O_GROUP]!.trim().toLowerCase();
    if (!SOC.test(soc)) {
      bump(summary.skipped, 'not a SOC code');
      continue;
    }
    if (!(group in GROUP_RANK)) {
      bump(summary.skipped, `unknown O_GROUP "${group}"`);
      continue;
    }
    const employment = parseOewsNumber(f[index.TOT_EMP]!, null);
    if (employment === 'invalid') {
      bump(summary.skipped, 'unreadable employment');
      continue;
    }
    const row: WagesRow = { soc, title, groupLevel: group, employment: employment.value, topCoded: [], period };
    const topCoded: string[] = [];
    let bad = false;
    let suppressed = 0;
    for (const [column, key, name] of ANNUAL_COLUMNS) {
      const v = parseOewsNumber(f[index[column]]!, OEWS_ANNUAL_TOP_CODE);
      if (v === 'invalid') {
        bad = true;
        break;
      }
      row[key] = v.value;
      if (v.topCoded) topCoded.push(name);
      if (v.suppressed) suppressed++;
    }
    if (bad) {
      bump(summary.skipped, 'unreadable wage');
      continue;
    }
    if (employment.suppressed) suppressed++;
    row.topCoded = topCoded;
    const rank = GROUP_RANK[group]!;
    const known = byCode.get(soc);
    if (known) {
      // BLS repeats some codes as both broad and detailed with the same figures: keep the narrower.
      bump(summary.skipped, 'code repeated at another group level (narrowest kept)');
      if (rank <= known.rank) continue;
    }
    byCode.set(soc, { row, rank, suppressed });
  }
  const kept = [...byCode.values()];
  const suppressedValues = kept.reduce((sum, k) => sum + k.suppressed, 0);
  const topCodedValues = kept.reduce((sum, k) => sum + (k.row.topCoded?.length ?? 0), 0);
  if (suppressedValues > 0) summary.notes['suppressed values (*), kept as null'] = suppressedValues;
  if (topCodedValues > 0) summary.notes[`top-coded values (#), kept as $${OEWS_ANNUAL_TOP_CODE.toLocaleString('en-US')}`] = topCodedValues;
  return { rows: kept.map((v) => v.row), summary };
}

// ---------------------------------------------------------------------------------------------
// Writing: replace the table's content in one transaction

async function replaceAll<R>(db: Db, table: string, rows: R[], insert: (tx: Db, batch: R[]) => Promise<unknown>, batchSize: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${sql.identifier(table)}`);
    for (let i = 0; i < rows.length; i += batchSize) await insert(tx as unknown as Db, rows.slice(i, i + batchSize));
  });
}

/** The 52,754 alternate titles go in with one `insert … select from unnest(…)` per 10,000: one parameter per column. */
async function insertAlternateTitles(tx: Db, batch: AlternateTitleRow[]) {
  const col = (f: (r: AlternateTitleRow) => string | null) => sql`${sql.param(batch.map(f))}::text[]`;
  await tx.execute(sql`
    insert into onet_alternate_titles (onet_soc, title, title_key, short_title, sources)
    select * from unnest(${col((r) => r.onetSoc)}, ${col((r) => r.title)}, ${col((r) => r.titleKey)}, ${col((r) => r.shortTitle)}, ${col((r) => r.sources)})
  `);
}

export interface ResearchImportOptions {
  format: ResearchFormat;
  dryRun?: boolean;
  /** OEWS only: the estimates' period ("May 2024"); read from the file name when absent. */
  period?: string;
}

/** Imports one research file: parse and check it whole, then replace the table (unless a dry run). */
export async function importResearchFile(db: Db, file: string, options: ResearchImportOptions): Promise<ResearchImportSummary> {
  // The shipped reference data is gzipped (apps/server/reference-data); a file named .gz is read through gunzip.
  const raw = await readFile(file);
  const text = (file.endsWith('.gz') ? await gunzipAsync(raw) : raw).toString('utf8');
  const name = path.basename(file).replace(/\.gz$/, '');
  return importResearchText(db, text, { ...options, period: options.period ?? oewsPeriodOf(name) ?? undefined });
}

export async function importResearchText(db: Db, text: string, options: ResearchImportOptions): Promise<ResearchImportSummary> {
  const dryRun = options.dryRun ?? false;
  let summary: ResearchImportSummary;
  switch (options.format) {
    case 'ai-exposure': {
      const parsed = await parseAiExposure(text, dryRun);
      summary = parsed.summary;
      if (!dryRun) await replaceAll(db, 'occupation_ai_exposure', parsed.rows, (tx, b) => tx.insert(occupationAiExposure).values(b), 500);
      summary.imported = parsed.rows.length;
      break;
    }
    case 'ai-applicability': {
      const parsed = await parseAiApplicability(text, dryRun);
      summary = parsed.summary;
      if (!dryRun)
        await replaceAll(db, 'occupation_ai_applicability', parsed.rows, (tx, b) => tx.insert(occupationAiApplicability).values(b), 1000);
      summary.imported = parsed.rows.length;
      break;
    }
    case 'onet-titles': {
      const parsed = parseOnetTitles(text, dryRun);
      summary = parsed.summary;
      if (!dryRun) await replaceAll(db, 'onet_alternate_titles', parsed.rows, insertAlternateTitles, 10_000);
      summary.imported = parsed.rows.length;
      break;
    }
    case 'oews': {
      // The header is checked first: a file of another kind says so rather than lacking a period.
      const parsed = await parseOews(text, options.period ?? '', dryRun);
      if (!options.period) throw new ImportError('cannot tell the estimates\' period: name the file like "oews-national-may2024.csv"');
      summary = parsed.summary;
      if (!dryRun) await replaceAll(db, 'occupation_wages', parsed.rows, (tx, b) => tx.insert(occupationWages).values(b), 300);
      summary.imported = parsed.rows.length;
      break;
    }
  }
  if (summary.read > 0 && summary.imported === 0)
    throw new ImportError(`no row of the file could be read as --format ${options.format}; nothing was replaced`);
  if (!dryRun) forgetTitleMap(db);
  return summary;
}

/** The summary as a small table, like the salary imports' (rows read, kept, skipped by reason, notes). */
export function formatResearchSummary(summary: ResearchImportSummary, file: string): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const skipped = Object.entries(summary.skipped).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const skippedTotal = skipped.reduce((sum, [, count]) => sum + count, 0);
  const lines: [string, string][] = [
    ['rows read', n(summary.read)],
    [summary.dryRun ? 'would be kept (table replaced)' : 'kept (table replaced)', n(summary.imported)],
    ['skipped', n(skippedTotal)],
    ...skipped.map(([reason, count]): [string, string] => [`  ${reason}`, n(count)]),
    ...Object.entries(summary.notes).map(([note, count]): [string, string] => [note, n(count)]),
  ];
  const left = Math.max(...lines.map(([label]) => label.length));
  const right = Math.max(...lines.map(([, value]) => value.length));
  const title = `${summary.dryRun ? 'Dry run (nothing kept)' : 'Imported'}: ${file} (${summary.format})`;
  return [title, ...lines.map(([label, value]) => `  ${label.padEnd(left)}  ${value.padStart(right)}`)].join('\n');
}

/** The research files as the public data folder lays them out (../shared/data README), with their formats. */
export const RESEARCH_FOLDER_FILES: ReadonlyArray<{ file: string; format: ResearchFormat }> = [
  { file: 'job-risk/onet-alternate-titles.tsv', format: 'onet-titles' },
  { file: 'job-risk/gpts-are-gpts-occ-level.csv', format: 'ai-exposure' },
  { file: 'job-risk/ms-ai-applicability-soc2018.csv', format: 'ai-applicability' },
  { file: 'market/oews-national-may2024.csv', format: 'oews' },
];

/**
 * At start (RESEARCH_DATA_DIR, by default the reference data shipped in apps/server/reference-data):
 * imports each research file of the folder (plain or .gz) whose table is still empty, so a fresh
 * `npm start` has the career path's market and job-risk views; a table already loaded is left to
 * the CLI (`npm run import`). Returns what was imported; a missing or failing file is logged and the
 * others still load.
 */
export async function importResearchFolder(
  db: Db,
  dir: string,
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void },
): Promise<ResearchImportSummary[]> {
  const tables: Record<ResearchFormat, string> = {
    'onet-titles': 'onet_alternate_titles',
    'ai-exposure': 'occupation_ai_exposure',
    'ai-applicability': 'occupation_ai_applicability',
    oews: 'occupation_wages',
  };
  const done: ResearchImportSummary[] = [];
  for (const { file, format } of RESEARCH_FOLDER_FILES) {
    const [state] = await queryRows<{ loaded: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(tables[format])}) as loaded`,
    );
    if (state?.loaded) continue;
    const full = [path.join(dir, file), path.join(dir, `${file}.gz`)].find((f) => existsSync(f));
    if (!full) {
      // Said, not skipped in silence: the views that need this table show no figures until it loads.
      log.warn({ dir, file, format }, 'research data missing: the views that use it show no figures until it is imported');
      continue;
    }
    try {
      const summary = await importResearchFile(db, full, { format });
      log.info({ file: full, format, imported: summary.imported, skipped: summary.skipped }, 'research data imported');
      done.push(summary);
    } catch (err) {
      log.warn({ file: full, format, err: (err as Error).message }, 'research data not imported');
    }
  }
  return done;
}
