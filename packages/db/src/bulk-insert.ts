import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client.js';
import { careerPeople, type careerEducation, type NewCareerPosition, type NewSalaryRecord, type NewWarnNotice } from './schema/index.js';

type NewCareerEducation = typeof careerEducation.$inferInsert;

/** Columns written by bulk loads, with their PostgreSQL array type for unnest(). */
const COLUMNS = [
  ['country_code', 'countryCode', 'text'],
  ['currency', 'currency', 'text'],
  ['company_id', 'companyId', 'int4'],
  ['title_id', 'titleId', 'int4'],
  ['level_id', 'levelId', 'int4'],
  ['standard_level', 'standardLevel', 'int2'],
  ['location_id', 'locationId', 'int4'],
  ['school_id', 'schoolId', 'int4'],
  ['years_of_experience', 'yearsOfExperience', 'int2'],
  ['years_at_company', 'yearsAtCompany', 'int2'],
  ['base', 'base', 'int4'],
  ['stock_grant', 'stockGrant', 'int4'],
  ['vesting_years', 'vestingYears', 'int2'],
  ['stock_yearly', 'stockYearly', 'int4'],
  ['stock_first_year', 'stockFirstYear', 'int4'],
  ['bonus', 'bonus', 'int4'],
  ['signing_bonus', 'signingBonus', 'int4'],
  ['total', 'total', 'int4'],
  ['first_year_total', 'firstYearTotal', 'int4'],
  ['reported_on', 'reportedOn', 'date'],
  ['gender', 'gender', 'text'],
  ['source', 'source', 'text'],
  ['verification', 'verification', 'text'],
  ['source_ref', 'sourceRef', 'text'],
  ['status', 'status', 'text'],
] as const;

/** Array columns travel as their text literal ('{1,2}') and are cast back, since unnest would flatten them. */
const ARRAY_COLUMNS = [
  ['skill_ids', 'skillIds', 'int4[]'],
  ['education_tags', 'educationTags', 'text[]'],
] as const;

