import { comparisonPair, readComparisonQ } from '@paysight/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { appMeta, compareViews } from '../schema/index.js';
import { DEMO_ANCHOR_DATE } from './salary-model.js';

/**
 * Popular comparisons on a fresh install (GET /compare/list; docs/decisions/051-compare-lists-and-contacts.md):
 * the pairs people compare on sites like ours, with believable visitor-day counts, marked `is_demo`
 * (the picker labels them "Demo data"). One row per pair, dated the demo data's anchor day and
 * counted whatever the window (their own rows: real views never add to them). Two pairs stay under
 * the privacy floor of 5, so a fresh install shows it at work. Its own version.
 */

export const COMPARE_DEMO_VERSION = 1;
const META_KEY = 'demo-compare';

/** Region → [comparison q, visitor-days]. */
export const DEMO_POPULAR_COMPARISONS: Record<'in' | 'us', readonly (readonly [string, number])[]> = {
  in: [
    ['tata-consultancy-services--vs--infosys', 52],
    ['flipkart--software-engineer--vs--amazon--software-engineer', 38],
    ['infosys--vs--wipro', 31],
    ['swiggy--vs--zomato', 26],
    ['google--software-engineer--vs--microsoft--software-engineer', 21],
    ['phonepe--vs--razorpay', 14],
    ['accenture--vs--cognizant', 11],
    ['hcltech--vs--tech-mahindra', 8],
    ['cred--vs--zerodha', 6],
    ['meesho--vs--flipkart', 3],
  ],
  us: [
    ['google--software-engineer--vs--meta--software-engineer', 48],
    ['google--vs--microsoft', 41],
    ['amazon--software-engineer--vs--microsoft--software-engineer', 33],
    ['apple--vs--google', 27],
    ['meta--software-engineer--vs--netflix--software-engineer', 22],
    ['google--data-scientist--vs--meta--data-scientist', 16],
    ['goldman-sachs--vs--jpmorgan-chase', 12],
    ['nvidia--vs--intel', 9],
    ['stripe--vs--databricks', 7],
    ['uber--vs--airbnb', 2],
  ],
};

/** The demo rows: each pair normalised as the counting normalises it. */
export function demoCompareViews() {
  return (['in', 'us'] as const).flatMap((countryCode) =>
    DEMO_POPULAR_COMPARISONS[countryCode].map(([q, visitors]) => {
      const read = readComparisonQ(q);
      if (!read.ok) throw new Error(`demo comparison ${q}: ${read.message}`);
      return { countryCode, pair: comparisonPair(read.entries), day: DEMO_ANCHOR_DATE, visitors, isDemo: true };
    }),
  );
}

/** Loads the demo counts once per version (or again with `force`), replacing older demo rows. Returns how many rows. */
export async function seedCompareDemo(db: Db, options: { force?: boolean; now?: Date } = {}): Promise<number> {
  const [state] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  const version = (state?.value as { version?: number } | undefined)?.version ?? 0;
  if (!options.force && version >= COMPARE_DEMO_VERSION) return 0;
  await db.delete(compareViews).where(eq(compareViews.isDemo, true));
  const rows = demoCompareViews();
  await db.insert(compareViews).values(rows);
  const value = { version: COMPARE_DEMO_VERSION, rows: rows.length, seededAt: (options.now ?? new Date()).toISOString() };
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return rows.length;
}
