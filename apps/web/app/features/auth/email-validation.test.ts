import { describe, expect, it } from 'vitest';
import { validateEmail, validateRequired } from './email-validation';

describe('validateEmail (SPEC §5)', () => {
  it('requires a value', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('   ')).toBe('Email is required');
  });

  it('refuses what is not an email address', () => {
    for (const value of [
      'asha',
      'asha@',
      '@example.com',
      'asha@example',
      'asha@@example.com',
      'asha example@x.com',
      '.asha@x.com',
      'a..b@x.com',
    ]) {
      expect(validateEmail(value), value).toBe('Please enter your work/school email only!');
    }
    expect(validateEmail(`${'a'.repeat(250)}@x.com`)).toBe('Please enter your work/school email only!');
  });

  it('accepts work and school addresses, around spaces', () => {
    for (const value of ['asha@example.com', 'asha.rao+jobs@iitb.ac.in', ' j_doe@mail.stanford.edu ', 'A.B@Company.IO']) {
      expect(validateEmail(value), value).toBeNull();
    }
  });
});

describe('validateRequired', () => {
  it('gives its message only when empty', () => {
    const rule = validateRequired('Coupon code is required');
    expect(rule(' ')).toBe('Coupon code is required');
    expect(rule('WELCOME50')).toBeNull();
  });
});
