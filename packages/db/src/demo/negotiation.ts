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
export const NEGOTIATION_DEMO_VERSION = 2;
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
    'Could not have asked for a better coach.',
    'I went in nervous and came out with a much better offer.',
    '{coach} was honest about what was realistic, which I appreciated.',
    'Booked one session, ended up doing three. No regrets.',
    'Straight talk, no fluff.',
    'Highly recommend, especially if you have never negotiated before.',
    'A friend recommended {coach} and now I recommend them too.',
    'Fast, sharp and genuinely invested in the outcome.',
  ],
  4: [
    'Good experience overall.',
    'Helpful, if a little slow to reply at times.',
    'Solid advice and a good result.',
    'Useful, practical coaching.',
    'Good value, though the first session was mostly things I already knew.',
    'The scripts were the most useful part.',
    'Knowledgeable and responsive; scheduling took some back and forth.',
    'Would use again for my next switch.',
  ],
  // Lower ratings speak of the service, not the result (which the closing sentence states).
  3: [
    'Mixed experience.',
    'Useful advice, though the calls felt rushed.',
    'Hard to get time on the calendar near my deadline.',
    'Decent, but a lot of the advice was generic.',
    'Fine for the price, nothing more.',
    'Some good tips, but I did most of the research myself.',
  ],
  2: [
    'The calls felt generic for my situation.',
    'Slow replies when the deadline was close.',
    'Not much beyond what is in the free guides.',
    'Felt like a template rather than advice for my case.',
  ],
};
/** What the coaching was about, for any coach. */
const MIDDLES = [
  '{company} came in low for the level, and {coach} helped me build a case with market data and one clear ask.',
  '{coach} drafted the emails with me line by line and prepared me for the recruiter call.',
  'We rehearsed the call twice, and I stayed calm when the recruiter pushed back.',
  'The recruiter said the base was fixed, so {coach} moved the conversation to the joining bonus.',
  '{coach} told me which parts of the {company} offer had room and which did not, and that saved me a lot of guessing.',
  'I was about to counter by email; {coach} talked me into a call, and it went far better.',
  'We wrote down my walk-away number before anything else, which made every decision easier.',
  '{coach} spotted that the notice-period buyout was missing and got {company} to add it.',
];
/** What the coaching was about, by the coach's speciality: coaches with different backgrounds tell different stories. */
const TOPIC_MIDDLES: Partial<Record<Speciality, string[]>> = {
  FAANG: [
    '{coach} explained how the {company} hiring committee and team match work, so I knew when to ask.',
    'I had a competing big-tech offer and {coach} showed me how to use it without burning the bridge with {company}.',
    'We focused on the refresher and the sign-on, the two things {company} actually moves on.',
  ],
  'Big Tech': [
    '{coach} knew how {company} sets its bands and told me exactly how far I could push.',
    'We compared the offer against the band for my level, and the stock was clearly at the bottom of it.',
    '{company} matched a competing offer after {coach} helped me present it the right way.',
  ],
  Levelling: [
    '{company} wanted to level me down; {coach} helped me argue for the higher level, which changed everything.',
    '{coach} walked me through how my interviews mapped to levels and what evidence to bring.',
    'The real win was the level, not the money: {coach} helped me get the senior title.',
  ],
  Startups: [
    'We spent most of the time on the stock grant and the vesting schedule, which I would never have asked about.',
    '{coach} explained the liquidation preferences and what my options might really be worth.',
    'The cash was tight at {company}, so {coach} helped me trade for more equity and a review in six months.',
  ],
  'Equity and ESOPs': [
    '{coach} modelled three exit scenarios for the ESOPs so I could compare them with a cash offer.',
    'I did not know I could ask for a longer exercise window; {coach} did, and {company} agreed.',
    'We pushed on the cliff and the acceleration terms, not just the number of options.',
  ],
  'Senior leadership': [
    '{coach} helped me negotiate the whole package: base, bonus, equity and severance terms.',
    'At director level the conversation was with the CEO; {coach} prepared me for every turn of it.',
    'We negotiated the scope of the role first and the pay followed.',
  ],
  'New grads': [
    'It was my first offer and I did not know you could negotiate it at all.',
    '{coach} showed me how to ask politely as a graduate without risking the offer.',
    'We used the campus offers of my batchmates to show {company} where the market was.',
  ],
  'Product management': [
    '{coach} knew the product ladder at {company} and how it compares with the engineering one.',
    'We prepared for the question about my current pay and how to steer away from it.',
  ],
  'Data and AI': [
    'Data roles are levelled inconsistently; {coach} helped me show {company} the scope of my current work.',
    '{coach} had the market data for ML roles, which the recruiter could not argue with.',
  ],
  Finance: [
    '{coach} explained how the bonus pool works at {company} and what a guaranteed first-year bonus is worth.',
    'We negotiated the deferred part of the bonus, which I had not even noticed in the letter.',
  ],
  Relocation: [
    '{coach} compared the offer after taxes and cost of living between the two countries, which changed my counter.',
    'We negotiated the relocation package and the visa costs on top of the salary.',
    '{coach} knew how {company} pays people who move between its Indian and US offices.',
  ],
};
const CLOSINGS: Record<'good' | 'modest', string[]> = {
  good: [
    'The final offer was {money} a year above the first one.',
    'I ended up with {money} more in the first year.',
    'Signed at {percent}% above the first offer.',
    'Final package: {percent}% higher, and a better title.',
    'Net result: {money} more, for a few hours of work.',
    'The offer went up by {percent}%, mostly in stock.',
    '{money} more a year than their first number.',
    'I signed last week at {percent}% above where we started.',
  ],
  modest: [
    'We got {money} more in the first year; less than I hoped, but more than nothing.',
    'The offer moved by {percent}%.',
    'Only a small bump in the end ({money}), but I understand the offer much better now.',
    'A {percent}% improvement; the company would not move further.',
  ],
};
/** A last line some reviewers add. */
const EXTRAS = [
  'I would book again.',
  'Already sent two friends their way.',
  'The follow-up notes after each call were excellent.',
  'Responded within hours every time.',
  'Worth it even for the confidence alone.',
  'Wish I had done this at my last switch too.',
  'The market data alone was worth the fee.',
  'Patient with all my questions, even late at night.',
];

