import { titleWordsOf } from '../jobs/job-title.rules.js';
import { MATCH_PART_LABELS, MATCH_WEIGHTS as WEIGHTS, type api } from '@paysight/contract';

/**
 * The match score (docs/decisions/023-match-score.md): deterministic, explained part by part.
 * Hard filters decide whether a job is a candidate at all (listed, company allowed, work place
 * accepted, country wanted, sponsorship); the weighted parts then say how good a candidate it is.
 * Pure: the caller gives the job's features and the hunt as the service resolved it.
 */

/** The weights, shared with the pages through the contract. */
export const MATCH_WEIGHTS: Readonly<Record<api.MatchPart['key'], number>> = WEIGHTS;

/** What matching needs of a listed job, kept small so 50,000 of them fit in memory. */
export interface JobFeatures {
  id: number;
  title: string;
  /** The posted title's words (titleWordsOf), worked out once when the index loads. */
  titleWords: readonly string[];
  titleId: number | null;
  familyId: number | null;
  standardLevel: number | null;
  companyId: number;
  locationIds: readonly number[];
  countryCodes: readonly string[];
  remote: 'full' | 'hybrid' | 'none';
  skillIds: readonly number[];
  /** Yearly pay range the employer posted, in `payCurrency`; null when none. */
  payYearly: { min: number; max: number; currency: string } | null;
  /** Our estimate (p25–p75 of base) when the posting shows no pay. */
  payEstimate: { p25: number; p75: number; currency: string } | null;
  updatedAt: number;
  /** The description says the employer will not sponsor a work visa. */
  noSponsorship: boolean;
}

/** A hunt as matching uses it: catalogue ids resolved, member facts filled in. */
export interface HuntForMatching {
  titleIds: readonly number[];
  /** The wanted titles' job families (a related title scores part of the title weight). */
  familyIds: readonly number[];
  /** The wanted titles' names, lower case, for word overlap with titles outside the catalogue. */
  titleWords: readonly (readonly string[])[];
  locationIds: readonly number[];
  /** Countries wanted: the hunt's, plus those of its cities. Empty means anywhere. */
  countryCodes: readonly string[];
  companyIds: readonly number[];
  excludedCompanyIds: readonly number[];
  skillIds: readonly number[];
  remote: readonly ('full' | 'hybrid' | 'none')[];
  minBasePay: { amount: number; currency: 'INR' | 'USD' } | null;
  /** Standard levels wanted; when empty, the level the member's years suggest (if known). */
  experienceLevels: readonly number[];
  yearsOfExperience: number | null;
  needsVisaSponsorship: boolean;
}

export interface MatchNames {
  skill: (id: number) => string | undefined;
  location: (id: number) => string | undefined;
}

const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Rupees with Indian digit grouping (₹30,00,000), dollars with thousands (₹ and $ as the region shows them). */
const grouping = { INR: new Intl.NumberFormat('en-IN'), USD: new Intl.NumberFormat('en-US') };

/** The standard level a member's years suggest: 0–2 entry, 3–5 mid, 6–9 senior, 10–14 staff, 15+ senior staff. */
export function levelForYears(years: number): number {
  if (years < 3) return 1;
  if (years < 6) return 2;
  if (years < 10) return 3;
  if (years < 15) return 4;
  return 5;
}

const LEVEL_NAMES: Record<number, string> = {
  1: 'entry',
  2: 'mid',
  3: 'senior',
  4: 'staff',
  5: 'senior staff',
  6: 'principal',
  7: 'senior principal',
  8: 'distinguished',
};

export { titleWordsOf };

/** Whether the job is a candidate for the hunt at all (not a score: these are the member's own limits). */
export function isCandidate(job: JobFeatures, hunt: HuntForMatching, listedSince: number): boolean {
  if (job.updatedAt < listedSince) return false;
  if (hunt.excludedCompanyIds.includes(job.companyId)) return false;
  if (hunt.companyIds.length > 0 && !hunt.companyIds.includes(job.companyId)) return false;
  if (hunt.remote.length > 0 && !hunt.remote.includes(job.remote)) return false;
  if (hunt.needsVisaSponsorship && job.noSponsorship) return false;
  // A fully remote job is open from anywhere in its country; other jobs must be in a wanted country.
  if (hunt.countryCodes.length > 0 && job.countryCodes.length > 0 && !job.countryCodes.some((c) => hunt.countryCodes.includes(c)))
    return false;
  return true;
}

