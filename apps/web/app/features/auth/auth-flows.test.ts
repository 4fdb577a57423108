import { describe, expect, it } from 'vitest';
import { callbackPlan, isWebUrl, logoutDestination, tylerPlan } from './auth-flows';

const q = (query: string) => new URLSearchParams(query);
const token = 't'.repeat(40);

describe('auth/tyler (SPEC §2.5)', () => {
  it('exchanges token, id and email, then goes to next or /profile', () => {
    expect(tylerPlan(q(`token=${token}&id=u1&email=asha%40example.com`))).toEqual({
      kind: 'exchange',
      input: { token, id: 'u1', email: 'asha@example.com' },
      to: '/profile',
    });
    expect(tylerPlan(q(`token=${token}&next=%2Fin%2Fsalary%2Fgoogle%3Fyoe%3D2%26amp%3Blevel%3DL4`))).toMatchObject({
      to: '/in/salary/google?yoe=2&level=L4',
    });
  });

  it('with cb the token is already a session: no call, just go', () => {
    expect(tylerPlan(q(`cb=1&token=${token}&next=/offers`))).toEqual({ kind: 'redirect', to: '/offers' });
    expect(tylerPlan(q('cb=&next=https://evil.example'))).toEqual({ kind: 'redirect', to: '/profile' });
  });

  it('without a token there is nothing to exchange', () => {
    expect(tylerPlan(q('email=a%40b.co'))).toEqual({
      kind: 'error',
      message: 'This sign-in link is incomplete. Please request a new one.',
    });
  });
});

describe('auth/callback/:provider (SPEC §4 social callback)', () => {
  it('asks to verify the email at the provider when it has none', () => {
    expect(callbackPlan('linkedin', q('error=no-email'))).toEqual({
      kind: 'error',
      message: 'Please verify the email on your LinkedIn account or try another login',
    });
  });

  it("maps the server's other refusal codes", () => {
    expect(callbackPlan('google', q('error=work-email'))).toEqual({ kind: 'error', message: 'Please enter your work/school email only!' });
    expect(callbackPlan('google', q('error=failed'))).toEqual({ kind: 'error', message: 'Something went wrong. Please try again...' });
    expect(callbackPlan('microsoft', q('error=not-enterprise'))).toEqual({
      kind: 'error',
      message: 'Your Microsoft account does not belong to an enterprise organisation on Paysight. Please login with your SSO account.',
    });
  });

  it("shows the server's other errors verbatim", () => {
    expect(callbackPlan('google', q('error=Login%20provider%20not%20found'))).toEqual({
      kind: 'error',
      message: 'Login provider not found',
    });
  });

  it('something went wrong without a token', () => {
    expect(callbackPlan('google', q('next=/x'))).toEqual({ kind: 'error', message: 'Something went wrong. Please try again...' });
  });

  it('exchanges the token, then goes to next or returnUrl (default /) with auth_provider', () => {
    const to = (plan: ReturnType<typeof callbackPlan>) => (plan.kind === 'exchange' ? plan.to : plan.kind);
    expect(callbackPlan('google', q(`token=${token}`))).toEqual({ kind: 'exchange', input: { token }, to: '/?auth_provider=google' });
    expect(to(callbackPlan('microsoft', q(`token=${token}&next=%2Fpeer%3Ftab%3Dbands`)))).toBe('/peer?tab=bands&auth_provider=microsoft');
    expect(to(callbackPlan('linkedin', q(`token=${token}&returnUrl=/offers`)))).toBe('/offers?auth_provider=linkedin');
    expect(to(callbackPlan('google', q(`token=${token}&next=//evil.example`)))).toBe('/?auth_provider=google');
  });
});

describe('auth/logout (SPEC §2.5)', () => {
  it('goes to next right away, same site only', () => {
    expect(logoutDestination(q('next=/auth/enterprise-wall'), '/')).toEqual({ to: '/auth/enterprise-wall', delayed: false });
    expect(logoutDestination(q('next=https://evil.example'), '/')).toEqual({ to: '/', delayed: false });
  });

  it("otherwise follows the server's redirect after a delay, with event=logout and msg", () => {
    expect(logoutDestination(q(''), '/')).toEqual({ to: '/?event=logout', delayed: true });
    expect(logoutDestination(q('msg=Account%20has%20been%20restricted.%20Please%20contact%20support.'), '/')).toEqual({
      to: '/?event=logout&msg=Account+has+been+restricted.+Please+contact+support.',
      delayed: true,
    });
    expect(logoutDestination(q(''), null).to).toBe('/?event=logout');
    expect(logoutDestination(q(''), 'https://evil.example').to).toBe('/?event=logout');
    expect(logoutDestination(q(''), '/employers').to).toBe('/employers?event=logout');
  });
});

describe('isWebUrl', () => {
  it('accepts http(s) addresses only', () => {
    expect(isWebUrl('https://forum.example/session/sso_login?sso=a&sig=b')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('/relative')).toBe(false);
  });
});
