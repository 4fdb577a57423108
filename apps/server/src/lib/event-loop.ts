/**
 * How long the event loop was blocked: while one piece of synchronous work runs, every request on
 * this server waits. A timer ticks every RESOLUTION_MS; a tick that comes late by more than that
 * saw a block of about the lateness. (Node's monitorEventLoopDelay misses a block that starts
 * before its first sample, which is where a task's synchronous part runs.) A task or a request
 * path that blocks longer than STALL_BUDGET_MS should yield, batch, or move off the request path.
 */
export const STALL_BUDGET_MS = 50;
const RESOLUTION_MS = 10;
const WINDOW_MS = 60_000;

const round = (ms: number) => Math.round(Math.max(0, ms) * 10) / 10;

/** Samples from now until `stop`, which returns the longest block seen (counting one that has just ended). */
function sampleStalls(onStall?: (ms: number) => void) {
  let last = performance.now();
  let longest = 0;
  const note = () => {
    const now = performance.now();
    const late = now - last - RESOLUTION_MS;
    longest = Math.max(longest, late);
    last = now;
    if (onStall && late > STALL_BUDGET_MS) onStall(round(late));
  };
  const timer = setInterval(note, RESOLUTION_MS);
  timer.unref();
  return {
    longest: () => round(Math.max(longest, performance.now() - last - RESOLUTION_MS)),
    reset() {
      note();
      longest = 0;
    },
    stop() {
      clearInterval(timer);
      note();
      return round(longest);
    },
  };
}

export interface StallMonitor {
  /** The longest block in the last one to two minutes (the current window and the one before), in ms. */
  longestStallMs(): number;
  /** Forgets what was seen so far (serve.ts, once the server listens: blocks while starting kept no request waiting). */
  reset(): void;
  stop(): void;
}

/**
 * The server's monitor, read by GET /health (`eventLoop`) and the bench. Windows of a minute, so one
 * old stall does not stay forever. `onStall` hears of each block over the budget just after it
 * ends, while the request or task that caused it is usually still under way (app.ts logs them).
 */
export function createStallMonitor(onStall?: (ms: number) => void): StallMonitor {
  const sampler = sampleStalls(onStall);
  let previous = 0;
  const rotate = setInterval(() => {
    previous = sampler.longest();
    sampler.reset();
  }, WINDOW_MS);
  rotate.unref();
  return {
    longestStallMs: () => Math.max(previous, sampler.longest()),
    reset() {
      previous = 0;
      sampler.reset();
    },
    stop() {
      clearInterval(rotate);
      sampler.stop();
    },
  };
}

/** The longest block while `work` runs (for a task's log line); other work of the process in that time counts too. */
export async function measureStalls<T>(work: () => Promise<T>): Promise<{ result: T; longestStallMs: number }> {
  const sampler = sampleStalls();
  let result: T;
  try {
    result = await work();
  } catch (err) {
    sampler.stop();
    throw err;
  }
  return { result, longestStallMs: sampler.stop() };
}
