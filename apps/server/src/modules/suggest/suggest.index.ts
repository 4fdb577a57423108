import { performance } from 'node:perf_hooks';
import type { Db } from '@paysight/db';
import {
  CATALOG_TABLES,
  loadCompanies,
  loadFamilies,
  loadLevels,
  loadLocations,
  loadSchools,
  loadSkills,
  loadTitles,
  readDataVersion,
  readRecordsPacked,
  type CatalogTable,
  type DataVersion,
} from './suggest.queries.js';
import { buildViews, emptyCounts, type Catalog, type Counts, type RegionCounts, type Views } from './suggest.views.js';

/**
 * The typeahead snapshot: the catalogue and per-region record counts held in memory, built on
 * first use and kept fresh without a query per keystroke. See docs/decisions/010-typeahead-index.md.
 *
 * - The first request waits for the build; later requests never wait. When `refreshMs` has passed
 *   since the last check, a request starts one background check and is answered from the current
 *   snapshot; the new one replaces it when ready.
 * - The check is one cheap query (row count and highest id of each catalogue table, highest record
 *   id). A changed table is reloaded; new records are counted exactly and incrementally (ids above
 *   the last one counted), so an import shows within `refreshMs` without rescanning every record.
 * - Counting every record takes seconds on a large table (and PGlite runs it on the server's own
 *   thread), so the first build counts exactly only up to `exactLimit` records. Above that it
 *   estimates popularity from a page sample of about `sampleRows` records, answers at once, and
 *   counts exactly in the background, `chunkRecords` record ids at a time, whenever the server is
 *   idle (or every few seconds at least).
 * - The same background count runs when records were removed or edited (PostgreSQL's statistics
 *   show it; PGlite keeps none), and every `recountMs` when records were added since the last
 *   exact count.
 */

export interface SuggestIndexOptions {
  /** How long a snapshot is used before a request triggers a check for new data. Default 30 s. */
  refreshMs?: number;
  /** At most this often, an exact recount after incremental updates. Default 10 min. */
  recountMs?: number;
  /** Up to this many records, the first build counts them all before answering. Default 50,000. */
  exactLimit?: number;
  /** Records read for the first estimate above `exactLimit`. Default 10,000. */
  sampleRows?: number;
  /** Record ids read per step when counting (one query each). Default 20,000. */
  chunkRecords?: number;
  /** Resolves when the server has time for one step of the background count. Default: event loop mostly idle. */
  whenIdle?: () => Promise<void>;
  /** The clock, in milliseconds. */
  now?: () => number;
  /** Told about a failed background refresh or count (the previous snapshot stays in use). */
  onError?: (error: unknown) => void;
}

export const DEFAULT_REFRESH_MS = 30_000;
export const DEFAULT_RECOUNT_MS = 10 * 60_000;

interface Snapshot {
  version: DataVersion;
  catalog: Catalog;
  counts: Counts;
  /** Records with ids up to this one are in `counts`. */
  countedUpTo: number;
  /** Counts up to `exactUpTo` are exact; above it, exact deltas. Below it, a sample's estimate when `estimated`. */
  estimated: boolean;
  exactAt: number;
  exactUpTo: number;
  views: Views;
}

const LOADERS: Record<CatalogTable, (db: Db, catalog: Catalog) => Promise<void>> = {
  companies: async (db, c) => {
    c.companies = await loadCompanies(db);
  },
  titles: async (db, c) => {
    c.titles = await loadTitles(db);
  },
  job_families: async (db, c) => {
    // Titles carry their family's name, so a family change reloads both.
    c.families = await loadFamilies(db);
    c.titles = await loadTitles(db);
  },
  locations: async (db, c) => {
    c.locations = await loadLocations(db);
  },
  skills: async (db, c) => {
    c.skills = await loadSkills(db);
  },
  company_levels: async (db, c) => {
    c.levels = await loadLevels(db);
  },
  schools: async (db, c) => {
    c.schools = await loadSchools(db);
  },
};

function add(map: RegionCounts, id: number, region: 0 | 1, n: number) {
  let c = map.get(id);
  if (!c) map.set(id, (c = [0, 0]));
  c[region] += n;
}

/**
 * Adds packed records (see readRecordsPacked), each counting `scale` (a sample's records stand for
 * more), to `counts`. Synchronous, so no request sees half of them.
 */
