import { bulkInsertWarnNotices, warnNotices, type Db, type NewWarnNotice } from '@paysight/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CsvError, parseCsv, readTextFile } from '../../lib/csv.js';
import { catalogueMatcher } from '../catalog/catalog.service.js';
import { WARN_STATES, type WarnStateMapping } from './warn-states.js';
import { WARN_COMPANY_ALIASES } from './warn-aliases.js';
import { queueLayoffAlerts } from './layoff-alerts.service.js';
import {
  mapWarnHeader,
  noticeContentKey,
  NOTICE_KEY_PREFIX,
  parseWarnRow,
  unmappedStateMessage,
  WarnMappingError,
  type ParsedNotice,
} from './warn.rules.js';

/**
 * `npm run import -- --format warn --state XX <file>`: a state's WARN file into warn_notices, in
 * one transaction. Columns are found by the state's header names (warn-states.ts); every row with
 * a company name becomes a notice, its doubtful values flagged; importing the same file again adds
 * nothing (identity: ADR 042, from the mapped cells alone: ADR 047). Employers resolve through the one catalogue resolver, which abstains
 * (company_id stays null) unless a name or a reviewed alias matches.
 */

export const ALREADY_IMPORTED = 'already imported';

/** The states whose WARN files have a mapping. */
export const WARN_STATE_CODES: readonly string[] = Object.keys(WARN_STATES);

export interface WarnImportSummary {
  state: string;
  dryRun: boolean;
  /** Data rows read (the header not counted). read = imported + the sum of skipped. */
  read: number;
  imported: number;
  skipped: Record<string, number>;
  /** Notices kept with a value flagged, by flag (`effective_date:implausible`...). */
  flagged: Record<string, number>;
  /** Values read as something else than their column's name says, as the state's mapping tells. */
  notes: Record<string, number>;
  /** Notices whose employer resolved to a catalogue company. */
  resolved: number;
  /** Amendments linked to the notice they amend. */
  linkedAmendments: number;
  /** Alerts queued for members following the employers of the new notices (ADR 045; sent once committed). */
  alertsQueued: number;
}

export class WarnImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WarnImportError';
  }
}

export interface WarnImportOptions {
  state: string;
  /** Where the rows came from (kept on each notice). */
  sourceFile: string;
  /** The date the file was published or taken, YYYY-MM-DD. */
  sourceDate: string;
  dryRun?: boolean;
}

class Rollback extends Error {}

export function importWarnFile(db: Db, file: string, options: WarnImportOptions): Promise<WarnImportSummary> {
  return importWarnCsv(db, readTextFile(file), options);
}

/** The notices of a file, parsed, with their identity keys (content key + occurrence of an identical line). */
export async function readWarnCsv(
  chunks: AsyncIterable<string> | Iterable<string>,
  stateCode: string,
): Promise<{ read: number; notices: (ParsedNotice & { identityKey: string })[]; skipped: Record<string, number> }> {
  const state = stateCode.toUpperCase();
  const mapping = Object.hasOwn(WARN_STATES, state) ? WARN_STATES[state] : undefined;
  if (!mapping) throw new WarnImportError(unmappedStateMessage(state, Object.keys(WARN_STATES)));
  const skipped: Record<string, number> = {};
  const notices: (ParsedNotice & { identityKey: string })[] = [];
  const occurrences = new Map<string, number>();
  let header: string[] | null = null;
  let columns: ReturnType<typeof mapWarnHeader> = {};
  let read = 0;
  try {
    for await (const record of parseCsv(chunks)) {
      if (!header) {
        header = record.fields;
        try {
          columns = mapWarnHeader(state, mapping, header);
        } catch (err) {
          if (err instanceof WarnMappingError) throw new WarnImportError(err.message);
          throw err;
        }
        continue;
      }
      read++;
      // A state's file is thousands of rows: let the server answer between every few hundred (the
      // first start loads three of them while visitors arrive).
      if (read % 250 === 0) await new Promise((resume) => setImmediate(resume));
      const result = parseWarnRow(state, mapping, header, columns, record.fields);
      if (!result.ok) {
        skipped[result.reason] = (skipped[result.reason] ?? 0) + 1;
        continue;
      }
      const n = (occurrences.get(result.notice.contentKey) ?? 0) + 1;
      occurrences.set(result.notice.contentKey, n);
      notices.push({ ...result.notice, identityKey: `${result.notice.contentKey}#${n}` });
    }
  } catch (err) {
    if (err instanceof CsvError) throw new WarnImportError(`row ${read + 1} (line ${err.line}): ${err.message}`);
    throw err;
  }
  if (!header) throw new WarnImportError('the file is empty: expected a header row');
  return { read, notices, skipped };
}

