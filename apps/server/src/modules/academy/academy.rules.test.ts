import { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { meanBand, monthsBefore, ownNameParts, recentFrom, screenMessage, screenReport, screenText } from './academy.rules.js';

const plain = { names: true, own: [] as string[] };

describe('the automated checks of an interview report', () => {
  it('finds email addresses, links and phone numbers', () => {
    expect(screenText('Mail me at jane.doe@acme.co.in after', plain)).toEqual({ kind: 'email', found: 'jane.doe@acme.co.in' });
    expect(screenText('See https://leetcode.com/problems/two-sum', plain)).toMatchObject({ kind: 'link' });
    expect(screenText('Prep at www.example.org please', plain)).toMatchObject({ kind: 'link', found: 'www.example.org' });
    expect(screenText('my profile linkedin.com/in/someone', plain)).toMatchObject({ kind: 'link', found: 'linkedin.com/in/someone' });
    expect(screenText('Call +91 98765 43210 for the result', plain)).toMatchObject({ kind: 'phone' });
    expect(screenText('Call (415) 555-0134 after', plain)).toMatchObject({ kind: 'phone', found: '(415) 555-0134' });
    expect(screenText('Call 415-555-0134 after', plain)).toMatchObject({ kind: 'phone' });
    expect(screenText('WhatsApp 9876543210', plain)).toMatchObject({ kind: 'phone', found: '9876543210' });
  });

  it('lets a question with numbers, code and a company named after a site through', () => {
    for (const text of [
      'Return the answer modulo 1000000007.',
      'Given an array of 10^5 integers, find two that sum to 2 * 10^9.',
      'How would you design Booking.com search?',
      'Design a URL shortener like bit.ly: how many requests per second?',
      'What does Array.prototype.map return?',
      'Explain the output of console.log(0.1 + 0.2).',
      'Tell me about a time you met a tight deadline.',
      'What is the difference between L1 and L2 regularization?',
      'Implement a class called Node with a method named insert.',
      'Walk me through a DCF valuation for a company with 12.5% growth.',
    ])
      expect(screenText(text, plain), text).toBeNull();
  });

  it('finds names: an honorific, the interviewer named, a common first name, the member’s own name', () => {
    expect(screenText('Mr. Sharma asked about sorting', plain)).toMatchObject({ kind: 'name', found: 'Mr. Sharma' });
    expect(screenText('The interviewer, Rahul, asked me to design a cache', plain)).toMatchObject({ kind: 'name', found: 'Rahul' });
    expect(screenText('The recruiter was Anita and she asked my notice period', plain)).toMatchObject({ kind: 'name', found: 'Anita' });
    expect(screenText('Priya asked me about my last project', plain)).toMatchObject({ kind: 'name', found: 'Priya' });
    expect(screenText('My name is Kumar and I was asked about heaps', plain)).toMatchObject({ kind: 'name' });
    expect(screenText('Asked about the project Zed Quill built', { names: true, own: ['Zed Quill'] })).toMatchObject({
      kind: 'name',
      found: 'Zed Quill',
    });
    // Names are not looked for in a company's name ("Morgan Stanley"), only contacts and links.
    expect(screenText('Priya Textiles', { names: false, own: [] })).toBeNull();
  });

  const body: api.InterviewReportBody = {
    company: 'Acme',
    title: 'Software Engineer',
    month: '2026-09',
    applied: 'online',
    outcome: 'no-offer',
    experience: 'neutral',
    difficulty: 3,
    rounds: [
      { type: 'screen', questions: ['Why do you want to leave your current job?'] },
      { type: 'coding', questions: ['Reverse a linked list.', 'Mail the code to jobs@acme.com'] },
    ],
  };

  it('says where each problem is and what to do, for every field in form order', () => {
    const problems = screenReport({ ...body, level: 'L4 call 9876543210' }, { name: 'Test Member', email: 'member@paysight.test' });
    expect(problems.map((p) => p.where)).toEqual(['The level', 'Round 2, question 2']);
    expect(screenMessage(problems)).toBe(
      'The level has a phone number ("9876543210"); Round 2, question 2 has an email address ("jobs@acme.com"). ' +
        'Interview reports must not carry names, contact details or links: remove them and send again.',
    );
    expect(screenReport({ ...body, rounds: [body.rounds[0]!] }, { name: 'Test Member', email: 'member@paysight.test' })).toEqual([]);
  });

  it('checks for the member’s own name and address', () => {
    const own = screenReport(
      { ...body, rounds: [{ type: 'behavioural', questions: ['They asked Ada Quint to describe a conflict'] }] },
      { name: 'Ada Quint', email: 'aquint@paysight.test' },
    );
    expect(own).toEqual([{ where: 'Round 1, question 1', kind: 'name', found: 'Ada Quint' }]);
    const address = screenReport(
      { ...body, rounds: [{ type: 'behavioural', questions: ['Asked what ada.quint77 would do first as a team member'] }] },
      { name: 'Member', email: 'ada.quint77@paysight.test' },
    );
    expect(address).toMatchObject([{ kind: 'name', found: 'ada.quint77' }]);
    // A one-word name or a plain-word address is any word: "member" is not the member.
    expect(ownNameParts({ name: 'Member', email: 'member@paysight.test' })).toEqual([]);
  });
});

describe('months and difficulty bands', () => {
  it('counts months back across years, and "asked recently" covers the current month and the five before it', () => {
    expect(monthsBefore('2026-02', 3)).toBe('2025-11');
    expect(monthsBefore('2026-12', 11)).toBe('2026-01');
    expect(recentFrom(new Date('2026-11-22T10:00:00Z'), 6)).toBe('2026-06');
  });

  it('bands a mean difficulty and a report’s', () => {
    expect([1, 2.4, 2.5, 3.4, 3.5, 5].map(meanBand)).toEqual(['easy', 'easy', 'medium', 'medium', 'hard', 'hard']);
    expect([1, 2, 3, 4, 5].map(api.difficultyBand)).toEqual(['easy', 'easy', 'medium', 'hard', 'hard']);
  });

  it('merges questions on their folded text', () => {
    expect(api.normaliseQuestion('What is  Overfitting?')).toBe(api.normaliseQuestion('what is overfitting'));
    expect(api.normaliseQuestion('What’s the output?')).toBe('what s the output');
    expect(api.normaliseQuestion('over-fitting')).not.toBe(api.normaliseQuestion('overfitting'));
  });
});
