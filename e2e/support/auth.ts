import { expect, type BrowserContext, type Page } from '@playwright/test';
import { e2eFixtures } from './fixtures-data';
import { waitForHydration } from './hydration';
import { linkIn, waitForMail } from './mail';

/** A fresh work address per test, so tests never read each other's mail. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@infosys.com`;

/** Asks for a sign-in link from the login page, coming back to `returnUrl`. */
export async function requestLinkFromLoginPage(page: Page, email: string, returnUrl: string) {
  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  // The email form is handled in the browser: wait until React owns the page (any page, fixture's or not).
  await waitForHydration(page);
  await page.getByPlaceholder('Work or School Email').fill(email);
  await page.getByRole('button', { name: 'Sign Up / Log In' }).click();
  await expect(page.getByText('Hooray!')).toBeVisible();
}

/** Opens the sign-in link mailed to `email`. */
export async function followMagicLink(page: Page, email: string) {
  const mail = await waitForMail(email);
  expect(mail.subject).toContain('sign-in link');
  const link = new URL(linkIn(mail, '/auth/tyler'));
  await page.goto(`${link.pathname}${link.search}`);
}

/**
 * Signs `context` in with a session seeded before the run (seed.ts): the `tyler` cookie a sign-in
 * sets, for the host at `url`. For journeys whose subject is not signing in.
 */
export const addSession = (context: BrowserContext, token: string, url: string) =>
  context.addCookies([{ name: 'tyler', value: token, url }]);

/** Signs `context` in as the fixtures' India workspace member with `role` (seed.ts): the employer screens. */
export const addEmployerSession = (context: BrowserContext, url: string | undefined, role: 'admin' | 'analyst' | 'viewer' = 'analyst') =>
  addSession(context, e2eFixtures().employer[role].token, url!);