/** A shuffled deck: draws every item once before repeating (a coach's reviews do not repeat a sentence early). */
function deck<T>(rng: Rng, items: readonly T[]) {
  let left: T[] = [];
  return () => {
    if (left.length === 0) left = sample(rng, items, items.length);
    return left.pop()!;
  };
}

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

    // Their clients' reviews: a few more for the busier coaches, but every coach has a fair share of the list.
    const reviewCount = rng.int(9, 16) + Math.min(8, Math.round(negotiationsDone / 100));
    const coachFirst = name.split(' ')[0]!;
    const topics = background.specialities.flatMap((sp) => TOPIC_MIDDLES[sp] ?? []);
    const draws = {
      opener: Object.fromEntries(Object.entries(OPENERS).map(([r, list]) => [r, deck(rng, list)])) as Record<string, () => string>,
      topic: deck(rng, topics.length > 0 ? topics : MIDDLES),
      middle: deck(rng, MIDDLES),
      good: deck(rng, CLOSINGS.good),
      modest: deck(rng, CLOSINGS.modest),
      extra: deck(rng, EXTRAS),
    };
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
      const closing = (upliftPercent >= 6 ? draws.good : draws.modest)().replace('{money}', money(upliftAmount, region));
      const middle = rng.next() < 0.65 ? draws.topic() : draws.middle();
      const extra = rating >= 4 && rng.next() < 0.4 ? draws.extra() : null;
      const body = [fill(draws.opener[rating]!()), fill(middle), fill(closing), ...(extra ? [extra] : [])].join(' ');
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
