import { describe, expect, it } from 'vitest';
import { resolveErrorAction } from './errors.js';

const here = '/in/salary/google--software-engineer?yoe=3';

/** What a call to `path` failing with `status` and `message` leads to, seen from `here`. */
const actionOn = (status: number, message: string, path: string) => resolveErrorAction({ status, message }, path, here);
const logoutTo = (href: string) => ({ type: 'logout', href });

describe('error catalogue (SPEC §8)', () => {
  it('sends expired or invalidated sessions to /auth/logout on any call', () => {
    expect(actionOn(401, 'Expired token', '/profile')).toEqual(logoutTo('/auth/logout'));
    expect(actionOn(401, 'Session invalidated', '/me')).toEqual(logoutTo('/auth/logout'));
    expect(actionOn(401, 'Not logged in', '/me')).toEqual({ type: 'none' });
  });

  it('handles the two 403 cases', () => {
    expect(actionOn(403, 'User account blocked', '/me')).toEqual(
      logoutTo('/auth/logout?msg=Account%20has%20been%20restricted.%20Please%20contact%20support.'),
    );
    expect(actionOn(403, 'Enterprise access expired', '/me')).toEqual(logoutTo('/auth/logout?next=/auth/enterprise-wall'));
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
    expect(actionOn(429, 'Too many attempts', '/mgk-login')).toEqual({ type: 'none' });
    expect(actionOn(429, 'Too many', '/in/salary/google')).toEqual({ type: 'none' });
  });

  it('toasts failures of the jobs calls', () => {
    expect(actionOn(500, 'Boom', '/job-hunts/12')).toEqual({ type: 'toast', message: 'Boom' });
    expect(actionOn(400, 'Bad', '/jobs/search')).toEqual({ type: 'toast', message: 'Bad' });
    expect(actionOn(0, 'Network down', '/job-applications/3')).toEqual({ type: 'toast', message: 'Network down' });
    expect(actionOn(500, 'Boom', '/jobsite')).toEqual({ type: 'none' });
  });
});
