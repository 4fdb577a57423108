import { UPGRADE_HIDDEN_ROUTES, type CountryCode, type SessionUser } from '@paysight/contract/core';
import { paths } from '~/config/paths';
import { NAV_LINKS, WORKSPACE_NAV_LINKS, type NavLink } from './nav-links';

/**
 * The header's rules (SPEC §2.2) as one pure function of the session and the URL, so every rule
 * is unit-tested and the component only draws what this returns.
 */

export interface RegionOption {
  cc: CountryCode;
  label: 'USA' | 'India';
  href: string;
}

export interface HeaderModel {
  logoHref: string;
  /** The main navigation: an enterprise member's workspace screens first. */
  navLinks: readonly NavLink[];
  showForEmployers: boolean;
  /** The LogIn/SignUp button for anonymous visitors, carrying the current URL as returnUrl. */
  loginHref: string | null;
  /** Profile, Account, Log out. */
  showUserMenu: boolean;
  showNotifications: boolean;
  upgradeHref: string | null;
  enterpriseLabel: 'Enterprise' | 'Enterprise Trial' | null;
  region: { current: CountryCode; options: RegionOption[] } | null;
  completeness: { percent: number; cta: 'Complete Profile' | 'Update Profile'; href: string } | null;
}

export const isSalaryPage = (pathname: string) => pathname.includes('/salary/');

export function regionOfPath(pathname: string): CountryCode {
  return pathname.startsWith('/us/') || pathname === '/us' ? 'us' : 'in';
}

/** Switching region swaps /in/ and /us/ in the URL (a path without a region gains one). */
export function swapRegion(url: string, target: CountryCode): string {
  const match = /^\/(in|us)(\/|$)/.exec(url);
  if (match) return `/${target}${url.slice(3)}`;
  return `/${target}${url.startsWith('/') ? url : `/${url}`}`;
}

export const isUpgradeHidden = (pathname: string) =>
  (UPGRADE_HIDDEN_ROUTES as readonly string[]).some((route) => pathname === route || pathname === `${route}/`);

export function getHeaderModel(user: SessionUser | null, location: { pathname: string; search?: string }): HeaderModel {
  const currentUrl = `${location.pathname}${location.search ?? ''}`;
  const enterprise = user?.role === 'enterprise';
  const regionLocked = enterprise && Boolean(user?.enterpriseConfig?.region);

  const region =
    isSalaryPage(location.pathname) && !regionLocked
      ? {
          current: regionOfPath(location.pathname),
          options: [
            { cc: 'us' as const, label: 'USA' as const, href: swapRegion(currentUrl, 'us') },
            { cc: 'in' as const, label: 'India' as const, href: swapRegion(currentUrl, 'in') },
          ],
        }
      : null;

  return {
    logoHref: enterprise && user?.enterprisePlan === 'premium' ? paths.employers() : paths.home(),
    navLinks: enterprise ? WORKSPACE_NAV_LINKS : NAV_LINKS,
    showForEmployers: !enterprise,
    loginHref: user ? null : paths.login({ returnUrl: currentUrl }),
    showUserMenu: Boolean(user),
    showNotifications: Boolean(user),
    upgradeHref: user && !user.premium && !enterprise && !isUpgradeHidden(location.pathname) ? paths.pricing(currentUrl) : null,
    enterpriseLabel: enterprise ? (user?.enterpriseTrial ? 'Enterprise Trial' : 'Enterprise') : null,
    region,
    completeness: user
      ? {
          percent: user.profileCompleteness,
          cta: user.profileCompleteness >= 100 ? 'Update Profile' : 'Complete Profile',
          href: paths.profile(),
        }
      : null,
  };
}
