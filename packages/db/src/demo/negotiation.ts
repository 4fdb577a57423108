import { titleSlug, type Region } from '@paysight/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { createRng, type Rng } from '../factories/random.js';
import { appMeta, negotiationCoaches, negotiationReviews, type NewNegotiationCoach, type NewNegotiationReview } from '../schema/index.js';
import { DEMO_COMPANIES } from './catalog-data.js';
import { DEMO_ANCHOR_DATE } from './salary-model.js';

/**
 * Demo content for the negotiation service (/negotiate): fictional coaches and the reviews of
 * their clients, generated from a seeded PRNG so every machine holds the same rows. Names are
 * made up from common first and last names; companies are the demo catalogue's real names. It is
 * loaded with the rest of the demo data and has its own version (META_KEY), so a change here
 * reloads these two tables only, not the salary records (docs/decisions/013-negotiation-coaches.md).
 */

/** Bump when the generated coaches or reviews change; an older set is replaced on the next start. */
export const NEGOTIATION_DEMO_VERSION = 1;
export const NEGOTIATION_DEMO_SEED = 20260501;
const META_KEY = 'demo_negotiation';

/** The specialities a coach can list; the page's search matches them. */
export const NEGOTIATION_SPECIALITIES = [
  'FAANG',
  'Big Tech',
  'Startups',
  'Senior leadership',
  'Equity and ESOPs',
  'New grads',
  'Product management',
  'Data and AI',
  'Finance',
  'Relocation',
  'Levelling',
] as const;
type Speciality = (typeof NEGOTIATION_SPECIALITIES)[number];

const FIRST_NAMES: Record<Region, string[]> = {
  in: [
    'Ananya',
    'Rohan',
    'Kavya',
    'Arjun',
    'Meera',
    'Vikram',
    'Sneha',
    'Aditya',
    'Ishita',
    'Karthik',
    'Nikhil',
    'Pooja',
    'Rahul',
    'Divya',
    'Siddharth',
    'Neha',
    'Aarti',
    'Varun',
    'Shreya',
    'Manish',
  ],
  us: [
    'Emily',
    'Jason',
    'Rachel',
    'Michael',
    'Sarah',
    'David',
    'Jessica',
    'Daniel',
    'Lauren',
    'Kevin',
    'Megan',
    'Chris',
    'Olivia',
    'Brian',
    'Hannah',
    'Marcus',
    'Sofia',
    'Tyler',
    'Grace',
    'Ethan',
  ],
};
const LAST_NAMES: Record<Region, string[]> = {
  in: [
    'Iyer',
    'Sharma',
    'Reddy',
    'Nair',
    'Mehta',
    'Kulkarni',
    'Banerjee',
    'Gupta',
    'Menon',
    'Rao',
    'Chawla',
    'Desai',
    'Joshi',
    'Pillai',
    'Bhatt',
    'Saxena',
  ],
  us: [
    'Carter',
    'Nguyen',
    'Patel',
    'Brooks',
    'Kim',
    'Sullivan',
    'Chen',
    'Morales',
    'Bennett',
    'Reyes',
    'Foster',
    'Hayes',
    'Park',
    'Coleman',
    'Walsh',
    'Rivera',
  ],
};
const INITIALS = 'ABCDEGHJKLMNPRSTVW';

type Pool = 'faang' | 'product' | 'startup' | 'finance' | 'services' | 'any';

