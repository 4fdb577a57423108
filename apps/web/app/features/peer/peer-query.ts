import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';

/**
 * /peer keeps what it shows in the URL, so a benchmark is a link: the tab, the region (when the
 * workspace is not locked to one), the peer (a saved group, a saved or featured view, named
 * competitors, or the whole market), the families, levels and metros, the pay element and the
 * effective date.
 *
 *   /peer?group=4&families=software-engineering,data-science&levels=3,4&locations=Bengaluru&element=base&date=2026-10-01
 */

export const PEER_PATH = '/peer';

export const PEER_TABS = ['benchmark', 'groups', 'startups', 'payroll', 'match'] as const;
export type PeerTab = (typeof PEER_TABS)[number];

export const PAY_ELEMENTS = ['total', 'base', 'stock', 'bonus'] as const;
export type PayElement = (typeof PAY_ELEMENTS)[number];

/** The most a benchmark takes of each (the API's limits). */
export const MAX_FAMILIES = 30;
export const MAX_LOCATIONS = 10;

export interface PeerQuery {
  tab: PeerTab;
  /** The region asked for; the workspace's lock wins over it. */
  cc?: CountryCode;
  /** A saved peer group. */
  group?: number;
  /** A saved view (its peer, and its families, levels and locations unless the URL names them). */
  view?: number;
  /** A featured view, by slug. */
  featured?: string;
  /** Named competitors (company slugs), not saved as a group. */
  companies: string[];
  /** Undefined: the param is absent (the default applies); [] means every family. */
  families?: string[];
  levels?: number[];
  locations?: string[];
  element: PayElement;
  /** YYYY-MM-DD; undefined: today. */
  date?: string;
  /** Startups: the funding stages kept. */
  stages: string[];
}

const SLUG = /^[a-z0-9-]{1,200}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A positive database id from the URL, or undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

