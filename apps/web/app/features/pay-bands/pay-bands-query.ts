/**
 * /comp-bands keeps what it shows in the URL, so a band group, one of its versions and a scenario
 * comparison are links:
 *
 *   /comp-bands?group=4&version=2&compare=p50-w50-g15,p75-w40-g15,p50-w60-gnone
 *
 * A scenario pick is the target percentile, the width (max ÷ min − 1) and the progression, both in
 * whole percent ("gnone": no progression, hidden levels get no band); everything else comes from the
 * version being looked at.
 */

export const COMP_BANDS_PATH = '/comp-bands';

/** The API's percentiles (paybands.ts PAY_BAND_PERCENTILES). */
export const PERCENTILES = [10, 25, 50, 75, 90] as const;
export type Percentile = (typeof PERCENTILES)[number];

/** The API's limits, in whole percent: a width of 5–200 %, a progression of 0–100 %. */
export const WIDTH_LIMITS = { min: 5, max: 200 } as const;
export const PROGRESSION_LIMITS = { min: 0, max: 100 } as const;
export const MAX_SCENARIOS = 3;

export interface ScenarioPick {
  percentile: Percentile;
  /** Whole percent: 50 is a 50 % band. */
  width: number;
  /** Whole percent, or null: no progression. */
  progression: number | null;
}

export interface PayBandsQuery {
  group?: number;
  version?: number;
  /** Two or three picks, or none (no comparison asked for). */
  compare: ScenarioPick[];
}

/** A positive database id from the URL, or undefined. */
export function idParam(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

const PICK = /^p(\d{1,2})-w(\d{1,3})-g(\d{1,3}|none)$/;

export function parsePick(text: string): ScenarioPick | undefined {
  const m = PICK.exec(text.trim().toLowerCase());
  if (!m) return undefined;
  const percentile = Number(m[1]) as Percentile;
  const width = Number(m[2]);
  const progression = m[3] === 'none' ? null : Number(m[3]);
  if (!PERCENTILES.includes(percentile)) return undefined;
  if (width < WIDTH_LIMITS.min || width > WIDTH_LIMITS.max) return undefined;
  if (progression !== null && (progression < PROGRESSION_LIMITS.min || progression > PROGRESSION_LIMITS.max)) return undefined;
  return { percentile, width, progression };
}

export const encodePick = (p: ScenarioPick) => `p${p.percentile}-w${p.width}-g${p.progression === null ? 'none' : p.progression}`;

/** "P50 · 50 % wide · 15 % steps": also the scenario's label for the API (unique, at most 60 characters). */
export const pickLabel = (p: ScenarioPick) =>
  `P${p.percentile} · ${p.width} % wide · ${p.progression === null ? 'no steps' : `${p.progression} % steps`}`;

/** Distinct picks, in the order given; fewer than two is no comparison. */
export function comparePicks(picks: readonly (ScenarioPick | undefined)[]): ScenarioPick[] {
  const seen = new Set<string>();
  const out: ScenarioPick[] = [];
  for (const p of picks) {
    if (!p || seen.has(encodePick(p))) continue;
    seen.add(encodePick(p));
    out.push(p);
  }
  return out.length >= 2 ? out.slice(0, MAX_SCENARIOS) : [];
}

export function parsePayBandsQuery(params: URLSearchParams): PayBandsQuery {
  const group = idParam(params.get('group'));
  const version = group === undefined ? undefined : idParam(params.get('version'));
  const compare =
    group === undefined
      ? []
      : comparePicks(
          params
            .getAll('compare')
            .flatMap((v) => v.split(','))
            .map(parsePick),
        );
  return { ...(group !== undefined ? { group } : {}), ...(version !== undefined ? { version } : {}), compare };
}

export function payBandsSearch(q: PayBandsQuery): string {
  const params = new URLSearchParams();
  if (q.group !== undefined) {
    params.set('group', String(q.group));
    if (q.version !== undefined) params.set('version', String(q.version));
    if (q.compare.length >= 2) params.set('compare', q.compare.map(encodePick).join(','));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const payBandsHref = (q: PayBandsQuery) => `${COMP_BANDS_PATH}${payBandsSearch(q)}`;

/**
 * The comparison form (a GET form: each scenario's percentile, width and progression as fields
 * `s{n}p`, `s{n}w`, `s{n}g`) as picks; a scenario whose percentile is empty is left out.
 */
export function picksFromForm(params: URLSearchParams): ScenarioPick[] {
  const picks: (ScenarioPick | undefined)[] = [];
  for (let n = 1; n <= MAX_SCENARIOS; n++) {
    const p = params.get(`s${n}p`)?.trim();
    if (!p) continue;
    const w = params.get(`s${n}w`)?.trim() ?? '';
    const g = params.get(`s${n}g`)?.trim() ?? '';
    const width = Math.round(Number(w));
    const progression = g === '' || g === 'none' ? 'none' : String(Math.round(Number(g)));
    picks.push(w !== '' && Number.isFinite(width) ? parsePick(`p${p}-w${width}-g${progression}`) : undefined);
  }
  return comparePicks(picks);
}
