import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginCard, type LoginCardProps } from './login-card';
import { LoginCarousel } from './login-carousel';
import { slidesFor } from './login-slides';
import { defaultSignInOptions } from './sign-in-options';

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );

const card = (props: Partial<LoginCardProps> = {}) => render(<LoginCard variant="page" {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const hasSeparator = (html: string) => />or</.test(html);
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]?.replace(/&amp;/g, '&'));

describe('login card, rendered', () => {
  it('regular mode: heading, email form, "or", Google and LinkedIn carrying the returnUrl, legal links', () => {
    const html = card({ returnUrl: '/in/salary/google' });
    const t = text(html);
    expect(t).toContain('Join our trusted community!');
    expect(html).toContain('placeholder="Work or School Email"');
    expect(t).toContain('Sign Up / Log In');
    expect(hasSeparator(html)).toBe(true);
    expect(t).toContain('Continue with Google');
    expect(t).toContain('Continue with LinkedIn');
    expect(t).toContain('By signing up you agree to');
    expect(hrefs(html)).toEqual([
      '/api/v1/login/google?next=%2Fin%2Fsalary%2Fgoogle',
      '/api/v1/login/linkedin?next=%2Fin%2Fsalary%2Fgoogle',
      '/privacy-policy',
      '/terms-and-conditions',
    ]);
  });

  it('enterprise mode: label and SSO text, Google and Microsoft by single sign-on, no form, no "or"', () => {
    const html = card({ storedRole: 'enterprise' });
    const t = text(html);
    expect(t).toContain('Enterprise');
    expect(t).toContain('Please login with your SSO account');
    expect(t).not.toContain('Join our trusted community!');
    expect(html).not.toContain('Work or School Email');
    expect(hasSeparator(html)).toBe(false);
    expect(hrefs(html).slice(0, 2)).toEqual(['/api/v1/saas-login/google?next=%2F', '/api/v1/saas-login/microsoft?next=%2F']);
  });

  it('the red list and the green Hooray! box', () => {
    const failed = card({ ok: 'false', msg: 'Login provider not found' });
    expect(failed).toMatch(/role="alert"[\s\S]*<li[^>]*>[\s\S]*Login provider not found[\s\S]*<li[^>]*>[\s\S]*Failed to verify!/);
    const verified = text(card({ ok: 'true' }));
    expect(verified).toContain('Hooray!');
    expect(verified).toContain('Account succesfully verified! Login to continue');
  });

  it('follows the server\'s options: no magic link, no form; no provider, no "or"', () => {
    const html = card({ options: { regular: { magicLink: true, providers: [] } } });
    expect(html).toContain('Work or School Email');
    expect(hasSeparator(html)).toBe(false);
    expect(
      text(card({ options: { regular: { magicLink: false, providers: defaultSignInOptions('regular', '/').providers } } })),
    ).not.toContain('Sign Up / Log In');
  });

  it('the subtitle follows the configured providers: no LinkedIn button, no LinkedIn promise', () => {
    const google = defaultSignInOptions('regular', '/').providers.filter((p) => p.provider === 'google');
    const t = text(card({ options: { regular: { magicLink: true, providers: google } } }));
    expect(t).toContain('Sign up or log in with your work or school email, or with your Google account.');
    expect(t).not.toContain('LinkedIn');
  });

  it('enterprise mode without single sign-on: the emailed link and a trial on /employers', () => {
    const html = card({ role: 'enterprise', trialOffered: true, options: { enterprise: { magicLink: true, providers: [] } } });
    const t = text(html);
    expect(t).toContain('Sign in to your workspace');
    expect(t).not.toContain('Please login with your SSO account');
    expect(t).not.toContain('Sign-in is not available');
    expect(html).toContain('placeholder="Work or School Email"');
    expect(t).toContain('Email me a sign-in link');
    expect(t).toContain('No workspace yet? Start a free trial');
    expect(hrefs(html)).toContain('/employers#trial-title');
  });

  it('enterprise mode with no way in at all: says so, and links back to member sign-in', () => {
    const html = card({ role: 'enterprise', returnUrl: '/offers', options: { enterprise: { magicLink: false, providers: [] } } });
    const t = text(html);
    expect(t).toContain('Workspace sign-in is not set up on this site.');
    expect(t).toContain('Not an enterprise user? Sign in as a member');
    expect(hrefs(html)).toContain('/auth/login?role=member&returnUrl=%2Foffers');
    expect(text(card())).not.toContain('Sign in as a member');
  });

  it('the email form posts (never a GET that puts the address in the URL): the page to itself, the modal to the sign-in page', () => {
    const page = card({ returnUrl: '/offers' });
    expect(page).toMatch(/<form[^>]*method="post"/);
    expect(page).not.toMatch(/<form[^>]*action=/);
    const modal = render(<LoginCard variant="modal" returnUrl="/offers" />);
    const form = /<form[^>]*>/.exec(modal)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/auth/login?returnUrl=%2Foffers"');
  });

  it('shows what the page action answered to a form posted before JavaScript loaded', () => {
    const sent = text(card({ posted: { state: 'sent', email: 'asha@infosys.com' } }));
    expect(sent).toContain('Hooray!');
    expect(sent).toContain('we sent a sign-in link to asha@infosys.com');
    const failed = card({ posted: { state: 'failed', message: 'Please use your work or school email' } });
    expect(failed).toMatch(/role="alert"[^>]*>.*Please use your work or school email/);
  });

  it('modal variant: header, subHeader and image instead of the logo', () => {
    const html = render(
      <LoginCard variant="modal" header="Unlock every salary" subHeader="Free, takes a minute" ctaImageUrl="/x.svg" ctaImageWidth={120} />,
    );
    expect(text(html)).toContain('Unlock every salary');
    expect(text(html)).toContain('Free, takes a minute');
    expect(html).toContain('src="/x.svg"');
    expect(html).toContain('width="120"');
    expect(html).not.toContain('aria-label="Paysight home"');
  });
});

describe('login carousel, rendered', () => {
  it('one indicator per slide, the first current; images for the country code', () => {
    const html = render(<LoginCarousel slides={slidesFor('regular')} countryCode="us" />);
    const indicators = [...html.matchAll(/<button[^>]*aria-label="Slide (\d)"[^>]*>/g)];
    expect(indicators.map((m) => m[1])).toEqual(['1', '2', '3', '4', '5']);
    expect(indicators[0]?.[0]).toContain('aria-current="true"');
    expect(indicators[1]?.[0]).not.toContain('aria-current');
    expect(html).toContain('src="/auth/slides/us/search-salaries.svg"');
    expect(html).toContain('Pause slides');
  });

  it('enterprise slides', () => {
    const html = render(<LoginCarousel slides={slidesFor('enterprise')} countryCode="in" />);
    expect(text(html)).toContain('Merit Cycle Planning');
    expect(html).toContain('src="/auth/slides/in/compensation-benchmarking.svg"');
    expect([...html.matchAll(/aria-label="Slide \d"/g)]).toHaveLength(3);
  });
});
