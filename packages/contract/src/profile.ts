import { PROFILE_COMPLETENESS_FACTORS, PROFILE_COMPLETENESS_POINTS } from './constants.js';

type CompletenessInput = Partial<Record<(typeof PROFILE_COMPLETENESS_FACTORS)[number], unknown>>;

const isFilled = (v: unknown) => {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v.trim().length > 0;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return Boolean(v);
};

/** SPEC §5: 20 points for each of company, school, salary, skills and experience. */
export const profileCompleteness = (profile: CompletenessInput | null | undefined): number =>
  PROFILE_COMPLETENESS_FACTORS.reduce((sum, key) => sum + (profile && isFilled(profile[key]) ? PROFILE_COMPLETENESS_POINTS : 0), 0);
