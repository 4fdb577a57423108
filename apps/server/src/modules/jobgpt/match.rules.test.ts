import { describe, expect, it } from 'vitest';
import {
  MATCH_WEIGHTS,
  explainMatch,
  isCandidate,
  levelForYears,
  rankJobs,
  titleWordsOf,
  type HuntForMatching,
  type JobFeatures,
} from './match.rules.js';

const NOW = Date.parse('2026-11-24T09:00:00Z');
const DAY = 86_400_000;
const SINCE = NOW - 30 * DAY;

const job = (over: Partial<JobFeatures> = {}): JobFeatures => ({
  id: 1,
  title: 'Senior Backend Engineer',
  titleWords: titleWordsOf(over.title ?? 'Senior Backend Engineer'),
  titleId: 10,
  familyId: 1,
  standardLevel: 3,
  companyId: 100,
  locationIds: [7],
  countryCodes: ['in'],
  remote: 'hybrid',
  skillIds: [1, 2, 3, 4],
  payYearly: { min: 3_000_000, max: 4_000_000, currency: 'INR' },
  payEstimate: null,
  updatedAt: NOW,
  noSponsorship: false,
  ...over,
});

const hunt = (over: Partial<HuntForMatching> = {}): HuntForMatching => ({
  titleIds: [10],
  familyIds: [1],
  titleWords: [titleWordsOf('Backend Engineer')],
  locationIds: [7],
  countryCodes: ['in'],
  companyIds: [],
  excludedCompanyIds: [],
  skillIds: [1, 2, 3],
  remote: [],
  minBasePay: { amount: 2_500_000, currency: 'INR' },
  experienceLevels: [],
  yearsOfExperience: 7,
  needsVisaSponsorship: false,
  ...over,
});

const names = {
  skill: (id: number) => ['', 'Go', 'Kafka', 'PostgreSQL', 'Rust'][id],
  location: (id: number) => (id === 7 ? 'Bengaluru' : undefined),
};

describe('the match score', () => {
  it('weights sum to one', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('explains every part and names the matching and missing skills', () => {
    const m = explainMatch(job(), hunt(), names, NOW);
    expect(m.parts.map((p) => p.key)).toEqual(['skills', 'title', 'seniority', 'location', 'pay', 'recency']);
    expect(m.matchingSkills).toEqual(['Go', 'Kafka', 'PostgreSQL']);
    expect(m.missingSkills).toEqual(['Rust']);
    const part = (k: string) => m.parts.find((p) => p.key === k)!;
    expect(part('skills')).toMatchObject({ value: 0.75, detail: '3 of the 4 skills it asks for' });
    expect(part('title').value).toBe(1);
    expect(part('seniority')).toMatchObject({ value: 1, detail: 'A senior role: fits your 7 years' });
    expect(part('location')).toMatchObject({ value: 1, detail: 'In Bengaluru' });
    expect(part('pay')).toMatchObject({ value: 1 });
    expect(part('pay').detail).toBe('₹30,00,000–₹40,00,000 (posted), at or above your ₹25,00,000');
    expect(part('recency')).toMatchObject({ value: 1, detail: 'Updated today' });
    // 0.35 × 0.75 + the rest at 1 = 0.9125 → 0.91
    expect(m.score).toBe(0.91);
  });

  it('is deterministic and the score is the weighted sum of the parts shown', () => {
    const a = explainMatch(job({ standardLevel: 5, updatedAt: NOW - 9 * DAY }), hunt(), names, NOW);
    const b = explainMatch(job({ standardLevel: 5, updatedAt: NOW - 9 * DAY }), hunt(), names, NOW);
    expect(a).toEqual(b);
    const sum = a.parts.reduce((s, p) => s + p.weight * p.value, 0);
    expect(a.score).toBeCloseTo(sum, 2);
    expect(a.parts.find((p) => p.key === 'seniority')!.detail).toBe('A senior staff role: far from your 7 years');
  });

  it('a related title scores part of the title weight; an unrelated one none', () => {
    const related = explainMatch(
      job({ titleId: 11, title: 'Platform Engineer', titleWords: titleWordsOf('Platform Engineer') }),
      hunt(),
      names,
      NOW,
    );
    expect(related.parts.find((p) => p.key === 'title')!.value).toBe(0.6);
    const other = explainMatch(
      job({ titleId: 50, familyId: 9, title: 'Account Executive', titleWords: titleWordsOf('Account Executive') }),
      hunt(),
      names,
      NOW,
    );
    expect(other.parts.find((p) => p.key === 'title')!.value).toBe(0);
  });

  it('pay below the minimum scores zero; unknown pay half; our estimate is said to be ours', () => {
    const low = explainMatch(job({ payYearly: { min: 1_000_000, max: 2_000_000, currency: 'INR' } }), hunt(), names, NOW);
    expect(low.parts.find((p) => p.key === 'pay')!.value).toBe(0);
    const none = explainMatch(job({ payYearly: null }), hunt(), names, NOW);
    expect(none.parts.find((p) => p.key === 'pay')!.value).toBe(0.5);
    const est = explainMatch(
      job({ payYearly: null, payEstimate: { p25: 2_000_000, p75: 3_000_000, currency: 'INR' } }),
      hunt(),
      names,
      NOW,
    );
    const pay = est.parts.find((p) => p.key === 'pay')!;
    expect(pay.value).toBe(0.5);
    expect(pay.detail).toContain('our estimate');
  });

  it('years map to levels', () => {
    expect([0, 2, 3, 5, 6, 9, 10, 14, 15, 30].map(levelForYears)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });
});

describe('candidates', () => {
  it('leaves out excluded companies, other countries, unaccepted work places, stale jobs and no-sponsorship jobs for those who need it', () => {
    expect(isCandidate(job(), hunt(), SINCE)).toBe(true);
    expect(isCandidate(job(), hunt({ excludedCompanyIds: [100] }), SINCE)).toBe(false);
    expect(isCandidate(job(), hunt({ companyIds: [200] }), SINCE)).toBe(false);
    expect(isCandidate(job({ countryCodes: ['us'], locationIds: [9] }), hunt(), SINCE)).toBe(false);
    expect(isCandidate(job(), hunt({ remote: ['full'] }), SINCE)).toBe(false);
    expect(isCandidate(job({ updatedAt: SINCE - 1 }), hunt(), SINCE)).toBe(false);
    expect(isCandidate(job({ noSponsorship: true }), hunt({ needsVisaSponsorship: true }), SINCE)).toBe(false);
    expect(isCandidate(job({ noSponsorship: true }), hunt(), SINCE)).toBe(true);
  });

  it('ranks best first, skips what the member has done with, keeps the limit, counts what it considered', () => {
    const jobs = [
      job({ id: 1, skillIds: [1, 4] }),
      job({ id: 2 }),
      job({ id: 3, skillIds: [1, 2, 3] }),
      job({ id: 4, companyId: 5 }),
      job({ id: 5, countryCodes: ['us'] }),
    ];
    const { ranked, considered } = rankJobs(jobs, hunt({ excludedCompanyIds: [5] }), {
      now: NOW,
      listedSince: SINCE,
      limit: 2,
      skip: new Set([2]),
    });
    expect(considered).toBe(2);
    expect(ranked.map((r) => r.job.id)).toEqual([3, 1]);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
  });
});
