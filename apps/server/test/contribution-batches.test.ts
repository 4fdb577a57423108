import { memberSalaries, salaryRecords } from '@paysight/db';
import { insertCompany, insertLocation, insertTitle } from '@paysight/db/factories';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createEventBus } from '../src/lib/events.js';
import { ContributionBatches, type NewContribution } from '../src/modules/contributions/contribution-batches.js';
import type { ContributionDeps } from '../src/modules/contributions/contributions.service.js';
import { createClock, createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { signedInMembers } from './users.js';

// New contributions arriving together are written in one transaction (group commit): each caller
// gets its own row and record, in its own order, and an acknowledged write is committed.
describeWithDb('contributions written together', () => {
  let t: TestApp;
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let deps: ContributionDeps;
  let userIds: string[];
  let slice: { companyId: number; titleId: number; locationId: number };

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: clock.now });
    const db = t.database.db;
    const company = await insertCompany(db, { name: 'Acme', slug: 'acme' });
    const title = await insertTitle(db, { name: 'Software Engineer' });
    const city = await insertLocation(db, { city: 'Pune', countryCode: 'in', slug: 'pune-in' });
    slice = { companyId: company.id, titleId: title.id, locationId: city.id };
    userIds = (await signedInMembers(t, clock.now(), ['ann', 'ben', 'cat', 'dan', 'eve', 'fay'])).map((m) => m.user.id);
    deps = { db, now: clock.now, events: createEventBus(), minSlice: 3 };
  });
  afterAll(() => t.close());

  const contribution = (userId: string, base: number, isCurrent = false): NewContribution => ({
    figures: {
      countryCode: 'in',
      currency: 'INR',
      ...slice,
      standardLevel: 2,
      yearsOfExperience: 4,
      base,
      stockGrant: null,
      vestingYears: null,
      stockYearly: null,
      stockFirstYear: null,
      bonus: null,
      signingBonus: null,
      source: 'member',
      reportedOn: '2026-11-22',
    },
    entry: {
      userId,
      src: 'profile',
      countryCode: 'in',
      currency: 'INR',
      companyId: slice.companyId,
      titleId: slice.titleId,
      levelName: null,
      standardLevel: 2,
      locationId: slice.locationId,
      experience: 4,
      base,
      stocks: null,
      bonus: null,
      signingBonus: null,
      stockDetails: null,
      targetSalary: null,
      offerDate: null,
      isCurrent,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    },
  });

  it('writes the first at once and those arriving meanwhile in one transaction, each answer its own', async () => {
    const batches = new ContributionBatches(deps);
    const transaction = vi.spyOn(deps.db, 'transaction');
    const changed = vi.fn();
    deps.events.on('salary-records.changed', changed);
    const bases = [2_000_000, 2_100_000, 2_200_000, 2_300_000, 2_400_000, 2_500_000];
    const written = await Promise.all(userIds.map((id, i) => batches.write(contribution(id, bases[i]!))));
    // The first alone, the five that came while it was written together: two transactions.
    expect(transaction).toHaveBeenCalledTimes(2);
    expect(changed).toHaveBeenCalledTimes(2);
    transaction.mockRestore();

    expect(written.map((w) => [w.entry.userId, w.entry.base])).toEqual(userIds.map((id, i) => [id, bases[i]]));
    const rows = await t.database.db
      .select()
      .from(memberSalaries)
      .where(
        inArray(
          memberSalaries.id,
          written.map((w) => w.entry.id),
        ),
      );
    const records = await t.database.db
      .select()
      .from(salaryRecords)
      .where(
        inArray(
          salaryRecords.id,
          rows.map((r) => r.recordId!),
        ),
      );
    for (const w of written) {
      const row = rows.find((r) => r.id === w.entry.id)!;
      expect(row).toMatchObject({ userId: w.entry.userId, base: w.entry.base });
      expect(records.find((r) => r.id === row.recordId)).toMatchObject({
        base: w.entry.base,
        total: w.record.total,
        status: w.record.status,
      });
    }
  });

  it('writes a batch that fails one by one, so only the bad contribution is refused', async () => {
    const batches = new ContributionBatches(deps);
    const bad = contribution('00000000-0000-0000-0000-000000000000', 2_910_000); // no such member
    const settled = await Promise.allSettled([
      batches.write(contribution(userIds[0]!, 2_610_000)),
      batches.write(contribution(userIds[1]!, 2_710_000)),
      batches.write(bad),
      batches.write(contribution(userIds[2]!, 2_810_000)),
    ]);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    // The refused one left no record behind (its transaction rolled back); the others kept theirs, once each.
    const kept = await t.database.db
      .select({ base: salaryRecords.base })
      .from(salaryRecords)
      .where(inArray(salaryRecords.base, [2_610_000, 2_710_000, 2_810_000, 2_910_000]));
    expect(kept.map((r) => r.base).sort()).toEqual([2_610_000, 2_710_000, 2_810_000]);
  });

  it('leaves each member one current pay, the newest, when several arrive together', async () => {
    const batches = new ContributionBatches(deps);
    const [ann, ben] = [userIds[3]!, userIds[4]!];
    const before = await batches.write(contribution(ann, 3_000_000, true));
    // The first is written alone; the three after it together, Ann's two in the same transaction.
    const written = await Promise.all([
      batches.write(contribution(ben, 3_400_000, false)),
      batches.write(contribution(ann, 3_100_000, true)),
      batches.write(contribution(ben, 3_200_000, true)),
      batches.write(contribution(ann, 3_300_000, true)),
    ]);
    const rows = await t.database.db
      .select({ base: memberSalaries.base, isCurrent: memberSalaries.isCurrent })
      .from(memberSalaries)
      .where(inArray(memberSalaries.id, [before.entry.id, ...written.map((w) => w.entry.id)]));
    const current = rows.filter((r) => r.isCurrent).map((r) => r.base);
    // Ann's earlier current pay and her first new one are unmarked; Ben's only current one stays.
    expect(current.sort()).toEqual([3_200_000, 3_300_000]);
  });
});
