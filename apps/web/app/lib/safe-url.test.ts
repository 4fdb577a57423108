import { describe, expect, it } from 'vitest';
import { appendQuery, expiredCookie } from './safe-url';

describe('appendQuery', () => {
  it('adds parameters to a bare path and to one with a query', () => {
    expect(appendQuery('/', { event: 'logout' })).toBe('/?event=logout');
    expect(appendQuery('/in/salary/google?yoe=2', { auth_provider: 'google' })).toBe('/in/salary/google?yoe=2&auth_provider=google');
  });

  it('encodes values, replaces same-named ones and skips empty ones', () => {
    expect(appendQuery('/?event=x', { event: 'logout', msg: 'Account has been restricted. Please contact support.' })).toBe(
      '/?event=logout&msg=Account+has+been+restricted.+Please+contact+support.',
    );
    expect(appendQuery('/', { event: 'logout', msg: undefined, other: '' })).toBe('/?event=logout');
  });

  it('keeps the hash, and the origin of an absolute URL', () => {
    expect(appendQuery('/pricing#plans', { a: '1' })).toBe('/pricing?a=1#plans');
    expect(appendQuery('https://forum.example/session/sso_login?sso=x', { a: '1' })).toBe(
      'https://forum.example/session/sso_login?sso=x&a=1',
    );
  });
});

describe('expiredCookie', () => {
  it('expires the cookie on the whole site', () => {
    expect(expiredCookie('locale')).toBe('locale=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
