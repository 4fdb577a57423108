/**
 * SpringRank (De Bacco, Larremore & Moore, "A physical model for efficient ranking in networks",
 * Science Advances 2018): the scores s minimising ½ Σ A_ij (s_i − s_j − 1)², where an edge i → j of
 * weight A_ij says i ranks above j (a department placing its graduates at another; for companies,
 * people leaving X for Y say Y is preferred, so the edge is Y → X). The minimum solves
 *
 *   [D_out + D_in − (A + Aᵀ)] s = d_out − d_in,
 *
 * a graph Laplacian, singular up to a constant on each connected part. We solve it by conjugate
 * gradients on the sparse matrix (the system is symmetric positive semi-definite and consistent, so
 * CG from zero converges to the solution with each part's mean at zero), then centre each part
 * exactly: Σ s = 0 within every connected part, and isolated nodes score 0. Only ranks within a part
 * compare. Pure: no I/O, so the move network's rebuild can run it anywhere.
 */

export interface RankEdge {
  /** The node ranked above. */
  from: number;
  /** The node ranked below. */
  to: number;
  weight: number;
}

export interface SpringRankResult {
  scores: Float64Array;
  /** Connected part of each node (nodes in different parts do not compare). */
  part: Int32Array;
  iterations: number;
  /** ‖b − L s‖ / ‖b‖ at the end (0 for an empty network). */
  residual: number;
}

interface Csr {
  rowStart: Int32Array;
  col: Int32Array;
  value: Float64Array;
}

function multiply(m: Csr, x: Float64Array, out: Float64Array) {
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let k = m.rowStart[i]!; k < m.rowStart[i + 1]!; k++) sum += m.value[k]! * x[m.col[k]!]!;
    out[i] = sum;
  }
}

const dot = (a: Float64Array, b: Float64Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
};

function find(parent: Int32Array, i: number): number {
  while (parent[i] !== i) {
    parent[i] = parent[parent[i]!]!;
    i = parent[i]!;
  }
  return i;
}

/** Scores for nodes 0 … n−1 from weighted edges (repeated edges add up; self-loops change nothing). */
export function springRank(
  n: number,
  edges: readonly RankEdge[],
  options: { tolerance?: number; maxIterations?: number } = {},
): SpringRankResult {
  const tolerance = options.tolerance ?? 1e-13;
  const maxIterations = options.maxIterations ?? Math.max(1000, 10 * n);
  const diagonal = new Float64Array(n);
  const b = new Float64Array(n);
  // Off-diagonal entries −(A_ij + A_ji), keyed by the node pair.
  const pairs = new Map<number, number>();
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  for (const { from, to, weight } of edges) {
    if (!(from >= 0 && from < n && to >= 0 && to < n)) throw new RangeError(`edge ${from} → ${to} is outside 0…${n - 1}`);
    if (!(weight > 0 && Number.isFinite(weight))) throw new RangeError(`edge ${from} → ${to} needs a positive weight, not ${weight}`);
    if (from === to) continue;
    diagonal[from] = diagonal[from]! + weight;
    diagonal[to] = diagonal[to]! + weight;
    b[from] = b[from]! + weight;
    b[to] = b[to]! - weight;
    const [lo, hi] = from < to ? [from, to] : [to, from];
    const key = lo * n + hi;
    pairs.set(key, (pairs.get(key) ?? 0) + weight);
    const [ra, rb] = [find(parent, from), find(parent, to)];
    if (ra !== rb) parent[ra] = rb;
  }

  // The Laplacian in compressed rows.
  const counts = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) counts[i] = 1;
  for (const key of pairs.keys()) {
    counts[Math.floor(key / n)] = counts[Math.floor(key / n)]! + 1;
    counts[key % n] = counts[key % n]! + 1;
  }
  const rowStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) rowStart[i + 1] = rowStart[i]! + counts[i]!;
  const fill = rowStart.slice(0, n);
  const col = new Int32Array(rowStart[n]!);
  const value = new Float64Array(rowStart[n]!);
  const put = (i: number, j: number, v: number) => {
    col[fill[i]!] = j;
    value[fill[i]!] = v;
    fill[i] = fill[i]! + 1;
  };
  for (let i = 0; i < n; i++) put(i, i, diagonal[i]!);
  for (const [key, w] of pairs) {
    const i = Math.floor(key / n);
    const j = key % n;
    put(i, j, -w);
    put(j, i, -w);
  }
  const matrix: Csr = { rowStart, col, value };

  // Conjugate gradients from zero.
  const s = new Float64Array(n);
  const r = Float64Array.from(b);
  const p = Float64Array.from(b);
  const lp = new Float64Array(n);
  const bNorm = Math.sqrt(dot(b, b));
  let rs = dot(r, r);
  let iterations = 0;
  while (bNorm > 0 && Math.sqrt(rs) > tolerance * bNorm && iterations < maxIterations) {
    multiply(matrix, p, lp);
    const alpha = rs / dot(p, lp);
    for (let i = 0; i < n; i++) {
      s[i] = s[i]! + alpha * p[i]!;
      r[i] = r[i]! - alpha * lp[i]!;
    }
    const next = dot(r, r);
    const beta = next / rs;
    rs = next;
    for (let i = 0; i < n; i++) p[i] = r[i]! + beta * p[i]!;
    iterations += 1;
  }

  // Each connected part centred exactly at zero.
  const part = new Int32Array(n);
  const sum = new Map<number, { total: number; count: number }>();
  for (let i = 0; i < n; i++) {
    const root = find(parent, i);
    part[i] = root;
    const acc = sum.get(root) ?? { total: 0, count: 0 };
    acc.total += s[i]!;
    acc.count += 1;
    sum.set(root, acc);
  }
  for (let i = 0; i < n; i++) {
    const acc = sum.get(part[i]!)!;
    s[i] = s[i]! - acc.total / acc.count;
  }
  multiply(matrix, s, lp);
  let err = 0;
  for (let i = 0; i < n; i++) err += (b[i]! - lp[i]!) ** 2;
  return { scores: s, part, iterations, residual: bNorm > 0 ? Math.sqrt(err) / bNorm : 0 };
}