export function applyPacked(counts: Counts, packed: string, scale = 1) {
  if (!packed) return;
  for (const record of packed.split(';')) {
    const f = record.split(',');
    const region: 0 | 1 = f[0] === '0' ? 0 : 1;
    const title = Number(f[1]);
    const company = Number(f[2]);
    const location = Number(f[3]);
    const level = Number(f[4]);
    add(counts.company, company, region, scale);
    add(counts.title, title, region, scale);
    let perCompany = counts.titleCompany.get(title);
    if (!perCompany) counts.titleCompany.set(title, (perCompany = new Map()));
    add(perCompany, company, region, scale);
    if (location) add(counts.location, location, region, scale);
    if (level) add(counts.level, level, region, scale);
    if (f[5]) for (const skill of f[5].split(' ')) add(counts.skill, Number(skill), region, scale);
    const school = Number(f[6] ?? 0);
    if (school) add(counts.school, school, region, scale);
  }
}

/** Counts the records with ids in (afterId, upToId] into `counts`, a step of `perStep` ids at a time, waiting for `before` ahead of each. */
async function countRange(db: Db, counts: Counts, afterId: number, upToId: number, perStep: number, before?: () => Promise<boolean>) {
  for (let from = afterId; from < upToId; from += perStep) {
    if (before && !(await before())) return false;
    applyPacked(counts, await readRecordsPacked(db, { afterId: from, upToId: Math.min(upToId, from + perStep) }));
  }
  return true;
}

/**
 * Waits until the event loop has been mostly idle for a short while, or at most `maxWaitMs` (so a
 * server that is never idle still finishes its background count, a short step now and then).
 */
async function eventLoopIdle(windowMs = 200, maxUtilization = 0.15, maxWaitMs = 5_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const start = performance.eventLoopUtilization();
    await new Promise<void>((resolve) => setTimeout(resolve, windowMs).unref());
    if (performance.eventLoopUtilization(start).utilization <= maxUtilization || Date.now() - started >= maxWaitMs) return;
  }
}

