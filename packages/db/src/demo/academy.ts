import { api } from '@paysight/contract';
import { eq, like, sql } from 'drizzle-orm';
import { bulkInsert } from '../bulk-insert.js';
import { queryRows, type Db } from '../client.js';
import { createRng, type Rng } from '../factories/random.js';
import { appMeta, interviewQuestions, interviewReports, users, type COMPANY_TYPES } from '../schema/index.js';
import { DEMO_RATER_DOMAIN, insertDemoMembers } from './ratings.js';
import { DEMO_ANCHOR_DATE } from './salary-model.js';

/**
 * Demo interview reports (/academy; docs/decisions/053-interview-academy.md): a sample of the demo
 * people who started a job in the two years before the demo's anchor date report an interview of
 * that time, at the company they joined (an offer they took) or at another company of the same kind
 * (no offer, an offer they declined, a process they left or still wait on). Each reporter is a demo
 * account that can never sign in (blocked, no password, an address under the reserved .invalid
 * domain), so the reports go when the demo people are replaced. Reports are approved (labelled demo
 * on the page); their questions come from the pools below, written for this demo (common interview
 * questions in the words of this file; a few are worded as in the seed sets, so the merge shows).
 * Deterministic for the seed; versioned on its own.
 */

export const ACADEMY_DEMO_VERSION = 1;
const META_KEY = 'demo-academy';
const PREFIX = 'academy';
/** About this many reports: enough for the big employers to pass the privacy floor, a fraction of a second to load. */
const TARGET_REPORTS = 600;
/** About this many demo people for each one who started a job in the two years sampled. */
const PEOPLE_PER_HIRE = 1.6;

type CompanyType = (typeof COMPANY_TYPES)[number];
type Round = api.InterviewRoundType;

const GENERIC: Partial<Record<Round, string[]>> = {
  screen: [
    'Walk me through your resume.',
    'Why are you looking to leave your current job?',
    'What are you looking for in your next role?',
    'What are your salary expectations?',
    'What is your notice period, and can it be bought out?',
    'Why do you want to work here?',
    'Tell me about yourself.',
    'Are you open to relocating?',
  ],
  behavioural: [
    'Tell me about a time you met a tight deadline.',
    'Tell me about a time you had a disagreement with your manager.',
    'Tell me about a time when you had a conflict with a co-worker.',
    'Describe a project that failed and what you learned from it.',
    'Tell me about a time you made a decision with incomplete information.',
    'What is the most constructive feedback you have received in your career?',
    'How do you prioritise when everything is urgent?',
    'Tell me about a time you went beyond what was asked of you.',
    'Describe a time you had to influence someone without authority.',
  ],
  'hiring-manager': [
    'What would you want to achieve in your first 90 days?',
    'How do you like to receive feedback?',
    'What kind of team helps you do your best work?',
    'Why should we hire you over other candidates?',
    'Where do you see yourself in five years?',
  ],
};