export async function importWarnCsv(
  db: Db,
  chunks: AsyncIterable<string> | Iterable<string>,
  options: WarnImportOptions,
): Promise<WarnImportSummary> {
  const state = options.state.toUpperCase();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.sourceDate) || Number.isNaN(Date.parse(options.sourceDate)))
    throw new WarnImportError(`the source date must be YYYY-MM-DD, not ${options.sourceDate}`);
  const { read, notices, skipped } = await readWarnCsv(chunks, state);
  const summary: WarnImportSummary = {
    state,
    dryRun: options.dryRun ?? false,
    read,
    imported: 0,
    skipped,
    flagged: {},
    notes: {},
    resolved: 0,
    linkedAmendments: 0,
    alertsQueued: 0,
  };
  for (const n of notices) for (const f of n.flags) summary.flagged[f] = (summary.flagged[f] ?? 0) + 1;
  const numbers = notices.filter((n) => n.stateRef !== null).length;
  if (numbers > 0) summary.notes['a date column holding the state notice number (kept as state_ref)'] = numbers;

  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const companyOf = await employerResolver(
        t,
        notices.map((n) => n.employer),
      );
      const rows: NewWarnNotice[] = notices.map((n) => ({
        state,
        identityKey: n.identityKey,
        companyName: n.companyName,
        companyId: companyOf(n.employer),
        site: n.site,
        city: n.city,
        county: n.county,
        address: n.address,
        noticeDate: n.noticeDate,
        effectiveDate: n.effectiveDate,
        receivedDate: n.receivedDate,
        stateRef: n.stateRef,
        jobs: n.jobs,
        closure: n.closure,
        temporary: n.temporary,
        amendment: n.amendment,
        flags: n.flags,
        raw: n.raw,
        sourceFile: options.sourceFile,
        sourceDate: options.sourceDate,
      }));
      await rekeyEarlierNotices(t, state, WARN_STATES[state]!);
      for (let i = 0; i < rows.length; i += 500) {
        const batch = rows.slice(i, i + 500);
        const added = await bulkInsertWarnNotices(t, batch);
        summary.imported += added.length;
        summary.resolved += added.filter((a) => a.companyId !== null).length;
        summary.alertsQueued += await queueLayoffAlerts(
          t,
          added.map((a) => a.id),
        );
        const known = batch.length - added.length;
        if (known > 0) summary.skipped[ALREADY_IMPORTED] = (summary.skipped[ALREADY_IMPORTED] ?? 0) + known;
      }
      summary.linkedAmendments = await linkAmendments(t, state);
      if (summary.dryRun) throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return summary;
}

/**
 * Notices imported while a notice's identity was every named cell of its row (ADR 042) get the key
 * their mapped cells give (ADR 047, noticeContentKey), the occurrences of identical rows counted in
 * the order they were imported, so importing the same file again still adds nothing. Runs in the
 * import's transaction; once a state's notices are rekeyed it finds none (one query).
 */
