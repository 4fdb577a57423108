import { AppError, currencySign, salaryUnit, CURRENCY_INR, standardLevelName, type api, type SessionUser } from '@paysight/contract';
import { salaryTotals, type Db, type StockDetails } from '@paysight/db';
import { recordStock, stockPlan, type StockGiven } from '../member-pay/member-pay.rules.js';
import { resolveMemberPay } from '../member-pay/member-pay.service.js';
import type { EventBus } from '../../lib/events.js';
import { contributionBatches } from './contribution-batches.js';
import {
  droppedNote,
  findMarketSlice,
  marketFigures,
  noMarketNote,
  percentileRank,
  type SlicePart,
} from '../salary/market-position.service.js';
import {
  addMemberRecord,
  recordsTransaction,
  removeRecord,
  replaceMemberRecord,
  type MemberRecordInput,
} from '../salary-records/salary-records.service.js';
import {
  contributionById,
  contributionsOf,
  deleteContributionRow,
  unmarkOtherCurrent,
  updateContribution,
  type ContributionRow,
} from './contributions.queries.js';

export interface ContributionDeps {
  db: Db;
  now: () => Date;
  /** Tells the caches (and the other servers) when records change (salary-records). */
  events: EventBus;
  /** No standing is given from fewer published salaries (privacy, and too few to mean much). */
  minSlice: number;
}

export { DAILY_CONTRIBUTIONS } from './contribution-batches.js';
const COUNTRY_OF = { INR: 'in', USD: 'us' } as const;

