import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-redirect.js';

describe('safe return URLs', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNext('/offers?x=1&y=2')).toBe('/offers?x=1&y=2');
    expect(safeNext('%2Fin%2Fsalary%2Fgoogle')).toBe('/in/salary/google');
    expect(safeNext('/jobs?a=1&amp;b=2')).toBe('/jobs?a=1&b=2');
  });

  it('falls back to / for anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/x\ny',
      '%2F%2Fevil.example',
      '',
    ]) {
      expect(safeNext(bad), bad).toBe('/');
    }
    expect(safeNext(undefined, '/profile')).toBe('/profile');
  });
});
