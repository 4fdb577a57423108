import { describe, expect, it } from 'vitest';
import type { MemberFacts } from '../profile/member-facts.service.js';
import { answerQuestions } from './apply-pack.rules.js';

const facts: MemberFacts = {
  name: 'Asha Rao',
  email: 'asha@infosys.com',
  phoneNo: null,
  linkedinUrl: null,
  companyName: 'Flipkart',
  experience: 6,
  noticePeriodDays: 60,
  immigrationSponsorshipRequired: false,
  hasResume: true,
};
const questions = (countryCodes: string[]) => answerQuestions(facts, countryCodes).map((a) => a.question);
const SELF_ID = 'Voluntary self-identification (gender, race, veteran and disability status)';

describe('answerQuestions', () => {
  it('asks a job in Pune no US self-identification (race, veteran), only what every form asks', () => {
    const asked = questions(['in']);
    expect(asked).not.toContain(SELF_ID);
    expect(asked.some((q) => /race|veteran/i.test(q))).toBe(false);
    expect(asked).toEqual(expect.arrayContaining(['Full name', 'Email', 'Notice period', 'Expected salary']));
  });

  it('asks a US job the voluntary self-identification, left for the member', () => {
    expect(answerQuestions(facts, ['us']).find((a) => a.question === SELF_ID)).toEqual({ question: SELF_ID, answer: null, source: null });
    expect(questions(['in', 'us'])).toContain(SELF_ID);
  });

  it('asks a job of unknown country only the questions every form asks', () => {
    expect(questions([])).not.toContain(SELF_ID);
  });

  it('answers from stored facts only, the same in every country', () => {
    for (const cc of [['in'], ['us']]) {
      const answers = answerQuestions(facts, cc);
      expect(answers.find((a) => a.question === 'Notice period')).toEqual({
        question: 'Notice period',
        answer: '60 days',
        source: 'profile.noticePeriodDays',
      });
      expect(answers.find((a) => a.question === 'Phone')).toEqual({ question: 'Phone', answer: null, source: null });
    }
  });
});