function present(row: ContributionRow): api.Contribution {
  const e = row.entry;
  const cc = e.countryCode;
  const unit = salaryUnit(e.currency === 'INR' ? CURRENCY_INR : 1);
  const totals = row.record ?? salaryTotals({ base: e.base, stockYearly: e.stocks, bonus: e.bonus, signingBonus: e.signingBonus });
  return {
    id: e.id,
    src: e.src,
    countryCode: cc,
    currency: e.currency,
    sign: currencySign(cc) as '₹' | '$',
    multiplier: unit.multiplier,
    postfix: unit.postfix,
    company: row.company,
    title: row.title,
    level: e.levelName,
    standardLevel: e.standardLevel,
    location: row.location?.slug ? row.location : null,
    experience: e.experience,
    base: e.base,
    stocks: e.stocks,
    bonus: e.bonus,
    signingBonus: e.signingBonus,
    stockDetails: e.stockDetails ?? null,
    targetSalary: e.targetSalary,
    offerDate: e.offerDate,
    isCurrent: e.isCurrent,
    total: totals.total,
    firstYearTotal: totals.firstYearTotal,
    status: row.record ? row.record.status : 'not-published',
    heldReason: row.record?.heldReason ?? null,
    verification: row.record?.verification === 'verified' ? 'verified' : 'member',
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export async function listContributions(deps: ContributionDeps, user: SessionUser, src?: string): Promise<api.ContributionList> {
  return { salaries: (await contributionsOf(deps.db, user.id, src)).map(present) };
}

/** The stock a contribution gives: a yearly figure (which wins), an RSU grant or options, and their schedule. */
function stockGiven(body: Pick<api.ContributionBody, 'stocks' | 'stockDetails'>): StockGiven {
  const d = body.stockDetails;
  return { yearly: body.stocks ?? null, grant: d?.rsu?.value ?? null, options: d?.options ?? null, vesting: d?.vesting ?? null };
}

/** The record's stock columns for a contribution (member-pay's one rule, ADR 016). */
export function stockFigures(body: Pick<api.ContributionBody, 'stocks' | 'stockDetails'>, companySlug: string | null = null) {
  return recordStock(stockPlan(stockGiven(body), companySlug));
}

/**
 * Adds a contribution, or changes one of the member's own (body.id). Company, title and location
 * must be in the catalogue; the figures go to the salary pages as an anonymised record, held for
 * review when far outside their slice (ADR 012). Everything is written in one transaction; a new
 * contribution's daily limit (DAILY_CONTRIBUTIONS) is counted in it.
 */
export async function saveContribution(deps: ContributionDeps, user: SessionUser, body: api.ContributionBody): Promise<api.Contribution> {
  const db = deps.db;
  const countryCode = COUNTRY_OF[body.currency];
  const existing = body.id !== undefined ? await contributionById(db, body.id) : null;
  if (body.id !== undefined) {
    if (!existing) throw new AppError(404, `No salary contribution ${body.id}`);
    if (existing.entry.userId !== user.id) throw new AppError(403, 'This salary contribution is not yours');
  }

  const pay = await resolveMemberPay(db, {
    countryCode,
    company: body.company,
    title: body.title,
    level: body.level,
    standardLevel: body.standardLevel,
    location: body.location,
    stock: stockGiven(body),
  });
  const { company, title, location, levelName, standardLevel, recordStock: stock } = pay;
  if (!company) throw new AppError(400, `company: no company "${body.company}"; pick one from the list`);
  if (!title) throw new AppError(400, `title: no job title "${body.title}"; pick one from the list`);
  if (body.location && !location) {
    const elsewhere = pay.locationElsewhere;
    if (!elsewhere) throw new AppError(400, `location: no city "${body.location}"; pick one from the list`);
    throw new AppError(
      400,
      `location: ${elsewhere.name} is not in ${countryCode === 'in' ? 'India' : 'the US'}; pay in ${body.currency} is for ${countryCode === 'in' ? 'India' : 'the US'}`,
    );
  }

  const today = deps.now().toISOString().slice(0, 10);
  if (body.offerDate && body.offerDate > today) throw new AppError(400, 'offerDate: must not be in the future');

  const figures: MemberRecordInput = {
    countryCode,
    currency: body.currency,
    companyId: company.id,
    titleId: title.id,
    standardLevel,
    locationId: location?.id ?? null,
    yearsOfExperience: body.experience,
    base: body.base,
    ...stock,
    bonus: body.bonus ?? null,
    signingBonus: body.signingBonus ?? null,
    source: 'member',
    reportedOn: today,
  };
  const entry = {
    src: body.src,
    countryCode,
    currency: body.currency,
    companyId: company.id,
    titleId: title.id,
    levelName,
    standardLevel,
    locationId: location?.id ?? null,
    experience: body.experience,
    base: body.base,
    stocks: stock.stockYearly,
    bonus: body.bonus ?? null,
    signingBonus: body.signingBonus ?? null,
    stockDetails: (body.stockDetails ?? null) as StockDetails | null,
    targetSalary: body.targetSalary ?? null,
    offerDate: body.offerDate ?? null,
    isCurrent: body.isCurrent,
    updatedAt: deps.now(),
  };

  // The answer is built from what was written (no read back): the names come from the catalogue
  // entries resolved above, the record's status and totals from the write. A new contribution is
  // written together with others arriving at the same moment (contribution-batches.ts).
  let saved: { entry: ContributionRow['entry']; record: ContributionRow['record'] };
  if (existing) {
    saved = await recordsTransaction(deps, async (rtx) => {
      let recordId = existing.entry.recordId;
      let record: ContributionRow['record'];
      if (recordId !== null) record = (await replaceMemberRecord(rtx, recordId, figures)).record;
      else ({ recordId, record } = await addMemberRecord(rtx, figures));
      const row = await updateContribution(rtx.tx, existing.entry.id, { ...entry, recordId });
      if (body.isCurrent) await unmarkOtherCurrent(rtx.tx, user.id, row.id);
      return { entry: row, record };
    });
  } else {
    saved = await contributionBatches(deps).write({ figures, entry: { ...entry, userId: user.id, createdAt: deps.now() } });
  }
  return present({
    ...saved,
    company: { name: company.name, slug: company.slug },
    title: { name: title.name, slug: title.slug },
    location: location ? { name: location.city, slug: location.slug } : null,
  });
}

/** Withdraws one of the member's own contributions and its anonymised record. */
export async function deleteContribution(deps: ContributionDeps, user: SessionUser, id: number) {
  const existing = await contributionById(deps.db, id);
  if (!existing) throw new AppError(404, `No salary contribution ${id}`);
  if (existing.entry.userId !== user.id) throw new AppError(403, 'This salary contribution is not yours');
  await recordsTransaction(deps, async (rtx) => {
    await deleteContributionRow(rtx.tx, id);
    if (existing.entry.recordId !== null) await removeRecord(rtx, existing.entry.recordId);
  });
  return { deleted: true as const };
}

const COUNTRY_NAME = { in: 'India', us: 'the US' } as const;

/** "Software Engineer at Google in Bengaluru (L5 · Senior)": the parts of the slice the contribution has. */
function standingLabel(row: ContributionRow, parts: SlicePart[]): string {
  const e = row.entry;
  let out = row.title.name;
  if (parts.includes('company')) out += ` at ${row.company.name}`;
  out += ` in ${parts.includes('location') && row.location ? row.location.name : COUNTRY_NAME[e.countryCode]}`;
  if (parts.includes('level') && e.standardLevel !== null) {
    const standard = standardLevelName(e.standardLevel);
    out += ` (${e.levelName && e.levelName !== standard ? `${e.levelName} · ${standard}` : standard})`;
  }
  return out;
}

/**
 * GET /profile/salary/:id/standing: where one of the member's own contributions stands among the
 * published salaries of its slice, its own record left out. Someone else's contribution is a 404,
 * as an unknown one: whether it exists is not theirs to learn. A record that is not counted (held
 * for review) has no standing yet.
 */
export async function getContributionStanding(deps: ContributionDeps, user: SessionUser, id: number): Promise<api.ContributionStanding> {
  const row = await contributionById(deps.db, id);
  if (!row || row.entry.userId !== user.id) throw new AppError(404, `No salary contribution ${id}`);
  const e = row.entry;
  const { total } = present(row);
  const none = {
    id: e.id,
    countryCode: e.countryCode,
    currency: e.currency,
    total,
    slice: null,
    dropped: [],
    market: null,
    percentileRank: null,
  };
  if (row.record?.status !== 'published') {
    return { ...none, outcome: 'not-counted', note: 'Not counted on the salary pages yet, so it has no standing.' };
  }
  const found = await findMarketSlice(
    deps,
    { countryCode: e.countryCode, titleId: e.titleId, companyId: e.companyId, standardLevel: e.standardLevel, locationId: e.locationId },
    e.recordId,
  );
  if (!found.chosen || !found.where)
    return { ...none, outcome: 'too-few', note: noMarketNote(deps.minSlice, standingLabel(row, ['title'])) };

  const market = await marketFigures(deps.db, found.where, { total });
  const n = Number(market.total_n ?? 0);
  const p = market.total_p as number[] | null;
  // Every record has a total; the guard keeps the privacy rule local should that change.
  if (!p || n < deps.minSlice) return { ...none, outcome: 'too-few', note: noMarketNote(deps.minSlice, standingLabel(row, ['title'])) };
  const [p25, p50, p75, p90] = p.map((v) => Math.round(Number(v)));
  const parts = found.chosen.parts;
  return {
    ...none,
    outcome: 'ranked',
    slice: {
      parts,
      label: standingLabel(row, parts),
      company: parts.includes('company') ? row.company : null,
      title: row.title,
      standardLevel: parts.includes('level') ? e.standardLevel : null,
      level: parts.includes('level') ? e.levelName : null,
      location: parts.includes('location') ? row.location : null,
      count: n,
    },
    dropped: found.dropped,
    note: droppedNote(deps.minSlice, standingLabel(row, found.tried[0]!.parts), found.dropped),
    market: { p25: p25!, p50: p50!, p75: p75!, p90: p90! },
    percentileRank: percentileRank(Number(market.total_below ?? 0), Number(market.total_equal ?? 0), n),
  };
}

/** A member's contributions and current pay, for verification and the profile's salary factor. */
export { contributionsOf, currentSalaryOf } from './contributions.queries.js';
