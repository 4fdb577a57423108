import { STANDARD_LEVELS, type api, type Region } from '@paysight/contract';
import { byPopularity, makeRanking, TextIndex, type Ranking } from './matcher.js';
import { aliasesOf } from '../catalog/aliases.rules.js';
import { makeDoc, prepareQuery, type Doc } from './normalize.rules.js';
import type { CompanyRow, FamilyRow, LevelRow, LocationRow, SchoolRow, SkillRow, TitleRow } from './suggest.queries.js';

export type { Region };

/**
 * The answers of the suggest calls, computed from an in-memory snapshot of the catalogue and of
 * record counts (built by suggest.index.ts). Everything here is synchronous and pure.
 */

type Scope = 'all' | Region;
type Src = 'peer' | 'salary';

/** Published records per id: [India, United States]; estimates (not whole numbers) while sampled. */
export type RegionCounts = Map<number, [number, number]>;

export interface Counts {
  company: RegionCounts;
  title: RegionCounts;
  location: RegionCounts;
  level: RegionCounts;
  skill: RegionCounts;
  /** Records naming the school a member studied at. */
  school: RegionCounts;
  /** title id → company id → [India, United States]. */
  titleCompany: Map<number, RegionCounts>;
}

export const emptyCounts = (): Counts => ({
  company: new Map(),
  title: new Map(),
  location: new Map(),
  level: new Map(),
  skill: new Map(),
  school: new Map(),
  titleCompany: new Map(),
});

export interface Catalog {
  companies: CompanyRow[];
  titles: TitleRow[];
  families: FamilyRow[];
  locations: LocationRow[];
  skills: SkillRow[];
  levels: LevelRow[];
  schools: SchoolRow[];
}

interface Weights {
  all: Float64Array;
  in: Float64Array;
  us: Float64Array;
}

function weigh(ids: readonly number[], counts: RegionCounts): Weights {
  const w: Weights = { all: new Float64Array(ids.length), in: new Float64Array(ids.length), us: new Float64Array(ids.length) };
  ids.forEach((id, i) => {
    const c = counts.get(id);
    if (!c) return;
    w.in[i] = c[0];
    w.us[i] = c[1];
    w.all[i] = c[0] + c[1];
  });
  return w;
}

function rankings(weights: Weights, names: readonly string[]): Record<Scope, Ranking> {
  return {
    all: makeRanking(names.length, byPopularity(weights.all, names)),
    in: makeRanking(names.length, byPopularity(weights.in, names)),
    us: makeRanking(names.length, byPopularity(weights.us, names)),
  };
}

/** Text indexes depend only on the catalogue rows: kept while those rows are unchanged. */
const textIndexes = new WeakMap<object, TextIndex>();
function textIndexFor(rows: object, docs: () => Doc[]): TextIndex {
  let index = textIndexes.get(rows);
  if (!index) {
    index = new TextIndex(docs());
    textIndexes.set(rows, index);
  }
  return index;
}

/** Query text → prepared query; undefined when something was typed that folds to nothing ("%"). */
function prepare(q: string, legalForms = false) {
  const prepared = prepareQuery(q, { legalForms });
  return q.trim() && !prepared ? undefined : prepared;
}

// ---------------------------------------------------------------------------------------------

export interface Views {
  companies(q: string, limit: number, region?: Region, src?: Src): api.SuggestCompanyItem[];
  titles(q: string, limit: number, region?: Region): api.SuggestTitleItem[];
  mcTitles(q: string, limit: number, region?: Region, src?: Src): api.SuggestMcTitleItem[];
  locations(q: string, limit: number, region?: Region): api.SuggestLocationItem[];
  skills(q: string, limit: number, region?: Region): api.SuggestSkillItem[];
  levels(q: string, limit: number, filter: { company?: string; family?: string; title?: string }): api.SuggestLevelItem[];
  countries(q: string, limit: number): api.SuggestCountryItem[];
  schools(q: string, limit: number, region?: Region): api.SuggestSchoolItem[];
}

