import { expect } from 'vitest';

/** Each input through `fn` gives the value beside it (compared with toBe; the input names a failing case). */
export function expectEach<I, O>(fn: (input: I) => O, cases: readonly (readonly [I, O])[]): void {
  for (const [input, output] of cases) expect(fn(input), String(input)).toBe(output);
}
