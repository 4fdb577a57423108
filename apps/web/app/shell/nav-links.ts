import { paths } from '~/config/paths';

/** The header's main navigation, on desktop and in the phone drawer. */
export const NAV_LINKS = [
  { label: 'Salaries', href: paths.salaries() },
  { label: 'Compare', href: paths.compareCompanies() },
  { label: 'Career', href: paths.career() },
  { label: 'Offers', href: paths.offers() },
  { label: 'JobGPT', href: paths.jobgpt() },
  { label: 'Leaderboard', href: paths.leaderboard() },
] as const;

/** An enterprise workspace member's navigation: their screens first, then the market data they use most. */
export const WORKSPACE_NAV_LINKS = [
  { label: 'Benchmarking', href: paths.peer() },
  { label: 'Pay bands', href: paths.compBands() },
  { label: 'Salaries', href: paths.salaries() },
  { label: 'Compare', href: paths.compareCompanies() },
  { label: 'Leaderboard', href: paths.leaderboard() },
] as const;

export type NavLink = { label: string; href: string };
