import type { api } from '@paysight/contract';
import { formatCompact, groupDigits } from '@paysight/contract/core';
import { filtersToSearch, levelName } from '~/features/salary/salary-filters';
import { countryName } from '~/features/salary/salary-text';
import { paths } from '~/config/paths';

/** Where a saved salary stands, in words and as a link: pure functions of the standing call's answer. */

type Standing = api.ContributionStanding;
type RankedSlice = NonNullable<Standing['slice']>;

/** "L5 · Senior", or "Senior" when the member gave no name of their own for the level. */
function levelText(slice: RankedSlice): string | null {
  if (slice.standardLevel === null) return null;
  const standard = levelName(slice.standardLevel);
  return slice.level && slice.level !== standard ? `${slice.level} · ${standard}` : standard;
}

/** "212 Software Engineer salaries at Google in India (L5 · Senior)". */
export function sliceSalaries(s: Standing & { slice: RankedSlice }): string {
  const { slice } = s;
  const level = levelText(slice);
  const n = groupDigits(slice.count);
  return (
    `${n} ${slice.title.name} ${slice.count === 1 ? 'salary' : 'salaries'}` +
    `${slice.company ? ` at ${slice.company.name}` : ''} in ${slice.location?.name ?? countryName(s.countryCode)}` +
    `${level ? ` (${level})` : ''}`
  );
}

/**
 * "Your total of ₹32.4 L is more than 64% of 212 Software Engineer salaries at Google in India
 * (L5 · Senior)", or null without a standing. The rank counts ties as half, so the ends read as
 * words rather than "more than 0%".
 */
export function standingSentence(s: Standing): string | null {
  if (s.outcome !== 'ranked' || !s.slice || s.percentileRank === null) return null;
  const ranked = s as Standing & { slice: RankedSlice };
  const total = formatCompact(s.total, s.countryCode);
  const of = sliceSalaries(ranked);
  if (s.percentileRank >= 100) return `Your total of ${total} is more than all ${of}.`;
  if (s.percentileRank <= 0) return `Your total of ${total} is below all ${of}.`;
  return `Your total of ${total} is more than ${s.percentileRank}% of ${of}.`;
}

/** The salary page of the slice compared with: its company and title, and its level and city as filters. */
export function standingHref(s: Standing): string | null {
  if (!s.slice) return null;
  const { company, title, standardLevel, location } = s.slice;
  const q = company ? `${company.slug}--${title.slug}` : title.slug;
  return (
    paths.regionSalary(s.countryCode, q) +
    filtersToSearch({ rosettaLevel: standardLevel ?? undefined, location: location?.slug ?? undefined })
  );
}
