// Section 12: members' salary contributions written at once. MEMBERS members (section 7's, made by
// bench/socket-seed.ts, each with a live session) each add ROUNDS salaries in a row
// (POST /api/v1/profile/salary, bearer token), all members at the same time, after a warm-up round
// by other members; the latency of every write is kept. Baseline: GET /api/v1/health the same way
// (MEMBERS callers at once) just before. Issue 26's target: p95 <= 100 ms.
import { fmt, get, percentile, ratio, table } from './lib.mjs';

export const CONTRIBUTION_MEMBERS = 20;
/** Under the daily limit of 10 contributions per member (contributions.service.ts). */
const ROUNDS = 8;
export const CONTRIBUTION_P95_TARGET_MS = 100;

const COMPANIES = ['Google', 'Infosys', 'Flipkart', 'Tata Consultancy Services', 'Microsoft', 'Amazon', 'Swiggy', 'Wipro'];
const TITLES = ['Software Engineer', 'Data Scientist', 'Product Manager', 'Backend Engineer'];
const CITIES = ['Bengaluru', 'Hyderabad', 'Pune', 'Chennai', 'Gurugram'];

/** The n-th contribution of member m: an Indian salary that varies like real ones. */
function body(m, n) {
  const experience = (m + n) % 12;
  const base = 800_000 + experience * 180_000 + ((m * 7919 + n * 104_729) % 40) * 10_000;
  return {
    currency: 'INR',
    company: COMPANIES[(m + n) % COMPANIES.length],
    title: TITLES[(m * 3 + n) % TITLES.length],
    location: CITIES[(m + 2 * n) % CITIES.length],
    experience,
    base,
    bonus: Math.round(base * 0.1),
    isCurrent: false,
  };
}

async function post(base, token, payload) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/profile/salary`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

/** `members` tokens (at least CONTRIBUTION_MEMBERS + 5): the first write the warm-up, the rest measured. */
export async function contributionWrites(base, members) {
  if (members.length < CONTRIBUTION_MEMBERS + 5)
    throw new Error(`contributions: ${members.length} members, ${CONTRIBUTION_MEMBERS + 5} needed`);
  const warm = members.slice(CONTRIBUTION_MEMBERS, CONTRIBUTION_MEMBERS + 5);
  await Promise.all(warm.map((m, i) => post(base, m.token, body(100 + i, 0))));

  const health = [];
  await Promise.all(
    Array.from({ length: CONTRIBUTION_MEMBERS }, async () => {
      for (let n = 0; n < ROUNDS; n++) {
        const r = await get(`${base}/api/v1/health`);
        health.push(r.total);
      }
    }),
  );

  const writes = [];
  const failures = {};
  const t0 = performance.now();
  await Promise.all(
    members.slice(0, CONTRIBUTION_MEMBERS).map(async (member, m) => {
      for (let n = 0; n < ROUNDS; n++) {
        const r = await post(base, member.token, body(m, n));
        if (r.status === 200) writes.push(r.ms);
        else failures[r.status] = (failures[r.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const p95 = percentile(writes, 95);
  return {
    members: CONTRIBUTION_MEMBERS,
    rounds: ROUNDS,
    writes: writes.length,
    failures,
    writesPerSec: writes.length / seconds,
    p50: percentile(writes, 50),
    p95,
    max: Math.max(...writes),
    healthP50: percentile(health, 50),
    healthP95: percentile(health, 95),
    ratioP95: ratio(p95, percentile(health, 95)),
    target: p95 <= CONTRIBUTION_P95_TARGET_MS && Object.keys(failures).length === 0 ? 'PASS' : 'OVER',
  };
}

export function reportContributions(c) {
  table(
    `12. Salary contributions at once (${c.members} members each adding ${c.rounds} salaries in a row, all at the same time: POST /api/v1/profile/salary; baseline GET /api/v1/health the same way)`,
    ['measure', 'value', 'health', 'target', ''],
    [
      [
        'writes (2xx) / failures',
        `${c.writes} / ${JSON.stringify(c.failures)}`,
        '',
        'no failures',
        Object.keys(c.failures).length ? 'FAIL' : 'PASS',
      ],
      ['writes per second', fmt(c.writesPerSec, 0), '', '', ''],
      ['p50 ms', fmt(c.p50, 1), fmt(c.healthP50, 1), '', ''],
      ['p95 ms', fmt(c.p95, 1), fmt(c.healthP95, 1), `<= ${CONTRIBUTION_P95_TARGET_MS}`, c.target],
      ['max ms', fmt(c.max, 1), '', '', ''],
    ],
  );
}
