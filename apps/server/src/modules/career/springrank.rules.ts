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

/**
 * The linear system of a network: the Laplacian in compressed rows (each row's diagonal first),
 * the right-hand side, the connected parts, and for each linked pair of nodes its two off-diagonal
 * slots, so a resample of the same network refills the values without rebuilding the structure.
 */
interface System {
  n: number;
  matrix: Csr;
  b: Float64Array;
  part: Int32Array;
  /** Index of the unordered pair of each directed key (from * n + to). */
  pairOf: Map<number, number>;
  pairLo: Int32Array;
  pairHi: Int32Array;
  /** The slots of (lo, hi) and (hi, lo) in the matrix. */
  slotLoHi: Int32Array;
  slotHiLo: Int32Array;
}

function buildSystem(n: number, edges: readonly RankEdge[]): System {
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
    const slot = fill[i]!;
    col[slot] = j;
    value[slot] = v;
    fill[i] = slot + 1;
    return slot;
  };
  for (let i = 0; i < n; i++) put(i, i, diagonal[i]!);
  const pairOf = new Map<number, number>();
  const pairLo = new Int32Array(pairs.size);
  const pairHi = new Int32Array(pairs.size);
  const slotLoHi = new Int32Array(pairs.size);
  const slotHiLo = new Int32Array(pairs.size);
  let k = 0;
  for (const [key, w] of pairs) {
    const i = Math.floor(key / n);
    const j = key % n;
    pairOf.set(key, k);
    pairOf.set(j * n + i, k);
    pairLo[k] = i;
    pairHi[k] = j;
    slotLoHi[k] = put(i, j, -w);
    slotHiLo[k] = put(j, i, -w);
    k += 1;
  }
  const part = new Int32Array(n);
  for (let i = 0; i < n; i++) part[i] = find(parent, i);
  return { n, matrix: { rowStart, col, value }, b, part, pairOf, pairLo, pairHi, slotLoHi, slotHiLo };
}

/**
 * Conjugate gradients on L s = b from `initial` (zero by default), preconditioned by L's diagonal
 * (Jacobi: company networks have a few hubs with thousands of moves and a long tail with a handful,
 * and scaling by degree cuts the iterations many times over). Each connected part is then centred
 * exactly at zero. Returns the iterations and ‖b − L s‖ / ‖b‖.
 */
function solve(system: System, s: Float64Array, tolerance: number, maxIterations: number) {
  const { n, matrix, b, part } = system;
  const { rowStart, value } = matrix;
  const inverseDiagonal = new Float64Array(n);
  for (let i = 0; i < n; i++) inverseDiagonal[i] = value[rowStart[i]!]! > 0 ? 1 / value[rowStart[i]!]! : 0;
  const r = new Float64Array(n);
  const z = new Float64Array(n);
  const p = new Float64Array(n);
  const lp = new Float64Array(n);
  multiply(matrix, s, lp);
  for (let i = 0; i < n; i++) {
    r[i] = b[i]! - lp[i]!;
    z[i] = r[i]! * inverseDiagonal[i]!;
    p[i] = z[i]!;
  }
  const bNorm = Math.sqrt(dot(b, b));
  let rz = dot(r, z);
  let iterations = 0;
  while (bNorm > 0 && Math.sqrt(dot(r, r)) > tolerance * bNorm && iterations < maxIterations) {
    multiply(matrix, p, lp);
    const pLp = dot(p, lp);
    if (!(pLp > 0)) break;
    const alpha = rz / pLp;
    for (let i = 0; i < n; i++) {
      s[i] = s[i]! + alpha * p[i]!;
      r[i] = r[i]! - alpha * lp[i]!;
      z[i] = r[i]! * inverseDiagonal[i]!;
    }
    const next = dot(r, z);
    const beta = next / rz;
    rz = next;
    for (let i = 0; i < n; i++) p[i] = z[i]! + beta * p[i]!;
    iterations += 1;
  }

  // Each connected part centred exactly at zero.
  const total = new Float64Array(n);
  const count = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    total[part[i]!] = total[part[i]!]! + s[i]!;
    count[part[i]!] = count[part[i]!]! + 1;
  }
  for (let i = 0; i < n; i++) s[i] = s[i]! - total[part[i]!]! / count[part[i]!]!;
  multiply(matrix, s, lp);
  let err = 0;
  for (let i = 0; i < n; i++) err += (b[i]! - lp[i]!) ** 2;
  return { iterations, residual: bNorm > 0 ? Math.sqrt(err) / bNorm : 0 };
}

