// `npm run test:e2e`: build, then the Playwright journeys in Debian's Chromium. On a machine
// without Chromium the journeys are skipped with a message (in CI that is a failure instead).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `End-to-end tests skipped: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`\n${message}\n`);
  process.exit(0);
}

/** Runs a step and says how long it took (CI's log shows where the time goes). */
const run = (name, command) => {
  const started = Date.now();
  execSync(command, { stdio: 'inherit' });
  console.log(`::: ${name} took ${Math.round((Date.now() - started) / 1000)} s`);
};
try {
  run('build', 'npm run build');
  run('journeys', `npx playwright test -c e2e/playwright.config.ts ${process.argv.slice(2).join(' ')}`);
} catch {
  process.exit(1);
}