export function buildViews(catalog: Catalog, counts: Counts): Views {
  // Companies ----------------------------------------------------------------------------------
  const companyRows = catalog.companies;
  const companyIndex = textIndexFor(companyRows, () =>
    companyRows.map((c) =>
      makeDoc(c.name, { legalForms: true, initials: true, aliases: [c.slug.replace(/-/g, ' '), ...aliasesOf('company', c.name)] }),
    ),
  );
  const companyNames = companyRows.map((c) => c.name);
  const companyWeights = weigh(
    companyRows.map((c) => c.id),
    counts.company,
  );
  const companyRankings = rankings(companyWeights, companyNames);
  const companyById = new Map(companyRows.map((c) => [c.id, c]));
  const companyBySlug = new Map(companyRows.map((c) => [c.slug, c]));

  // Titles -------------------------------------------------------------------------------------
  const titleRows = catalog.titles;
  const titleIndex = textIndexFor(titleRows, () =>
    titleRows.map((t) => makeDoc(t.name, { initials: true, aliases: aliasesOf('title', t.name) })),
  );
  const titleWeights = weigh(
    titleRows.map((t) => t.id),
    counts.title,
  );
  const titleRankings = rankings(
    titleWeights,
    titleRows.map((t) => t.name),
  );
  const titleBySlug = new Map(titleRows.map((t) => [t.slug, t]));
  const familyBySlug = new Map(catalog.families.map((f) => [f.slug, f]));

  /** The three companies reporting each title most, per scope. */
  const topCompanies = (titleId: number, scope: Scope) => {
    const perCompany = counts.titleCompany.get(titleId);
    if (!perCompany) return [];
    const top: Array<{ company: CompanyRow; n: number }> = [];
    for (const [companyId, c] of perCompany) {
      const n = scope === 'all' ? c[0] + c[1] : scope === 'in' ? c[0] : c[1];
      const company = companyById.get(companyId);
      if (n <= 0 || !company) continue;
      if (top.length === 3) {
        const last = top[2]!;
        if (n < last.n || (n === last.n && company.name >= last.company.name)) continue;
        top.pop();
      }
      let at = top.length;
      while (at > 0 && (top[at - 1]!.n < n || (top[at - 1]!.n === n && top[at - 1]!.company.name > company.name))) at--;
      top.splice(at, 0, { company, n });
    }
    return top.map(({ company, n }) => ({ id: company.id, name: company.name, slug: company.slug, count: Math.round(n) }));
  };

  // Locations ----------------------------------------------------------------------------------
  const locationRows = catalog.locations;
  const locationIndex = textIndexFor(locationRows, () =>
    locationRows.map((l) => makeDoc(l.city, { aliases: aliasesOf('city', l.city), extra: l.state })),
  );
  const locationRanking = makeRanking(
    locationRows.length,
    byPopularity(
      weigh(
        locationRows.map((l) => l.id),
        counts.location,
      ).all,
      locationRows.map((l) => l.city),
    ),
  );

  // Skills -------------------------------------------------------------------------------------
  const skillRows = catalog.skills;
  const skillIndex = textIndexFor(skillRows, () =>
    skillRows.map((s) => makeDoc(s.name, { initials: true, aliases: aliasesOf('skill', s.name) })),
  );
  const skillWeights = weigh(
    skillRows.map((s) => s.id),
    counts.skill,
  );
  const skillRankings = rankings(
    skillWeights,
    skillRows.map((s) => s.name),
  );

  // Schools: popularity is every record naming the school; a school carries its own region --------
  const schoolRows = catalog.schools;
  const schoolIndex = textIndexFor(schoolRows, () =>
    schoolRows.map((s) => makeDoc(s.name, { initials: true, aliases: aliasesOf('school', s.name) })),
  );
  const schoolWeights = weigh(
    schoolRows.map((s) => s.id),
    counts.school,
  ).all;
  const schoolRanking = makeRanking(
    schoolRows.length,
    byPopularity(
      schoolWeights,
      schoolRows.map((s) => s.name),
    ),
  );

  // Company levels: one entry per (company, level name, standard level) across job families ------
  const levelGroups = levelGroupsOf(catalog.levels);
  const levelIndex = textIndexFor(levelGroups, () => levelGroups.map((g) => makeDoc(g.name, { numerals: true })));
  const levelWeights = levelGroups.map((g) => g.levelIds.reduce((sum, id) => sum + sumOf(counts.level.get(id)), 0));
  const levelLower = levelGroups.map((g) => g.name.toLowerCase());
  const levelCompare = (ladder: boolean) => (a: number, b: number) => {
    const ga = levelGroups[a]!;
    const gb = levelGroups[b]!;
    const popularity = levelWeights[b]! - levelWeights[a]!;
    const step = ga.standardLevel - gb.standardLevel;
    const first = ladder ? step || popularity : popularity || step;
    if (first !== 0) return first;
    const la = levelLower[a]!;
    const lb = levelLower[b]!;
    return la.length - lb.length || (la < lb ? -1 : la > lb ? 1 : a - b);
  };
  const levelPopular = makeRanking(levelGroups.length, levelCompare(false));
  const levelLadder = makeRanking(levelGroups.length, levelCompare(true));

  // Countries ----------------------------------------------------------------------------------
  const countryTotals: [number, number] = [0, 0];
  for (const c of counts.company.values()) {
    countryTotals[0] += c[0];
    countryTotals[1] += c[1];
  }
  const countryRanking = makeRanking(
    COUNTRIES.length,
    byPopularity(
      COUNTRIES.map((c) => countryTotals[c.code === 'in' ? 0 : 1]),
      COUNTRY_NAMES,
    ),
  );

  return {
    companies(q, limit, region, src) {
      const query = prepare(q, true);
      if (query === undefined) return [];
      const scope: Scope = region ?? 'all';
      const weights = companyWeights[scope];
      const docs = companyIndex.search(query, {
        ranking: companyRankings[scope],
        limit,
        accept: src === 'salary' ? (d) => weights[d]! > 0 : undefined,
      });
      return docs.map((d) => companyRows[d]!);
    },

    titles(q, limit, region) {
      const query = prepare(q);
      if (query === undefined) return [];
      const docs = titleIndex.search(query, { ranking: titleRankings[region ?? 'all'], limit });
      return docs.map((d) => {
        const t = titleRows[d]!;
        return { id: t.id, name: t.name, slug: t.slug, family: t.family };
      });
    },

    mcTitles(q, limit, region, src) {
      const query = prepare(q);
      if (query === undefined) return [];
      const scope: Scope = region ?? 'all';
      const weights = titleWeights[scope];
      const docs = titleIndex.search(query, {
        ranking: titleRankings[scope],
        limit,
        accept: src === 'salary' ? (d) => weights[d]! > 0 : undefined,
      });
      return docs.map((d) => {
        const t = titleRows[d]!;
        return {
          id: t.id,
          name: t.name,
          slug: t.slug,
          family: t.family,
          count: Math.round(weights[d]!),
          companies: topCompanies(t.id, scope),
        };
      });
    },

    locations(q, limit, region) {
      const query = prepare(q);
      if (query === undefined) return [];
      const docs = locationIndex.search(query, {
        ranking: locationRanking,
        limit,
        accept: region ? (d) => locationRows[d]!.countryCode === region : undefined,
      });
      return docs.map((d) => locationRows[d]!);
    },

    skills(q, limit, region) {
      const query = prepare(q);
      if (query === undefined) return [];
      const scope: Scope = region ?? 'all';
      const docs = skillIndex.search(query, { ranking: skillRankings[scope], limit });
      return docs.map((d) => {
        const s = skillRows[d]!;
        return { id: s.id, name: s.name, slug: s.slug, count: Math.round(skillWeights[scope][d]!) };
      });
    },

    levels(q, limit, filter) {
      const query = prepare(q);
      if (query === undefined) return [];
      let companyId: number | undefined;
      if (filter.company) {
        const company = companyBySlug.get(filter.company);
        if (!company) return [];
        companyId = company.id;
      }
      let familyId: number | undefined;
      if (filter.family) {
        const family = familyBySlug.get(filter.family);
        if (!family) return [];
        familyId = family.id;
      }
      if (filter.title) {
        const title = titleBySlug.get(filter.title);
        if (!title || (familyId !== undefined && familyId !== title.familyId)) return [];
        familyId = title.familyId;
      }
      const accept =
        companyId === undefined && familyId === undefined
          ? (d: number) => companyById.has(levelGroups[d]!.companyId)
          : (d: number) => {
              const g = levelGroups[d]!;
              return (
                (companyId === undefined ? companyById.has(g.companyId) : g.companyId === companyId) &&
                (familyId === undefined || g.familyIds.includes(familyId))
              );
            };
      const docs = levelIndex.search(query, { ranking: companyId === undefined ? levelPopular : levelLadder, limit, accept });
      return docs.map((d) => {
        const g = levelGroups[d]!;
        const company = companyById.get(g.companyId)!;
        return {
          id: g.id,
          name: g.name,
          company: { id: company.id, name: company.name, slug: company.slug },
          standardLevel: g.standardLevel,
          standardLevelName: STANDARD_LEVEL_NAMES.get(g.standardLevel) ?? `Level ${g.standardLevel}`,
          count: Math.round(levelWeights[d]!),
        };
      });
    },

    schools(q, limit, region) {
      const query = prepare(q);
      if (query === undefined) return [];
      const docs = schoolIndex.search(query, {
        ranking: schoolRanking,
        limit,
        accept: region ? (d) => schoolRows[d]!.countryCode === region : undefined,
      });
      return docs.map((d) => {
        const s = schoolRows[d]!;
        return { id: s.id, name: s.name, slug: s.slug, countryCode: s.countryCode, count: Math.round(schoolWeights[d]!), isDemo: s.isDemo };
      });
    },

    countries(q, limit) {
      const query = prepare(q);
      if (query === undefined) return [];
      return countryIndex.search(query, { ranking: countryRanking, limit }).map((d) => {
        const { code, name, currency, currencySymbol } = COUNTRIES[d]!;
        return { code, name, currency, currencySymbol };
      });
    },
  };
}