/** Questions of a family's rounds, most often asked first. */
const BY_FAMILY: Record<string, Partial<Record<Round, string[]>>> = {
  'Software Engineering': {
    'online-assessment': [
      'Find the minimum number of coins needed to make an amount.',
      'Count the pairs in an array whose sum is divisible by k.',
      'Return the shortest path in a grid with obstacles.',
      'Rotate a square matrix by 90 degrees in place.',
      'Find the length of the longest increasing subsequence.',
    ],
    coding: [
      'Given an array of integers, return the indices of two numbers that add up to a target.',
      'Reverse a linked list.',
      'Find the longest substring without repeating characters.',
      'Merge overlapping intervals.',
      'Implement an LRU cache.',
      'Count the islands in a grid of land and water.',
      'Check whether a binary tree is a valid binary search tree.',
      'Find the k most frequent elements of an array.',
      'Serialize and deserialize a binary tree.',
      'Design a structure with insert, delete and get-random in constant time.',
    ],
    'system-design': [
      'Design a URL shortener.',
      'Design a rate limiter for a public API.',
      'Design a chat application with delivery and read receipts.',
      'Design a news feed.',
      'Design a notification service that sends millions of push messages a day.',
      'Design a distributed cache.',
      'Design live order tracking for a food delivery app.',
      'Design a parking lot system (classes and their relations).',
    ],
    technical: [
      'What is the difference between a process and a thread?',
      'What happens when you type a URL into the browser and press enter?',
      'How does HTTPS keep a connection private?',
      'How does the JavaScript event loop work?',
      'When would you pick a NoSQL database over a relational one?',
      'How does a database index work, and when does it slow things down?',
      'Explain the CAP theorem with an example.',
    ],
  },
  'Engineering Management': {
    'system-design': [
      'Design a notification service that sends millions of push messages a day.',
      'How would you split a monolith into services?',
      'Design a rate limiter for a public API.',
      'Design a news feed.',
    ],
    behavioural: [
      'Tell me about a time you managed an underperforming engineer.',
      'How do you handle a conflict between two senior engineers?',
      'How do you balance technical debt against feature work?',
      'Describe how you grew an engineer into a lead.',
      'How do you run a postmortem after an outage?',
      'Tell me about a time you had a disagreement with your manager.',
    ],
  },
  'Data and AI': {
    coding: [
      'Write a SQL query to find the second highest salary in a table.',
      "Write a SQL query for each user's first purchase date.",
      'Compute a 7-day rolling average of daily active users in SQL.',
      'Remove duplicates from a list while keeping the order.',
      'Implement k-means clustering from scratch in Python.',
    ],
    technical: [
      'What is overfitting?',
      'What is the bias-variance trade-off?',
      'What are precision, recall, and F1-score?',
      'What’s the difference between random forest and gradient boosting?',
      'What is regularization? Why do we need it?',
      'How would you handle an imbalanced dataset?',
      'What is the ROC curve? When to use it?',
      'How would you evaluate a recommendation model offline?',
    ],
    'case-study': [
      'How would you measure the success of a new checkout feature?',
      'Daily orders dropped 10% yesterday: how do you find out why?',
      'Design an A/B test for a new pricing page.',
      'How would you build a model to predict delivery time?',
    ],
  },
  Product: {
    'case-study': [
      "How would you improve our app's onboarding?",
      'Which metric tells you a food delivery app is healthy?',
      'Engagement dropped after a release: what do you do?',
      'Estimate how many two-wheelers are sold in India every year.',
      'How would you prioritise a roadmap with three urgent requests?',
      'Design a product for first-time investors.',
    ],
  },
  Design: {
    'take-home': [
      'Redesign the checkout flow of a shopping app.',
      'Design a dashboard for delivery partners.',
      'Design the first run of a budgeting app.',
    ],
    'case-study': [
      'Walk us through a project in your portfolio from research to launch.',
      'Critique an app you use every day.',
      'How do you choose between two designs when research is inconclusive?',
      'How do you work with engineers when a design cannot be built as drawn?',
    ],
  },
  'Sales and Marketing': {
    'case-study': [
      'Sell me this pen.',
      'How would you plan a launch campaign on a small budget?',
      'Walk me through the biggest deal you lost and why.',
      'How would you grow a territory that has been flat for a year?',
      'Which channels would you use to reach small business owners?',
    ],
  },
  'Business and Consulting': {
    'case-study': [
      "A client's profits are falling: how would you structure the problem?",
      'Estimate the market for electric scooters in Bengaluru.',
      'Should a bank open branches in smaller cities?',
      "How would you cut a factory's costs by 10%?",
      'A retailer wants to sell groceries online: what do you recommend?',
    ],
  },
  Finance: {
    technical: [
      'Walk me through the three financial statements.',
      'How does depreciation flow through the three statements?',
      'Walk me through a DCF.',
      'What is working capital and why does it matter?',
      'How would you value a company with negative earnings?',
      'What is deferred tax?',
    ],
    'case-study': [
      'Should the company lease or buy its new office?',
      "Model a subscription business's revenue for the next three years.",
      'Walk me through an LBO.',
    ],
  },
  People: {
    'case-study': [
      'How would you reduce attrition in a team losing a third of its people a year?',
      'Design an onboarding programme for 200 campus hires.',
      'How would you handle a harassment complaint against a top performer?',
    ],
  },
  Healthcare: {
    technical: [
      'How do you prioritise patients when the ward is short-staffed?',
      'What do you do after a medication error?',
      'How do you explain a treatment plan to a worried family?',
      'What would you do if a patient refused treatment?',
    ],
  },
};

