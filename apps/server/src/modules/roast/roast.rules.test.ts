import { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { unsupportedNumbers } from '../../providers/llm/figures-guard.js';
import { PERSONAS, writeOfflineRoast } from './roast-personas.rules.js';
import {
  careerFacts,
  figuresOf,
  namesOf,
  protectedTraitWords,
  roastPrompt,
  roastSystemPrompt,
  viewOf,
  type CareerInput,
} from './roast.rules.js';

const ranked = (percentile: number): CareerInput => ({
  source: 'profile',
  title: 'Software Engineer',
  company: 'Web3 Labs',
  experienceYears: 6,
  skills: ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Go'],
  pay: {
    outcome: 'ranked',
    countryCode: 'in',
    total: 2_453_000,
    percentile,
    median: 2_810_000,
    sliceLabel: 'Software Engineer at Web3 Labs in Bengaluru (L5 · Senior)',
    sliceCount: 48,
  },
});
const cases: Record<string, CareerInput> = {
  low: ranked(22),
  mid: ranked(51),
  high: ranked(91),
  tooFew: {
    source: 'profile',
    title: 'Data Scientist',
    company: null,
    experienceYears: 1,
    skills: ['Python'],
    pay: { outcome: 'too-few', minSlice: 5 },
  },
  notCounted: { source: 'profile', title: null, company: 'Acme', experienceYears: null, skills: [], pay: { outcome: 'not-counted' } },
  empty: { source: 'profile', pay: { outcome: 'none' } },
  resume: {
    source: 'resume',
    title: 'Product Manager',
    company: 'Acme Robotics',
    experienceYears: 9,
    skills: ['Roadmapping'],
    positionCount: 4,
    employerCount: 3,
    pay: { outcome: 'none' },
  },
  us: {
    ...ranked(72),
    pay: { ...(ranked(72).pay as Extract<CareerInput['pay'], { outcome: 'ranked' }>), countryCode: 'us', total: 180_400, median: 165_000 },
  },
};

describe('roast personas', () => {
  it('are at least four, each with a name, a voice and the contract’s id', () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(4);
    expect(PERSONAS.map((p) => p.id)).toEqual([...api.ROAST_PERSONA_IDS]);
    for (const p of PERSONAS) {
      expect(p.name).toMatch(/^The /);
      expect(p.voice.length).toBeGreaterThan(10);
      expect(protectedTraitWords(`${p.name} ${p.voice} ${p.style}`)).toEqual([]);
    }
  });

  it('write offline the same text every time, quoting only the facts’ figures, never a protected trait', () => {
    for (const persona of PERSONAS) {
      for (const [name, input] of Object.entries(cases)) {
        const facts = careerFacts(input);
        const text = writeOfflineRoast(persona, viewOf(facts));
        expect(writeOfflineRoast(persona, viewOf(careerFacts(input)))).toBe(text);
        const figures = figuresOf(facts);
        expect(unsupportedNumbers(text, { values: figures.map((f) => f.value), names: namesOf(facts) }), `${persona.id} ${name}`).toEqual(
          [],
        );
        expect(protectedTraitWords(text), `${persona.id} ${name}: ${text}`).toEqual([]);
      }
    }
  });

  it('quote the pay, its percentile and the slice when ranked, and say the slice is too small otherwise', () => {
    const drill = PERSONAS[0]!;
    const text = writeOfflineRoast(drill, viewOf(careerFacts(cases.low!)));
    expect(text).toContain('₹24.5 L');
    expect(text).toContain('22nd percentile');
    expect(text).toContain('48 published salaries');
    expect(text).toContain('₹28.1 L');
    expect(writeOfflineRoast(drill, viewOf(careerFacts(cases.us!)))).toContain('$180k');
    const few = writeOfflineRoast(drill, viewOf(careerFacts(cases.tooFew!)));
    expect(few).toContain('fewer than 5 published salaries');
    expect(figuresOf(careerFacts(cases.tooFew!)).map((f) => f.key)).toEqual(['experience', 'skills', 'min-slice']);
  });
});

describe('career facts', () => {
  it('copy only the career’s fields, whatever else the record holds', () => {
    const record = {
      ...cases.mid!,
      gender: 'female',
      dob: '1991-03-14',
      ethnicity: 'South Asian',
      religion: 'x',
      maritalStatus: 'married',
    };
    const facts = careerFacts(record);
    expect(Object.keys(facts).sort()).toEqual(
      ['company', 'employerCount', 'experienceYears', 'pay', 'positionCount', 'skillCount', 'skills', 'source', 'title'].sort(),
    );
    const everything = JSON.stringify([facts, figuresOf(facts), roastPrompt(facts, figuresOf(facts))]);
    for (const trait of ['female', '1991', 'South Asian', 'married', 'gender', 'dob', 'ethnicity']) expect(everything).not.toContain(trait);
  });

  it('name three skills at most and count them all', () => {
    const facts = careerFacts(cases.mid!);
    expect(facts.skills).toEqual(['TypeScript', 'PostgreSQL', 'Kubernetes']);
    expect(facts.skillCount).toBe(4);
  });

  it('tell the model the persona, the rules and the figures as displayed', () => {
    const facts = careerFacts(cases.mid!);
    const prompt = roastPrompt(facts, figuresOf(facts));
    expect(prompt).toContain('- Your total pay a year: ₹24.5 L');
    expect(prompt).toContain('- Years of experience: 6 years');
    const system = roastSystemPrompt(PERSONAS[1]!);
    expect(system).toContain('The Disappointed Parent');
    expect(system).toMatch(/Never mention.*gender, age, date of birth, ethnicity/);
  });
});

describe('protected-trait words', () => {
  it('are found as words, not inside others', () => {
    expect(protectedTraitWords('For a woman of your age, born in the year of the dragon')).toEqual(['woman', 'age', 'born']);
    expect(protectedTraitWords('The manager will manage the average stubborn herd of others')).toEqual([]);
    expect(protectedTraitWords('Non-binary? Gen Z? Married?')).toEqual(['non-binary', 'gen z', 'married']);
  });
});
