import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { DATA_DIR_ENV } from './support/fixtures-data';

/**
 * End-to-end tests against the production build (`npm run test:e2e` builds first; this config
 * never builds). The server runs on a fresh PGlite data folder per run, seeded with demo data by
 * the server and with the tests' accounts, organisations and coupons by e2e/support/seed.ts.
 */

/** The run's JSON report (scripts/test-e2e.mjs reads it for the slowest specs). */
export const E2E_REPORT_FILE = process.env.E2E_REPORT_FILE ?? path.join(os.tmpdir(), 'paysight-e2e-report.json');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const publicUrl = `http://localhost:${port}`;

// The config is loaded by the runner and again by every worker; workers inherit the runner's
// environment, so only the runner creates (and at exit removes, after the server is stopped) the folder.
// The run's new databases (the fixtures' and the limits server's) start from one kept empty cluster
// instead of initdb each (packages/db/src/pglite-template.ts); seed.ts and the servers inherit it.
process.env.PGLITE_TEMPLATE_DIR ??= path.join(repoRoot, 'node_modules/.cache/paysight-pglite');
if (!process.env[DATA_DIR_ENV]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-e2e-'));
  process.env[DATA_DIR_ENV] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  // PGlite serves one process: the fixtures go in before the server opens the database
  // (e2e/support/seed.ts writes them, with their plain secrets, to <dir>/e2e-fixtures.json).
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/support/seed.ts'], {
    env: { ...process.env, DATA_DIR: dir },
    cwd: repoRoot,
    stdio: 'inherit',
  });
}
const dataDir = process.env[DATA_DIR_ENV];
/** Where the SMTP sink writes received mail (inside the run's data folder). */
export const mailDir = path.join(dataDir ?? os.tmpdir(), 'received-mail');
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 15);
/** Mock OpenID Connect providers stand in for Google, LinkedIn and Microsoft (e2e/support/oidc-mock.mjs). */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 17);
const linkedinPort = Number(process.env.E2E_OIDC_LINKEDIN_PORT ?? port + 18);
const microsoftPort = Number(process.env.E2E_OIDC_MICROSOFT_PORT ?? port + 19);
/**
 * A second server with the product's own daily search limits (10 pages a day for a visitor): every
 * journey reaches the main server from the same address, so its anonymous limit is out of reach.
 * Its own data folder (inside the run's), demo data and nothing else (search-limit.spec.ts).
 */
export const limitsPort = Number(process.env.E2E_LIMITS_PORT ?? port + 20);

/** One mock provider: it signs every visitor in as the same account (see oidc-mock.mjs for the options). */
const oidcMock = (mockPort: number, env: Record<string, string> = {}) => ({
  command: 'node e2e/support/oidc-mock.mjs',
  cwd: repoRoot,
  url: `http://localhost:${mockPort}/.well-known/openid-configuration`,
  reuseExistingServer: false,
  timeout: 30_000,
  env: { OIDC_MOCK_PORT: String(mockPort), ...env },
});

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(os.tmpdir(), 'paysight-e2e-results'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  // The list for the log; the JSON for scripts/test-e2e.mjs, which prints where the time went.
  reporter: [['list'], ['json', { outputFile: E2E_REPORT_FILE }]],
  // A journey takes 1–15 s on an idle machine; CI's machines are shared and have run them three
  // times slower. Speed is measured by `npm run bench`, not by these limits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A real SMTP server: sign-in mails go through SMTP and land in mailDir for the tests.
      command: 'node e2e/support/smtp-sink.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${smtpPort + 1}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_PORT: String(smtpPort), MAIL_DIR: mailDir },
    },
    // Google: a verified work address.
    oidcMock(oidcPort),
    // LinkedIn: an account without an email (the callback's no-email refusal).
    oidcMock(linkedinPort, { OIDC_MOCK_EMAIL: '-' }),
    // Microsoft: a member of the Acme E2E organisation (seed.ts), its domain verified by Entra ID.
    oidcMock(microsoftPort, { OIDC_MOCK_EMAIL: 'hr.e2e@acme-e2e.com', OIDC_MOCK_EXTRA_CLAIMS: JSON.stringify({ xms_edov: true }) }),
    {
      command: 'node apps/server/dist/main.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${limitsPort}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(limitsPort),
        DATA_DIR: path.join(dataDir ?? os.tmpdir(), 'limits-server'),
        NODE_ENV: 'production',
        DEMO_DATA: 'on',
        SEED_RECORDS: '20000',
        RESEARCH_DATA_DIR: '',
        // SEARCH_LIMIT_ANON and SEARCH_LIMIT_MEMBER unset: the product's defaults.
        PAGE_CACHE_SECONDS: '10',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://localhost:${limitsPort}`,
        COOKIE_SECRET: 'e2e-cookie-secret-0123456789abcdefghijkl',
      },
    },
    {
      command: 'node apps/server/dist/main.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir ?? '',
        NODE_ENV: 'production',
        DEMO_DATA: 'on',
        // Enough records for the pages under test; the full 200,000 would only slow the start.
        SEED_RECORDS: '20000',
        // Journeys never depend on the public research folder beside the checkout (a CI clone has none):
        // this one holds only Washington's shipped WARN notices (a link to the file), for the layoffs
        // journeys; they load in the background after the demo data, so notices resolve to its companies;
        // and the shipped vehicle makes (a link too), for the net-worth form's make field; and the academy's seed
        // questions (a link too).
        RESEARCH_DATA_DIR: path.join(repoRoot, 'e2e/support/warn-reference'),
        // The daily search quota: never reached by anonymous tests (every server-rendered page asks the
        // API from the same address); 3 for members, so salary-page.spec.ts can reach it (SPEC §2.6).
        SEARCH_LIMIT_ANON: '100000',
        SEARCH_LIMIT_MEMBER: '3',
        // Every journey signs in from 127.0.0.1; the per-address limit (limits.test.ts) would stop the suite.
        SIGN_IN_LIMIT_PER_IP: '1000',
        // Journeys that read a page and the API together (landing.spec.ts) wait out a stored page at
        // most this long, not the default minute; two requests in a row still share one.
        PAGE_CACHE_SECONDS: '10',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: publicUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Paysight <no-reply@paysight.test>',
        COOKIE_SECRET: 'e2e-cookie-secret-0123456789abcdefghijkl',
        GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
        GOOGLE_CLIENT_ID: 'paysight-e2e',
        GOOGLE_CLIENT_SECRET: 'paysight-e2e-secret',
        LINKEDIN_ISSUER: `http://localhost:${linkedinPort}`,
        LINKEDIN_CLIENT_ID: 'paysight-e2e',
        LINKEDIN_CLIENT_SECRET: 'paysight-e2e-secret',
        MICROSOFT_ISSUER: `http://localhost:${microsoftPort}`,
        MICROSOFT_CLIENT_ID: 'paysight-e2e',
        MICROSOFT_CLIENT_SECRET: 'paysight-e2e-secret',
      },
    },
  ],
});
