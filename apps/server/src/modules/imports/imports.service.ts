import { companySlug, titleSlug, type Region } from '@paysight/contract';
import { salaryTotals, type Db, type NewCompany, type NewSalaryRecord, type NewTitle } from '@paysight/db';
import { CsvError, mapHeader, MissingColumnsError, parseCsv, readTextFile } from '../../lib/csv.js';
import { genericFormat } from './generic.js';
import { h1bFormat } from './h1b.js';
import {
  findCompanies,
  findCompanyLevels,
  findFamilies,
  findLocations,
  findSkills,
  findTitles,
  insertCompanies,
  insertCompanyLevels,
  insertFamilies,
  insertLocations,
  insertSkills,
  insertTitles,
} from './imports.queries.js';
import type { ImportFormat, ImportRow } from './imports.types.js';
import { companyDisplayName, metroFor } from './normalise.js';
import { createEventBus, type EventBus } from '../../lib/events.js';
import { importRecords, inSavepoint, recordsTransaction, type RecordsTx } from '../salary-records/salary-records.service.js';

/**
 * Imports a CSV file of salaries in one transaction: rows are read as a stream, mapped by the
 * format, and written in batches (catalogue rows first: companies, titles, locations... then the
 * salary records). Re-importing a file adds nothing: records are unique on (source, source_ref).
 * Any failure rolls the whole file back.
 */

export const FORMATS = { h1b: h1bFormat, csv: genericFormat } as const satisfies Record<string, ImportFormat>;
export type FormatName = keyof typeof FORMATS;

export const ALREADY_IMPORTED = 'already imported';
export const DUPLICATE_IN_FILE = 'duplicate in file';
export const WRONG_FIELD_COUNT = 'wrong number of fields';

export interface ImportSummary {
  format: FormatName;
  dryRun: boolean;
  /** Data rows read (the header not counted). read = imported + the sum of skipped. */
  read: number;
  imported: number;
  skipped: Record<string, number>;
}

/** The import failed and nothing was written. `row` is the 1-based data row where it failed, when known. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly row?: number,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

export interface ImportOptions {
  format: FormatName;
  /** Validate and report without keeping anything (the work is done in a transaction that is rolled back). */
  dryRun?: boolean;
  batchSize?: number;
  /** Told when records were added (a server's caches); a private bus when absent. */
  events?: EventBus;
}

export function importFile(db: Db, file: string, options: ImportOptions): Promise<ImportSummary> {
  return importCsv(db, readTextFile(file), options);
}

/** Thrown inside a transaction to roll it back on purpose (a dry run; probing a failing row). */
class Rollback extends Error {}

