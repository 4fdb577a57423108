import { standardLevelName, type api, type Region, currencyForCountry } from '@paysight/contract';
import { benchmarkCells, dayNumber, HIDDEN_MESSAGES, RECENT_MONTHS, shiftMonths, TIER_1_METROS } from './benchmark.rules.js';
import { familiesWithTitles } from './benchmarking.queries.js';
import { cityTiers, type BenchmarkingDeps } from './benchmarking.service.js';
import { COUNTRY_INDEX, type MarketSnapshot } from './market-index.service.js';

/**
 * The employers' landing's examples (GET /employers/showcase): the whole region's market as the
 * peer, through the same cells and rules as a workspace's benchmark, aged to today. Computed once
 * per market index, region and day.
 */

const PREFERRED_FAMILY = 'software-engineering';
/** The level compared across metros (mid-level: the most widely reported). */
const METRO_LEVEL = 3;
const METRO_ROWS = 12;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

const memos = new WeakMap<MarketSnapshot, Map<string, api.EmployerShowcase>>();

export async function employerShowcase(deps: BenchmarkingDeps, cc: Region): Promise<api.EmployerShowcase> {
  const snap = await deps.market.snapshot();
  const effectiveDate = deps.now().toISOString().slice(0, 10);
  const key = `${cc}|${effectiveDate}`;
  let memo = memos.get(snap);
  if (!memo) memos.set(snap, (memo = new Map()));
  const known = memo.get(key);
  if (known) return known;
  const built = await build(deps, snap, cc, effectiveDate);
  memo.set(key, built);
  return built;
}

async function build(deps: BenchmarkingDeps, snap: MarketSnapshot, cc: Region, effectiveDate: string): Promise<api.EmployerShowcase> {
  const country = COUNTRY_INDEX[cc];
  const agingRate = deps.agingRates[cc];
  const recentFrom = dayNumber(shiftMonths(effectiveDate, -RECENT_MONTHS));
  const rows: number[] = [];
  const companies = new Set<number>();
  const families = new Map<number, number>();
  const metros = new Map<number, number>();
  let recent = 0;
  let isDemo = false;
  for (let i = 0; i < snap.size; i++) {
    if (snap.country[i] !== country) continue;
    rows.push(i);
    const company = snap.company[i]!;
    companies.add(company);
    if (!isDemo && snap.demoCompanies.has(company)) isDemo = true;
    const family = snap.family[i]!;
    if (family >= 0) families.set(family, (families.get(family) ?? 0) + 1);
    const metro = snap.metro[i]!;
    if (metro >= 0) metros.set(metro, (metros.get(metro) ?? 0) + 1);
    if (snap.day[i]! >= recentFrom) recent += 1;
  }

  const familyRows = await familiesWithTitles(deps.db);
  const familyInfo = new Map(familyRows.map((f) => [f.id, { slug: f.slug, name: f.name }]));
  const preferred = familyRows.find((f) => f.slug === PREFERRED_FAMILY && families.has(f.id));
  const familyId = preferred?.id ?? [...families.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? -1;
  const family = familyInfo.get(familyId) ?? { slug: PREFERRED_FAMILY, name: 'Software Engineering' };
  const byCount = [...metros.entries()].sort((a, b) => b[1] - a[1]).map(([m]) => snap.metroNames[m]!);
  const metro = byCount[0] ?? '';

  const familyRowsOnly = rows.filter((i) => snap.family[i] === familyId);
  const opts = { effectiveDate, agingRate };
  const ladder = metro ? benchmarkCells(snap, familyRowsOnly, { ...opts, locations: [metro] }) : [];
  const all = benchmarkCells(snap, familyRowsOnly, { ...opts, locations: [] });
  const withStock = new Map<number, [number, number]>();
  for (const i of familyRowsOnly) {
    const n = withStock.get(snap.level[i]!) ?? [0, 0];
    n[0] += snap.stock[i]! > 0 ? 1 : 0;
    n[1] += 1;
    withStock.set(snap.level[i]!, n);
  }
  const atLevel = familyRowsOnly.filter((i) => snap.level[i] === METRO_LEVEL);
  const metroCells = benchmarkCells(snap, atLevel, { ...opts, locations: byCount.slice(0, METRO_ROWS) });
  const tiers = cc === 'in' ? await cityTiers(deps) : null;

  return {
    countryCode: cc,
    currency: currencyForCountry(cc),
    effectiveDate,
    agingRate,
    isDemo,
    market: {
      records: rows.length,
      companies: companies.size,
      families: families.size,
      metros: metros.size,
      recentShare: rows.length ? round3(recent / rows.length) : 0,
    },
    family,
    metro,
    ladder: ladder.map((c) => ({
      level: c.level,
      levelName: standardLevelName(c.level),
      hidden: c.hidden ? HIDDEN_MESSAGES[c.hidden] : null,
      evidence: c.hidden
        ? null
        : {
            records: c.evidence.records,
            companies: c.evidence.companies,
            recentShare: round3(c.evidence.recentShare),
            spread: round3(c.evidence.spread ?? 0),
          },
      total: c.total ? { p25: c.total.p25, p50: c.total.p50, p75: c.total.p75 } : null,
    })),
    mix: all
      .filter((c) => c.hidden === null)
      .map((c) => {
        const [stocked, n] = withStock.get(c.level) ?? [0, 1];
        return {
          level: c.level,
          levelName: standardLevelName(c.level),
          base: c.base!.p50,
          bonus: c.bonus!.p50,
          stock: c.stock!.p50,
          total: c.total!.p50,
          withStock: round3(stocked / n),
        };
      }),
    metros: {
      level: METRO_LEVEL,
      levelName: standardLevelName(METRO_LEVEL),
      rows: metroCells
        .filter((c) => c.hidden === null)
        .map((c) => ({
          metro: c.location,
          tier: cc === 'in' ? (TIER_1_METROS.includes(c.location) ? (1 as const) : (2 as const)) : null,
          total: { p25: c.total!.p25, p50: c.total!.p50, p75: c.total!.p75 },
          records: c.evidence.records,
          companies: c.evidence.companies,
        }))
        .sort((a, b) => b.total.p50 - a.total.p50),
    },
    tier2VsTier1: tiers?.tier2VsTier1 ?? null,
  };
}

const metroMemo = new WeakMap<MarketSnapshot, api.Metros>();

/** GET /entities/metros: each region's metros with levelled records, most records first (once per index). */
export async function marketMetros(deps: BenchmarkingDeps): Promise<api.Metros> {
  const snap = await deps.market.snapshot();
  const known = metroMemo.get(snap);
  if (known) return known;
  const counts: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
  for (let i = 0; i < snap.size; i++) {
    const m = snap.metro[i]!;
    if (m < 0) continue;
    const c = counts[snap.country[i]!]!;
    c.set(m, (c.get(m) ?? 0) + 1);
  }
  const names = (c: Map<number, number>) =>
    [...c.entries()]
      .sort((a, b) => b[1] - a[1] || (snap.metroNames[a[0]]! < snap.metroNames[b[0]]! ? -1 : 1))
      .map(([m]) => snap.metroNames[m]!);
  const data = { metros: { in: names(counts[COUNTRY_INDEX.in]), us: names(counts[COUNTRY_INDEX.us]) } };
  metroMemo.set(snap, data);
  return data;
}
