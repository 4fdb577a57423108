import type { api } from '@paysight/contract';
import { API_BASE } from '@paysight/contract/core';

/** The contract's factors, here as values (the contract's runtime stays off the page's bundle). */
export const FACTORS = ['level', 'family', 'location', 'tenure', 'rating'] as const satisfies readonly api.PayEquityFactor[];
export const DEFAULT_FACTORS: api.PayEquityFactor[] = ['level', 'family', 'location', 'tenure'];
export const FACTOR_LABELS: Record<api.PayEquityFactor, string> = {
  level: 'Level',
  family: 'Job family',
  location: 'Location',
  tenure: 'Tenure',
  rating: 'Performance rating',
};

/**
 * The page's choices in its URL: the adjusted gap's factors (`factor=level&factor=family`, with
 * `factors=1` saying the form was sent, so none checked means none) and the fix's target and cap in
 * percent. Values outside the contract are dropped.
 */
export interface EquityQuery {
  factors: api.PayEquityFactor[];
  /** Percent, 0–50. */
  target: number;
  /** Percent, 1–100. */
  cap: number;
}

const number = (raw: string | null, min: number, max: number, fallback: number) => {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
};

export function parseEquityQuery(params: URLSearchParams): EquityQuery {
  const chosen = params.getAll('factor').filter((f): f is api.PayEquityFactor => (FACTORS as readonly string[]).includes(f));
  return {
    factors: params.has('factors') ? [...new Set(chosen)] : [...DEFAULT_FACTORS],
    target: number(params.get('target'), 0, 50, 0),
    cap: number(params.get('cap'), 1, 100, 10),
  };
}

/** The export's address for the same choices. */
export function exportHref(q: EquityQuery, file: 'report' | 'raises', way: api.PayEquityWay = 'cheapest') {
  const p = new URLSearchParams({ file, factors: q.factors.join(',') || 'none' });
  if (file === 'raises') {
    p.set('way', way);
    p.set('target', String(q.target / 100));
    p.set('cap', String(q.cap / 100));
  }
  return `${API_BASE}/compa/pay-equity/export?${p.toString()}`;
}
