import type { api } from '@paysight/contract';
import type { MemberFacts } from '../profile/member-facts.service.js';

/**
 * The questions application forms on public job boards ask (Greenhouse, Lever and Ashby standard
 * fields and their most common custom ones), and which stored fact answers each. An answer comes
 * only from the member's own stored facts; a question without one is left for the member, never
 * guessed. Pay expectations and voluntary self-identification are always left for the member:
 * they are the member's call on each application, not a fact to copy.
 *
 * A question asked only where a country's law asks it names its countries: the voluntary
 * self-identification (race, veteran and disability status) is the US equal-opportunity survey, so
 * a job in Pune never asks it. A job whose country is not known gets only the questions every form asks.
 */
export const STANDARD_QUESTIONS: readonly {
  question: string;
  source: string | null;
  answer: (f: MemberFacts) => string | null;
  /** Lower-case ISO country codes of the jobs that ask it; every job when absent. */
  countries?: readonly string[];
}[] = [
  { question: 'Full name', source: 'account.name', answer: (f) => f.name.trim() || null },
  { question: 'Email', source: 'account.email', answer: (f) => f.email },
  { question: 'Phone', source: 'profile.phoneNo', answer: (f) => f.phoneNo },
  { question: 'LinkedIn profile', source: 'profile.linkedinUrl', answer: (f) => f.linkedinUrl },
  { question: 'Current company', source: 'profile.company', answer: (f) => f.companyName },
  { question: 'Years of experience', source: 'profile.experience', answer: (f) => (f.experience === null ? null : String(f.experience)) },
  {
    question: 'Notice period',
    source: 'profile.noticePeriodDays',
    answer: (f) => (f.noticePeriodDays === null ? null : `${f.noticePeriodDays} days`),
  },
  {
    question: 'Will you now or in the future require visa sponsorship?',
    source: 'profile.immigrationSponsorshipRequired',
    answer: (f) => (f.immigrationSponsorshipRequired === null ? null : f.immigrationSponsorshipRequired ? 'Yes' : 'No'),
  },
  { question: 'Expected salary', source: null, answer: () => null },
  {
    question: 'Voluntary self-identification (gender, race, veteran and disability status)',
    source: null,
    answer: () => null,
    countries: ['us'],
  },
];

/** The questions a job in `countryCodes` (the job's places) asks, answered from the member's facts where one is stored. */
export function answerQuestions(facts: MemberFacts, countryCodes: readonly string[]): api.ApplicationAnswer[] {
  const asked = STANDARD_QUESTIONS.filter((q) => !q.countries || q.countries.some((c) => countryCodes.includes(c)));
  return asked.map((q) => {
    const answer = q.source === null ? null : q.answer(facts);
    return { question: q.question, answer, source: answer === null ? null : q.source };
  });
}