export async function rekeyEarlierNotices(db: Db, state: string, mapping: WarnStateMapping): Promise<number> {
  const earlier = await db
    .select({ id: warnNotices.id, raw: warnNotices.raw })
    .from(warnNotices)
    .where(and(eq(warnNotices.state, state), sql`${warnNotices.identityKey} NOT LIKE ${`${NOTICE_KEY_PREFIX}%`}`))
    .orderBy(warnNotices.id);
  if (earlier.length === 0) return 0;
  const occurrences = new Map<string, number>();
  const ids: number[] = [];
  const keys: string[] = [];
  for (const { id, raw } of earlier) {
    // The row's cells by its header names (jsonb keeps them in its own order: names and values stay paired).
    const header = Object.keys(raw);
    let columns: ReturnType<typeof mapWarnHeader>;
    try {
      columns = mapWarnHeader(state, mapping, header);
    } catch {
      continue; // Not a row this mapping reads: it keeps its key.
    }
    const key = noticeContentKey(
      state,
      columns,
      header.map((name) => raw[name] ?? ''),
    );
    const n = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, n);
    ids.push(id);
    keys.push(`${key}#${n}`);
  }
  await db.execute(sql`
    UPDATE warn_notices w SET identity_key = u.key
    FROM unnest(${sql.param(ids)}::int4[], ${sql.param(keys)}::text[]) AS u(id, key)
    WHERE w.id = u.id`);
  return ids.length;
}

/**
 * Employer text → catalogue company id, through the one resolver: the name itself, else the
 * reviewed alias (warn-aliases.ts) resolved the same way. Null (abstain) when neither matches.
 */
async function employerResolver(db: Db, employers: readonly string[]) {
  const wanted = [...new Set(employers)];
  const aliasOf = (e: string) => WARN_COMPANY_ALIASES[e.toLowerCase()];
  const targets = wanted.map(aliasOf).filter((a): a is string => !!a);
  const match = await catalogueMatcher(db, 'company', [...wanted, ...targets]);
  const cache = new Map<string, number | null>();
  return (employer: string): number | null => {
    if (!cache.has(employer)) {
      const alias = aliasOf(employer);
      const row = alias ? match(alias) : match(employer);
      cache.set(employer, row?.id ?? null);
    }
    return cache.get(employer)!;
  };
}

/**
 * Links each unlinked amendment to the notice it amends: the latest notice of the same state,
 * employer and site, not itself an amendment, with a notice date on or before the amendment's.
 * Counting then takes an amended notice's jobs from its latest amendment only (warnJobTotals).
 */
async function linkAmendments(db: Db, state: string): Promise<number> {
  const pending = await db
    .select({ id: warnNotices.id })
    .from(warnNotices)
    .where(and(eq(warnNotices.state, state), eq(warnNotices.amendment, true), isNull(warnNotices.amendsId)));
  if (pending.length === 0) return 0;
  const result = await db.execute(sql`
    UPDATE warn_notices a SET amends_id = (
      SELECT o.id FROM warn_notices o
      WHERE o.state = a.state AND NOT o.amendment AND o.id <> a.id
        AND lower(split_part(regexp_replace(o.company_name, '\\s*\\((amended|amendment)\\)|\\s*-\\s*amend(ed|ment)|\\s*amended notice', '', 'gi'), ' - ', 1))
          = lower(split_part(regexp_replace(a.company_name, '\\s*\\((amended|amendment)\\)|\\s*-\\s*amend(ed|ment)|\\s*amended notice', '', 'gi'), ' - ', 1))
        AND o.site IS NOT DISTINCT FROM a.site
        AND (o.notice_date IS NULL OR a.notice_date IS NULL OR o.notice_date <= a.notice_date)
      ORDER BY o.notice_date DESC NULLS LAST, o.id DESC LIMIT 1)
    WHERE a.state = ${state} AND a.amendment AND a.amends_id IS NULL
    RETURNING a.id`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return Array.isArray(rows) ? rows.length : 0;
}