function skillsPart(job: JobFeatures, hunt: HuntForMatching, names: MatchNames) {
  const wanted = new Set(hunt.skillIds);
  const matching = job.skillIds.filter((id) => wanted.has(id));
  const missing = job.skillIds.filter((id) => !wanted.has(id));
  const nameOf = (ids: readonly number[]) => ids.flatMap((id) => names.skill(id) ?? []);
  let value: number;
  let detail: string;
  if (job.skillIds.length === 0) {
    value = 0.5;
    detail = 'The posting names no skills we know';
  } else if (wanted.size === 0) {
    value = 0;
    detail = 'Add your skills to the hunt or your profile to compare them';
  } else {
    value = matching.length / job.skillIds.length;
    detail = `${matching.length} of the ${job.skillIds.length} skills it asks for`;
  }
  return { value, detail, matchingSkills: nameOf(matching), missingSkills: nameOf(missing) };
}

function titlePart(job: JobFeatures, hunt: HuntForMatching) {
  if (hunt.titleIds.length === 0 && hunt.titleWords.length === 0) return { value: 0.5, detail: 'No titles set in the hunt' };
  if (job.titleId !== null && hunt.titleIds.includes(job.titleId)) return { value: 1, detail: 'A title you asked for' };
  const words = job.titleWords;
  let overlap = 0;
  for (const wanted of hunt.titleWords) {
    if (wanted.length === 0 || words.length === 0) continue;
    const common = wanted.filter((w) => words.includes(w)).length;
    overlap = Math.max(overlap, common / new Set([...wanted, ...words]).size);
  }
  if (job.familyId !== null && hunt.familyIds.includes(job.familyId)) {
    return { value: Math.max(0.6, overlap), detail: 'A related title in the same job family' };
  }
  if (overlap > 0) return { value: round2(overlap * 0.6), detail: 'Some words of a title you asked for' };
  return { value: 0, detail: 'Not a title you asked for' };
}

function seniorityPart(job: JobFeatures, hunt: HuntForMatching) {
  const wanted =
    hunt.experienceLevels.length > 0
      ? hunt.experienceLevels
      : hunt.yearsOfExperience !== null
        ? [levelForYears(hunt.yearsOfExperience)]
        : [];
  const basis =
    hunt.experienceLevels.length > 0
      ? 'the levels you asked for'
      : hunt.yearsOfExperience !== null
        ? `your ${hunt.yearsOfExperience} years`
        : null;
  if (wanted.length === 0) return { value: 0.5, detail: 'Set levels or your years of experience to compare seniority' };
  if (job.standardLevel === null) return { value: 0.7, detail: 'The posting states no level' };
  const distance = Math.min(...wanted.map((l) => Math.abs(l - job.standardLevel!)));
  const level = LEVEL_NAMES[job.standardLevel] ?? `level ${job.standardLevel}`;
  if (distance === 0) return { value: 1, detail: `A ${level} role: fits ${basis}` };
  if (distance === 1) return { value: 0.5, detail: `A ${level} role: one level from ${basis}` };
  return { value: 0, detail: `A ${level} role: far from ${basis}` };
}

function locationPart(job: JobFeatures, hunt: HuntForMatching, names: MatchNames) {
  if (job.remote === 'full') return { value: 1, detail: 'Fully remote' };
  if (hunt.locationIds.length === 0 && hunt.countryCodes.length === 0) return { value: 1, detail: 'You accept anywhere' };
  const inCity = job.locationIds.find((id) => hunt.locationIds.includes(id));
  if (inCity !== undefined) return { value: 1, detail: `In ${names.location(inCity) ?? 'a city you chose'}` };
  if (hunt.locationIds.length === 0) return { value: 1, detail: 'In a country you chose' };
  return { value: 0.5, detail: 'In your country, not a city you chose' };
}

function payPart(job: JobFeatures, hunt: HuntForMatching) {
  const min = hunt.minBasePay;
  if (min === null) return { value: 1, detail: 'No minimum pay set' };
  const sign = min.currency === 'INR' ? '₹' : '$';
  const money = (n: number) => `${sign}${grouping[min.currency].format(n)}`;
  let range: { lo: number; hi: number; whose: string } | null = null;
  if (job.payYearly && job.payYearly.currency === min.currency) range = { lo: job.payYearly.min, hi: job.payYearly.max, whose: 'posted' };
  else if (job.payEstimate && job.payEstimate.currency === min.currency)
    range = { lo: job.payEstimate.p25, hi: job.payEstimate.p75, whose: 'our estimate' };
  if (range === null) return { value: 0.5, detail: 'No pay posted or estimated in your currency' };
  const label = `${money(range.lo)}–${money(range.hi)} (${range.whose})`;
  if (range.lo >= min.amount) return { value: 1, detail: `${label}, at or above your ${money(min.amount)}` };
  if (range.hi < min.amount) return { value: 0, detail: `${label}, below your ${money(min.amount)}` };
  const value = range.hi === range.lo ? 1 : (range.hi - min.amount) / (range.hi - range.lo);
  return { value: round2(value), detail: `${label}, part of it above your ${money(min.amount)}` };
}

