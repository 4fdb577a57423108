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
