/**
 * The one in-process cache helper: every cached answer in the server goes through it.
 *
 * - `freshMs`: an entry is served as is for this long;
 * - `staleMs`: after that, for this much longer, it is still served at once while one
 *   recomputation runs in the background (stale-while-revalidate); 0 recomputes in line;
 * - one computation per key at a time: concurrent misses share it;
 * - failures are never cached (a failed background refresh keeps the stale answer), nor answers
 *   `keep` turns down (they are returned, not stored);
 * - `invalidate()` (the data behind the answers changed) disowns the computations already running,
 *   so an answer computed from older data is never stored as fresh, and, by `onInvalidate`:
 *   'stale' keeps the entries as stale (the next hit answers at once and refreshes in the
 *   background; without a stale window it recomputes), 'drop' forgets them (the next hit
 *   recomputes: for answers cheap enough to wait for, whose readers expect a change at once);
 * - the clock is the app's (`now`), so tests move time for caches like for everything else;
 * - at most `maxEntries` keys, least recently used out first.
 *
 * The lifetimes of the server's caches are in caches.ts, together.
 */
export interface CacheOptions<V = unknown> {
  freshMs: number;
  staleMs: number;
  /** What `invalidate()` does to the entries: keep them as stale (default) or drop them. */
  onInvalidate?: 'stale' | 'drop';
  maxEntries: number;
  now: () => Date;
  /** Whether an answer is worth keeping (default: every one). */
  keep?: (value: V) => boolean;
}

interface Entry<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

export class Cache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #running = new Map<string, Promise<V>>();
  #generation = 0;

  constructor(private readonly options: CacheOptions<V>) {}

  /** The cached value of `key`, computing it with `compute` when missing or expired. */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const at = this.options.now().getTime();
    const entry = this.#entries.get(key);
    if (entry && entry.staleUntil > at) {
      // Re-insert to mark as recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      if (entry.freshUntil <= at) this.#compute(key, compute).catch(() => undefined);
      return Promise.resolve(entry.value);
    }
    if (entry) this.#entries.delete(key);
    return this.#compute(key, compute);
  }

  /** The data behind the answers changed: nothing cached is fresh any more. */
  invalidate() {
    this.#generation++;
    this.#running.clear();
    if (this.options.staleMs === 0 || this.options.onInvalidate === 'drop') {
      this.#entries.clear();
      return;
    }
    for (const entry of this.#entries.values()) entry.freshUntil = -Infinity;
  }

  get size() {
    return this.#entries.size;
  }

  #compute(key: string, compute: () => Promise<V>): Promise<V> {
    const running = this.#running.get(key);
    if (running) return running;
    const generation = this.#generation;
    const promise = compute()
      .then((value) => {
        if (generation === this.#generation && (this.options.keep?.(value) ?? true)) this.#store(key, value);
        return value;
      })
      .finally(() => {
        if (this.#running.get(key) === promise) this.#running.delete(key);
      });
    this.#running.set(key, promise);
    return promise;
  }

  #store(key: string, value: V) {
    const at = this.options.now().getTime();
    this.#entries.delete(key);
    this.#entries.set(key, { value, freshUntil: at + this.options.freshMs, staleUntil: at + this.options.freshMs + this.options.staleMs });
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
