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
