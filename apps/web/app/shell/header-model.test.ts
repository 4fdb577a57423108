import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { member } from '~/lib/loader.test-support';
import { getHeaderModel, swapRegion } from './header-model';

const user = (overrides: Partial<SessionUser> = {}): SessionUser => member({ profileCompleteness: 60, ...overrides });

const at = (pathname: string, search = '') => ({ pathname, search });

describe('header rules (SPEC §2.2)', () => {
  it('gives an anonymous visitor LogIn/SignUp with the current URL as returnUrl and no account parts', () => {
    const m = getHeaderModel(null, at('/in/salary/google', '?yoe=3'));
    expect(m.loginHref).toBe('/auth/login?returnUrl=%2Fin%2Fsalary%2Fgoogle%3Fyoe%3D3');
    expect(m.showUserMenu).toBe(false);
    expect(m.showNotifications).toBe(false);
    expect(m.upgradeHref).toBeNull();
    expect(m.completeness).toBeNull();
    expect(m.showForEmployers).toBe(true);
    expect(m.logoHref).toBe('/');
  });

  it('shows Upgrade to signed-in users who are neither premium nor enterprise, with a returnUrl', () => {
    expect(getHeaderModel(user(), at('/offers')).upgradeHref).toBe('/pricing?returnUrl=%2Foffers');
    expect(getHeaderModel(user({ premium: true }), at('/offers')).upgradeHref).toBeNull();
    expect(getHeaderModel(user({ role: 'enterprise' }), at('/offers')).upgradeHref).toBeNull();
  });

  it('hides Upgrade on the job assistant routes', () => {
    for (const path of ['/jobgpt', '/jobs-search', '/auto-apply', '/jobgpt/list', '/jobgpt/resumes']) {
      expect(getHeaderModel(user(), at(path)).upgradeHref, path).toBeNull();
    }
    expect(getHeaderModel(user(), at('/jobs')).upgradeHref).not.toBeNull();
  });

  it('labels enterprise users, hides For Employers from them, and sends premium-plan logos to /employers', () => {
    const trial = getHeaderModel(user({ role: 'enterprise', enterpriseTrial: true }), at('/'));
    expect(trial.enterpriseLabel).toBe('Enterprise Trial');
    expect(trial.showForEmployers).toBe(false);
    expect(trial.logoHref).toBe('/');
    const premiumPlan = getHeaderModel(user({ role: 'enterprise', enterprisePlan: 'premium' }), at('/'));
    expect(premiumPlan.enterpriseLabel).toBe('Enterprise');
    expect(premiumPlan.logoHref).toBe('/employers');
    expect(getHeaderModel(user(), at('/')).enterpriseLabel).toBeNull();
  });

  it("leads an enterprise member's navigation with their workspace screens", () => {
    const member = getHeaderModel(user({ role: 'enterprise', enterprisePlan: 'premium' }), at('/'));
    expect(member.navLinks.slice(0, 2)).toEqual([
      { label: 'Benchmarking', href: '/peer' },
      { label: 'Pay bands', href: '/comp-bands' },
    ]);
    expect(getHeaderModel(user(), at('/')).navLinks.map((l) => l.label)).toEqual([
      'Salaries',
      'Compare',
      'Career',
      'Offers',
      'JobGPT',
      'Leaderboard',
    ]);
  });

  it('shows the region dropdown only on /salary/ pages, swapping /in/ and /us/', () => {
    expect(getHeaderModel(null, at('/')).region).toBeNull();
    expect(getHeaderModel(null, at('/salary')).region).toBeNull();
    const region = getHeaderModel(null, at('/in/salary/google--software-engineer', '?yoe=2')).region;
    expect(region?.current).toBe('in');
    expect(region?.options.map((o) => [o.label, o.href])).toEqual([
      ['USA', '/us/salary/google--software-engineer?yoe=2'],
      ['India', '/in/salary/google--software-engineer?yoe=2'],
    ]);
    expect(getHeaderModel(null, at('/us/salary/data-scientist')).region?.current).toBe('us');
  });

  it('hides the region dropdown for enterprise users whose region is fixed', () => {
    const locked = user({ role: 'enterprise', enterpriseConfig: { region: 'us' } });
    expect(getHeaderModel(locked, at('/us/salary/google')).region).toBeNull();
    const unlocked = user({ role: 'enterprise', enterpriseConfig: { region: null } });
    expect(getHeaderModel(unlocked, at('/us/salary/google')).region).not.toBeNull();
  });

  it('offers Complete Profile below 100% and Update Profile at 100%', () => {
    expect(getHeaderModel(user({ profileCompleteness: 80 }), at('/')).completeness).toEqual({
      percent: 80,
      cta: 'Complete Profile',
      href: '/profile',
    });
    expect(getHeaderModel(user({ profileCompleteness: 100 }), at('/')).completeness?.cta).toBe('Update Profile');
  });

  it('swaps regions in any URL', () => {
    expect(swapRegion('/in/salary/x', 'us')).toBe('/us/salary/x');
    expect(swapRegion('/us/salary/x', 'us')).toBe('/us/salary/x');
    expect(swapRegion('/salary/x', 'us')).toBe('/us/salary/x');
    expect(swapRegion('/india/salary/x', 'us')).toBe('/us/india/salary/x');
  });
});
