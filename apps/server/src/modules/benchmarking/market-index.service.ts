import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Db } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import type { BenchColumns } from './benchmark.rules.js';
import { marketChunk, marketLookups, recordsVersion } from './benchmarking.queries.js';

/**
 * Every published salary record with a standard level, in memory as columns (ADR 030): a peer
 * benchmark reads a few hundred thousand records of its companies and groups them in tens of
 * milliseconds, where reading them from the database took a second. Records are indexed by company.
 *
 * The index follows `records_version` (a statement trigger bumps it on every change to the
 * records): a use that finds the version moved starts a reload in the background and is served the
 * index it has (stale by seconds); only the first use waits for a load. The load reads the records
 * a range of ids at a time and yields to requests between ranges.
 */

export interface MarketSnapshot extends BenchColumns {
  /** The record's id (salary_records.id). */
  id: Float64Array;
  version: number;
  size: number;
  /** 0: India, 1: the US. */
  country: Uint8Array;
  /** Row numbers of each company's records. */
  byCompany: Map<number, Int32Array>;
  /** Each company's record count by region ([India, US]). */
  recordsIn: Map<number, [number, number]>;
  /** Companies with generated demo records (a benchmark over them is labelled demo). */
  demoCompanies: Set<number>;
  loadMs: number;
}

export interface MarketIndex {
  /** The index (the first call waits for the first load; later ones may be served a stale index while it reloads). */
  snapshot(): Promise<MarketSnapshot>;
  /** Loads now when the version moved, and waits (tests, the bench). */
  reloadNow(): Promise<MarketSnapshot>;
}

export const COUNTRY_INDEX = { in: 0, us: 1 } as const;
/** Records a load reads at a time: small enough that reading and placing them stays well under the event loop budget (PGlite runs queries on this thread). */
const CHUNK = 5_000;

class Columns {
  size = 0;
  id = new Float64Array(1024);
  company = new Int32Array(1024);
  family = new Int32Array(1024);
  level = new Int8Array(1024);
  country = new Uint8Array(1024);
  metro = new Int32Array(1024);
  base = new Float64Array(1024);
  stock = new Float64Array(1024);
  bonus = new Float64Array(1024);
  total = new Float64Array(1024);
  day = new Int32Array(1024);

  grow(min: number) {
    if (min <= this.company.length) return;
    const cap = Math.max(min, this.company.length * 2);
    const g = <T extends Int32Array | Int8Array | Uint8Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(cap);
      b.set(a);
      return b;
    };
    this.id = g(this.id);
    this.company = g(this.company);
    this.family = g(this.family);
    this.level = g(this.level);
    this.country = g(this.country);
    this.metro = g(this.metro);
    this.base = g(this.base);
    this.stock = g(this.stock);
    this.bonus = g(this.bonus);
    this.total = g(this.total);
    this.day = g(this.day);
  }
}

const DAY_MS = 86_400_000;
const dayOf = (v: string | Date) => Math.floor((typeof v === 'string' ? Date.parse(`${v.slice(0, 10)}T00:00:00Z`) : v.getTime()) / DAY_MS);

/** Records one slice of a pass handles before it yields to requests. */
const SLICE = 20_000;

async function inSlices(size: number, work: (from: number, to: number) => void) {
  for (let from = 0; from < size; from += SLICE) {
    work(from, Math.min(size, from + SLICE));
    await yieldToRequests();
  }
}

async function load(db: Db): Promise<MarketSnapshot> {
  const started = performance.now();
  const version = await recordsVersion(db);
  const { families, metros, metroNames } = await marketLookups(db);
  const c = new Columns();
  const demoCompanies = new Set<number>();
  let after = 0;
  for (;;) {
    const rows = await marketChunk(db, after, CHUNK);
    if (rows.length === 0) break;
    c.grow(c.size + rows.length);
    for (const r of rows) {
      const i = c.size++;
      c.id[i] = Number(r.id);
      c.company[i] = r.company_id;
      c.family[i] = families.get(r.title_id) ?? -1;
      c.level[i] = r.standard_level;
      c.country[i] = r.country_code === 'us' ? 1 : 0;
      c.metro[i] = r.location_id === null ? -1 : (metros.get(r.location_id) ?? -1);
      c.base[i] = r.base;
      c.stock[i] = r.stock_yearly ?? 0;
      c.bonus[i] = r.bonus ?? 0;
      c.total[i] = r.total;
      c.day[i] = dayOf(r.reported_on);
      if (r.demo) demoCompanies.add(r.company_id);
    }
    after = Number(rows[rows.length - 1]!.id);
    if (rows.length < CHUNK) break;
    await yieldToRequests();
  }
  // Rows by company: count, then place. Each pass over every record runs a slice at a time with a
  // yield between: a first load runs before the code is optimised, where one pass over 200,000
  // records held the event loop for over 100 ms.
  const counts = new Map<number, number>();
  const recordsIn = new Map<number, [number, number]>();
  await inSlices(c.size, (from, to) => {
    for (let i = from; i < to; i++) {
      const id = c.company[i]!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
      let n = recordsIn.get(id);
      if (!n) recordsIn.set(id, (n = [0, 0]));
      n[c.country[i]!]! += 1;
    }
  });
  const byCompany = new Map<number, Int32Array>();
  const fill = new Map<number, number>();
  for (const [id, n] of counts) {
    byCompany.set(id, new Int32Array(n));
    fill.set(id, 0);
  }
  await inSlices(c.size, (from, to) => {
    for (let i = from; i < to; i++) {
      const id = c.company[i]!;
      const at = fill.get(id)!;
      byCompany.get(id)![at] = i;
      fill.set(id, at + 1);
    }
  });
  return {
    version,
    size: c.size,
    id: c.id,
    company: c.company,
    family: c.family,
    level: c.level,
    country: c.country,
    metro: c.metro,
    metroNames,
    base: c.base,
    stock: c.stock,
    bonus: c.bonus,
    total: c.total,
    day: c.day,
    byCompany,
    recordsIn,
    demoCompanies,
    loadMs: Math.round(performance.now() - started),
  };
}

export function createMarketIndex(db: Db, log?: FastifyBaseLogger): MarketIndex {
  let current: MarketSnapshot | null = null;
  let loading: Promise<MarketSnapshot> | null = null;
  const reload = () => {
    loading ??= load(db)
      .then((snap) => {
        current = snap;
        log?.info({ records: snap.size, version: snap.version, ms: snap.loadMs }, 'market index loaded');
        return snap;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  return {
    async snapshot() {
      if (!current) return reload();
      const version = await recordsVersion(db);
      if (version !== current.version) {
        // Served stale meanwhile; a failed reload is logged and tried again by the next use.
        reload().catch((err: unknown) => log?.error({ err }, 'market index reload failed'));
      }
      return current;
    },
    async reloadNow() {
      if (loading) await loading;
      if (current && (await recordsVersion(db)) === current.version) return current;
      return reload();
    },
  };
}
