import { AppError, api, currencyForCountry, notFound, standardLevelName, type Region, type SessionUser } from '@paysight/contract';
import { assertRegion, workspaceOf, type WorkspaceContext } from '../workspaces/workspaces.service.js';
import { parsePayroll, REGION_OF_CURRENCY, type CellValue } from '../benchmarking/payroll.rules.js';
import { payrollCatalogueOf, type EmployeeRow } from '../benchmarking/payroll.service.js';
import { bandGroupsForRoster } from '../paybands/pay-bands.service.js';
import { deleteOffer, insertOffer, offerOf, offersOf, updateOffer, type OfferRow, type OfferWrite } from './compa-offers.queries.js';
import { analystOrder } from './compa.rules.js';
import { figuresFor, type CompaDeps } from './compa.service.js';

/**
 * Candidate offers (ADR 054, "Candidate offers"): a workspace's offers to candidates, each checked
 * against its band and the market before it goes out. An offer is read as a roster row (the same
 * family, level-scale and metro rules when written, the same `figuresFor` when read), so its
 * figures are exactly an employee's. Members read; analysts and admins write. Every call checks the
 * workspace and role first; every query after it filters on the workspace, so another workspace's
 * offer id answers 404.
 */

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const REGION_NAME: Record<Region, string> = { in: 'India', us: 'the US' };
const noOffer = (id: number) => notFound(`No offer ${id} in this workspace`);

/** An offer as a roster row, for figuresFor: full time, no manager, hired on the day it is read. */
const asEmployee = (o: OfferRow, asOf: string): EmployeeRow => ({
  id: o.id,
  employeeRef: `offer-${o.id}`,
  title: o.title,
  familyId: o.familyId,
  level: o.level,
  metro: o.metro,
  base: o.base,
  bonusTarget: o.bonusTarget,
  equity: o.equity,
  hireDate: asOf,
  gender: null,
  name: o.candidate,
  email: null,
  equityType: o.equityType,
  equityUnits: o.equityUnits,
  equityVesting: null,
  lastChangeDate: null,
  managerRef: null,
  performanceRating: null,
  fte: 1,
  editedAt: null,
});

/**
 * Each offer with its figures: one figuresFor call per region and band group asked for (an offer
 * without one is checked against the group the roster uses, the one saved last in its region).
 */
async function withFigures(deps: CompaDeps, ctx: WorkspaceContext, rows: OfferRow[], asOf: string): Promise<api.CompaOffer[]> {
  const batches = new Map<string, OfferRow[]>();
  for (const o of rows) {
    const key = `${o.countryCode}|${o.bandGroupId ?? ''}`;
    batches.set(key, [...(batches.get(key) ?? []), o]);
  }
  const figured = new Map<number, api.CompaEmployee>();
  for (const batch of batches.values()) {
    const { countryCode, bandGroupId } = batch[0]!;
    const { employees } = await figuresFor(
      deps,
      ctx,
      { countryCode },
      batch.map((o) => asEmployee(o, asOf)),
      [],
      asOf,
      bandGroupId ?? undefined,
    );
    for (const e of employees) figured.set(e.id, e);
  }
  return rows.map((o) => {
    const e = figured.get(o.id)!;
    return {
      id: o.id,
      candidate: o.candidate,
      title: o.title,
      family: e.family,
      level: o.level,
      levelName: standardLevelName(o.level),
      location: o.metro,
      countryCode: o.countryCode,
      currency: currencyForCountry(o.countryCode),
      base: o.base,
      bonusTarget: o.bonusTarget,
      equity: o.equity,
      equityType: o.equityType,
      equityUnits: o.equityUnits,
      bandGroupId: o.bandGroupId,
      status: o.status,
      sentAt: o.sentAt?.toISOString() ?? null,
      createdBy: o.creatorEmail === null ? null : { name: o.creatorName ?? '', email: ctx.role === 'viewer' ? null : o.creatorEmail },
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      band: e.band,
      bandNote: e.bandNote,
      market: e.market,
      marketNote: e.marketNote,
    };
  });
}

function sortOffers(offers: api.CompaOffer[], sort: api.CompaOffersQuery['sort']) {
  if (sort === 'candidate') return offers.sort((a, b) => a.candidate.localeCompare(b.candidate));
  if (sort === 'below-min') return offers.sort(analystOrder);
  return offers; // newest first, as read
}

