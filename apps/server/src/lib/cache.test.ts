import { describe, expect, it } from 'vitest';
import { Cache } from './cache.js';

function setup(options: { freshMs?: number; staleMs?: number; maxEntries?: number; onInvalidate?: 'stale' | 'drop' } = {}) {
  let at = Date.parse('2026-11-24T10:00:00Z');
  const cache = new Cache<number>({
    freshMs: options.freshMs ?? 1_000,
    staleMs: options.staleMs ?? 0,
    maxEntries: options.maxEntries ?? 10,
    ...(options.onInvalidate ? { onInvalidate: options.onInvalidate } : {}),
    now: () => new Date(at),
  });
  let calls = 0;
  const compute = (value: number) => async () => {
    calls++;
    return value;
  };
  return { cache, compute, advance: (ms: number) => (at += ms), calls: () => calls };
}

describe('cache', () => {
  it('serves a fresh answer without recomputing, then recomputes once it expires', async () => {
    const { cache, compute, advance, calls } = setup();
    expect(await cache.get('k', compute(1))).toBe(1);
    expect(await cache.get('k', compute(2))).toBe(1);
    advance(1_000);
    expect(await cache.get('k', compute(3))).toBe(3);
    expect(calls()).toBe(2);
  });

  it('serves a stale answer at once while one recomputation runs, then the new one', async () => {
    const { cache, compute, advance } = setup({ staleMs: 5_000 });
    await cache.get('k', compute(1));
    advance(2_000);
    let runs = 0;
    let release!: (v: number) => void;
    const refresh = () => {
      runs++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    expect(await cache.get('k', refresh)).toBe(1);
    expect(await cache.get('k', refresh)).toBe(1); // the refresh already running is shared
    expect(runs).toBe(1);
    release(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', compute(4))).toBe(2);
    advance(7_000); // past the stale window: recomputed in line
    expect(await cache.get('k', compute(5))).toBe(5);
  });

  it('shares one computation between concurrent misses and never caches a failure', async () => {
    const { cache } = setup();
    let runs = 0;
    let release!: () => void;
    const slow = () =>
      new Promise<number>((resolve) => {
        runs++;
        release = () => resolve(7);
      });
    const both = Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    release();
    expect(await both).toEqual([7, 7]);
    expect(runs).toBe(1);

    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 8)).toBe(8);
  });

  it('after an invalidation, never stores an answer computed from the data before it', async () => {
    const { cache } = setup();
    let release!: (v: number) => void;
    const before = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.invalidate();
    release(1); // computed from the old data
    expect(await before).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it('keeps stale answers after an invalidation when it has a stale window, refreshing in the background', async () => {
    const { cache, compute } = setup({ staleMs: 60_000 });
    await cache.get('k', compute(1));
    cache.invalidate();
    expect(await cache.get('k', compute(2))).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', compute(3))).toBe(2);
  });

  it('drops its answers on an invalidation when told to, though it serves stale ones once they expire', async () => {
    const { cache, compute, advance } = setup({ staleMs: 60_000, onInvalidate: 'drop' });
    await cache.get('k', compute(1));
    advance(2_000); // expired, inside the stale window: answered at once, refreshed behind
    expect(await cache.get('k', compute(2))).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', compute(3))).toBe(2);
    cache.invalidate(); // the data changed: the next reader waits for the new answer
    expect(await cache.get('k', compute(4))).toBe(4);
  });

  it('holds at most maxEntries keys, the least recently used out first', async () => {
    const { cache, compute } = setup({ maxEntries: 2 });
    await cache.get('a', compute(1));
    await cache.get('b', compute(2));
    await cache.get('a', compute(0)); // a is now the most recent
    await cache.get('c', compute(3));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', compute(9))).toBe(1);
    expect(await cache.get('b', compute(9))).toBe(9);
  });
});
