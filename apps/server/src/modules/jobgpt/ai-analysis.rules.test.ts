import { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { quotedNumbers, unsupportedNumbers } from '../../providers/llm/figures-guard.js';
import {
  analysisPrompt,
  analysisSystemPrompt,
  figureRecord,
  figuresOf,
  focusUsable,
  huntFromProfile,
  listOf,
  namesOf,
  traitWordsOf,
  writeOfflineAnalysis,
  type AnalysisFacts,
} from './ai-analysis.rules.js';
import { explainMatch, titleWordsOf, type HuntForMatching, type JobFeatures } from './match.rules.js';

const NOW = Date.parse('2026-11-24T09:00:00Z');
const DAY = 86_400_000;
const SKILLS: Record<number, string> = {
  1: 'TypeScript',
  2: 'PostgreSQL',
  3: 'Kubernetes',
  4: 'Go',
  5: 'Terraform',
  6: 'Kafka',
  7: 'Rust',
  8: 'GraphQL',
  9: 'Redis',
  10: 'Web3',
};
const names = { skill: (id: number) => SKILLS[id], location: (id: number) => (id === 100 ? 'Bengaluru' : undefined) };

const job = (over: Partial<JobFeatures> = {}): JobFeatures => ({
  id: 7,
  title: 'Senior Backend Engineer',
  titleWords: titleWordsOf('Senior Backend Engineer'),
  titleId: 11,
  familyId: 3,
  standardLevel: 3,
  companyId: 50,
  locationIds: [100],
  countryCodes: ['in'],
  remote: 'hybrid',
  skillIds: [1, 2, 3, 5],
  payYearly: { min: 3_000_000, max: 4_200_000, currency: 'INR' },
  payEstimate: null,
  updatedAt: NOW - 4 * DAY,
  noSponsorship: false,
  ...over,
});

const hunt = (over: Partial<HuntForMatching> = {}): HuntForMatching => ({
  titleIds: [11],
  familyIds: [3],
  titleWords: [titleWordsOf('Backend Engineer')],
  locationIds: [100],
  countryCodes: ['in'],
  companyIds: [],
  excludedCompanyIds: [],
  skillIds: [1, 2, 4],
  remote: [],
  minBasePay: { amount: 3_500_000, currency: 'INR' },
  experienceLevels: [],
  yearsOfExperience: 7,
  needsVisaSponsorship: false,
  ...over,
});

function factsFor(j: JobFeatures, h: HuntForMatching, over: Partial<AnalysisFacts> = {}): AnalysisFacts {
  const match = explainMatch(j, h, names, NOW);
  return {
    job: {
      title: j.title,
      company: 'Web3 Labs',
      skills: j.skillIds.map((id) => SKILLS[id]!),
      skillCount: j.skillIds.length,
      daysSinceUpdate: Math.floor((NOW - j.updatedAt) / DAY),
    },
    member: { title: 'Backend Engineer', years: h.yearsOfExperience },
    match,
    basis: { kind: 'hunt', name: 'Next role L5' },
    minPay: h.minBasePay,
    jobPay: j.payYearly
      ? { source: 'posted', min: j.payYearly.min, max: j.payYearly.max, currency: j.payYearly.currency }
      : j.payEstimate
        ? { source: 'estimate', min: j.payEstimate.p25, max: j.payEstimate.p75, currency: j.payEstimate.currency }
        : null,
    companyMedian: { title: 'Software Engineer', medianTotal: 3_640_000, count: 12, currency: 'INR' },
    pay: {
      outcome: 'ranked',
      countryCode: 'in',
      total: 2_453_000,
      percentile: 38,
      median: 2_810_000,
      sliceLabel: 'Software Engineer at Web3 Labs in Bengaluru (L5 · Senior)',
      sliceCount: 48,
    },
    ...over,
  };
}

const cases: Record<string, AnalysisFacts> = {
  'a hunt, posted pay, the company median and a ranked pay': factsFor(job(), hunt()),
  'the profile alone, our estimate in dollars, a slice too small': factsFor(
    job({
      countryCodes: ['us'],
      payYearly: null,
      payEstimate: { p25: 142_000, p75: 187_400, currency: 'USD' },
      skillIds: [1, 2],
      remote: 'full',
    }),
    huntFromProfile({ skillIds: [1, 2, 9], years: 4, titles: [{ id: 11, name: 'Backend Engineer', familyId: 3 }] }),
    { basis: { kind: 'profile' }, minPay: null, companyMedian: null, pay: { outcome: 'too-few', minSlice: 5 } },
  ),
  'no skills named, no pay at all, no years, no salary given': factsFor(
    job({ skillIds: [], payYearly: null, standardLevel: null, updatedAt: NOW }),
    hunt({ yearsOfExperience: null, minBasePay: null, skillIds: [] }),
    { member: { title: null, years: null }, companyMedian: null, pay: { outcome: 'none' } },
  ),
  'many missing skills and a pay held for review': factsFor(
    job({ skillIds: [1, 3, 5, 6, 7, 8, 9, 10, 4], payYearly: { min: 2_000_000, max: 2_400_000, currency: 'INR' } }),
    hunt({ skillIds: [1], experienceLevels: [5] }),
    { pay: { outcome: 'not-counted' } },
  ),
  'a currency the product does not show compactly': factsFor(
    job({ countryCodes: ['de'], payYearly: { min: 70_000, max: 90_000, currency: 'EUR' } }),
    hunt({ minBasePay: null }),
  ),
};

describe('AI analysis templates', () => {
  for (const [name, facts] of Object.entries(cases)) {
    for (const command of api.AI_ANALYSIS_COMMANDS) {
      it(`${command}, ${name}: quotes only its figures and names no protected trait`, () => {
        const figures = figuresOf(facts);
        const text = writeOfflineAnalysis(command, facts, 'I am switching from QA');
        expect(text.length).toBeGreaterThan(80);
        expect(unsupportedNumbers(text, { values: figures.map((f) => f.value), names: namesOf(facts) })).toEqual([]);
        expect(traitWordsOf(text, namesOf(facts))).toEqual([]);
        // The response's record holds every number the text quotes.
        const record = figureRecord(facts, figures);
        const values = Object.values(record).filter((v): v is number => typeof v === 'number');
        for (const q of quotedNumbers(text, namesOf(facts)))
          expect(
            values.some((v) => Math.abs(v - q.value) <= q.tolerance),
            q.text,
          ).toBe(true);
        // The same facts write the same text.
        expect(writeOfflineAnalysis(command, facts, 'I am switching from QA')).toBe(text);
      });
    }
  }

  const facts = cases['a hunt, posted pay, the company median and a ranked pay']!;

  it('fit states the score and every part of the match in words, and the pay figures with whose they are', () => {
    const text = writeOfflineAnalysis('fit', facts, null);
    const score = Math.round(facts.match.score * 100);
    expect(text).toContain(
      `Senior Backend Engineer at Web3 Labs: ${score >= 75 ? 'a strong' : score >= 50 ? 'a fair' : 'a weak'} match, ${score}% with your hunt “Next role L5”.`,
    );
    for (const part of facts.match.parts) expect(text).toContain(`- ${part.label} (${Math.round(part.value * 100)}%): ${part.detail}.`);
    expect(text).toContain('- Skills (50%): 2 of the 4 skills it asks for.');
    expect(text).toContain('You already have TypeScript and PostgreSQL.');
    expect(text).toContain('It also asks for Kubernetes and Terraform, which you have not listed.');
    expect(text).toContain('The employer posts ₹30.0 L–₹42.0 L a year for it.');
    expect(text).toContain('Web3 Labs pays a median of ₹36.4 L a year in total for Software Engineer, from 12 salaries.');
    expect(text).toContain(
      'Your own pay, ₹24.5 L, is at the 38th percentile of 48 published salaries for Software Engineer at Web3 Labs in Bengaluru (L5 · Senior) (median ₹28.1 L). Its whole range is above what you earn now.',
    );
  });

  it('our estimate is labelled as ours, and a slice too small says so with MIN_SLICE and no percentile', () => {
    const text = writeOfflineAnalysis('fit', cases['the profile alone, our estimate in dollars, a slice too small']!, null);
    expect(text).toContain('our estimate from the salary data is $142k–$187k a year in base pay (ours, not the employer’s)');
    expect(text).toContain('Your slice has fewer than 5 published salaries, so we give your pay no percentile.');
    expect(text).toContain('with your profile’s skills and years');
    expect(text).not.toMatch(/percentile of/);
  });

  it('gaps names each missing skill with what to do, and the other parts that fall short', () => {
    const text = writeOfflineAnalysis('gaps', facts, null);
    expect(text).toContain(
      'Of the 4 skills Senior Backend Engineer at Web3 Labs asks for, you have not listed 2: Kubernetes and Terraform.',
    );
    expect(text).toMatch(/- Kubernetes: if you have used it, add it to your profile/);
    expect(text).toMatch(/- Terraform: take a short course/);
    expect(text).toMatch(/- Pay \(\d+%\): ₹30,00,000–₹42,00,000 \(posted\), part of it above your ₹35,00,000\./);
    const many = writeOfflineAnalysis('gaps', cases['many missing skills and a pay held for review']!, null);
    // More than six missing: six named with advice, the rest "and others", never a count the figures lack.
    expect(many).toContain('you have not listed 8: Kubernetes, Terraform, Kafka, Rust, GraphQL, Redis and others.');
    expect(many.split('\n').filter((l) => /^- \w+: /.test(l))).toHaveLength(6);
    const none = writeOfflineAnalysis('gaps', cases['no skills named, no pay at all, no years, no salary given']!, null);
    expect(none).toContain('names no skills we know, so there is no skills gap to close');
  });

  it('pitch is a cover note from the member’s stored facts only: years, title, the skills they have; never pay', () => {
    const text = writeOfflineAnalysis('pitch', facts, 'I am switching from QA');
    expect(text).toMatch(/^Dear Web3 Labs hiring team,/);
    expect(text).toContain('I have 7 years of experience and work today as a Backend Engineer.');
    expect(text).toContain('I work with TypeScript and PostgreSQL: 2 of the 4 skills your posting names.');
    expect(text).not.toMatch(/₹|\$|percentile|Kubernetes/);
    expect(text).not.toContain('QA');
    const bare = writeOfflineAnalysis('pitch', cases['no skills named, no pay at all, no years, no salary given']!, null);
    expect(bare).not.toMatch(/experience|work today/);
  });

  it('questions come from the job’s title and skills, and ask how the member would learn what they lack', () => {
    const text = writeOfflineAnalysis('questions', facts, null);
    expect(text).toContain('- Walk us through a project that shows you can do the work of a Senior Backend Engineer.');
    expect(text).toContain('- How have you used TypeScript in production');
    expect(text).toContain('- The role asks for Kubernetes, which you have not listed: how would you get up to speed with it?');
    expect(text.split('\n').every((l) => !/^\d/.test(l))).toBe(true);
  });

  it('the focus note is quoted back only without numbers, and left out when it names a protected trait', () => {
    expect(writeOfflineAnalysis('fit', facts, 'I am switching from QA')).toContain(
      'You asked us to keep in mind: “I am switching from QA”.',
    );
    const withNumber = writeOfflineAnalysis('fit', facts, 'I earned 45 L at my last job');
    expect(withNumber).not.toContain('45');
    expect(withNumber).not.toContain('keep in mind');
    expect(focusUsable('  I am switching from QA ')).toBe('I am switching from QA');
    expect(focusUsable('As a woman returning after a break')).toBeNull();
    expect(focusUsable('   ')).toBeNull();
    expect(focusUsable(undefined)).toBeNull();
  });

  it('names are not traits: a company called "Jain Irrigation" passes, the word "age" does not', () => {
    expect(traitWordsOf('Apply to Jain Irrigation now.', ['Jain Irrigation'])).toEqual([]);
    expect(traitWordsOf('At your age, apply now.', ['Jain Irrigation'])).toEqual(['age']);
  });

  it('the model is told the figures as displayed, the member’s note, and the rules', () => {
    const figures = figuresOf(facts);
    const prompt = analysisPrompt(facts, figures, 'I am switching from QA');
    expect(prompt).toContain('- Match score (percent): ');
    expect(prompt).toContain('- Your percentile among Software Engineer at Web3 Labs in Bengaluru (L5 · Senior): 38th');
    expect(prompt).toContain('The member’s own note (keep it in mind; quote no number from it): I am switching from QA');
    for (const command of api.AI_ANALYSIS_COMMANDS) {
      const system = analysisSystemPrompt(command);
      expect(system).toMatch(/Quote only the figures listed/);
      expect(system).toMatch(/Never mention, guess or allude to gender, age/);
    }
    expect(figureRecord(facts, figures)).toMatchObject({
      score: Math.round(facts.match.score * 100),
      'skills-asked': 4,
      'skills-matching': 2,
      years: 7,
      'job-pay-min': 3_000_000,
      'job-pay-source': 'posted',
      'company-median': 3_640_000,
      percentile: 38,
      'matched-with': 'your hunt “Next role L5”',
    });
  });

  it('a hunt from the profile alone matches on the member’s skills, years and current title, anywhere and at any pay', () => {
    const h = huntFromProfile({ skillIds: [1, 2, 2], years: 7, titles: [{ id: 11, name: 'Backend Engineer', familyId: 3 }] });
    expect(h).toMatchObject({ skillIds: [1, 2], titleIds: [11], familyIds: [3], yearsOfExperience: 7, minBasePay: null, locationIds: [] });
    const m = explainMatch(job(), h, names, NOW);
    expect(m.parts.find((p) => p.key === 'seniority')!.detail).toBe('A senior role: fits your 7 years');
    expect(m.parts.find((p) => p.key === 'title')!.value).toBe(1);
    expect(m.parts.find((p) => p.key === 'location')!.detail).toBe('You accept anywhere');
    expect(listOf(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
