import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { afterPaintLoader, scriptsAfterPaint } from './scripts-after-paint';

const BOOT = ';\nimport * as route0 from "/assets/root.js";\nwindow.x = "</b>";\nimport("/assets/entry.client.js");';
const PAGE =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Salaries ₹23.6 L</main>' +
  `<script nonce="n1">window.__ctx = 1;</script><script nonce="n1" type="module" async="">${BOOT}</script>` +
  '<script nonce="n1">window.after = 2;</script></body></html>';

/** The page through the transform, cut into chunks of `size` bytes (tags and characters split anywhere). */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterPaint())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString('utf8');
}

describe('scripts after the first paint', () => {
  it.each([1, 3, 7, 64, 100_000])('makes the module preloads inert and the bootstrap a loader (chunks of %i bytes)', async (size) => {
    const html = await through(PAGE, size);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="x-modulepreload" href="/assets/entry.client.js" nonce="n1"/>');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain(`<script nonce="n1">${afterPaintLoader(BOOT)}</script>`);
    // Everything else, multi-byte characters too, as it came.
    expect(html).toContain('<main>Salaries ₹23.6 L</main>');
    expect(html).toContain('<script nonce="n1">window.__ctx = 1;</script>');
    expect(html.endsWith('<script nonce="n1">window.after = 2;</script></body></html>')).toBe(true);
  });

  it('the loader carries the bootstrap as a string that cannot end its script element', () => {
    const loader = afterPaintLoader(BOOT);
    expect(loader).not.toContain('</');
    const code = JSON.parse(loader.slice(loader.lastIndexOf(')(') + 2, -1)) as string;
    expect(code).toBe(BOOT);
  });

  /** Runs the loader against a fake document; `paint()` reports the first paint, `tick()` runs the timers. */
  function loaded(options: { hidden?: boolean; paintTiming?: boolean } = {}) {
    const appended: Record<string, unknown>[] = [];
    let observer: ((list: { getEntries: () => unknown[] }, o: { disconnect: () => void }) => void) | null = null;
    let frame: (() => void) | null = null;
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: options.hidden ? 'hidden' : 'visible',
      currentScript: { nonce: 'n1' },
      querySelectorAll: () => [{ getAttribute: () => '/assets/entry.client.js' }],
      createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
      head: { appendChild: (e: Record<string, unknown>) => appended.push(e) },
      body: { appendChild: (e: Record<string, unknown>) => appended.push(e) },
    };
    class FakeObserver {
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe(init: { type: string; buffered: boolean }) {
        if (options.paintTiming === false || init.type !== 'paint') throw new TypeError('unsupported');
      }
    }
    new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', afterPaintLoader(BOOT))(
      document,
      FakeObserver,
      (fn: () => void) => (frame = fn),
      (fn: () => void) => void timers.push(fn),
    );
    return {
      appended,
      paint: () => observer?.({ getEntries: () => [{ name: 'first-paint' }] }, { disconnect: () => undefined }),
      frame: () => frame?.(),
      tick: () => timers.splice(0).forEach((t) => t()),
    };
  }

  it('runs the bootstrap as a module script with the page nonce once the page has painted, and only once', () => {
    const page = loaded();
    expect(page.appended).toEqual([]); // nothing before the paint
    page.paint();
    expect(page.appended.map((e) => e.tag)).toEqual(['link', 'script']);
    expect(page.appended[0]).toMatchObject({ rel: 'modulepreload', href: '/assets/entry.client.js' });
    expect(page.appended[1]).toMatchObject({ type: 'module', nonce: 'n1', textContent: BOOT });
    page.tick(); // the fallback timeout finds it done
    expect(page.appended).toHaveLength(2);
  });

  it('a hidden tab starts at once; a browser without paint timing after a frame; any page after 3 s at the latest', () => {
    expect(loaded({ hidden: true }).appended.map((e) => e.tag)).toEqual(['link', 'script']);
    const noTiming = loaded({ paintTiming: false });
    expect(noTiming.appended).toEqual([]);
    noTiming.frame();
    noTiming.tick();
    expect(noTiming.appended.map((e) => e.tag)).toEqual(['link', 'script']);
    const neverPainted = loaded();
    neverPainted.tick();
    expect(neverPainted.appended.map((e) => e.tag)).toEqual(['link', 'script']);
  });
});