/** What a coach did before coaching: their headline, specialities and the companies they know. */
const BACKGROUNDS: Array<{ headline: (company: string) => string; specialities: Speciality[]; pool: Pool; senior?: boolean }> = [
  { headline: (c) => `Former technical recruiter at ${c}`, specialities: ['FAANG', 'Big Tech', 'Levelling'], pool: 'faang' },
  {
    headline: (c) => `Ex-${c} engineering director who sat on hiring committees`,
    specialities: ['Senior leadership', 'FAANG', 'Levelling'],
    pool: 'faang',
    senior: true,
  },
  { headline: () => 'Startup offers, equity and ESOP terms', specialities: ['Startups', 'Equity and ESOPs'], pool: 'startup' },
  { headline: (c) => `Former head of talent at ${c}`, specialities: ['Startups', 'Senior leadership'], pool: 'startup', senior: true },
  {
    headline: () => 'Executive compensation adviser for director, VP and CXO offers',
    specialities: ['Senior leadership', 'Equity and ESOPs'],
    pool: 'any',
    senior: true,
  },
  {
    headline: (c) => `Ex-${c} HR business partner who knows the pay bands from the inside`,
    specialities: ['Big Tech', 'Levelling'],
    pool: 'product',
  },
  { headline: () => 'Helps new graduates and early-career engineers ask for more', specialities: ['New grads', 'Big Tech'], pool: 'any' },
  { headline: (c) => `Former compensation analyst at ${c}`, specialities: ['Finance', 'Levelling'], pool: 'finance' },
  { headline: () => 'Product and data roles at product companies', specialities: ['Product management', 'Data and AI'], pool: 'product' },
  {
    headline: (c) => `Ex-${c} delivery manager helping engineers move from services to product`,
    specialities: ['Big Tech', 'Startups', 'New grads'],
    pool: 'services',
  },
];
/** Relocation coaches take clients in both regions. */
const RELOCATION = {
  headline: () => 'Cross-border offers between India and the US',
  specialities: ['Relocation', 'Big Tech'] as Speciality[],
  pool: 'faang' as Pool,
};

const presentIn = (hq: string, industry: string, region: Region) => (region === 'in' ? industry !== 'Healthcare' : !hq.endsWith(', IN'));
const companyType = new Map(DEMO_COMPANIES.map((c) => [c.name, c.type]));
function companyPool(pool: Pool, region: Region): string[] {
  const types: Record<Pool, string[]> = {
    faang: ['faang+'],
    product: ['product', 'faang+', 'gcc'],
    startup: ['unicorn', 'startup'],
    finance: ['finance', 'gcc'],
    services: ['it-services'],
    any: ['faang+', 'product', 'unicorn', 'gcc', 'finance'],
  };
  return DEMO_COMPANIES.filter((c) => types[pool].includes(c.type) && presentIn(c.headquarters, c.industry, region)).map((c) => c.name);
}

/** Roles of the reviewers and the first-year total of a typical first offer for each, by region. */
const ROLES: Array<{ role: string; in: number; us: number }> = [
  { role: 'Software Engineer', in: 2_400_000, us: 175_000 },
  { role: 'Senior Software Engineer', in: 4_500_000, us: 270_000 },
  { role: 'Staff Engineer', in: 8_000_000, us: 420_000 },
  { role: 'Engineering Manager', in: 7_500_000, us: 380_000 },
  { role: 'Product Manager', in: 4_000_000, us: 230_000 },
  { role: 'Senior Product Manager', in: 6_000_000, us: 320_000 },
  { role: 'Data Scientist', in: 3_500_000, us: 200_000 },
  { role: 'Machine Learning Engineer', in: 4_800_000, us: 290_000 },
  { role: 'Product Designer', in: 3_000_000, us: 190_000 },
  { role: 'Director of Engineering', in: 12_000_000, us: 560_000 },
];
const TYPE_FACTOR: Record<string, number> = {
  'faang+': 1.4,
  unicorn: 1.2,
  product: 1.1,
  startup: 1.0,
  finance: 1.05,
  gcc: 0.9,
  consulting: 0.75,
  'it-services': 0.5,
  other: 0.8,
};

const PRICES: Record<Region, number[]> = { in: [7_999, 9_999, 12_999, 14_999, 19_999, 24_999], us: [399, 499, 699, 899, 1_199, 1_499] };
const COUNTRIES: Record<Region, string[][]> = {
  in: [['India'], ['India', 'Singapore'], ['India', 'United Arab Emirates']],
  us: [['United States'], ['United States', 'Canada']],
};

