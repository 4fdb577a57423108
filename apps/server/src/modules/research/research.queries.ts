import type { Region } from '@paysight/contract';
import { queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';
import { publishedRecords } from '../salary-records/salary-records.service.js';
import { singularKey, titleKey } from './research.rules.js';

/** One (key → occupation) entry of the title map. */
export interface TitleHit {
  onetSoc: string;
  /** The title as O*NET spells it. */
  title: string;
}

/**
 * Title keys → O*NET occupations, held in memory (about 53,000 alternate titles, a few MB):
 * alternate titles (by their stored titleKey, the title without its parenthesised short form),
 * their short forms ("QA Engineer"), and the occupations' own titles from the exposure table
 * (keyed as written and in the singular: "Registered Nurses" answers "Registered Nurse").
 */
export interface TitleMap {
  alternates: Map<string, TitleHit[]>;
  shortTitles: Map<string, TitleHit[]>;
  occupations: Map<string, TitleHit[]>;
  /** O*NET-SOC code → the occupation's title in the exposure table. */
  occupationTitles: Map<string, string>;
}

/**
 * Freshness of the map: the importer runs in another process (the CLI), so a server cannot be told.
 * At most every REFRESH_MS a request reads a watermark (row count and highest id of the alternate
 * titles, row count of the exposure table; index-only, cheap); a re-import deletes and inserts, so
 * the highest id always moves. An import in this process forgets the map at once (forgetTitleMap).
 */
const REFRESH_MS = 30_000;

interface Held {
  map: Promise<TitleMap>;
  watermark: string;
  checkedAt: number;
}
const held = new WeakMap<Db, Held>();

export function forgetTitleMap(db: Db) {
  held.delete(db);
}

async function watermarkOf(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: number; m: number; e: number }>(
    db,
    sql`select (select count(*) from onet_alternate_titles)::int as n,
               (select coalesce(max(id), 0) from onet_alternate_titles)::int as m,
               (select count(*) from occupation_ai_exposure)::int as e`,
  );
  return `${row!.n}:${row!.m}:${row!.e}`;
}

const add = (map: Map<string, TitleHit[]>, key: string, hit: TitleHit) => {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [hit]);
  else if (!list.some((h) => h.onetSoc === hit.onetSoc)) list.push(hit);
};

async function loadTitleMap(db: Db): Promise<TitleMap> {
  const alternates = await queryRows<{ onet_soc: string; title: string; title_key: string; short_title: string | null }>(
    db,
    sql`select onet_soc, title, title_key, short_title from onet_alternate_titles order by onet_soc, id`,
  );
  const occupations = await queryRows<{ onet_soc: string; title: string }>(db, sql`select onet_soc, title from occupation_ai_exposure`);
  const map: TitleMap = { alternates: new Map(), shortTitles: new Map(), occupations: new Map(), occupationTitles: new Map() };
  for (const r of alternates) {
    add(map.alternates, r.title_key, { onetSoc: r.onet_soc, title: r.title });
    if (r.short_title) add(map.shortTitles, titleKey(r.short_title), { onetSoc: r.onet_soc, title: r.short_title });
  }
  for (const r of occupations) {
    map.occupationTitles.set(r.onet_soc, r.title);
    const key = titleKey(r.title);
    add(map.occupations, key, { onetSoc: r.onet_soc, title: r.title });
    add(map.occupations, singularKey(key), { onetSoc: r.onet_soc, title: r.title });
  }
  return map;
}

export async function titleMapOf(db: Db, now = Date.now()): Promise<TitleMap> {
  const current = held.get(db);
  if (current && now - current.checkedAt < REFRESH_MS) return current.map;
  const watermark = await watermarkOf(db);
  if (current && current.watermark === watermark) {
    current.checkedAt = now;
    return current.map;
  }
  const map = loadTitleMap(db);
  held.set(db, { map, watermark, checkedAt: now });
  map.catch(() => held.delete(db));
  return map;
}

// ---------------------------------------------------------------------------------------------