/** Scores for nodes 0 … n−1 from weighted edges (repeated edges add up; self-loops change nothing). */
export function springRank(
  n: number,
  edges: readonly RankEdge[],
  options: { tolerance?: number; maxIterations?: number; initial?: Float64Array } = {},
): SpringRankResult {
  const system = buildSystem(n, edges);
  const scores = options.initial ? Float64Array.from(options.initial) : new Float64Array(n);
  const { iterations, residual } = solve(system, scores, options.tolerance ?? 1e-13, options.maxIterations ?? Math.max(1000, 10 * n));
  return { scores, part: system.part, iterations, residual };
}

/** The connected part of each node (a representative node's index), by union–find over the edges. */
export function connectedParts(n: number, edges: readonly RankEdge[]): Int32Array {
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  for (const { from, to } of edges) {
    const [ra, rb] = [find(parent, from), find(parent, to)];
    if (ra !== rb) parent[ra] = rb;
  }
  return Int32Array.from({ length: n }, (_, i) => find(parent, i));
}

/** Node indices from the highest score to the lowest (ties: lower index first). */
export function rankOrder(scores: Float64Array): number[] {
  return Array.from(scores.keys()).sort((a, b) => scores[b]! - scores[a]! || a - b);
}

export interface RankUncertainty {
  /** The full network's scores (as springRank gives them). */
  scores: Float64Array;
  /** Standard deviation of each node's score over the resamples. */
  scoreSd: Float64Array;
  /** Each node's place (1 = top) in the full network. */
  rank: Int32Array;
  /** The 5th and 95th percentile of each node's place over the resamples: "ranked 3rd (2nd–6th)". */
  rankLow: Int32Array;
  rankHigh: Int32Array;
}

export interface UncertaintyOptions {
  samples?: number;
  seed?: number;
  /**
   * The nodes that are placed: places (1 = top) count only these, the others get place 0. The
   * network is still ranked whole (a company hidden under the privacy floor still tells us about
   * the others); only the listing skips it.
   */
  among?: ArrayLike<boolean> | null;
  /** CG tolerance of the full solve (default 1e-13). */
  tolerance?: number;
  /** CG tolerance of the resampled solves (places need less precision than the scores themselves). */
  sampleTolerance?: number;
}

/** Places (1 = top) of the nodes in `among` (all when absent) from scores; others 0. */
function placesOf(scores: Float64Array, among: ArrayLike<boolean> | null, out: Int32Array) {
  out.fill(0);
  let place = 0;
  for (const node of rankOrder(scores)) if (!among || among[node]) out[node] = ++place;
}

/**
 * How sure a ranking is: the network is resampled (each move drawn with replacement, as many as it
 * has, the bootstrap over observed moves), ranked again each time, and each node's score spread and
 * place interval reported. A company ranked on a few moves gets a wide interval, and the page says so.
 */
