import type { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import {
  answersSummary,
  dateTime,
  dayLabel,
  filtersSummary,
  huntRefusalText,
  huntStatusText,
  logLine,
  matchBadgeText,
  partRow,
  percent,
  readyNextSteps,
  reviewQueueNote,
  scoreTone,
  settingsSummary,
} from './jobgpt-text';

const filters = (over: Partial<api.JobHuntFilters> = {}): api.JobHuntFilters => ({
  titles: [],
  locations: [],
  countries: [],
  companies: [],
  excludedCompanies: [],
  skills: [],
  remote: [],
  minBasePay: null,
  experienceLevels: [],
  needsVisaSponsorship: false,
  ...over,
});

describe('match scores in words', () => {
  it('reads a score as a whole percentage, clamped', () => {
    expect(percent(0.868)).toBe('87%');
    expect(percent(0)).toBe('0%');
    expect(percent(1.2)).toBe('100%');
    expect(matchBadgeText(0.87)).toBe('87% match');
    expect([scoreTone(0.8), scoreTone(0.65), scoreTone(0.3)]).toEqual(['strong', 'fair', 'weak']);
  });

  it('shows each part with its weight, what it found and the points it earned', () => {
    expect(partRow({ key: 'skills', label: 'Skills', weight: 0.35, value: 0.75, detail: '6 of 8 skills' })).toEqual({
      label: 'Skills',
      weight: '35% of the score',
      detail: '6 of 8 skills',
      fit: '26 of 35 points',
      value: 75,
    });
    expect(partRow({ key: 'recency', label: 'Recency', weight: 0.05, value: 0, detail: 'Posted 40 days ago' }).fit).toBe('0 of 5 points');
  });
});

describe('hunts in words', () => {
  it('summarises what a hunt looks for, and "Any job" when nothing narrows it', () => {
    expect(filtersSummary(filters())).toBe('Any job');
    expect(
      filtersSummary(
        filters({
          titles: ['Data Scientist'],
          locations: ['Bengaluru', 'Pune'],
          countries: ['us'],
          remote: ['full', 'hybrid'],
          experienceLevels: [3, 4],
          minBasePay: { amount: 3_000_000, currency: 'INR' },
          skills: ['Python', 'SQL', 'Spark', 'Airflow', 'dbt'],
          excludedCompanies: ['Globex'],
          needsVisaSponsorship: true,
        }),
      ),
    ).toBe(
      'Data Scientist · Bengaluru, Pune, United States · Remote or Hybrid · Senior, Staff · from ₹30.0 L base · Python, SQL, Spark and 2 more · not Globex · visa sponsorship',
    );
  });

  it('says how a hunt applies and why it is paused', () => {
    expect(settingsSummary({ autoMode: false, dailyLimit: 5, minScore: 0.7, tailoredResume: true })).toBe(
      'Auto mode off (you approve each) · up to 5 applications a day · from 70% match · tailored resume',
    );
    expect(huntStatusText({ status: 'paused', pausedReason: 'no-credits' })).toBe('Paused: no credits left');
    expect(huntStatusText({ status: 'active', pausedReason: null })).toBe('Active');
  });

  it('words the API’s refusals in the form’s terms', () => {
    expect(huntRefusalText('DailyLimit must be at most 100')).toBe('The daily limit must be at most 100');
    expect(huntRefusalText('MinScore must be between 0 and 1')).toBe('The minimum match score must be between 0 and 100%');
    expect(huntRefusalText('Unknown skill: Quantum Basket Weaving. Pick it from the suggestions.')).toBe(
      'Unknown skill: Quantum Basket Weaving. Pick it from the suggestions.',
    );
  });
});

describe('applications in words', () => {
  it('counts the questions answered from the profile and lists those left for the member', () => {
    const answers = [
      { question: 'Phone', answer: '+91 98765 43210', source: 'profile.phoneNo' },
      { question: 'Why Acme?', answer: null, source: null },
    ];
    expect(answersSummary(answers)).toEqual({
      answered: 1,
      left: ['Why Acme?'],
      text: '1 of 2 questions answered from your profile; 1 left for you.',
    });
    expect(answersSummary([]).text).toBe('The posting asks no questions.');
    expect(answersSummary(answers.slice(0, 1)).text).toBe('Its one question answered from your profile.');
  });

  it('says when the daily run moved a hunt’s best matches to the review queue, and how many wait', () => {
    expect(reviewQueueNote({ reviewCount: 3, lastRunOn: '2026-11-24' }, '2026-11-24')).toBe(
      'Today’s run moved this hunt’s best matches to your review queue, so they are not in this list: 3 matches wait for your approval there.',
    );
    expect(reviewQueueNote({ reviewCount: 1, lastRunOn: '2026-11-20' }, '2026-11-24')).toBe(
      'JobGPT’s daily run moved this hunt’s best matches to your review queue, so they are not in this list: 1 match waits for your approval there.',
    );
    expect(reviewQueueNote({ reviewCount: 0, lastRunOn: '2026-11-24' }, '2026-11-24')).toBeNull();
  });

  it('tells a member with an application ready to submit what to do next, in order', () => {
    const answers = [
      { question: 'Phone', answer: '+91 98765 43210', source: 'profile.phoneNo' },
      { question: 'Expected salary', answer: null, source: null },
    ];
    expect(readyNextSteps({ answers, resumeId: 7 }, true)).toEqual([
      'Open the employer’s page with the button below: you submit there, not here.',
      'Copy JobGPT’s answers into the form, and answer the 1 question left for you yourself.',
      'Attach the tailored resume (the PDF above).',
      'Submit it there, then set Status to Applied below and save, so your applications and figures count it.',
    ]);
    const [, answersStep, resumeStep] = readyNextSteps({ answers: answers.slice(0, 1), resumeId: null }, true);
    expect(answersStep).toBe('Copy JobGPT’s answers into the form.');
    expect(resumeStep).toBe('Attach your resume.');
  });

  it('reads a log entry and its details, and dates the same everywhere (UTC)', () => {
    expect(
      logLine({
        kind: 'prepared',
        at: '2026-11-24T09:05:00.000Z',
        detail: {
          where: 'https://boards.greenhouse.io/acme/jobs/1',
          resumeId: 12,
          resumeVersion: 2,
          answered: [{ question: 'Phone', source: 'profile.phoneNo' }],
          leftForMember: ['Why Acme?'],
        },
      }),
    ).toEqual({
      what: 'Apply pack prepared',
      when: '24 Nov 2026, 09:05 UTC',
      detail:
        'for https://boards.greenhouse.io/acme/jobs/1 · tailored resume, version 2 · 1 answered from your profile · left for you: Why Acme?',
    });
    expect(logLine({ kind: 'status', at: 'x', detail: { from: 'ready', to: 'interview', by: 'member' } }).detail).toBe(
      'from Ready to submit · to Interview',
    );
    expect(logLine({ kind: 'pack_sent', at: 'x', detail: { tries: 2 } })).toMatchObject({ what: 'Pack sent', detail: 'tries: 2' });
    expect(dateTime('2026-01-02T23:59:00Z')).toBe('2 Jan 2026, 23:59 UTC');
    expect(dayLabel('2026-11-24')).toBe('24 Nov');
  });
});