function recencyPart(job: JobFeatures, now: number) {
  const days = Math.max(0, Math.floor((now - job.updatedAt) / DAY_MS));
  const value = Math.max(0, 1 - days / 30);
  return { value: round2(value), detail: days === 0 ? 'Updated today' : days === 1 ? 'Updated yesterday' : `Updated ${days} days ago` };
}

const LABELS: Record<api.MatchPart['key'], string> = MATCH_PART_LABELS;

/** The score alone (hundredths, 0–100): what ranking needs, without building the words. */
export function scoreOf(job: JobFeatures, hunt: HuntForMatching, wanted: ReadonlySet<number>, now: number): number {
  let skills: number;
  if (job.skillIds.length === 0) skills = 0.5;
  else if (wanted.size === 0) skills = 0;
  else {
    let n = 0;
    for (const id of job.skillIds) if (wanted.has(id)) n += 1;
    skills = n / job.skillIds.length;
  }
  const total =
    MATCH_WEIGHTS.skills * skills +
    MATCH_WEIGHTS.title * titlePart(job, hunt).value +
    MATCH_WEIGHTS.seniority * seniorityPart(job, hunt).value +
    MATCH_WEIGHTS.location * locationPart(job, hunt, NO_NAMES).value +
    MATCH_WEIGHTS.pay * payPart(job, hunt).value +
    MATCH_WEIGHTS.recency * recencyPart(job, now).value;
  return Math.round(total * 100);
}

const NO_NAMES: MatchNames = { skill: () => undefined, location: () => undefined };

/** The explained score: every part with its weight, value and words, the matching and missing skills. */
export function explainMatch(job: JobFeatures, hunt: HuntForMatching, names: MatchNames, now: number): api.MatchExplanation {
  const skills = skillsPart(job, hunt, names);
  const parts = {
    skills,
    title: titlePart(job, hunt),
    seniority: seniorityPart(job, hunt),
    location: locationPart(job, hunt, names),
    pay: payPart(job, hunt),
    recency: recencyPart(job, now),
  };
  const list = (Object.keys(MATCH_WEIGHTS) as api.MatchPart['key'][]).map((key) => ({
    key,
    label: LABELS[key],
    weight: MATCH_WEIGHTS[key],
    value: round2(parts[key].value),
    detail: parts[key].detail,
  }));
  const score = Math.round(list.reduce((sum, p) => sum + p.weight * parts[p.key].value, 0) * 100) / 100;
  return { score, parts: list, matchingSkills: skills.matchingSkills, missingSkills: skills.missingSkills };
}

/**
 * The best `limit` candidates, highest score first (ties: most recently updated, then newest id).
 * One pass with a small sorted buffer: 50,000 jobs score in a few milliseconds.
 */
export function rankJobs(
  jobs: readonly JobFeatures[],
  hunt: HuntForMatching,
  options: { now: number; listedSince: number; limit: number; minScore?: number; skip?: ReadonlySet<number> },
): { ranked: { job: JobFeatures; score: number }[]; considered: number } {
  const wanted = new Set(hunt.skillIds);
  const best: { job: JobFeatures; score: number }[] = [];
  let considered = 0;
  const before = (a: { job: JobFeatures; score: number }, b: { job: JobFeatures; score: number }) =>
    a.score !== b.score ? a.score > b.score : a.job.updatedAt !== b.job.updatedAt ? a.job.updatedAt > b.job.updatedAt : a.job.id > b.job.id;
  for (const job of jobs) {
    if (options.skip?.has(job.id)) continue;
    if (!isCandidate(job, hunt, options.listedSince)) continue;
    considered += 1;
    const score = scoreOf(job, hunt, wanted, options.now);
    if (options.minScore !== undefined && score < options.minScore) continue;
    const entry = { job, score };
    if (best.length === options.limit && !before(entry, best[best.length - 1]!)) continue;
    let i = best.length;
    while (i > 0 && before(entry, best[i - 1]!)) i -= 1;
    best.splice(i, 0, entry);
    if (best.length > options.limit) best.pop();
  }
  return { ranked: best, considered };
}
