import type { Db } from '@paysight/db';
import { upsertProfile } from './profile.queries.js';

/**
 * The profile facts a career history states (entered once, in the history): the current
 * position's company and title, the years since the first position, and the latest school. A fact
 * the history does not state (no position held now, no education) leaves the profile's own value.
 */
export interface CareerFacts {
  companyId?: number;
  titleId?: number;
  experience?: number;
  schoolId?: number;
}

/** Writes the facts into the member's profile, in the caller's transaction. */
export async function adoptCareerFacts(db: Db, userId: string, facts: CareerFacts, now: Date) {
  const values = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as CareerFacts;
  if (Object.keys(values).length === 0) return;
  // Whether enrichment could fill anything is worked out again on the next read (the fields it fills changed).
  await upsertProfile(db, userId, { ...values, canEnrich: null, updatedAt: now });
}
