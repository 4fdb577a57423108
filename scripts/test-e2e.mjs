// `npm run test:e2e`: build, then the Playwright journeys in Debian's Chromium. On a machine
// without Chromium the journeys are skipped with a message (in CI that is a failure instead).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
/**
 * Where the journeys' time went: each spec file's total test time (the workers run side by side, so
 * the wall clock is about the total over the workers) and its slowest test, from the JSON report.
 */
function printSlowestSpecs(reportFile, count = 15) {
  if (!existsSync(reportFile)) return;
  const bySpec = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? []) {
          const entry = bySpec.get(spec.file) ?? { ms: 0, tests: 0, slowest: { ms: 0, title: '' } };
          entry.ms += r.duration;
          entry.tests += 1;
          if (r.duration > entry.slowest.ms) entry.slowest = { ms: r.duration, title: spec.title };
          bySpec.set(spec.file, entry);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  try {
    for (const suite of JSON.parse(readFileSync(reportFile, 'utf8')).suites ?? []) walk(suite);
  } catch {
    return;
  }
  const total = [...bySpec.values()].reduce((sum, e) => sum + e.ms, 0);
  console.log(`::: journeys' test time ${Math.round(total / 1000)} s over the workers; the slowest spec files:`);
  for (const [file, e] of [...bySpec.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, count))
    console.log(
      `:::   ${String(Math.round(e.ms / 1000)).padStart(5)} s  ${file} (${e.tests} tests; slowest ${Math.round(e.slowest.ms / 1000)} s: ${e.slowest.title.slice(0, 70)})`,
    );
}

const reportFile = process.env.E2E_REPORT_FILE ?? path.join(os.tmpdir(), 'paysight-e2e-report.json');
rmSync(reportFile, { force: true });
let failed = false;
try {
  run('build', 'npm run build');
  run('journeys', `npx playwright test -c e2e/playwright.config.ts ${process.argv.slice(2).join(' ')}`);
} catch {
  failed = true;
}
printSlowestSpecs(reportFile);
if (failed) process.exit(1);