const OPENERS: Record<number, string[]> = {
  5: [
    'Worth every {money}.',
    'I almost accepted the first number. Glad I did not.',
    'The best money I spent in my job search.',
    'Calm, precise and always there on short notice.',
    'I hate negotiating, and this made it feel routine.',
    'Clear plan from the first call.',
  ],
  4: [
    'Good experience overall.',
    'Helpful, if a little slow to reply at times.',
    'Solid advice and a good result.',
    'Useful, practical coaching.',
  ],
  // Lower ratings speak of the service, not the result (which the closing sentence states).
  3: ['Mixed experience.', 'Useful advice, though the calls felt rushed.', 'Hard to get time on the calendar near my deadline.'],
  2: ['The calls felt generic for my situation.', 'Slow replies when the deadline was close.'],
};
const MIDDLES = [
  '{company} came in low for the level, and {coach} helped me build a case with market data and one clear ask.',
  'I had a competing offer and {coach} showed me how to use it without burning the bridge with {company}.',
  '{coach} drafted the emails with me line by line and prepared me for the recruiter call.',
  'The recruiter said the base was fixed, so {coach} moved the conversation to the joining bonus and stock.',
  '{company} wanted to level me down; {coach} helped me argue for the higher level, which changed everything.',
  'We spent most of the time on the stock grant and the vesting schedule, which I would never have asked about.',
  '{coach} knew how {company} sets its bands and told me exactly how far I could push.',
  'We rehearsed the call twice, and I stayed calm when the recruiter pushed back.',
];
const CLOSINGS: Record<'good' | 'modest', string[]> = {
  good: [
    'The final offer was {money} a year above the first one.',
    'I ended up with {money} more in the first year.',
    'Signed at {percent}% above the first offer.',
    'Final package: {percent}% higher, and a better title.',
  ],
  modest: ['We got {money} more in the first year; less than I hoped, but more than nothing.', 'The offer moved by {percent}%.'],
};

const lognormal = (rng: Rng, sd: number) => Math.exp(rng.normal(0, sd) - (sd * sd) / 2);
const roundTo = (value: number, unit: number) => Math.max(unit, Math.round(value / unit) * unit);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function addDays(isoDate: string, days: number) {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Compact money for review text, as the pages write it: ₹4.5 L, ₹1.2 Cr, $32k. */
function money(amount: number, region: Region) {
  if (region === 'in') return amount >= 10_000_000 ? `₹${(amount / 10_000_000).toFixed(1)} Cr` : `₹${(amount / 100_000).toFixed(1)} L`;
  return `$${Math.round(amount / 1000)}k`;
}

/** `count` distinct items, in the order drawn. */
function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const left = [...items];
  const out: T[] = [];
  while (out.length < count && left.length > 0) out.push(left.splice(Math.floor(rng.next() * left.length), 1)[0]!);
  return out;
}

function pickRating(rng: Rng, upliftPercent: number) {
  const r = rng.next();
  if (upliftPercent < 5) return r < 0.35 ? 5 : r < 0.7 ? 4 : r < 0.93 ? 3 : 2;
  return r < 0.76 ? 5 : r < 0.96 ? 4 : 3;
}

export type DemoCoach = Omit<NewNegotiationCoach, 'id' | 'createdAt'> & { slug: string };
export type DemoReview = Omit<NewNegotiationReview, 'id' | 'createdAt' | 'coachId'> & { coachSlug: string };

