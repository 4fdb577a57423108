import type { api } from '@paysight/contract';
import { formatCompact, type CountryCode } from '@paysight/contract/core';
import { countryName, moneyCountry } from '~/features/salary/salary-text';

/** Titles and descriptions of the leaderboard, as pure functions of its data. */

export type Leaderboard = api.SalaryLeaderboard;
export type LeaderboardRow = Leaderboard['rows'][number];

const COMPANY_TYPES: Record<string, string> = { 'faang+': 'FAANG+', gcc: 'GCC', 'it-services': 'IT services', other: '' };

/** "FAANG+", "Unicorn", "IT services": a company's kind, as the table shows it ("" for none). */
export const companyTypeLabel = (type: string) =>
  COMPANY_TYPES[type] ?? (type ? `${type.charAt(0).toUpperCase()}${type.slice(1).replace(/-/g, ' ')}` : '');

/** "Software Engineer", or "Software Engineer (Senior)" for one level. */
export const roleLabel = (title: string, level: { name: string } | null | undefined) => (level ? `${title} (${level.name})` : title);

/** "Top-Paying Companies for Software Engineer (Senior) in India". */
export const leaderboardHeading = (title: string, level: { name: string } | null | undefined, cc: CountryCode) =>
  `Top-Paying Companies for ${roleLabel(title, level)} in ${countryName(cc)}`;

/** The meta description: the top three and how many companies are ranked. */
export function leaderboardDescription(board: Leaderboard): string {
  const role = roleLabel(board.title.name, board.level);
  const where = countryName(board.countryCode);
  if (board.rows.length === 0) return `Which companies pay ${role} best in ${where}: not enough salaries to rank any company yet.`;
  const money = (v: number) => formatCompact(v, moneyCountry(board.currency));
  const top = board.rows
    .slice(0, 3)
    .map((r) => `${r.company.name} (${money(r.totalP50)})`)
    .join(', ');
  const n = board.rows.length;
  return (
    `The ${n === 1 ? 'company' : `${n} companies`} paying ${role} best in ${where}, by median total pay per year: ${top}. ` +
    'Middle half, median base and how many salaries each.'
  );
}