/** Node indices from the highest score to the lowest (ties: lower index first). */
export function rankOrder(scores: Float64Array): number[] {
  return Array.from(scores.keys()).sort((a, b) => scores[b]! - scores[a]! || a - b);
}

/** A small seeded generator (mulberry32): the same network and seed give the same intervals. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RankUncertainty {
  /** Standard deviation of each node's score over the resamples. */
  scoreSd: Float64Array;
  /** Each node's place (1 = top) in the full network. */
  rank: Int32Array;
  /** The 5th and 95th percentile of each node's place over the resamples: "ranked 3rd (2nd–6th)". */
  rankLow: Int32Array;
  rankHigh: Int32Array;
}

/**
 * How sure a ranking is: the network is resampled (each move drawn with replacement, as many as it
 * has, the bootstrap over observed moves), ranked again each time, and each node's score spread and
 * place interval reported. A company ranked on a few moves gets a wide interval, and the page says so.
 */
export function springRankUncertainty(
  n: number,
  edges: readonly RankEdge[],
  options: { samples?: number; seed?: number } = {},
): RankUncertainty {
  const samples = options.samples ?? 50;
  const random = seeded(options.seed ?? 20181212);
  // One unit per move, so a weight of 3 is three moves that may each be drawn or not.
  const units: { from: number; to: number }[] = [];
  for (const e of edges) {
    const whole = Math.round(e.weight);
    for (let k = 0; k < Math.max(1, whole); k++) units.push({ from: e.from, to: e.to });
  }
  const rank = new Int32Array(n);
  rankOrder(springRank(n, edges).scores).forEach((node, place) => (rank[node] = place + 1));
  const places: number[][] = Array.from({ length: n }, () => []);
  const sum = new Float64Array(n);
  const sumSq = new Float64Array(n);
  for (let sample = 0; sample < samples; sample++) {
    const counts = new Map<number, number>();
    for (let k = 0; k < units.length; k++) {
      const u = units[Math.floor(random() * units.length)]!;
      const key = u.from * n + u.to;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const drawn = [...counts].map(([key, weight]) => ({ from: Math.floor(key / n), to: key % n, weight }));
    const { scores } = springRank(n, drawn);
    rankOrder(scores).forEach((node, place) => places[node]!.push(place + 1));
    for (let i = 0; i < n; i++) {
      sum[i] = sum[i]! + scores[i]!;
      sumSq[i] = sumSq[i]! + scores[i]! ** 2;
    }
  }
  const scoreSd = new Float64Array(n);
  const rankLow = new Int32Array(n);
  const rankHigh = new Int32Array(n);
  const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
  for (let i = 0; i < n; i++) {
    const mean = sum[i]! / samples;
    scoreSd[i] = Math.sqrt(Math.max(0, sumSq[i]! / samples - mean * mean));
    const sorted = places[i]!.sort((a, b) => a - b);
    rankLow[i] = quantile(sorted, 0.05);
    rankHigh[i] = quantile(sorted, 0.95);
  }
  return { scoreSd, rank, rankLow, rankHigh };
}