/** The demo coaches (in each region's order of seniority) and their clients' reviews. Pure: the same seed gives the same rows. */
export function generateNegotiationDemo(seed = NEGOTIATION_DEMO_SEED): { coaches: DemoCoach[]; reviews: DemoReview[] } {
  const rng = createRng(seed);
  // Every coach has their own first and last name, so no two look alike.
  const firstNames = { in: sample(rng, FIRST_NAMES.in, FIRST_NAMES.in.length), us: sample(rng, FIRST_NAMES.us, FIRST_NAMES.us.length) };
  const lastNames = { in: sample(rng, LAST_NAMES.in, LAST_NAMES.in.length), us: sample(rng, LAST_NAMES.us, LAST_NAMES.us.length) };
  const coaches: DemoCoach[] = [];
  const reviews: DemoReview[] = [];

  const plan: Array<{ home: Region; background: (typeof BACKGROUNDS)[number] | typeof RELOCATION; regions: Region[] }> = [
    ...BACKGROUNDS.map((background) => ({ home: 'in' as const, background, regions: ['in' as Region] })),
    ...BACKGROUNDS.filter((b) => b.pool !== 'services').map((background) => ({
      home: 'us' as const,
      background,
      regions: ['us' as Region],
    })),
    { home: 'in', background: RELOCATION, regions: ['in', 'us'] },
    { home: 'us', background: RELOCATION, regions: ['us', 'in'] },
  ];

  for (const { home, background, regions } of plan) {
    const name = `${firstNames[home].pop()!} ${lastNames[home].pop()!}`;
    const pool = companyPool(background.pool, home);
    const formerCompany = rng.pick(pool);
    const companies = [
      formerCompany,
      ...sample(
        rng,
        pool.filter((c) => c !== formerCompany),
        rng.int(2, 4),
      ),
    ];
    for (const other of regions.slice(1))
      companies.push(
        ...sample(
          rng,
          companyPool(background.pool, other).filter((c) => !companies.includes(c)),
          2,
        ),
      );
    const senior = 'senior' in background && background.senior === true;
    const yearsCoaching = senior ? rng.int(6, 15) : rng.int(2, 10);
    const negotiationsDone = rng.int(30, 120) + yearsCoaching * rng.int(15, 45);
    const medianUpliftPercent = oneDecimal(Math.min(28, Math.max(7, rng.normal(senior ? 18 : 13.5, 3))));
    const typicalOffer = (home === 'in' ? 4_000_000 : 260_000) * (senior ? 1.8 : 1);
    const unit = home === 'in' ? 100_000 : 1_000;
    const totalUplift = roundTo(negotiationsDone * typicalOffer * (medianUpliftPercent / 100) * lognormal(rng, 0.2), unit);
    const prices = PRICES[home];
    const priceFrom = senior ? prices[rng.int(3, prices.length - 1)]! : prices[rng.int(0, 3)]!;
    const slug = titleSlug(name);
    coaches.push({
      slug,
      name,
      headline: background.headline(formerCompany),
      regions,
      countries: regions.length > 1 ? ['India', 'United States'] : rng.pick(COUNTRIES[home]),
      specialities: [...background.specialities],
      companies,
      yearsCoaching,
      negotiationsDone,
      medianUpliftPercent,
      currency: home === 'in' ? 'INR' : 'USD',
      totalUplift,
      priceFrom,
      isDemo: true,
    });

    // Their clients' reviews: a share of their negotiations, more for the busier coaches.
    const reviewCount = Math.max(4, Math.round(negotiationsDone * (0.04 + rng.next() * 0.06)));
    const coachFirst = name.split(' ')[0]!;
    for (let n = 0; n < reviewCount; n++) {
      const region: Region = regions.length > 1 && rng.next() < 0.35 ? regions[1]! : home;
      const role = senior ? rng.pick(ROLES.slice(2)) : rng.pick(ROLES.slice(0, 9));
      const known = companies.filter((c) => presentInRegion(c, region));
      const company = known.length > 0 && rng.next() < 0.6 ? rng.pick(known) : rng.pick(companyPool('any', region));
      const offer = role[region] * (TYPE_FACTOR[companyType.get(company) ?? 'other'] ?? 0.8) * lognormal(rng, 0.25);
      const percentDrawn = Math.min(60, Math.max(1.5, medianUpliftPercent * lognormal(rng, 0.45)));
      const upliftAmount = roundTo((offer * percentDrawn) / 100, region === 'in' ? 10_000 : 1_000);
      const upliftPercent = oneDecimal((upliftAmount / offer) * 100);
      const rating = pickRating(rng, upliftPercent);
      const fill = (text: string) =>
        text
          .replaceAll('{coach}', coachFirst)
          .replaceAll('{company}', company)
          .replaceAll('{money}', region === 'in' ? 'rupee' : 'dollar')
          .replace('{percent}', String(upliftPercent));
      const closing = rng.pick(CLOSINGS[upliftPercent >= 6 ? 'good' : 'modest']).replace('{money}', money(upliftAmount, region));
      const body = [fill(rng.pick(OPENERS[rating]!)), fill(rng.pick(MIDDLES)), fill(closing)].join(' ');
      reviews.push({
        coachSlug: slug,
        countryCode: region,
        rating,
        body,
        reviewerName: `${rng.pick(FIRST_NAMES[region])} ${INITIALS[rng.int(0, INITIALS.length - 1)]}.`,
        reviewerRole: role.role,
        reviewerCompany: company,
        currency: region === 'in' ? 'INR' : 'USD',
        upliftAmount,
        upliftPercent,
        reviewedOn: addDays(DEMO_ANCHOR_DATE, -rng.int(0, 900)),
        isDemo: true,
      });
    }
  }
  return { coaches, reviews };
}

