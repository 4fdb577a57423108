import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('log redaction', () => {
  it('hides secret query parameters and keeps the rest', () => {
    expect(redactUrl('/auth/tyler?token=abc123&next=%2Fprofile')).toBe('/auth/tyler?token=%5Bredacted%5D&next=%2Fprofile');
    expect(redactUrl('/login/google/callback?code=xyz&state=s1')).not.toMatch(/xyz|s1/);
    expect(redactUrl('/discuss/sso?sso=payload&sig=abc')).not.toMatch(/payload|abc/);
    expect(redactUrl('/in/salary/google?yoe=3')).toBe('/in/salary/google?yoe=3');
    expect(redactUrl('/health')).toBe('/health');
  });
});
