import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.js';

/** The keys named in the first column of the README's configuration table (a row may name several). */
function readmeKeys(): Set<string> {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const keys = new Set<string>();
  for (const line of readme.split('\n')) {
    const first = /^\|([^|]+)\|/.exec(line)?.[1];
    if (!first) continue;
    for (const match of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) keys.add(match[1]!);
  }
  return keys;
}

describe('configuration', () => {
  it('documents every key of the config schema in the README table', () => {
    const documented = readmeKeys();
    const missing = Object.keys(configSchema.shape).filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });
});
