import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile.js';

describe('profile completeness', () => {
  it('gives 20 points for each of company, school, salary, skills and experience', () => {
    expect(profileCompleteness(null)).toBe(0);
    expect(profileCompleteness({})).toBe(0);
    expect(profileCompleteness({ company: 'Infosys' })).toBe(20);
    expect(profileCompleteness({ company: 'Infosys', school: 'IIT Madras', salary: { base: 1 }, skills: ['go'], experience: 4 })).toBe(100);
  });

  it('does not count blanks', () => {
    expect(profileCompleteness({ company: '  ', skills: [], salary: {}, experience: Number.NaN })).toBe(0);
    expect(profileCompleteness({ experience: 0 })).toBe(20);
  });
});