export async function importCsv(db: Db, chunks: AsyncIterable<string> | Iterable<string>, options: ImportOptions): Promise<ImportSummary> {
  const format: ImportFormat = FORMATS[options.format];
  const batchSize = options.batchSize ?? 1000;
  const summary: ImportSummary = { format: options.format, dryRun: options.dryRun ?? false, read: 0, imported: 0, skipped: {} };
  const skip = (reason: string, count = 1) => {
    if (count > 0) summary.skipped[reason] = (summary.skipped[reason] ?? 0) + count;
  };

  // The header is checked before the transaction starts: a file missing a column writes nothing.
  const records = parseCsv(chunks)[Symbol.asyncIterator]();
  const nextRecord = async () => {
    try {
      return await records.next();
    } catch (err) {
      if (err instanceof CsvError) throw new ImportError(`row ${summary.read + 1} (line ${err.line}): ${err.message}`, summary.read + 1);
      throw err;
    }
  };
  const head = await nextRecord();
  if (head.done) throw new ImportError('the file is empty: expected a header row');
  const width = head.value.fields.length;
  let columns: Partial<Record<string, number>>;
  try {
    columns = mapHeader(head.value.fields, format.required, format.optional);
  } catch (err) {
    if (err instanceof MissingColumnsError) {
      throw new ImportError(`not a ${format.name === 'h1b' ? 'DOL H-1B disclosure' : 'generic salary CSV'} file: ${err.message}`);
    }
    throw err;
  }

  try {
    await recordsTransaction({ db, events: options.events ?? createEventBus() }, async (rtx) => {
      const tx = rtx.tx;
      let cache = new CatalogCache();
      const seen = new Set<string>();
      let batch: { row: ImportRow; number: number }[] = [];

      const flush = async () => {
        if (batch.length === 0) return;
        const rows = batch.map((b) => b.row);
        try {
          // A savepoint per batch: when it fails, the transaction is still usable to find the failing row.
          const added = await tx.transaction((sp) => writeBatch(inSavepoint(rtx, sp as unknown as Db), cache, rows));
          summary.imported += added;
          skip(ALREADY_IMPORTED, rows.length - added);
        } catch (err) {
          cache = new CatalogCache(); // it may hold ids of rows the savepoint rolled back
          throw await locateFailure(rtx, batch, err);
        }
        batch = [];
      };

      for (;;) {
        const next = await nextRecord();
        if (next.done) break;
        summary.read++;
        const { fields } = next.value;
        if (fields.length !== width) {
          skip(WRONG_FIELD_COUNT);
          continue;
        }
        const result = format.map((column) => {
          const at = columns[column];
          return at === undefined ? undefined : (fields[at] ?? '').trim();
        });
        if (!result.ok) {
          skip(result.reason);
          continue;
        }
        if (seen.has(result.row.sourceRef)) {
          skip(DUPLICATE_IN_FILE);
          continue;
        }
        seen.add(result.row.sourceRef);
        batch.push({ row: result.row, number: summary.read });
        if (batch.length >= batchSize) await flush();
      }
      await flush();
      if (summary.dryRun) throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  } finally {
    await records.return(undefined); // closes the file when the import stopped early
  }
  return summary;
}

/** After a batch failed: writes its rows one by one (each in a savepoint) to name the first row that fails. */
async function locateFailure(rtx: RecordsTx, batch: { row: ImportRow; number: number }[], cause: unknown): Promise<ImportError> {
  const message = (err: unknown) => (err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err));
  for (const { row, number } of batch) {
    try {
      await rtx.tx.transaction(async (sp) => {
        // A fresh cache each time: the previous row's catalogue rows were rolled back with it.
        await writeBatch(inSavepoint(rtx, sp as unknown as Db), new CatalogCache(), [row]);
        throw new Rollback(); // undo: only looking
      });
    } catch (err) {
      if (err instanceof Rollback) continue;
      return new ImportError(`row ${number}: could not be written: ${message(err)}`, number);
    }
  }
  const first = batch[0]?.number ?? 0;
  const last = batch.at(-1)?.number ?? first;
  return new ImportError(`rows ${first}-${last}: could not be written: ${message(cause)}`, first);
}

/** Catalogue ids found or created during one import, by key. */
class CatalogCache {
  families = new Map<string, number>();
  companies = new Map<string, number>();
  titles = new Map<string, { id: number; familyId: number }>();
  /** `country|city|region` (lower case) → location id. */
  locations = new Map<string, number>();
  /** `companyId|familyId|name` → company level id. */
  levels = new Map<string, number>();
  skills = new Map<string, number>();
}

const locationKey = (l: NonNullable<ImportRow['location']>) => `${l.countryCode}|${l.city.toLowerCase()}|${l.region.toLowerCase()}`;
const levelKey = (companyId: number, familyId: number, name: string) => `${companyId}|${familyId}|${name}`;

/**
 * Caches the ids of the `wanted` rows (by slug; only those not cached yet), reading the ones that
 * exist (`find`) and creating the others (`insert`).
 */
async function ensure<D, T, N, R extends { slug: string }>(
  db: D,
  cache: Map<string, T>,
  wanted: Map<string, N>,
  find: (db: D, slugs: string[]) => Promise<R[]>,
  insert: (db: D, rows: N[]) => Promise<R[]>,
  value: (row: R) => T,
) {
  if (wanted.size === 0) return;
  for (const row of await find(db, [...wanted.keys()])) cache.set(row.slug, value(row));
  const toCreate = [...wanted].filter(([slug]) => !cache.has(slug));
  if (toCreate.length === 0) return;
  for (const row of await insert(
    db,
    toCreate.map(([, row]) => row),
  ))
    cache.set(row.slug, value(row));
  // Created by someone else meanwhile (the insert skipped them): read them.
  const raced = toCreate.filter(([slug]) => !cache.has(slug)).map(([slug]) => slug);
  if (raced.length > 0) for (const row of await find(db, raced)) cache.set(row.slug, value(row));
}

/** Adds `key → make()` to `wanted` unless the key is cached or already wanted. */
function want<N>(wanted: Map<string, N>, cache: Map<string, unknown>, key: string, make: () => N) {
  if (!cache.has(key) && !wanted.has(key)) wanted.set(key, make());
}

/** Writes one batch: missing catalogue rows, then the salary records. Returns how many records were added. */
async function writeBatch(rtx: RecordsTx, cache: CatalogCache, rows: ImportRow[]): Promise<number> {
  const db = rtx.tx;
  const families = new Map<string, { name: string; slug: string }>();
  for (const { title } of rows) {
    if (cache.titles.has(titleSlug(title.name))) continue; // only new titles need their family
    const slug = titleSlug(title.family);
    want(families, cache.families, slug, () => ({ name: title.family, slug }));
  }
  await ensure(db, cache.families, families, findFamilies, insertFamilies, (r) => r.id);

  const newCompanies = new Map<string, NewCompany>();
  for (const { company } of rows) {
    const slug = companySlug(company.name);
    want(newCompanies, cache.companies, slug, () => ({
      name: companyDisplayName(company.name),
      slug,
      industry: company.industry,
      type: 'other' as const,
      sizeBand: null,
      headquarters: null,
      isDemo: false,
    }));
  }
  await ensure(db, cache.companies, newCompanies, findCompanies, insertCompanies, (r) => r.id);

  const newTitles = new Map<string, NewTitle>();
  for (const { title } of rows) {
    const slug = titleSlug(title.name);
    want(newTitles, cache.titles, slug, () => ({
      name: title.name,
      slug,
      familyId: cache.families.get(titleSlug(title.family))!,
      isDemo: false,
    }));
  }
  await ensure(db, cache.titles, newTitles, findTitles, insertTitles, (r) => ({ id: r.id, familyId: r.familyId }));

  await ensureLocations(db, cache, rows);
  await ensureLevels(db, cache, rows);

  const newSkills = new Map<string, { name: string; slug: string }>();
  for (const row of rows)
    for (const name of row.skills) want(newSkills, cache.skills, titleSlug(name), () => ({ name, slug: titleSlug(name) }));
  await ensure(db, cache.skills, newSkills, findSkills, insertSkills, (r) => r.id);

  const records: NewSalaryRecord[] = rows.map((row) => {
    const companyId = cache.companies.get(companySlug(row.company.name))!;
    const title = cache.titles.get(titleSlug(row.title.name))!;
    return {
      countryCode: row.countryCode,
      currency: row.currency,
      companyId,
      titleId: title.id,
      levelId: row.level ? cache.levels.get(levelKey(companyId, title.familyId, row.level.name))! : null,
      standardLevel: row.standardLevel,
      locationId: row.location ? cache.locations.get(locationKey(row.location))! : null,
      yearsOfExperience: row.yearsOfExperience,
      yearsAtCompany: row.yearsAtCompany,
      base: row.base,
      stockGrant: row.stockGrant,
      vestingYears: row.vestingYears,
      stockYearly: row.stockYearly,
      bonus: row.bonus,
      signingBonus: row.signingBonus,
      ...salaryTotals(row),
      reportedOn: row.reportedOn,
      skillIds: row.skills.length > 0 ? row.skills.map((name) => cache.skills.get(titleSlug(name))!) : null,
      source: row.source,
      verification: row.verification,
      sourceRef: row.sourceRef,
    };
  });
  return importRecords(rtx, records);
}

/**
 * A worksite is the location `${city}-${country}` (the demo catalogue's slugs). When that slug
 * already names a city of the same name in another state ("Portland", Oregon and Maine), the
 * state's code joins the slug: `portland-me-us`.
 */
async function ensureLocations(db: Db, cache: CatalogCache, rows: ImportRow[]) {
  const wanted = new Map<string, NonNullable<ImportRow['location']>>();
  for (const { location } of rows) if (location && !cache.locations.has(locationKey(location))) wanted.set(locationKey(location), location);
  if (wanted.size === 0) return;

  const baseSlug = (l: NonNullable<ImportRow['location']>) => titleSlug(`${l.city}-${l.countryCode}`);
  const altSlug = (l: NonNullable<ImportRow['location']>) => (l.region ? titleSlug(`${l.city}-${l.region}-${l.countryCode}`) : undefined);
  const candidates = [...new Set([...wanted.values()].flatMap((l) => [baseSlug(l), altSlug(l)].filter((s): s is string => !!s)))];
  const bySlug = new Map<string, { id?: number; state: string }>();
  for (const row of await findLocations(db, candidates)) bySlug.set(row.slug, row);

  const slugOfKey = new Map<string, string>();
  const toCreate: { slug: string; city: string; state: string; countryCode: Region; metro: string }[] = [];
  const sameState = (a: string, b: string) => a === '' || b === '' || a.toLowerCase() === b.toLowerCase();
  for (const [key, l] of wanted) {
    let slug = baseSlug(l);
    const atBase = bySlug.get(slug);
    const alt = altSlug(l);
    if (atBase && !sameState(atBase.state, l.state) && alt) slug = alt;
    slugOfKey.set(key, slug);
    if (!bySlug.has(slug)) {
      bySlug.set(slug, { state: l.state });
      toCreate.push({ slug, city: l.city, state: l.state, countryCode: l.countryCode, metro: metroFor(l.countryCode, l.city, l.state) });
    }
  }
  if (toCreate.length > 0) {
    for (const row of await insertLocations(db, toCreate)) bySlug.set(row.slug, row);
    const raced = toCreate.filter((r) => bySlug.get(r.slug)?.id === undefined).map((r) => r.slug);
    if (raced.length > 0) for (const row of await findLocations(db, raced)) bySlug.set(row.slug, row);
  }
  for (const [key, slug] of slugOfKey) cache.locations.set(key, bySlug.get(slug)!.id!);
}

/** Company levels (generic CSV): found by (company, the title's family, name), created with the row's standard level. */
async function ensureLevels(db: Db, cache: CatalogCache, rows: ImportRow[]) {
  const wanted = new Map<string, { companyId: number; familyId: number; name: string; standardLevel: number }>();
  for (const row of rows) {
    if (!row.level) continue;
    const companyId = cache.companies.get(companySlug(row.company.name))!;
    const familyId = cache.titles.get(titleSlug(row.title.name))!.familyId;
    const key = levelKey(companyId, familyId, row.level.name);
    if (!cache.levels.has(key) && !wanted.has(key))
      wanted.set(key, { companyId, familyId, name: row.level.name, standardLevel: row.level.standardLevel });
  }
  if (wanted.size === 0) return;
  const remember = (r: { id: number; companyId: number; familyId: number; name: string }) =>
    cache.levels.set(levelKey(r.companyId, r.familyId, r.name), r.id);
  for (const row of await findCompanyLevels(db, [...new Set([...wanted.values()].map((w) => w.companyId))])) remember(row);
  const toCreate = [...wanted].filter(([key]) => !cache.levels.has(key)).map(([, w]) => w);
  if (toCreate.length > 0) for (const row of await insertCompanyLevels(db, toCreate)) remember(row);
}
export { companyDisplayName } from './normalise.js';
