import { describe, expect, it } from 'vitest';
import { defaultSignInOptions, isSocialProvider, signInOptionsFrom } from './sign-in-options';

describe('sign-in options', () => {
  it('regular mode: magic link, Google and LinkedIn, each carrying next', () => {
    expect(defaultSignInOptions('regular', '/in/salary/google?yoe=2')).toEqual({
      magicLink: true,
      providers: [
        { provider: 'google', href: '/api/v1/login/google?next=%2Fin%2Fsalary%2Fgoogle%3Fyoe%3D2' },
        { provider: 'linkedin', href: '/api/v1/login/linkedin?next=%2Fin%2Fsalary%2Fgoogle%3Fyoe%3D2' },
      ],
    });
  });

  it('enterprise mode: Google and Microsoft through single sign-on, no magic link', () => {
    expect(defaultSignInOptions('enterprise', '/peer')).toEqual({
      magicLink: false,
      providers: [
        { provider: 'google', href: '/api/v1/saas-login/google?next=%2Fpeer' },
        { provider: 'microsoft', href: '/api/v1/saas-login/microsoft?next=%2Fpeer' },
      ],
    });
  });

  it("takes the server's answer, setting next on its links", () => {
    const answer = {
      magicLink: false,
      password: false,
      providers: [{ provider: 'google' as const, label: 'Google', href: '/api/v1/login/google?next=%2F&prompt=select_account' }],
    };
    expect(signInOptionsFrom(answer, 'regular', '/offers')).toEqual({
      magicLink: false,
      providers: [{ provider: 'google', href: '/api/v1/login/google?next=%2Foffers&prompt=select_account' }],
    });
  });

  it('falls back to the defaults when the server could not be asked', () => {
    expect(signInOptionsFrom(null, 'enterprise', '/')).toEqual(defaultSignInOptions('enterprise', '/'));
  });

  it('knows the providers', () => {
    expect(isSocialProvider('linkedin')).toBe(true);
    expect(isSocialProvider('facebook')).toBe(false);
    expect(isSocialProvider(undefined)).toBe(false);
  });
});
