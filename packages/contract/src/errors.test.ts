import { describe, expect, it } from 'vitest';
import { resolveErrorAction } from './errors.js';

const here = '/in/salary/google--software-engineer?yoe=3';

describe('error catalogue (SPEC §8)', () => {
  it('sends expired or invalidated sessions to /auth/logout on any call', () => {
    expect(resolveErrorAction({ status: 401, message: 'Expired token' }, '/profile', here)).toEqual({
      type: 'logout',
      href: '/auth/logout',
    });
    expect(resolveErrorAction({ status: 401, message: 'Session invalidated' }, '/me', here)).toEqual({
      type: 'logout',
      href: '/auth/logout',
    });
    expect(resolveErrorAction({ status: 401, message: 'Not logged in' }, '/me', here)).toEqual({ type: 'none' });
  });

  it('handles the two 403 cases', () => {
    expect(resolveErrorAction({ status: 403, message: 'User account blocked' }, '/me', here)).toEqual({
      type: 'logout',
      href: '/auth/logout?msg=Account%20has%20been%20restricted.%20Please%20contact%20support.',
    });
    expect(resolveErrorAction({ status: 403, message: 'Enterprise access expired' }, '/me', here)).toEqual({
      type: 'logout',
      href: '/auth/logout?next=/auth/enterprise-wall',
    });
  });

  it('opens the security check on a 429 of the daily search limit only', () => {
    const limited = { status: 429, message: 'Too many', code: 'search-limit' };
    for (const path of [
      '/in/salary/google',
      '/us/salary/google--swe/levels',
      '/in/salary/x/titles',
      '/in/salary/profiles/export?q=x',
      '/us/compare/salary/a--vs--b',
      '/in/negotiator/profiles?q=x',
    ]) {
      expect(resolveErrorAction(limited, path, here)).toEqual({ type: 'security-check', returnTo: here });
    }
    expect(resolveErrorAction(limited, '/layoff/map', here)).toEqual({ type: 'security-check', returnTo: '/layoffs' });
    // Another 429 (a sign-in limit, a daily cap on contributions) is shown where it happened.
    expect(resolveErrorAction({ status: 429, message: 'Too many attempts' }, '/mgk-login', here)).toEqual({ type: 'none' });
    expect(resolveErrorAction({ status: 429, message: 'Too many' }, '/in/salary/google', here)).toEqual({ type: 'none' });
  });

  it('toasts failures of the jobs calls', () => {
    expect(resolveErrorAction({ status: 500, message: 'Boom' }, '/job-hunts/12', here)).toEqual({ type: 'toast', message: 'Boom' });
    expect(resolveErrorAction({ status: 400, message: 'Bad' }, '/jobs/search', here)).toEqual({ type: 'toast', message: 'Bad' });
    expect(resolveErrorAction({ status: 0, message: 'Network down' }, '/job-applications/3', here)).toEqual({
      type: 'toast',
      message: 'Network down',
    });
    expect(resolveErrorAction({ status: 500, message: 'Boom' }, '/jobsite', here)).toEqual({ type: 'none' });
  });
});