const list = (value: string | null) =>
  value === null
    ? undefined
    : [
        ...new Set(
          value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];

/** A real calendar day written YYYY-MM-DD, or undefined. */
export function dateParam(value: string | null | undefined): string | undefined {
  if (!value || !DATE.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value ? value : undefined;
}

export function parsePeerQuery(params: URLSearchParams): PeerQuery {
  const tab = params.get('tab');
  const cc = params.get('cc');
  const element = params.get('element');
  const featured = params.get('featured');
  const families = list(params.get('families'));
  const levels = list(params.get('levels'));
  const locations = list(params.get('locations'));
  return {
    tab: (PEER_TABS as readonly string[]).includes(tab ?? '') ? (tab as PeerTab) : 'benchmark',
    ...(cc === 'in' || cc === 'us' ? { cc } : {}),
    ...(idParam(params.get('group')) ? { group: idParam(params.get('group')) } : {}),
    ...(idParam(params.get('view')) ? { view: idParam(params.get('view')) } : {}),
    ...(featured && SLUG.test(featured) ? { featured } : {}),
    companies: (list(params.get('companies')) ?? []).filter((s) => SLUG.test(s)).slice(0, 50),
    ...(families ? { families: families.filter((s) => SLUG.test(s)).slice(0, MAX_FAMILIES) } : {}),
    ...(levels
      ? {
          levels: [...new Set(levels.filter((s) => /^[1-8]$/.test(s)).map(Number))].sort((a, b) => a - b),
        }
      : {}),
    ...(locations ? { locations: locations.filter((s) => s.length <= 80).slice(0, MAX_LOCATIONS) } : {}),
    element: (PAY_ELEMENTS as readonly string[]).includes(element ?? '') ? (element as PayElement) : 'total',
    ...(dateParam(params.get('date')) ? { date: dateParam(params.get('date')) } : {}),
    stages: list(params.get('stages')) ?? [],
  };
}

/** The query as a search string; defaults are left out, so links stay short. */
export function peerSearch(q: Partial<PeerQuery>): string {
  const params = new URLSearchParams();
  if (q.tab && q.tab !== 'benchmark') params.set('tab', q.tab);
  if (q.cc) params.set('cc', q.cc);
  if (q.group) params.set('group', String(q.group));
  if (q.view) params.set('view', String(q.view));
  if (q.featured) params.set('featured', q.featured);
  if (q.companies && q.companies.length > 0) params.set('companies', q.companies.join(','));
  if (q.families) params.set('families', q.families.join(','));
  if (q.levels) params.set('levels', q.levels.join(','));
  if (q.locations) params.set('locations', q.locations.join(','));
  if (q.element && q.element !== 'total') params.set('element', q.element);
  if (q.date) params.set('date', q.date);
  if (q.stages && q.stages.length > 0) params.set('stages', q.stages.join(','));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export const peerHref = (q: Partial<PeerQuery> = {}) => `${PEER_PATH}${peerSearch(q)}`;

/** The peer of a query, without the rest: what a link to another peer keeps and drops. */
export type PeerChoice =
  | { kind: 'group'; id: number }
  | { kind: 'view'; id: number }
  | { kind: 'featured'; slug: string }
  | { kind: 'companies'; slugs: string[] }
  | { kind: 'market' };

/** The peer the URL names: a group first, then a view, a featured view, named companies; else the market. */
export function peerChoiceOf(q: PeerQuery): PeerChoice {
  if (q.group) return { kind: 'group', id: q.group };
  if (q.view) return { kind: 'view', id: q.view };
  if (q.featured) return { kind: 'featured', slug: q.featured };
  if (q.companies.length >= 3) return { kind: 'companies', slugs: q.companies };
  return { kind: 'market' };
}

/** The URL fields of a peer choice (the others cleared). */
export function peerFields(choice: PeerChoice): Pick<PeerQuery, 'group' | 'view' | 'featured' | 'companies'> {
  return {
    group: choice.kind === 'group' ? choice.id : undefined,
    view: choice.kind === 'view' ? choice.id : undefined,
    featured: choice.kind === 'featured' ? choice.slug : undefined,
    companies: choice.kind === 'companies' ? choice.slugs : [],
  };
}

/** Every company in the region: a cohort with no criteria. */
export const MARKET_PEER: api.PeerDefinition = {
  kind: 'cohort',
  criteria: { types: [], sizeBands: [], industries: [], fundingStages: [], listed: null },
};

/** The region a page shows: the workspace's lock, else the URL's, else India. */
export const regionOf = (lock: CountryCode | null, asked: CountryCode | undefined): CountryCode => lock ?? asked ?? 'in';

/**
 * The benchmark's body: the peer (resolved by the loader: a group id or a definition), and the
 * URL's families, levels and locations, else the view's, else the defaults (the first family, every
 * level, all locations together).
 */
export function benchmarkInput(
  q: PeerQuery,
  cc: CountryCode,
  peer: { peerGroupId: number } | { peer: api.PeerDefinition },
  fallback: { families: string[]; levels: number[]; locations: string[] },
): api.BenchmarkInput {
  return {
    countryCode: cc,
    ...peer,
    families: q.families ?? fallback.families,
    levels: q.levels ?? fallback.levels,
    locations: q.locations ?? fallback.locations,
    ...(q.date ? { effectiveDate: q.date } : {}),
  };
}

/**
 * A view as a link: a saved view by id (the page opens it with GET /benchmarking/views/:id), a
 * featured one by slug; either fills the form with its query unless the URL names the fields.
 */
export function viewFields(view: Pick<api.BenchmarkView, 'id' | 'query'>): Partial<PeerQuery> {
  return {
    cc: view.query.countryCode,
    ...peerFields(typeof view.id === 'number' ? { kind: 'view', id: view.id } : { kind: 'featured', slug: view.id }),
  };
}

/** Whether two URLs of /peer differ in the pay element only (nothing to load again). */
export function onlyElementChanged(a: URLSearchParams, b: URLSearchParams): boolean {
  const strip = (p: URLSearchParams) => {
    const copy = new URLSearchParams(p);
    copy.delete('element');
    copy.sort();
    return copy.toString();
  };
  return strip(a) === strip(b) && (a.get('element') ?? '') !== (b.get('element') ?? '');
}