export function springRankUncertainty(n: number, edges: readonly RankEdge[], options: UncertaintyOptions = {}): RankUncertainty {
  const steps = springRankUncertaintySteps(n, edges, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * springRankUncertainty one slice at a time: the generator yields after building the system, after the full
 * ranking and after each resample, so a caller on the server's event loop can let requests through between
 * them (the move network's background rebuild), and returns the same result.
 */
export function* springRankUncertaintySteps(
  n: number,
  edges: readonly RankEdge[],
  options: UncertaintyOptions = {},
): Generator<number, RankUncertainty, void> {
  const samples = options.samples ?? 50;
  let state = (options.seed ?? 20181212) >>> 0;
  const among = options.among ?? null;
  // One unit per move (a weight of 3 is three moves that may each be drawn or not), naming its directed pair.
  const system = buildSystem(n, edges);
  const directed = new Map<number, number>();
  const pairFrom: number[] = [];
  const pairTo: number[] = [];
  let unitCount = 0;
  for (const e of edges) unitCount += Math.max(1, Math.round(e.weight));
  const units = new Int32Array(unitCount);
  let u = 0;
  for (const e of edges) {
    const key = e.from * n + e.to;
    let pair = directed.get(key);
    if (pair === undefined) {
      pair = pairFrom.length;
      directed.set(key, pair);
      pairFrom.push(e.from);
      pairTo.push(e.to);
    }
    for (let k = 0; k < Math.max(1, Math.round(e.weight)); k++) units[u++] = pair;
  }
  // Self-loops have no unordered pair: drawn, they change nothing.
  const unordered = Int32Array.from(pairFrom, (from, k) => (from === pairTo[k] ? -1 : system.pairOf.get(from * n + pairTo[k]!)!));
  const full = Float64Array.from(system.b);
  const fullValues = Float64Array.from(system.matrix.value);
  // Building the system of a large network is a slice of work of its own.
  yield 0;
  const scores0 = new Float64Array(n);
  solve(system, scores0, options.tolerance ?? 1e-13, Math.max(1000, 10 * n));
  const rank = new Int32Array(n);
  placesOf(scores0, among, rank);
  yield 0;
  const places = new Int32Array(samples * n);
  const place = new Int32Array(n);
  const sum = new Float64Array(n);
  const sumSq = new Float64Array(n);
  const counts = new Float64Array(pairFrom.length);
  const symmetric = new Float64Array(system.pairLo.length);
  const { rowStart, value } = system.matrix;
  const scores = new Float64Array(n);
  for (let sample = 0; sample < samples; sample++) {
    counts.fill(0);
    // The draws from a small seeded generator (mulberry32: the same network and seed give the same
    // intervals), inlined: this loop is most of a resample's time.
    let a = state;
    for (let k = 0; k < unitCount; k++) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const pair = units[Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * unitCount)]!;
      counts[pair] = counts[pair]! + 1;
    }
    state = a;
    // The resampled network in the same structure: a pair not drawn has weight 0.
    system.b.fill(0);
    symmetric.fill(0);
    for (let i = 0; i < n; i++) value[rowStart[i]!] = 0;
    for (let pair = 0; pair < counts.length; pair++) {
      const c = counts[pair]!;
      const k = unordered[pair]!;
      if (c === 0 || k < 0) continue;
      const from = pairFrom[pair]!;
      const to = pairTo[pair]!;
      symmetric[k] = symmetric[k]! + c;
      value[rowStart[from]!] = value[rowStart[from]!]! + c;
      value[rowStart[to]!] = value[rowStart[to]!]! + c;
      system.b[from] = system.b[from]! + c;
      system.b[to] = system.b[to]! - c;
    }
    for (let k = 0; k < symmetric.length; k++) {
      value[system.slotLoHi[k]!] = -symmetric[k]!;
      value[system.slotHiLo[k]!] = -symmetric[k]!;
    }
    // From the full network's scores: a resample is close to it, so few iterations are needed.
    scores.set(scores0);
    solve(system, scores, options.sampleTolerance ?? 1e-13, Math.max(1000, 10 * n));
    placesOf(scores, among, place);
    places.set(place, sample * n);
    for (let i = 0; i < n; i++) {
      sum[i] = sum[i]! + scores[i]!;
      sumSq[i] = sumSq[i]! + scores[i]! ** 2;
    }
    yield sample + 1;
  }
  system.b.set(full);
  value.set(fullValues);
  const scoreSd = new Float64Array(n);
  const rankLow = new Int32Array(n);
  const rankHigh = new Int32Array(n);
  const quantile = (sorted: Int32Array, q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
  const mine = new Int32Array(samples);
  for (let i = 0; i < n; i++) {
    const mean = sum[i]! / samples;
    scoreSd[i] = samples > 0 ? Math.sqrt(Math.max(0, sumSq[i]! / samples - mean * mean)) : 0;
    if (samples === 0 || (among && !among[i])) continue;
    for (let sample = 0; sample < samples; sample++) mine[sample] = places[sample * n + i]!;
    mine.sort();
    rankLow[i] = quantile(mine, 0.05);
    rankHigh[i] = quantile(mine, 0.95);
  }
  return { scores: scores0, scoreSd, rank, rankLow, rankHigh };
}
