import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, lt } from 'drizzle-orm';
import { bulkInsert } from '../bulk-insert.js';
import type { Db } from '../client.js';
import { createRng } from '../factories/random.js';
import { appMeta, companies, guruBookings, guruCoaches, guruSlots, titles, users } from '../schema/index.js';
import { DEMO_RATER_DOMAIN } from './ratings.js';

/**
 * Gurus on a fresh install (/gurus; docs/decisions/052-gurus-mock-interviews.md): demo coaches at a
 * few large employers, each a demo member who can never sign in (blocked, no password, an address
 * under the reserved .invalid domain), marked `is_demo` and labelled "Demo data"; never bookable.
 * Each offers slots over the next 60 days from the load (their own weekdays and hours, priced in
 * their region's currency) and has a history of past sessions, so the reliability members read
 * (shown from MIN_SLICE sessions) appears on some and not others. Deterministic for the seed and the
 * day it is loaded; a handful of bulk inserts.
 */

export const GURUS_DEMO_VERSION = 1;
const META_KEY = 'demo-gurus';
const PREFIX = 'gurus';
const DAY = 24 * 3_600_000;
/** Free slots run this many days ahead of the load. */
const AHEAD_DAYS = 60;

interface DemoCoach {
  company: string;
  region: 'in' | 'us';
  title: string;
  headline: string;
  /** Local hours (and minutes) of their slots, on their weekdays (0 Sunday … 6 Saturday). */
  at: Array<[hour: number, minute: number]>;
  weekdays: number[];
  minutes: 45 | 60 | 90;
  /** Price in major units (rupees, dollars). */
  price: number;
  /** Past sessions: held (completed, or the member did not come) and missed by the coach. */
  held: number;
  missed: number;
}

const COACHES: DemoCoach[] = [
  {
    company: 'flipkart',
    region: 'in',
    title: 'Backend Engineer',
    headline: 'Backend and low-level design rounds, the way Flipkart runs them',
    at: [
      [19, 0],
      [20, 30],
    ],
    weekdays: [1, 3, 5],
    minutes: 60,
    price: 2_500,
    held: 14,
    missed: 1,
  },
  {
    company: 'flipkart',
    region: 'in',
    title: 'Product Manager',
    headline: 'Product sense and execution cases for PM loops',
    at: [[10, 30]],
    weekdays: [6, 0],
    minutes: 45,
    price: 3_000,
    held: 6,
    missed: 0,
  },
  {
    company: 'swiggy',
    region: 'in',
    title: 'Data Scientist',
    headline: 'Machine learning case studies and SQL rounds',
    at: [[18, 30]],
    weekdays: [2, 4],
    minutes: 60,
    price: 2_000,
    held: 3,
    missed: 0,
  },
  {
    company: 'razorpay',
    region: 'in',
    title: 'Frontend Engineer',
    headline: 'Frontend rounds: JavaScript, React and a machine-coding exercise',
    at: [
      [9, 0],
      [21, 0],
    ],
    weekdays: [1, 2, 4],
    minutes: 90,
    price: 3_500,
    held: 9,
    missed: 3,
  },
  {
    company: 'google',
    region: 'in',
    title: 'Software Engineer',
    headline: 'Data structures and algorithms, Google-style, with written feedback',
    at: [[8, 0]],
    weekdays: [2, 3, 6],
    minutes: 45,
    price: 4_000,
    held: 21,
    missed: 1,
  },
  {
    company: 'microsoft',
    region: 'in',
    title: 'Engineering Manager',
    headline: 'People-management and system design rounds for engineering managers',
    at: [[17, 0]],
    weekdays: [5],
    minutes: 60,
    price: 5_000,
    held: 2,
    missed: 0,
  },
  {
    company: 'google',
    region: 'us',
    title: 'Software Engineer',
    headline: 'Coding and system design for L4–L5 loops',
    at: [
      [8, 0],
      [18, 0],
    ],
    weekdays: [1, 3],
    minutes: 60,
    price: 180,
    held: 17,
    missed: 0,
  },
  {
    company: 'amazon',
    region: 'us',
    title: 'Solutions Architect',
    headline: 'Leadership principles and bar-raiser behavioural rounds',
    at: [[12, 0]],
    weekdays: [2, 4],
    minutes: 45,
    price: 150,
    held: 8,
    missed: 2,
  },
  {
    company: 'stripe',
    region: 'us',
    title: 'Backend Engineer',
    headline: 'Practical coding and API design, the integration round',
    at: [[10, 0]],
    weekdays: [3, 5],
    minutes: 60,
    price: 200,
    held: 4,
    missed: 1,
  },
  {
    company: 'meta',
    region: 'us',
    title: 'Data Scientist',
    headline: 'Product analytics and experimentation cases',
    at: [[16, 30]],
    weekdays: [1, 4],
    minutes: 45,
    price: 160,
    held: 11,
    missed: 1,
  },
];

/** Hours a zone's clock is ahead of UTC (demo slots are on the zone's standard time). */
const OFFSET_HOURS = { in: 5.5, us: -5 } as const;