export class SuggestIndex {
  private snapshot: Snapshot | undefined;
  private building: Promise<Snapshot> | undefined;
  private refreshing: Promise<void> | undefined;
  private counting: Promise<void> | undefined;
  /** Serialises the steps that replace the snapshot from a database read (refresh, end of a background count). */
  private lock: Promise<unknown> = Promise.resolve();
  private checkedAt = 0;
  private closed = false;
  /** Set while counts are updated in place; left set if that failed, so the next refresh recounts. */
  private countsSuspect = false;
  private readonly refreshMs: number;
  private readonly recountMs: number;
  private readonly exactLimit: number;
  private readonly sampleRows: number;
  private readonly chunkRecords: number;
  private readonly whenIdle: () => Promise<void>;
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly db: Db,
    options: SuggestIndexOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? DEFAULT_REFRESH_MS;
    this.recountMs = options.recountMs ?? DEFAULT_RECOUNT_MS;
    this.exactLimit = options.exactLimit ?? 50_000;
    this.sampleRows = options.sampleRows ?? 10_000;
    this.chunkRecords = options.chunkRecords ?? 20_000;
    this.whenIdle = options.whenIdle ?? (() => eventLoopIdle());
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => {});
  }

  /** The answers from the current snapshot; builds it on first use, refreshes it in the background after that. */
  async views(): Promise<Views> {
    const snapshot = this.snapshot;
    if (!snapshot) {
      this.building ??= this.build().finally(() => {
        this.building = undefined;
      });
      return (await this.building).views;
    }
    if (!this.refreshing && !this.closed && this.now() - this.checkedAt >= this.refreshMs) {
      this.refreshing = this.exclusive(() => this.refresh())
        .catch((error: unknown) => this.onError(error))
        .finally(() => {
          this.refreshing = undefined;
        });
    }
    return snapshot.views;
  }

  /** Whether popularity is still an estimate from a sample (a background count is under way). */
  get estimated(): boolean {
    return this.snapshot?.estimated ?? false;
  }

  /** Checks for new data now and waits until the snapshot reflects it (and any background count has finished). */
  async refreshNow(): Promise<void> {
    if (!this.snapshot) await this.views();
    else await this.exclusive(() => this.refresh());
    await this.counting;
  }

  /** Stops background work (the server is shutting down). */
  close() {
    this.closed = true;
  }

  private exclusive<T>(step: () => Promise<T>): Promise<T> {
    const run = this.lock.then(step, step);
    this.lock = run.catch(() => {});
    return run;
  }

  private async build(): Promise<Snapshot> {
    const version = await readDataVersion(this.db);
    const catalog = {} as Catalog;
    for (const table of CATALOG_TABLES) await LOADERS[table](this.db, catalog);
    const counts = emptyCounts();
    const upTo = version.recordsMaxId;
    const estimated = upTo > this.exactLimit;
    if (estimated) {
      // Pages are sampled with this probability, so each sampled record stands for 100 / percent.
      const percent = Math.min(100, Math.max(0.01, (100 * this.sampleRows) / upTo));
      applyPacked(counts, await readRecordsPacked(this.db, { afterId: 0, upToId: upTo, samplePercent: percent }), 100 / percent);
    } else {
      await countRange(this.db, counts, version.recordsMinId - 1, upTo, this.chunkRecords);
    }
    const at = this.now();
    const snapshot: Snapshot = {
      version,
      catalog,
      counts,
      countedUpTo: upTo,
      estimated,
      exactAt: at,
      exactUpTo: estimated ? 0 : upTo,
      views: buildViews(catalog, counts),
    };
    this.snapshot = snapshot;
    this.checkedAt = at;
    if (estimated) this.startExactCount(upTo);
    return snapshot;
  }

  private async refresh(): Promise<void> {
    const current = this.snapshot;
    if (!current) return;
    this.checkedAt = this.now();
    const version = await readDataVersion(this.db);
    const changedTables = CATALOG_TABLES.filter((t) => version.tables[t] !== current.version.tables[t]);

    const maxId = version.recordsMaxId;
    const churned = version.recordsChurn !== current.version.recordsChurn;
    const dueForRecount = this.now() - current.exactAt >= this.recountMs && current.countedUpTo !== current.exactUpTo;
    const removed = maxId < current.countedUpTo;
    if (this.countsSuspect || removed || churned || dueForRecount) this.startExactCount(maxId);

    if (changedTables.length === 0 && maxId <= current.countedUpTo) {
      // After a removal the counts stay as they are until the exact count replaces them.
      this.snapshot = { ...current, version, countedUpTo: maxId, exactUpTo: Math.min(current.exactUpTo, maxId) };
      return;
    }

    const catalog: Catalog = { ...current.catalog };
    for (const table of changedTables) await LOADERS[table](this.db, catalog);
    const counts = current.counts;
    // After a removal, ids above the new highest are gone: count on from there.
    let countedUpTo = removed ? maxId : current.countedUpTo;
    if (maxId > countedUpTo) {
      // Added in place, a step at a time; views are rebuilt right below. Should a step fail, the
      // counts are partly updated: the next refresh then recounts everything.
      this.countsSuspect = true;
      await countRange(this.db, counts, countedUpTo, maxId, this.chunkRecords);
      countedUpTo = maxId;
    }
    const views = buildViews(catalog, counts);
    this.snapshot = { ...current, version, catalog, counts, countedUpTo, exactUpTo: Math.min(current.exactUpTo, countedUpTo), views };
    this.countsSuspect = false;
  }

  /** Counts every record up to `upTo` exactly, a chunk at a time when the server is idle, then swaps the counts in. */
  private startExactCount(upTo: number) {
    if (this.counting || this.closed) return;
    this.counting = this.exactCount(upTo)
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.counting = undefined;
      });
  }

  private async exactCount(upTo: number): Promise<void> {
    const counts = emptyCounts();
    const from = (this.snapshot?.version.recordsMinId ?? 1) - 1;
    const finished = await countRange(this.db, counts, from, upTo, this.chunkRecords, async () => {
      await this.whenIdle();
      return !this.closed;
    });
    if (!finished) return;
    await this.exclusive(async () => {
      const current = this.snapshot;
      if (!current || this.closed) return;
      // Records added while counting were counted into the current snapshot incrementally; count them here too.
      let countedUpTo = upTo;
      if (current.countedUpTo > upTo) {
        await countRange(this.db, counts, upTo, current.countedUpTo, this.chunkRecords);
        countedUpTo = current.countedUpTo;
      }
      const views = buildViews(current.catalog, counts);
      this.snapshot = { ...current, counts, countedUpTo, estimated: false, exactAt: this.now(), exactUpTo: countedUpTo, views };
      this.countsSuspect = false;
    });
  }
}