/** The rounds of a family's process in order, each with how often it happens. */
const PROCESS: Record<string, [Round, number][]> = {
  'Software Engineering': [
    ['screen', 0.8],
    ['online-assessment', 0.5],
    ['coding', 1],
    ['coding', 0.5],
    ['technical', 0.3],
    ['system-design', 0.6],
    ['behavioural', 0.8],
    ['hiring-manager', 0.4],
  ],
  'Engineering Management': [
    ['screen', 0.9],
    ['system-design', 0.9],
    ['behavioural', 1],
    ['hiring-manager', 0.8],
  ],
  'Data and AI': [
    ['screen', 0.8],
    ['coding', 0.9],
    ['technical', 1],
    ['case-study', 0.6],
    ['behavioural', 0.7],
  ],
  Product: [
    ['screen', 0.9],
    ['case-study', 1],
    ['case-study', 0.5],
    ['behavioural', 0.8],
    ['hiring-manager', 0.6],
  ],
  Design: [
    ['screen', 0.9],
    ['take-home', 0.6],
    ['case-study', 1],
    ['behavioural', 0.7],
  ],
  'Sales and Marketing': [
    ['screen', 1],
    ['case-study', 0.8],
    ['behavioural', 0.8],
    ['hiring-manager', 0.7],
  ],
  'Business and Consulting': [
    ['screen', 0.9],
    ['case-study', 1],
    ['case-study', 0.7],
    ['behavioural', 0.8],
  ],
  Finance: [
    ['screen', 0.9],
    ['technical', 1],
    ['case-study', 0.5],
    ['behavioural', 0.8],
  ],
  People: [
    ['screen', 1],
    ['case-study', 0.5],
    ['behavioural', 1],
    ['hiring-manager', 0.7],
  ],
  Healthcare: [
    ['screen', 1],
    ['technical', 1],
    ['behavioural', 0.8],
  ],
};

/** How hard a kind of employer's process is on the 1–5 scale, and how long it runs in days. */
const KIND: Record<CompanyType, { difficulty: number; days: [number, number] }> = {
  'faang+': { difficulty: 3.9, days: [21, 60] },
  unicorn: { difficulty: 3.5, days: [14, 40] },
  product: { difficulty: 3.3, days: [14, 45] },
  gcc: { difficulty: 3.0, days: [14, 35] },
  finance: { difficulty: 3.4, days: [21, 60] },
  consulting: { difficulty: 3.5, days: [14, 40] },
  'it-services': { difficulty: 2.4, days: [5, 21] },
  startup: { difficulty: 3.0, days: [5, 30] },
  other: { difficulty: 2.8, days: [7, 30] },
};

const weighted = <T extends string>(rng: Rng, table: readonly (readonly [T, number])[]): T => {
  const total = table.reduce((n, [, w]) => n + w, 0);
  let x = rng.next() * total;
  for (const [value, w] of table) if ((x -= w) < 0) return value;
  return table.at(-1)![0];
};
/** Earlier items more often: a pool's first questions are the ones most asked. */
const popular = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng.next() ** 1.8 * list.length)]!;
const monthsBack = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + m - 1 - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

