import { describe, expect, it } from 'vitest';
import { decodeNext, safeReturnUrl } from './redirect.js';

describe('safeReturnUrl', () => {
  it('keeps paths on this site, query and hash included', () => {
    expect(safeReturnUrl('/in/salary/google')).toBe('/in/salary/google');
    expect(safeReturnUrl('/pricing?returnUrl=%2Fprofile#plans')).toBe('/pricing?returnUrl=%2Fprofile#plans');
    expect(safeReturnUrl('/')).toBe('/');
  });

  it('refuses other hosts, schemes and relative paths', () => {
    for (const url of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      'https://evil.example',
      'http://localhost/x',
      'javascript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      'profile',
      ' /profile',
    ]) {
      expect(safeReturnUrl(url), url).toBe('/');
    }
  });

  it('refuses control characters browsers would strip into another host', () => {
    expect(safeReturnUrl('/\t/evil.example')).toBe('/');
    expect(safeReturnUrl('/\n/evil.example')).toBe('/');
    expect(safeReturnUrl('/ok\u0000')).toBe('/');
  });

  it('falls back when missing, and to the fallback given', () => {
    expect(safeReturnUrl(undefined)).toBe('/');
    expect(safeReturnUrl(null)).toBe('/');
    expect(safeReturnUrl('')).toBe('/');
    expect(safeReturnUrl('//evil.example', '/profile')).toBe('/profile');
    expect(safeReturnUrl(null, '/profile')).toBe('/profile');
  });
});

describe('decodeNext', () => {
  it('defaults to /profile', () => {
    expect(decodeNext(null)).toBe('/profile');
    expect(decodeNext('')).toBe('/profile');
  });

  it("turns '&amp;' into '&'", () => {
    expect(decodeNext('/in/salary/google?yoe=2&amp;level=L4&amp;x=1')).toBe('/in/salary/google?yoe=2&level=L4&x=1');
  });

  it('decodes a value that is still URI-encoded', () => {
    expect(decodeNext('%2Fin%2Fsalary%2Fgoogle%3Fyoe%3D2%26level%3DL4')).toBe('/in/salary/google?yoe=2&level=L4');
    expect(decodeNext('%2f%2fevil.example')).toBe('/profile');
    expect(decodeNext('%2F%E0%A4%A')).toBe('/profile');
  });

  it('leaves an already decoded path alone (a %20 stays)', () => {
    expect(decodeNext('/salary?q=data%20scientist')).toBe('/salary?q=data%20scientist');
  });

  it('keeps only paths on this site', () => {
    expect(decodeNext('https://evil.example/x')).toBe('/profile');
    expect(decodeNext('//evil.example')).toBe('/profile');
    expect(decodeNext('https://evil.example', '/')).toBe('/');
  });
});

describe('return URLs as the server reads them (next = decodeNext(value, "/"))', () => {
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
      expect(decodeNext(bad, '/'), bad).toBe('/');
    }
    expect(decodeNext(undefined, '/profile')).toBe('/profile');
  });
});