/** Loads the demo coaches, their slots and their past sessions (once per version, or again with `force`). Returns how many coaches. */
export async function seedGurusDemo(db: Db, seed: number, options: { force?: boolean; now?: Date } = {}): Promise<number> {
  const [state] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  const version = (state?.value as { version?: number } | undefined)?.version ?? 0;
  if (!options.force && version >= GURUS_DEMO_VERSION) return 0;
  // The demo coaches' rows (slots, sessions) go with their members.
  await db.delete(users).where(like(users.email, `${PREFIX}-%@${DEMO_RATER_DOMAIN}`));

  const now = options.now ?? new Date();
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const rng = createRng(seed);
  const [companyRows, titleRows] = await Promise.all([
    db
      .select({ id: companies.id, slug: companies.slug })
      .from(companies)
      .where(inArray(companies.slug, [...new Set(COACHES.map((c) => c.company))])),
    db
      .select({ id: titles.id, name: titles.name })
      .from(titles)
      .where(inArray(titles.name, [...new Set(COACHES.map((c) => c.title))])),
  ]);
  const companyId = new Map(companyRows.map((c) => [c.slug, c.id]));
  const titleId = new Map(titleRows.map((t) => [t.name, t.id]));
  const coaches = COACHES.filter((c) => companyId.has(c.company));
  if (coaches.length === 0) return 0;

  const at = new Date(today - 150 * DAY);
  const people = coaches.map((_, i) => ({
    id: randomUUID(),
    email: `${PREFIX}-${i + 1}@${DEMO_RATER_DOMAIN}`,
    name: 'Demo member',
    blocked: true,
    createdAt: at,
  }));
  await bulkInsert(db, users, people);
  const coachRows = await db
    .insert(guruCoaches)
    .values(
      coaches.map((c, i) => ({
        userId: people[i]!.id,
        companyId: companyId.get(c.company)!,
        region: c.region,
        headline: c.headline,
        titleId: titleId.get(c.title) ?? null,
        isDemo: true,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: guruCoaches.id, userId: guruCoaches.userId });
  const coachId = new Map(coachRows.map((r) => [r.userId, r.id]));

  type Slot = typeof guruSlots.$inferInsert;
  const slots: Slot[] = [];
  /** Past sessions' outcomes by coach and start (one slot per coach and start). */
  const outcomeAt = new Map<string, 'completed' | 'candidate-absent' | 'coach-absent'>();
  const key = (coach: number, startsAt: Date) => `${coach}|${startsAt.toISOString()}`;
  coaches.forEach((c, i) => {
    const id = coachId.get(people[i]!.id)!;
    const currency = c.region === 'in' ? ('INR' as const) : ('USD' as const);
    const price = c.price * 100;
    const startOn = (day: number, [hour, minute]: [number, number]) =>
      new Date(day + (hour - OFFSET_HOURS[c.region]) * 3_600_000 + minute * 60_000);
    // Ahead: their weekdays and hours, a few skipped (taken by life), from tomorrow for 60 days.
    for (let d = 1; d <= AHEAD_DAYS; d++) {
      const day = today + d * DAY;
      if (!c.weekdays.includes(new Date(day).getUTCDay())) continue;
      for (const time of c.at)
        if (rng.next() > 0.2) slots.push({ coachId: id, startsAt: startOn(day, time), minutes: c.minutes, price, currency, createdAt: at });
    }
    // Behind: the sessions of their history, a few days apart, the misses among them.
    const sessions = c.held + c.missed;
    const outcomes = [
      ...Array.from({ length: c.missed }, () => 'coach-absent' as const),
      ...Array.from({ length: c.held }, () => (rng.next() < 0.1 ? ('candidate-absent' as const) : ('completed' as const))),
    ].sort(() => rng.next() - 0.5);
    for (let k = 0; k < sessions; k++) {
      const startsAt = startOn(today - (3 + k * 4 + Math.floor(rng.next() * 3)) * DAY, c.at[0]!);
      slots.push({ coachId: id, startsAt, minutes: c.minutes, price, currency, createdAt: at });
      outcomeAt.set(key(id, startsAt), outcomes[k]!);
    }
  });
  await bulkInsert(db, guruSlots, slots);

  // The past slots' ids (COPY returns none), to book their sessions.
  const behind = await db
    .select({
      id: guruSlots.id,
      coachId: guruSlots.coachId,
      startsAt: guruSlots.startsAt,
      price: guruSlots.price,
      currency: guruSlots.currency,
    })
    .from(guruSlots)
    .where(and(inArray(guruSlots.coachId, [...coachId.values()]), lt(guruSlots.startsAt, new Date(today))));
  await bulkInsert(
    db,
    guruBookings,
    behind.map((s) => {
      const status = outcomeAt.get(key(s.coachId, s.startsAt)) ?? 'completed';
      return {
        slotId: s.id,
        status,
        amount: s.price,
        currency: s.currency,
        confirmedAt: new Date(s.startsAt.getTime() - 5 * DAY),
        outcomeAt: new Date(s.startsAt.getTime() + 2 * 3_600_000),
        refundPercent: status === 'coach-absent' ? 100 : null,
        isDemo: true,
        createdAt: new Date(s.startsAt.getTime() - 5 * DAY),
      };
    }),
  );

  const value = { version: GURUS_DEMO_VERSION, coaches: coaches.length, slots: slots.length, seededAt: now.toISOString() };
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return coaches.length;
}