const sumOf = (c: [number, number] | undefined) => (c ? c[0] + c[1] : 0);

const STANDARD_LEVEL_NAMES = new Map<number, string>(STANDARD_LEVELS.map((l) => [l.level, l.name]));

interface LevelGroup {
  /** The lowest company level id of the group. */
  id: number;
  name: string;
  companyId: number;
  standardLevel: number;
  familyIds: number[];
  levelIds: number[];
}

const levelGroupCache = new WeakMap<object, LevelGroup[]>();
function levelGroupsOf(rows: readonly LevelRow[]): LevelGroup[] {
  let groups = levelGroupCache.get(rows);
  if (!groups) {
    groups = groupLevels(rows);
    levelGroupCache.set(rows, groups);
  }
  return groups;
}

function groupLevels(rows: readonly LevelRow[]): LevelGroup[] {
  const groups = new Map<string, LevelGroup>();
  for (const r of rows) {
    const key = `${r.companyId}\u0000${r.name}\u0000${r.standardLevel}`;
    const g = groups.get(key);
    if (!g)
      groups.set(key, {
        id: r.id,
        name: r.name,
        companyId: r.companyId,
        standardLevel: r.standardLevel,
        familyIds: [r.familyId],
        levelIds: [r.id],
      });
    else {
      if (!g.familyIds.includes(r.familyId)) g.familyIds.push(r.familyId);
      g.levelIds.push(r.id);
      if (r.id < g.id) g.id = r.id;
    }
  }
  return [...groups.values()];
}

/** The regions the product serves (SPEC §3 Region): India in rupees, the United States in dollars. */
const COUNTRIES = [
  { code: 'in', name: 'India', currency: 'INR', currencySymbol: '₹', aliases: ['bharat', 'ind'] },
  { code: 'us', name: 'United States', currency: 'USD', currencySymbol: '$', aliases: ['usa', 'united states of america', 'america'] },
] as const;
const COUNTRY_NAMES = COUNTRIES.map((c) => c.name);
const countryIndex = new TextIndex(COUNTRIES.map((c) => makeDoc(c.name, { initials: true, aliases: [...c.aliases, c.code] })));