const companyHq = new Map(DEMO_COMPANIES.map((c) => [c.name, c]));
function presentInRegion(name: string, region: Region) {
  const c = companyHq.get(name);
  return c ? presentIn(c.headquarters, c.industry, region) : true;
}

export async function getNegotiationDemoState(db: Db): Promise<{ version: number } | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return (row?.value as { version: number } | undefined) ?? null;
}

/**
 * Loads (or, after a version bump, replaces) the demo coaches and reviews; rows that are not demo
 * rows are never touched. Idempotent: returns loaded: false when the current version is there.
 */
export async function seedNegotiationDemo(
  db: Db,
  options: { now?: Date; seed?: number } = {},
): Promise<{ loaded: boolean; coaches: number; reviews: number }> {
  const state = await getNegotiationDemoState(db);
  if (state && state.version >= NEGOTIATION_DEMO_VERSION) return { loaded: false, coaches: 0, reviews: 0 };
  const { coaches, reviews } = generateNegotiationDemo(options.seed ?? NEGOTIATION_DEMO_SEED);
  return db.transaction(async (tx) => {
    await tx.delete(negotiationReviews).where(eq(negotiationReviews.isDemo, true));
    await tx.delete(negotiationCoaches).where(eq(negotiationCoaches.isDemo, true));
    // A real coach who took a demo coach's slug keeps it; that demo coach and their reviews are left out.
    const inserted = await tx
      .insert(negotiationCoaches)
      .values(coaches)
      .onConflictDoNothing({ target: negotiationCoaches.slug })
      .returning({ id: negotiationCoaches.id, slug: negotiationCoaches.slug });
    const idBySlug = new Map(inserted.map((c) => [c.slug, c.id]));
    const rows = reviews
      .filter((r) => idBySlug.has(r.coachSlug))
      .map(({ coachSlug, ...r }) => ({ ...r, coachId: idBySlug.get(coachSlug)! }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(negotiationReviews).values(rows.slice(i, i + 500));
    const value = {
      version: NEGOTIATION_DEMO_VERSION,
      seededAt: (options.now ?? new Date()).toISOString(),
      coaches: inserted.length,
      reviews: rows.length,
    };
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    return { loaded: true, coaches: inserted.length, reviews: rows.length };
  });
}
