import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * End-to-end tests against the production build (`npm run test:e2e` builds first; this config
 * never builds). The server runs on a fresh PGlite data folder per run, seeded with demo data.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const publicUrl = `http://localhost:${port}`;

// The config is loaded by the runner and again by every worker; workers inherit the runner's
// environment, so only the runner creates (and at exit removes, after the server is stopped) the folder.
const DATA_DIR_ENV = 'PAYSIGHT_E2E_DATA_DIR';
if (!process.env[DATA_DIR_ENV]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paysight-e2e-'));
  process.env[DATA_DIR_ENV] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
const dataDir = process.env[DATA_DIR_ENV];
/** Where the SMTP sink writes received mail (inside the run's data folder). */
export const mailDir = path.join(dataDir ?? os.tmpdir(), 'received-mail');
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 15);
/** A mock OpenID Connect provider stands in for Google (e2e/support/oidc-mock.mjs). */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 17);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(os.tmpdir(), 'paysight-e2e-results'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
    {
      command: 'node e2e/support/oidc-mock.mjs',
      cwd: repoRoot,
      url: `http://localhost:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_MOCK_PORT: String(oidcPort) },
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
        LOG_LEVEL: 'warn',
        PUBLIC_URL: publicUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Paysight <no-reply@paysight.test>',
        COOKIE_SECRET: 'e2e-cookie-secret-0123456789abcdefghijkl',
        GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
        GOOGLE_CLIENT_ID: 'paysight-e2e',
        GOOGLE_CLIENT_SECRET: 'paysight-e2e-secret',
      },
    },
  ],
});