const emptyBuckets = () => Object.fromEntries(api.COMPA_BUCKETS.map((b) => [b, 0])) as Record<api.CompaBucket, number>;

/** GET /compa/offers: any member; every offer is figured (at most COMPA_OFFERS_MAX) for the summary, a page returned. */
export async function getCompaOffers(deps: CompaDeps, user: SessionUser | null, query: api.CompaOffersQuery): Promise<api.CompaOffers> {
  const ctx = await workspaceOf(deps, user);
  const asOf = isoDay(deps.now());
  const offers = await withFigures(deps, ctx, await offersOf(deps.db, ctx.orgId), asOf);
  const buckets = emptyBuckets();
  for (const o of offers) if (o.band) buckets[o.band.bucket] += 1;
  const regions: Region[] = ctx.region ? [ctx.region] : ['in', 'us'];
  const bandGroups = (
    await Promise.all(regions.map(async (cc) => (await bandGroupsForRoster(deps, ctx, cc)).map((g) => ({ ...g, countryCode: cc }))))
  ).flat();
  const shown = sortOffers(
    offers.filter((o) => query.status === undefined || o.status === query.status),
    query.sort,
  );
  const size = api.COMPA_OFFERS_PAGE_SIZE;
  return {
    asOf,
    summary: {
      offers: offers.length,
      draft: offers.filter((o) => o.status === 'draft').length,
      sent: offers.filter((o) => o.status === 'sent').length,
      withBand: offers.filter((o) => o.band).length,
      withMarket: offers.filter((o) => o.market).length,
      belowMin: offers.filter((o) => o.band?.belowMin).length,
      aboveMax: offers.filter((o) => o.band?.aboveMax).length,
      buckets,
    },
    bandGroups,
    matching: shown.length,
    page: query.page,
    pageSize: size,
    offers: shown.slice((query.page - 1) * size, query.page * size),
    max: api.COMPA_OFFERS_MAX,
  };
}

/** An offer's fields as the service checks them (a new offer's body, or a stored offer with an edit applied). */
interface OfferFields {
  candidate: string;
  title: string;
  level: string;
  family: string;
  location: string;
  currency: 'INR' | 'USD';
  base: number;
  bonusTarget: number;
  equity: number;
  equityType: api.EquityType | null;
  equityUnits: number | null;
  bandGroupId: number | null;
  status: api.CompaOfferStatus;
}

/** A roster file's column as the body names it, for the refusal's words. */
const FIELD_OF: Partial<Record<api.PayrollColumn, string>> = {
  'bonus target': 'bonusTarget',
  'equity type': 'equityType',
  'equity units': 'equityUnits',
};

/**
 * The offer checked as one row of a roster file (payroll.rules.ts: the family by slug or name, the
 * workspace's level scale or a standard level, a metro or city of the currency's region), each
 * refusal naming its field; a region the workspace is locked out of, 403; a band group that is not
 * the workspace's in that region, 404.
 */
async function checkedOffer(
  deps: CompaDeps,
  ctx: WorkspaceContext,
  f: OfferFields,
  sentAt: Date | null,
): Promise<{ cc: Region; write: OfferWrite }> {
  const cells: Partial<Record<api.PayrollColumn, CellValue>> = {
    'employee id': 'offer',
    title: f.title,
    level: f.level,
    family: f.family,
    location: f.location,
    currency: f.currency,
    base: f.base,
    'bonus target': f.bonusTarget,
    equity: f.equity,
    'hire date': isoDay(deps.now()),
    'equity type': f.equityType,
    'equity units': f.equityUnits,
  };
  const columns = Object.keys(cells) as api.PayrollColumn[];
  const parsed = parsePayroll(
    [
      { row: 1, cells: columns },
      { row: 2, cells: columns.map((c) => cells[c] ?? null) },
    ],
    await payrollCatalogueOf(deps, ctx.orgId),
  );
  if (!parsed.ok) {
    throw new AppError(
      400,
      parsed.errors.map((e) => (e.column ? `${FIELD_OF[e.column] ?? e.column}: ${e.message}` : e.message)).join('; '),
    );
  }
  const cc = REGION_OF_CURRENCY[f.currency];
  assertRegion(ctx, cc);
  if (f.bandGroupId !== null && !(await bandGroupsForRoster(deps, ctx, cc)).some((g) => g.id === f.bandGroupId))
    throw notFound(`No pay band group ${f.bandGroupId} for ${REGION_NAME[cc]} in this workspace`);
  const row = parsed.rows[0]!;
  return {
    cc,
    write: {
      candidate: f.candidate,
      title: row.title,
      familyId: row.familyId,
      standardLevel: row.level,
      metro: row.metro,
      countryCode: cc,
      base: row.base,
      bonusTarget: row.bonusTarget,
      equity: row.equity,
      equityType: row.roster.equityType,
      equityUnits: row.roster.equityUnits,
      bandGroupId: f.bandGroupId,
      status: f.status,
      sentAt: f.status === 'sent' ? sentAt : null,
    },
  };
}

