import { describe, expect, it } from 'vitest';
import { isEnterpriseMode, joinSubtitle, loginCardModel, loginPageDescription, type LoginCardInput } from './login-card-model';
import { defaultSignInOptions } from './sign-in-options';

const page = (input: Partial<LoginCardInput> = {}) =>
  loginCardModel({ variant: 'page', magicLinkEnabled: true, providers: ['google', 'linkedin'], ...input });

describe('login card (SPEC §2.5, §4)', () => {
  it('regular mode: the community heading, the email form, the separator', () => {
    expect(page()).toEqual({
      mode: 'regular',
      label: null,
      heading: 'Join our trusted community!',
      subtitle: 'Sign up or log in with your work or school email, or with your LinkedIn account.',
      errors: [],
      success: null,
      showEmailForm: true,
      showSeparator: true,
      noSignInMethod: false,
      noSignInText: 'Sign-in is not available here right now. Please try again later or write to us.',
      emailButton: 'Sign Up / Log In',
      memberSignInHref: null,
      trialHref: null,
      submitting: false,
      next: '/',
    });
  });

  it('the subtitle names only the ways offered: the email form, the professional network (else Google)', () => {
    expect(page({ providers: ['google'] }).subtitle).toBe('Sign up or log in with your work or school email, or with your Google account.');
    expect(page({ providers: [] }).subtitle).toBe('Sign up or log in with your work or school email.');
    expect(page({ magicLinkEnabled: false, providers: ['linkedin'] }).subtitle).toBe('Sign up or log in with your LinkedIn account.');
    expect(joinSubtitle(true, ['linkedin'])).toBe('Sign up or log in with your work or school email, or with your LinkedIn account.');
    expect(joinSubtitle(false, [])).toBeNull();
  });

  it('the page description names the ways offered too', () => {
    const options = { regular: defaultSignInOptions('regular', '/'), enterprise: defaultSignInOptions('enterprise', '/') };
    expect(loginPageDescription(options)).toBe(
      'Sign up or log in to Paysight with your work or school email, Google or LinkedIn, or with your company’s single sign-on.',
    );
    const none = { magicLink: false, providers: [] };
    expect(loginPageDescription({ regular: { magicLink: true, providers: [] }, enterprise: none })).toBe(
      'Sign up or log in to Paysight with your work or school email.',
    );
    expect(loginPageDescription({ regular: none, enterprise: options.enterprise })).toBe(
      'Sign up or log in to Paysight with your company’s single sign-on.',
    );
    expect(loginPageDescription({ regular: none, enterprise: none })).toBe('Sign up or log in to Paysight.');
  });

  it('enterprise mode offers a way back to member sign-in, keeping where to return to', () => {
    expect(page({ storedRole: 'enterprise' }).memberSignInHref).toBe('/auth/login?role=member');
    expect(page({ role: 'enterprise', returnUrl: '/offers', searchTitle: 'Data Scientist' }).memberSignInHref).toBe(
      '/auth/login?role=member&returnUrl=%2Foffers&searchTitle=Data+Scientist',
    );
    // With neither single sign-on nor the emailed link the card says so, and the way back is still there.
    expect(page({ role: 'enterprise', providers: [], magicLinkEnabled: false })).toMatchObject({
      heading: 'Sign in to your workspace',
      noSignInMethod: true,
      noSignInText: 'Workspace sign-in is not set up on this site. Please write to us for access.',
      memberSignInHref: '/auth/login?role=member',
    });
    // role=member is not enterprise mode.
    expect(page({ role: 'member' })).toMatchObject({ mode: 'regular', memberSignInHref: null });
  });

  it('enterprise mode from the query or the stored role: label, SSO text, no email form nor separator', () => {
    for (const m of [page({ role: 'enterprise' }), page({ storedRole: 'enterprise' })]) {
      expect(m).toMatchObject({
        mode: 'enterprise',
        label: 'Enterprise',
        heading: 'Please login with your SSO account',
        subtitle: null,
        showEmailForm: false,
        showSeparator: false,
      });
    }
    expect(page({ role: 'admin', storedRole: 'user' }).mode).toBe('regular');
    expect(isEnterpriseMode(null, 'enterprise')).toBe(true);
    expect(isEnterpriseMode('Enterprise', null)).toBe(false);
  });

  it('with a searchTitle: "Login now to view {title}" instead of the community heading', () => {
    const m = page({ searchTitle: 'Data Scientist' });
    expect(m.heading).toBe('Login now to view Data Scientist');
    expect(m.subtitle).toBeNull();
    expect(page({ searchTitle: '   ' }).heading).toBe('Join our trusted community!');
  });

  it('a returnUrl containing "extension" asks to sign in to activate it', () => {
    const m = page({ returnUrl: '/auth/extension?src=chrome' });
    expect(m.heading).toBe('Activate the extension');
    expect(m.subtitle).toBe('Please sign in to activate the extension');
    expect(m.next).toBe('/auth/extension?src=chrome');
    expect(page({ role: 'enterprise', returnUrl: '/extension' }).subtitle).toBe('Please sign in to activate the extension');
  });

  it('ok=true is a success, ok=false and msg are errors, verbatim', () => {
    expect(page({ ok: 'true' })).toMatchObject({ success: 'Account succesfully verified! Login to continue', errors: [] });
    expect(page({ ok: 'false' })).toMatchObject({ success: null, errors: ['Failed to verify!'] });
    expect(page({ msg: 'Login provider not found', ok: 'false' }).errors).toEqual(['Login provider not found', 'Failed to verify!']);
    expect(page({ ok: 'maybe' })).toMatchObject({ success: null, errors: [] });
  });

  it('while submitting: pulsing, and the query messages are gone', () => {
    expect(page({ ok: 'true', msg: 'x', submission: { state: 'submitting' } })).toMatchObject({
      submitting: true,
      errors: [],
      success: null,
    });
  });

  it('after the response: the success message or the server message', () => {
    expect(page({ msg: 'old', submission: { state: 'sent', email: 'asha@example.com' } })).toMatchObject({
      submitting: false,
      errors: [],
      success: 'Check your inbox: we sent a sign-in link to asha@example.com. It is valid for 15 minutes.',
    });
    expect(page({ ok: 'true', submission: { state: 'failed', message: 'Please enter your work/school email only!' } })).toMatchObject({
      errors: ['Please enter your work/school email only!'],
      success: null,
    });
  });

  it('enterprise mode without an identity provider: the emailed link for email workspaces, and a trial on /employers', () => {
    expect(page({ role: 'enterprise', providers: [], trialOffered: true })).toMatchObject({
      label: 'Enterprise',
      heading: 'Sign in to your workspace',
      subtitle: 'Workspaces without single sign-on sign in by emailed link: enter your work email and we send you one.',
      showEmailForm: true,
      showSeparator: false,
      noSignInMethod: false,
      emailButton: 'Email me a sign-in link',
      trialHref: '/employers#trial-title',
      memberSignInHref: '/auth/login?role=member',
    });
    // No trial where trials are not offered; none in regular mode.
    expect(page({ role: 'enterprise', providers: [] }).trialHref).toBeNull();
    expect(page({ trialOffered: true }).trialHref).toBeNull();
    // With single sign-on, SSO only (SPEC §2.5), whatever the flag says.
    expect(page({ role: 'enterprise', providers: ['microsoft'] })).toMatchObject({
      showEmailForm: false,
      heading: 'Please login with your SSO account',
    });
  });

  it('the separator needs providers after it; with nothing to offer the card says so', () => {
    expect(page({ providers: [] })).toMatchObject({ showEmailForm: true, showSeparator: false, noSignInMethod: false });
    expect(page({ role: 'enterprise', providers: [], magicLinkEnabled: false })).toMatchObject({
      showEmailForm: false,
      noSignInMethod: true,
    });
    expect(page({ role: 'enterprise', providers: ['microsoft'] }).noSignInMethod).toBe(false);
  });

  it('next is the returnUrl only when it is a path on this site', () => {
    expect(page({ returnUrl: '/in/salary/google?yoe=2' }).next).toBe('/in/salary/google?yoe=2');
    expect(page({ returnUrl: 'https://evil.example' }).next).toBe('/');
    expect(page({ returnUrl: '//evil.example' }).next).toBe('/');
  });

  it('modal: header and subHeader replace the texts; the form needs magic link and regular mode', () => {
    const modal = (input: Partial<LoginCardInput> = {}) =>
      loginCardModel({ variant: 'modal', magicLinkEnabled: true, providers: ['google', 'linkedin'], ...input });
    expect(modal({ header: 'Unlock salaries', subHeader: 'Free, in a minute' })).toMatchObject({
      heading: 'Unlock salaries',
      subtitle: 'Free, in a minute',
      showEmailForm: true,
    });
    expect(modal()).toMatchObject({ heading: 'Join our trusted community!' });
    expect(modal({ magicLinkEnabled: false })).toMatchObject({ showEmailForm: false, showSeparator: false });
    expect(modal({ role: 'enterprise', header: 'Sign in' })).toMatchObject({
      heading: 'Sign in',
      label: 'Enterprise',
      showEmailForm: false,
    });
    // The page follows the server too: no magic link, no form.
    expect(page({ magicLinkEnabled: false }).showEmailForm).toBe(false);
  });
});
