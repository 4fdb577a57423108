import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectPhoneWidthAndAxeClean, PHONE_WIDTH, test, THEME_STORAGE_KEY, waitForHydration, type Theme } from '../fixtures';
import { linkIn, waitForMail } from '../support/mail';

/**
 * Enterprise sign-in on an install with no identity provider: the e2e server has mock providers,
 * so this journey starts a server of its own without any (and without demo data, which it does
 * not need), sending its mail to the suite's SMTP sink. The card offers the emailed link, which
 * workspaces without single sign-on (trials) sign in with, and a trial on /employers.
 */

const port = Number(process.env.E2E_PORT ?? 3210) + 30;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 15);
const origin = `http://localhost:${port}`;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let server: ChildProcess | null = null;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'paysight-e2e-no-idp-'));
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEMO_DATA: 'off',
      RESEARCH_DATA_DIR: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Paysight <no-reply@paysight.test>',
      COOKIE_SECRET: 'e2e-cookie-secret-no-idp-0123456789abcdef',
      SIGN_IN_LIMIT_PER_IP: '1000',
    },
  });
  const deadline = Date.now() + 110_000;
  for (;;) {
    const up = await fetch(`${origin}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server without an identity provider did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('no identity provider: a trial from the sign-in card, then its member signs in by emailed link', async ({ page, browser }) => {
  const email = `people.${Date.now()}@quillmark-e2e.com`;
  await page.goto(`${origin}/auth/login?role=enterprise`);
  await waitForHydration(page);
  const card = page;
  await expect(card.getByRole('heading', { level: 1, name: 'Sign in to your workspace' })).toBeVisible();
  await expect(card.getByText('Workspaces without single sign-on sign in by emailed link')).toBeVisible();
  await expect(card.getByText(/Sign-in is not available/)).toHaveCount(0);
  await expect(card.getByText('Please login with your SSO account')).toHaveCount(0);

  // No workspace yet: the card leads to the trial on /employers.
  await card.getByRole('link', { name: 'Start a free trial' }).click();
  await page.waitForURL((url) => url.pathname === '/employers');
  const form = page.getByRole('region', { name: /Start a 14-day trial/ });
  await expect(form).toBeVisible();
  await waitForHydration(page);
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Company name').fill('Quillmark');
  await form.getByRole('button', { name: 'Email me the link' }).click();
  await expect(form.getByTestId('trial-sent')).toContainText(`We sent a link to ${email}`);
  const trialLink = new URL(linkIn(await waitForMail(email), '/employers/trial'));
  expect(trialLink.origin).toBe(origin);
  await page.goto(trialLink.href);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create the workspace' }).click();
  await page.waitForURL((url) => url.pathname === '/peer', { timeout: 15_000 });

  // A colleague at the same domain, in a fresh browser, signs in from the enterprise card by emailed link.
  const colleague = `analyst.${Date.now()}@quillmark-e2e.com`;
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(`${origin}/auth/login?role=enterprise`);
  await waitForHydration(other);
  await other.getByPlaceholder('Work or School Email').fill(colleague);
  await other.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(other.getByText(`we sent a sign-in link to ${colleague}`)).toBeVisible();
  const signIn = new URL(linkIn(await waitForMail(colleague), '/auth/tyler'));
  await other.goto(signIn.href);
  await other.waitForURL((url) => url.pathname !== '/auth/tyler', { timeout: 10_000 });
  const me = (await (await other.request.get(`${origin}/api/v1/me`)).json()).data;
  expect(me).toMatchObject({ email: colleague, role: 'enterprise', enterpriseTrial: true });
  await context.close();
});

for (const theme of ['light', 'cosmic'] as const satisfies readonly Theme[]) {
  test(`the enterprise card without an identity provider: phone width, axe, no console errors (${theme})`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme });
    await page.goto(`${origin}/auth/login?role=enterprise`);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Start a free trial' })).toBeVisible();
    await expectPhoneWidthAndAxeClean(page);
    expect(consoleErrors).toEqual([]);
  });
}