const arrayLiteral = (values: ReadonlyArray<string | number> | null | undefined) =>
  values == null ? null : `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/** Runs PGlite's `COPY … FROM '/dev/blob'` with the given CSV text as the blob. */
type CopyFrom = (statement: string, csv: string) => Promise<unknown>;
interface PgliteLike {
  query(statement: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/**
 * COPY for the embedded database, or null on PostgreSQL (there the unnest statements below stay:
 * node-postgres has no COPY without another library). On PGlite, COPY of CSV built here takes
 * about half the database thread's time of the same rows as unnest parameters, and the thread is
 * what a first start's demo load waits for (ADR 050); the CSV is built on the caller's thread,
 * which has time to spare while the database writes.
 */
function copyFromOf(db: Db): CopyFrom | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client as
    { copyFrom?: CopyFrom; rollback?: unknown; closed?: unknown } | undefined;
  if (!client) return null;
  // The database thread (pglite-thread.ts), outside or inside a transaction.
  if (typeof client.copyFrom === 'function') return client.copyFrom;
  // PGlite in this process (the tests' in-memory databases), or one of its transactions.
  if (client instanceof PGlite || (typeof client.rollback === 'function' && 'closed' in client)) {
    const pglite = client as unknown as PgliteLike;
    return (statement, csv) => pglite.query(statement, [], { blob: new Blob([csv]) });
  }
  return null;
}

/** One CSV cell: empty for null (COPY's NULL in CSV), quoted when it holds a quote, separator, line break or backslash, or is empty text. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text === '' || /[",\r\n\\]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV in the columns' order, one line each. */
function toCsv<T extends object>(rows: readonly T[], cells: ReadonlyArray<(row: T) => unknown>): string {
  const lines = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let line = '';
    for (let j = 0; j < cells.length; j++) line += (j === 0 ? '' : ',') + csvCell(cells[j]!(row));
    lines[i] = line;
  }
  return lines.join('\n') + '\n';
}

const copyStatement = (table: string, columns: readonly string[]) =>
  `copy ${table} (${columns.join(', ')}) from '/dev/blob' with (format csv)`;

/**
 * Inserts rows into a table: by COPY on the embedded database, by multi-row INSERTs of 1,000 rows
 * on PostgreSQL. For loads of thousands of rows (the demo data, a roster version), where building
 * Drizzle's statement cost more of the server's thread than the database's work. Every row gives the
 * same columns (under COPY a column one row leaves out would be null, not its default: refused
 * here). `same` gives columns whose value every row shares (a roster version's upload and workspace),
 * written without copying each row to add them.
 */
export async function bulkInsert<T extends PgTable, S extends Partial<T['$inferInsert']> = Record<never, never>>(
  db: Db,
  table: T,
  rows: ReadonlyArray<Omit<T['$inferInsert'], keyof S>>,
  same: S = {} as S,
): Promise<void> {
  if (rows.length === 0) return;
  const all = getTableColumns(table) as Record<string, { name: string; mapToDriverValue(value: unknown): unknown }>;
  const definedKeys = (row: object) =>
    Object.keys(row)
      .filter((key) => (row as Record<string, unknown>)[key] !== undefined)
      .sort();
  const keys = definedKeys(rows[0]!);
  const sameKeys = definedKeys(same);
  const both = sameKeys.find((key) => keys.includes(key));
  if (both) throw new Error(`bulkInsert: ${both} is given both by the rows and for every row`);
  for (const key of [...keys, ...sameKeys])
    if (!all[key]) throw new Error(`bulkInsert: ${getTableConfig(table).name} has no column ${key}`);
  for (const row of rows) {
    // The first row's keys, all defined, and no others (without sorting each row's keys).
    let defined = 0;
    for (const key in row) if ((row as Record<string, unknown>)[key] !== undefined) defined++;
    if (defined !== keys.length || keys.some((key) => (row as Record<string, unknown>)[key] === undefined))
      throw new Error(`bulkInsert: every row must give the same columns (${keys.join(',')}; one gives ${definedKeys(row).join(',')})`);
  }
  const copy = copyFromOf(db);
  if (!copy) {
    for (let i = 0; i < rows.length; i += 1000)
      await db.insert(table).values(rows.slice(i, i + 1000).map((row) => ({ ...row, ...same })) as T['$inferInsert'][]);
    return;
  }
  const columns = keys.map((key) => all[key]!);
  const sameColumns = sameKeys.map((key) => all[key]!);
  const sameCells = sameKeys.map((key, i) => {
    const value = (same as Record<string, unknown>)[key];
    return value === null ? null : sameColumns[i]!.mapToDriverValue(value);
  });
  await copy(
    copyStatement(
      `"${getTableConfig(table).name}"`,
      [...columns, ...sameColumns].map((c) => `"${c.name}"`),
    ),
    toCsv(rows as ReadonlyArray<Record<string, unknown>>, [
      ...keys.map((key, i) => (row: Record<string, unknown>) => {
        const value = row[key];
        return value === null ? null : columns[i]!.mapToDriverValue(value);
      }),
      ...sameCells.map((cell) => () => cell),
    ]),
  );
}

/**
 * Inserts salary records with one `INSERT … SELECT FROM unnest(…)` per call: one parameter per
 * column instead of one per value, which loads an order of magnitude faster than a multi-row
 * VALUES list on both PGlite and PostgreSQL. Rows that collide on (source, source_ref) are skipped;
 * returns how many were inserted.
 */
export async function bulkInsertSalaryRecords(db: Db, rows: NewSalaryRecord[]): Promise<number> {
  if (rows.length === 0) return 0;
  // Rows without a source reference cannot collide (the only unique index is on it): COPY where it exists.
  const copy = copyFromOf(db);
  if (copy && rows.every((r) => r.sourceRef == null)) {
    const cells = [
      ...COLUMNS.map(
        ([, key]) =>
          (r: NewSalaryRecord) =>
            r[key] ?? (key === 'status' ? 'published' : null),
      ),
      ...ARRAY_COLUMNS.map(
        ([, key]) =>
          (r: NewSalaryRecord) =>
            arrayLiteral(r[key] as ReadonlyArray<string | number> | null),
      ),
    ];
    await copy(copyStatement('salary_records', [...COLUMNS.map(([c]) => c), ...ARRAY_COLUMNS.map(([c]) => c)]), toCsv(rows, cells));
    return rows.length;
  }
  // sql.param keeps each array one parameter (a plain array would be spread into many).
  const params = COLUMNS.map(
    ([, key, type]) =>
      sql`${sql.param(rows.map((r) => (r[key] ?? (key === 'status' ? 'published' : null)) as unknown))}::${sql.raw(type)}[]`,
  );
  const arrayParams = ARRAY_COLUMNS.map(
    ([, key]) => sql`${sql.param(rows.map((r) => arrayLiteral(r[key] as ReadonlyArray<string | number> | null)))}::text[]`,
  );
  const names = [...COLUMNS.map(([c]) => c), ...ARRAY_COLUMNS.map(([c]) => c)];
  const selects = [...COLUMNS.map((_, i) => `c${i}`), ...ARRAY_COLUMNS.map(([, , type], i) => `a${i}::${type}`)];
  const aliases = [...COLUMNS.map((_, i) => `c${i}`), ...ARRAY_COLUMNS.map((_, i) => `a${i}`)];
  const result = await db.execute(sql`
    insert into salary_records (${sql.raw(names.join(', '))})
    select ${sql.raw(selects.join(', '))}
    from unnest(${sql.join([...params, ...arrayParams], sql`, `)}) as t(${sql.raw(aliases.join(', '))})
    on conflict (source, source_ref) where source_ref is not null do nothing
  `);
  return (
    (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? rows.length
  );
}

/** One `INSERT … SELECT FROM unnest(…)` of plain columns: [column, key, PostgreSQL type]. */
async function insertUnnest<T extends object>(
  db: Db,
  table: string,
  columns: ReadonlyArray<readonly [column: string, key: keyof T & string, type: string]>,
  rows: readonly T[],
  returning?: string,
) {
  const copy = returning ? null : copyFromOf(db);
  if (copy) {
    return copy(
      copyStatement(
        table,
        columns.map(([c]) => c),
      ),
      toCsv(
        rows,
        columns.map(
          ([, key]) =>
            (r: T) =>
              r[key],
        ),
      ),
    );
  }
  const params = columns.map(([, key, type]) => sql`${sql.param(rows.map((r) => (r[key] ?? null) as unknown))}::${sql.raw(type)}[]`);
  const aliases = columns.map((_, i) => `c${i}`);
  return db.execute(sql`
    insert into ${sql.raw(table)} (${sql.raw(columns.map(([c]) => c).join(', '))})
    select ${sql.raw(aliases.join(', '))}
    from unnest(${sql.join(params, sql`, `)}) with ordinality as t(${sql.raw(aliases.join(', '))}, n)
    order by n
    ${returning ? sql.raw(`returning ${returning}`) : sql``}
  `);
}

/**
 * Inserts demo career people (one per country code given) and returns their ids in the order
 * given: ids come from one sequence in insertion order, which follows the list's order.
 */
export async function bulkInsertDemoPeople(db: Db, countryCodes: readonly string[]): Promise<number[]> {
  if (countryCodes.length === 0) return [];
  if (copyFromOf(db)) {
    // COPY returns nothing: one statement takes a block of ids first. PGlite runs one statement
    // at a time, so nothing else can take a value from the sequence between the nextval and the setval.
    const [block] = await queryRows<{ last: number }>(
      db,
      sql`select setval(s::regclass, nextval(s::regclass) + ${countryCodes.length - 1})::int as last from pg_get_serial_sequence('career_people', 'id') as s`,
    );
    const first = Number(block!.last) - countryCodes.length + 1;
    const rows = countryCodes.map((countryCode, i) => ({ id: first + i, countryCode: countryCode as 'in' | 'us', isDemo: true }));
    await bulkInsert(db, careerPeople, rows);
    return rows.map((r) => r.id);
  }
  const result = await insertUnnest(
    db,
    'career_people',
    [
      ['country_code', 'countryCode', 'text'],
      ['is_demo', 'isDemo', 'bool'],
    ],
    countryCodes.map((countryCode) => ({ countryCode, isDemo: true })),
    'id',
  );
  return ((result as { rows: Array<{ id: number }> }).rows ?? []).map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Inserts career positions in one statement (the career_version trigger fires once for it). */
export async function bulkInsertCareerPositions(db: Db, rows: NewCareerPosition[]): Promise<void> {
  if (rows.length === 0) return;
  await insertUnnest(
    db,
    'career_positions',
    [
      ['person_id', 'personId', 'int4'],
      ['company_id', 'companyId', 'int4'],
      ['title_id', 'titleId', 'int4'],
      ['level_id', 'levelId', 'int4'],
      ['standard_level', 'standardLevel', 'int2'],
      ['location_id', 'locationId', 'int4'],
      ['country_code', 'countryCode', 'text'],
      ['start_date', 'startDate', 'date'],
      ['end_date', 'endDate', 'date'],
      ['pay_total', 'payTotal', 'int4'],
      ['start_pay_total', 'startPayTotal', 'int4'],
    ],
    rows,
  );
}

/** Inserts career education rows in one statement. */
export async function bulkInsertCareerEducation(db: Db, rows: NewCareerEducation[]): Promise<void> {
  if (rows.length === 0) return;
  await insertUnnest(
    db,
    'career_education',
    [
      ['person_id', 'personId', 'int4'],
      ['school_id', 'schoolId', 'int4'],
      ['degree', 'degree', 'text'],
      ['major', 'major', 'text'],
      ['major_slug', 'majorSlug', 'text'],
      ['start_year', 'startYear', 'int2'],
      ['end_year', 'endYear', 'int2'],
    ],
    rows,
  );
}

/** The plain columns of a WARN notice, as bulkInsertWarnNotices writes them. */
const WARN_NOTICE_COLUMNS = [
  ['state', 'state', 'text'],
  ['identity_key', 'identityKey', 'text'],
  ['company_name', 'companyName', 'text'],
  ['company_id', 'companyId', 'int4'],
  ['site', 'site', 'text'],
  ['city', 'city', 'text'],
  ['county', 'county', 'text'],
  ['address', 'address', 'text'],
  ['notice_date', 'noticeDate', 'date'],
  ['effective_date', 'effectiveDate', 'date'],
  ['received_date', 'receivedDate', 'date'],
  ['state_ref', 'stateRef', 'text'],
  ['jobs', 'jobs', 'int4'],
  ['closure', 'closure', 'bool'],
  ['temporary', 'temporary', 'bool'],
  ['amendment', 'amendment', 'bool'],
  ['source_file', 'sourceFile', 'text'],
  ['source_date', 'sourceDate', 'date'],
] as const satisfies ReadonlyArray<readonly [string, keyof NewWarnNotice, string]>;

/**
 * Inserts WARN notices with one `INSERT … SELECT FROM unnest(…)`: one parameter per column (flags
 * as array literals, raw cells as JSON text, cast back), in the order given. A notice whose
 * identity key is already there is skipped. Returns the inserted notices' ids and companies: a
 * state's file is thousands of rows, and a multi-row VALUES list of 20 columns took the server's
 * event loop for 50–330 ms per 500 rows to build and send.
 */
export async function bulkInsertWarnNotices(
  db: Db,
  rows: readonly NewWarnNotice[],
): Promise<Array<{ id: number; companyId: number | null }>> {
  if (rows.length === 0) return [];
  const params = [
    ...WARN_NOTICE_COLUMNS.map(
      ([, key, type]) =>
        sql`${sql.param(rows.map((r) => (key === 'amendment' ? (r.amendment ?? false) : (r[key] ?? null)) as unknown))}::${sql.raw(type)}[]`,
    ),
    sql`${sql.param(rows.map((r) => arrayLiteral(r.flags ?? [])))}::text[]`,
    sql`${sql.param(rows.map((r) => JSON.stringify(r.raw)))}::text[]`,
  ];
  const names = [...WARN_NOTICE_COLUMNS.map(([c]) => c), 'flags', 'raw'];
  const aliases = names.map((_, i) => `c${i}`);
  const plain = WARN_NOTICE_COLUMNS.length;
  const selects = [...aliases.slice(0, plain), `c${plain}::text[]`, `c${plain + 1}::jsonb`];
  const result = await db.execute(sql`
    insert into warn_notices (${sql.raw(names.join(', '))})
    select ${sql.raw(selects.join(', '))}
    from unnest(${sql.join(params, sql`, `)}) with ordinality as t(${sql.raw(aliases.join(', '))}, n)
    order by n
    on conflict (identity_key) do nothing
    returning id, company_id
  `);
  return ((result as { rows?: Array<{ id: number | string; company_id: number | string | null }> }).rows ?? []).map((r) => ({
    id: Number(r.id),
    companyId: r.company_id === null ? null : Number(r.company_id),
  }));
}