const taken = (candidate: string) =>
  new AppError(409, `"${candidate}" already has an offer in this workspace: change that one (one offer a candidate)`);

async function offerResult(deps: CompaDeps, ctx: WorkspaceContext, id: number): Promise<api.CompaOfferResult> {
  const row = await offerOf(deps.db, ctx.orgId, id);
  if (!row) throw noOffer(id);
  const asOf = isoDay(deps.now());
  const [offer] = await withFigures(deps, ctx, [row], asOf);
  return { offer: offer!, asOf };
}

/** POST /compa/offers: analysts and admins. */
export async function addCompaOffer(deps: CompaDeps, user: SessionUser | null, body: api.CompaOfferBody): Promise<api.CompaOfferResult> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const now = deps.now();
  const { write } = await checkedOffer(
    deps,
    ctx,
    { ...body, equityType: body.equityType ?? null, equityUnits: body.equityUnits ?? null, bandGroupId: body.bandGroupId ?? null },
    now,
  );
  const id = await insertOffer(deps.db, ctx.orgId, ctx.userId, now, write, api.COMPA_OFFERS_MAX);
  if (id === 'taken') throw taken(write.candidate);
  if (id === 'full')
    throw new AppError(
      409,
      `A workspace keeps at most ${api.COMPA_OFFERS_MAX.toLocaleString('en-US')} candidate offers: remove ones no longer needed first`,
    );
  return offerResult(deps, ctx, id);
}

/** POST /compa/offers/{id}: analysts and admins; the stored offer with the edit applied is checked whole. */
export async function editCompaOffer(
  deps: CompaDeps,
  user: SessionUser | null,
  id: number,
  edit: api.CompaOfferEdit,
): Promise<api.CompaOfferResult> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  const current = await offerOf(deps.db, ctx.orgId, id);
  if (!current) throw noOffer(id);
  const families = (await payrollCatalogueOf(deps, ctx.orgId)).families;
  const stored: OfferFields = {
    candidate: current.candidate,
    title: current.title,
    level: String(current.level),
    family: families.find((f) => f.id === current.familyId)!.slug,
    location: current.metro,
    currency: currencyForCountry(current.countryCode) as 'INR' | 'USD',
    base: current.base,
    bonusTarget: current.bonusTarget,
    equity: current.equity,
    equityType: current.equityType,
    equityUnits: current.equityUnits,
    bandGroupId: current.bandGroupId,
    status: current.status,
  };
  const changes = Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined)) as Partial<OfferFields>;
  const merged: OfferFields = { ...stored, ...changes };
  const now = deps.now();
  const sentAt = current.status === 'sent' && current.sentAt ? current.sentAt : now;
  const { write } = await checkedOffer(deps, ctx, merged, sentAt);
  // A changed level is read as typed (the workspace's scale first); the stored one is already standard.
  if (edit.level === undefined) write.standardLevel = current.level;
  const result = await updateOffer(deps.db, ctx.orgId, id, now, write);
  if (result === 'taken') throw taken(write.candidate);
  if (result === 'gone') throw noOffer(id);
  return offerResult(deps, ctx, id);
}

/** DELETE /compa/offers/{id}: analysts and admins. */
export async function deleteCompaOffer(deps: CompaDeps, user: SessionUser | null, id: number): Promise<{ deleted: true }> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  if (!(await deleteOffer(deps.db, ctx.orgId, id))) throw noOffer(id);
  return { deleted: true };
}