interface Hire {
  company_id: number;
  type: CompanyType;
  country_code: 'in' | 'us';
  title_id: number;
  title: string;
  family: string;
  level: string | null;
  start_month: string;
}

async function loadedVersion(db: Db): Promise<number | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return (row?.value as { version: number } | undefined)?.version ?? null;
}

/**
 * Inserts the demo reporters and their approved interview reports unless this version is loaded
 * (or `force`, after the demo people were replaced); returns how many reports. Run after the demo
 * people exist: without them (the tests' small demo) there are none.
 */
export async function seedAcademyDemo(db: Db, seed: number, options: { force?: boolean; now?: Date } = {}): Promise<number> {
  if (!options.force && (await loadedVersion(db)) === ACADEMY_DEMO_VERSION) return 0;
  await db.delete(users).where(like(users.email, `${PREFIX}-%@${DEMO_RATER_DOMAIN}`));
  const anchor = DEMO_ANCHOR_DATE.slice(0, 7);
  // Every n-th demo person by id (an index lookup each, never a scan of every position), and the
  // position they started in the two years before the anchor, if any: about TARGET_REPORTS hires.
  const [range] = await queryRows<{ lo: number | null; hi: number | null }>(
    db,
    sql`select min(id) as lo, max(id) as hi from career_people`,
  );
  const lo = Number(range?.lo ?? 0);
  const hi = Number(range?.hi ?? 0);
  const step = Math.max(1, Math.floor((hi - lo + 1) / (TARGET_REPORTS * PEOPLE_PER_HIRE)));
  const sample =
    range?.lo == null
      ? []
      : await queryRows<Hire>(
          db,
          sql`
            with picked as (select generate_series(${lo}::int, ${hi}::int, ${step}::int) as id)
            select pos.company_id, c.type, pos.country_code, pos.title_id, t.name as title, f.name as family, l.name as level,
                   to_char(pos.start_date, 'YYYY-MM') as start_month
            from picked k
            join career_people p on p.id = k.id and p.is_demo
            join career_positions pos on pos.person_id = p.id
              and pos.start_date > ${`${monthsBack(anchor, 24)}-01`}::date and pos.start_date <= ${DEMO_ANCHOR_DATE}::date
            join companies c on c.id = pos.company_id
            join titles t on t.id = pos.title_id
            join job_families f on f.id = t.family_id
            left join company_levels l on l.id = pos.level_id
            order by pos.id`,
        );
  // Where else they interviewed: companies of the same kind and region, as often as they hire in the sample.
  const peersOf = new Map<string, Map<string, number>>();
  for (const hire of sample) {
    const key = `${hire.type}:${hire.country_code}`;
    const peers = peersOf.get(key) ?? new Map<string, number>();
    peers.set(String(hire.company_id), (peers.get(String(hire.company_id)) ?? 0) + 1);
    peersOf.set(key, peers);
  }
  const rng = createRng(seed);

  type Drawn = {
    report: Omit<typeof interviewReports.$inferInsert, 'userId'>;
    questions: { round: number; roundType: Round; text: string }[];
  };
  const drawn: Drawn[] = sample
    .filter((hire) => PROCESS[hire.family])
    .map((hire) => {
      // Two in five report the interview of the job they took; the others one at a company of the same kind.
      const joined = rng.next() < 0.4;
      const companyId = joined ? Number(hire.company_id) : Number(weighted(rng, [...peersOf.get(`${hire.type}:${hire.country_code}`)!]));
      const kind = KIND[hire.type] ?? KIND.other;
      const outcome: api.InterviewOutcome = joined
        ? 'offer-accepted'
        : weighted(rng, [
            ['no-offer', 0.6],
            ['offer-declined', 0.2],
            ['withdrew', 0.1],
            ['waiting', 0.1],
          ] as const);
      const month = monthsBack(hire.start_month, joined ? rng.int(0, 1) : rng.int(0, 3));
      const difficulty = Math.min(5, Math.max(1, Math.round(rng.normal(kind.difficulty, 0.8))));
      const experience = weighted(
        rng,
        outcome === 'no-offer'
          ? ([
              ['positive', 0.35],
              ['neutral', 0.35],
              ['negative', 0.3],
            ] as const)
          : ([
              ['positive', 0.65],
              ['neutral', 0.25],
              ['negative', 0.1],
            ] as const),
      );
      const rounds: { type: Round; questions: string[] }[] = [];
      for (const [type, often] of PROCESS[hire.family]!) {
        if (rng.next() >= often) continue;
        const pool = BY_FAMILY[hire.family]?.[type] ?? GENERIC[type] ?? [];
        const asked = new Set<string>();
        const n = pool.length === 0 ? 0 : rng.int(1, Math.min(3, pool.length));
        while (asked.size < n) asked.add(popular(rng, pool));
        rounds.push({ type, questions: [...asked] });
      }
      if (rounds.every((r) => r.questions.length === 0))
        rounds.push({ type: 'behavioural', questions: [popular(rng, GENERIC.behavioural!)] });
      const reportedAt = new Date(`${month}-15T12:00:00Z`);
      reportedAt.setUTCDate(reportedAt.getUTCDate() + 20);
      const reviewedAt = new Date(reportedAt.getTime() + 2 * 24 * 3600_000);
      return {
        report: {
          companyId,
          companyName: '',
          titleId: Number(hire.title_id),
          titleName: hire.title,
          level: joined && hire.level && rng.next() < 0.8 ? hire.level : null,
          month,
          applied: weighted(rng, [
            ['online', 0.35],
            ['referral', 0.25],
            ['recruiter', 0.22],
            ['campus', 0.08],
            ['agency', 0.05],
            ['other', 0.05],
          ] as const),
          outcome,
          experience,
          difficulty,
          processDays: rng.next() < 0.85 ? rng.int(kind.days[0], kind.days[1]) : null,
          rounds,
          status: 'approved' as const,
          reviewedAt,
          isDemo: true,
          createdAt: reportedAt,
          updatedAt: reviewedAt,
        },
        questions: rounds.flatMap((r, i) => r.questions.map((text) => ({ round: i + 1, roundType: r.type, text }))),
      };
    });

  let inserted = 0;
  if (drawn.length > 0) {
    // The company's name as shown: the catalogue's.
    const names = new Map(
      (
        await queryRows<{ id: number; name: string }>(
          db,
          sql`select id, name from companies where id in (${sql.join(
            [...new Set(drawn.map((d) => d.report.companyId!))].map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      ).map((r) => [Number(r.id), r.name]),
    );
    const reportedAt = new Date(`${DEMO_ANCHOR_DATE}T12:00:00Z`);
    const members = await insertDemoMembers(db, PREFIX, 0, drawn.length, reportedAt);
    // The reports' ids taken first, so reports and questions both go in by COPY on the embedded database.
    const ids = await queryRows<{ id: number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('interview_reports', 'id'))::int as id from generate_series(1, ${drawn.length})`,
    );
    const reportIds = ids.map((r) => Number(r.id));
    await bulkInsert(
      db,
      interviewReports,
      drawn.map((d, i) => ({ ...d.report, id: reportIds[i]!, companyName: names.get(d.report.companyId!) ?? '', userId: members[i]!.id })),
    );
    await bulkInsert(
      db,
      interviewQuestions,
      drawn.flatMap((d, i) => d.questions.map((q) => ({ ...q, reportId: reportIds[i]!, norm: api.normaliseQuestion(q.text) }))),
    );
    inserted = drawn.length;
  }
  const value = { version: ACADEMY_DEMO_VERSION, reports: inserted, seededAt: (options.now ?? new Date()).toISOString() };
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return inserted;
}
