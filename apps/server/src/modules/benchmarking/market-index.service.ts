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

async function load(db: Db): Promise<MarketSnapshot> {
  const started = performance.now();
  const version = await recordsVersion(db);
  const { families, metros, metroNames } = await marketLookups(db);
  const c = new Columns();
  const demoCompanies = new Set<number>();
  let after = 0;
  for (;;) {
    const chunk = await marketChunk(db, after, CHUNK);
    if (chunk.n === 0) break;
    const at = c.size;
    c.grow(at + chunk.n);
    c.id.set(chunk.id, at);
    c.company.set(chunk.company, at);
    c.level.set(chunk.level, at);
    c.country.set(chunk.us, at);
    c.base.set(chunk.base, at);
    c.stock.set(chunk.stock, at);
    c.bonus.set(chunk.bonus, at);
    c.total.set(chunk.total, at);
    c.day.set(chunk.day, at);
    for (let k = 0; k < chunk.n; k++) {
      c.family[at + k] = families.get(chunk.title[k]!) ?? -1;
      const location = chunk.location[k]!;
      c.metro[at + k] = location === -1 ? -1 : (metros.get(location) ?? -1);
    }
    c.size += chunk.n;
    for (const id of chunk.demo_companies ?? []) demoCompanies.add(id);
    after = chunk.last_id;
    if (chunk.n < CHUNK) break;
    await yieldToRequests();
  }
  // Rows by company: count into arrays indexed by company id (ids are small integers), then place.
  // Typed arrays, not maps: one pass over 200,000 records is a millisecond or two, even cold.
  let maxCompany = 0;
  for (let i = 0; i < c.size; i++) if (c.company[i]! > maxCompany) maxCompany = c.company[i]!;
  const counts = new Int32Array(maxCompany + 1);
  const usCounts = new Int32Array(maxCompany + 1);
  for (let i = 0; i < c.size; i++) {
    const id = c.company[i]!;
    counts[id]! += 1;
    usCounts[id]! += c.country[i]!;
  }
  await yieldToRequests();
  const byCompany = new Map<number, Int32Array>();
  const recordsIn = new Map<number, [number, number]>();
  for (let id = 0; id <= maxCompany; id++) {
    if (counts[id] === 0) continue;
    byCompany.set(id, new Int32Array(counts[id]!));
    recordsIn.set(id, [counts[id]! - usCounts[id]!, usCounts[id]!]);
  }
  const fill = new Int32Array(maxCompany + 1);
  const rowsOf: (Int32Array | undefined)[] = new Array(maxCompany + 1);
  for (const [id, rows] of byCompany) rowsOf[id] = rows;
  for (let i = 0; i < c.size; i++) {
    const id = c.company[i]!;
    rowsOf[id]![fill[id]!++] = i;
  }
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