export interface ExposureRow {
  onet_soc: string;
  title: string;
  gpt4_alpha: number;
  gpt4_beta: number;
  gpt4_gamma: number;
  human_alpha: number;
  human_beta: number;
  human_gamma: number;
}

export async function exposureOf(db: Db, codes: string[]): Promise<Map<string, ExposureRow>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<ExposureRow>(
    db,
    sql`select * from occupation_ai_exposure where onet_soc = any(${sql.param(codes)}::text[])`,
  );
  return new Map(rows.map((r) => [r.onet_soc, r]));
}

/** Applicability scores with their percentile (0–100: share of rated occupations scoring lower). */
export async function applicabilityOf(db: Db, socs: string[]): Promise<Map<string, { score: number; percentile: number }>> {
  if (socs.length === 0) return new Map();
  const rows = await queryRows<{ soc: string; score: number; pr: number }>(
    db,
    sql`select soc, score, pr from (
          select soc, score, percent_rank() over (order by score) as pr from occupation_ai_applicability
        ) a where soc = any(${sql.param(socs)}::text[])`,
  );
  return new Map(rows.map((r) => [r.soc, { score: Number(r.score), percentile: Math.round(Number(r.pr) * 1000) / 10 }]));
}

export interface WagesRow {
  soc: string;
  title: string;
  group_level: string;
  employment: number | null;
  annual_mean: number | null;
  annual_p10: number | null;
  annual_p25: number | null;
  annual_median: number | null;
  annual_p75: number | null;
  annual_p90: number | null;
  top_coded: string[] | null;
  period: string;
}

export async function wagesOf(db: Db, socs: string[]): Promise<Map<string, WagesRow>> {
  if (socs.length === 0) return new Map();
  const rows = await queryRows<WagesRow>(db, sql`select * from occupation_wages where soc = any(${sql.param(socs)}::text[])`);
  return new Map(rows.map((r) => [r.soc, r]));
}

/** Listed jobs (updated since `since`) in the region with the title (catalogue title, or the posted title itself), by month posted. */
export async function jobsByMonth(db: Db, cc: Region, titleId: number | null, title: string, since: Date) {
  const titleMatch =
    titleId === null
      ? sql`lower(j.title) = ${title.toLowerCase()}`
      : sql`(j.title_id = ${titleId} or lower(j.title) = ${title.toLowerCase()})`;
  return queryRows<{ month: string; jobs: number }>(
    db,
    sql`select to_char(j.posted_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as jobs
        from jobs j
        where j.updated_at >= ${since.toISOString()}::timestamptz and ${cc} = any(j.country_codes) and ${titleMatch}
        group by 1 order by 1`,
  );
}

/** Median yearly total of published records for the title in the region by quarter; only quarters with at least minSlice records. */
export async function payByQuarter(db: Db, cc: Region, titleId: number, minSlice: number) {
  const rows = await queryRows<{ quarter: string; count: number; median: number }>(
    db,
    sql`select to_char(r.reported_on, 'YYYY') || '-Q' || to_char(r.reported_on, 'Q') as quarter, count(*)::int as count,
               percentile_cont(0.5) within group (order by r.total) as median
        from ${publishedRecords('r')}
        where r.country_code = ${cc} and r.title_id = ${titleId}
        group by 1 having count(*) >= ${minSlice} order by 1`,
  );
  return rows.map((r) => ({ quarter: r.quarter, count: r.count, median: Math.round(Number(r.median)) }));
}

/** The titles of a company's published records in the region, each with at least minSlice records, most held first. */
export async function companyTitles(db: Db, cc: Region, companyId: number, minSlice: number) {
  return queryRows<{ id: number; name: string; slug: string; count: number }>(
    db,
    sql`select t.id, t.name, t.slug, count(*)::int as count
        from ${publishedRecords('r')} join titles t on t.id = r.title_id
        where r.country_code = ${cc} and r.company_id = ${companyId}
        group by t.id, t.name, t.slug having count(*) >= ${minSlice}
        order by count desc, t.name`,
  );
}
