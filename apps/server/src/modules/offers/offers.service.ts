import { api, AppError, buildChecklist, notFound, standardLevelName, type SessionUser } from '@paysight/contract';
import { IN_HAND_ASSUMPTIONS, indiaInHand } from '@paysight/contract/india-tax';
import type { Db, StockDetails } from '@paysight/db';
import type { EventBus } from '../../lib/events.js';
import { addMemberRecord, recordsTransaction, removeRecord } from '../salary-records/salary-records.service.js';
import { recordStock, stockPlan } from '../member-pay/member-pay.rules.js';
import { resolveMemberPay } from '../member-pay/member-pay.service.js';
import { findProfile } from '../profile/profile.service.js';
import {
  droppedNote,
  findMarketSlice,
  marketFigures,
  noMarketNote,
  percentileRank,
  type MarketRow,
  type SlicePart,
} from '../salary/market-position.service.js';
import { confidenceOf } from '../salary/salary.service.js';
import type { OffersCaptcha } from './captcha.js';
import { COMPONENT_LABELS, componentValues, offerStockPlan, type ComponentValues } from './offer-figures.js';
import { insertOffer, lockOffer, offerById, offersOf, setOfferSharing as storeSharing, type OfferRow } from './offers.queries.js';

export interface OffersDeps {
  db: Db;
  now: () => Date;
  /** Slices with fewer published records are not compared with (privacy, and too few to mean much). */
  minSlice: number;
  captcha: OffersCaptcha;
  /** Tells the caches (and the other servers) when records change (salary-records). */
  events: EventBus;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COUNTRY_NAME = { in: 'India', us: 'the US' } as const;
const today = (now: Date) => now.toISOString().slice(0, 10);

function amountsOf(row: OfferRow) {
  const o = row.offer;
  return {
    companySlug: row.company?.slug ?? null,
    base: o.base,
    stocks: o.stocks,
    totalStocks: o.totalStocks,
    vesting: o.stockDetails?.vesting ?? null,
    bonus: o.bonus,
    signingBonus: o.signingBonus,
  };
}

function present(row: OfferRow): api.OfferData {
  const o = row.offer;
  const values = componentValues(amountsOf(row));
  return {
    id: o.id,
    countryCode: o.countryCode,
    currency: o.currency,
    companyName: o.companyName,
    company: row.company,
    title: o.title,
    titleRef: row.title,
    level: o.level,
    standardLevel: o.standardLevel,
    location: row.location,
    experience: o.experience,
    base: o.base,
    stocks: o.stocks,
    totalStocks: o.totalStocks,
    stockDetails: o.stockDetails?.vesting ? { vesting: o.stockDetails.vesting } : null,
    bonus: o.bonus,
    signingBonus: o.signingBonus,
    date: o.offerDate,
    deadline: o.deadline,
    isCurrent: o.isCurrent,
    gender: o.gender,
    total: values.total,
    firstYearTotal: values.firstYear,
    countInFigures: o.countInFigures,
    sharedAs: row.recordStatus ?? 'not-shared',
    createdAt: o.createdAt.toISOString(),
  };
}

/** One of the member's own offers: an unknown or malformed id is a 404, someone else's a 403. */
async function ownOffer(deps: OffersDeps, user: SessionUser, id: string): Promise<OfferRow> {
  if (!UUID.test(id)) throw notFound(`No offer ${id}`);
  const row = await offerById(deps.db, id.toLowerCase());
  if (!row) throw notFound(`No offer ${id}`);
  if (row.offer.userId !== user.id) throw new AppError(403, 'This offer is not yours');
  return row;
}

export async function getCaptcha(deps: OffersDeps) {
  return deps.captcha.challenge();
}

/**
 * Adds an offer. Everything the request says is checked before the captcha is spent; the offer
 * and (when the member chose to count it and its company and title are in the catalogue) its
 * anonymised salary record are written in one transaction.
 */
export async function createOffer(deps: OffersDeps, user: SessionUser, body: api.CreateOfferBody): Promise<api.OfferData> {
  const { db } = deps;
  const now = deps.now();
  const day = today(now);
  if (body.date && body.date > day) throw new AppError(400, 'date: the offer date must not be in the future');

  const vesting = body.stockDetails?.vesting ?? null;
  const pay = await resolveMemberPay(db, {
    countryCode: body.countryCode,
    company: body.companyName,
    title: body.title,
    level: body.level,
    standardLevel: body.standardLevel,
    location: body.location,
    stock: { yearly: body.stocks, grant: body.totalStocks, vesting },
  });
  const { company, title, location, standardLevel, stock: plan } = pay;
  const level = pay.levelName;
  if (body.location && !location) {
    throw new AppError(
      400,
      `location: no city "${body.location}" in ${COUNTRY_NAME[body.countryCode]}; pick one from the list or leave it empty`,
    );
  }

  await deps.captcha.verify(body.captcha);

  const id = await recordsTransaction(deps, async (rtx) => {
    const record =
      company && title && body.countInFigures
        ? await addMemberRecord(rtx, {
            countryCode: body.countryCode,
            currency: body.currency,
            companyId: company.id,
            titleId: title.id,
            standardLevel,
            locationId: location?.id ?? null,
            yearsOfExperience: body.experience ?? null,
            base: body.base,
            ...pay.recordStock,
            bonus: body.bonus ?? null,
            signingBonus: body.signingBonus ?? null,
            gender: body.gender ?? null,
            source: 'offer',
            reportedOn: day,
          })
        : null;
    return insertOffer(rtx.tx, {
      userId: user.id,
      countryCode: body.countryCode,
      currency: body.currency,
      companyName: body.companyName,
      companyId: company?.id ?? null,
      title: body.title,
      titleId: title?.id ?? null,
      level,
      standardLevel,
      locationId: location?.id ?? null,
      experience: body.experience ?? null,
      base: body.base,
      stocks: plan?.yearly ?? null,
      totalStocks: body.totalStocks ?? null,
      bonus: body.bonus ?? null,
      signingBonus: body.signingBonus ?? null,
      stockDetails: (vesting ? { vesting } : null) as StockDetails | null,
      offerDate: body.date ?? null,
      deadline: body.deadline ?? null,
      isCurrent: body.isCurrent,
      gender: body.gender ?? null,
      countInFigures: body.countInFigures,
      recordId: record?.recordId ?? null,
      createdAt: now,
    });
  });
  return present((await offerById(db, id))!);
}

/**
 * The member's choice for one of their offers: on adds its anonymised record to the salary figures
 * (when its company and title are in the catalogue), off removes it. The offer's row is locked for
 * the change, and the caches hear of it like any record change.
 */
export async function setOfferSharing(deps: OffersDeps, user: SessionUser, id: string, countInFigures: boolean): Promise<api.OfferData> {
  await ownOffer(deps, user, id);
  await recordsTransaction(deps, async (rtx) => {
    const o = await lockOffer(rtx.tx, id.toLowerCase(), user.id);
    if (!o) throw notFound(`No offer ${id}`);
    let recordId = o.recordId;
    if (countInFigures && recordId === null && o.companyId !== null && o.titleId !== null) {
      // The company's usual vesting, as when the offer was added.
      const companySlug = (await offerById(rtx.tx, o.id))?.company?.slug ?? null;
      const plan = stockPlan({ yearly: o.stocks, grant: o.totalStocks, vesting: o.stockDetails?.vesting ?? null }, companySlug);
      const record = await addMemberRecord(rtx, {
        countryCode: o.countryCode,
        currency: o.currency,
        companyId: o.companyId,
        titleId: o.titleId,
        standardLevel: o.standardLevel,
        locationId: o.locationId,
        yearsOfExperience: o.experience,
        base: o.base,
        ...recordStock(plan),
        bonus: o.bonus,
        signingBonus: o.signingBonus,
        gender: o.gender,
        source: 'offer',
        reportedOn: today(o.createdAt),
      });
      recordId = record.recordId;
    } else if (!countInFigures && recordId !== null) {
      await removeRecord(rtx, recordId);
      recordId = null;
    }
    await storeSharing(rtx.tx, o.id, { countInFigures, recordId });
  });
  return present((await offerById(deps.db, id.toLowerCase()))!);
}

export async function listOffers(deps: OffersDeps, user: SessionUser) {
  return { offers: (await offersOf(deps.db, user.id)).map(present) };
}

export async function getOffer(deps: OffersDeps, user: SessionUser, id: string) {
  return present(await ownOffer(deps, user, id));
}

function sliceLabel(row: OfferRow, parts: SlicePart[]): string {
  const o = row.offer;
  const out: string[] = [];
  if (parts.includes('company') && row.company) out.push(row.company.name);
  out.push(row.title?.name ?? o.title);
  if (parts.includes('level') && o.standardLevel !== null) out.push(`${standardLevelName(o.standardLevel)} level`);
  out.push(parts.includes('location') && row.location ? row.location.city : COUNTRY_NAME[o.countryCode]);
  return out.join(' · ');
}

/** GET /offers/:id/analysis. */
export async function analyseOffer(deps: OffersDeps, user: SessionUser, id: string): Promise<api.OfferAnalysis> {
  return analyse(deps, await ownOffer(deps, user, id));
}

async function analyse(deps: OffersDeps, row: OfferRow): Promise<api.OfferAnalysis> {
  const o = row.offer;
  const values: ComponentValues = componentValues(amountsOf(row));
  const plan = offerStockPlan(amountsOf(row));
  const assumptions: string[] = [];

  let slice: api.OfferSlice;
  let market: MarketRow | null = null;
  if (o.titleId === null) {
    slice = {
      parts: [],
      label: `${o.title} in ${COUNTRY_NAME[o.countryCode]}`,
      company: row.company,
      title: null,
      standardLevel: o.standardLevel,
      location: row.location,
      count: 0,
      confidence: null,
      comparable: false,
      note: `“${o.title}” is not a title in our catalogue, so the market slice is unknown and there is no comparison. Add the offer again with a title from the list to compare it.`,
    };
  } else {
    const found = await findMarketSlice(
      deps,
      { countryCode: o.countryCode, titleId: o.titleId, companyId: o.companyId, standardLevel: o.standardLevel, locationId: o.locationId },
      o.recordId,
    );
    const { chosen, count } = found;
    const notes: string[] = [];
    if (o.companyId === null)
      notes.push(`“${o.companyName}” is not a company in our catalogue, so the offer is compared across companies.`);
    if (chosen && found.where) {
      market = await marketFigures(deps.db, found.where, values);
      // The slice's label says what the offer is compared with; the note only says what was dropped.
      const note = droppedNote(deps.minSlice, sliceLabel(row, found.tried[0]!.parts), found.dropped);
      if (note) notes.push(note);
    } else {
      notes.push(noMarketNote(deps.minSlice, sliceLabel(row, ['title'])));
    }
    const parts = chosen?.parts ?? [];
    slice = {
      parts,
      label: sliceLabel(row, chosen?.parts ?? ['title']),
      company: parts.includes('company') ? row.company : null,
      title: row.title,
      standardLevel: parts.includes('level') ? o.standardLevel : null,
      location: parts.includes('location') ? row.location : null,
      count: chosen ? Number(market?.n ?? 0) : count,
      confidence: chosen && market?.last_date ? confidenceOf(Number(market.n), market.last_date, deps.now()) : null,
      comparable: chosen !== null,
      note: notes.join(' '),
    };
  }

  const components: api.ComponentAnalysis[] = api.OFFER_COMPONENTS.map((key) => {
    const value = values[key];
    const n = market ? Number(market[`${key}_n`] ?? 0) : 0;
    const p = market ? (market[`${key}_p`] as number[] | null) : null;
    if (!market || !p || n < deps.minSlice) {
      return { key, label: COMPONENT_LABELS[key], value, market: null, percentileRank: null, vsMedian: null, vsMedianPercent: null };
    }
    const [p25, p50, p75, p90] = p.map((v) => Math.round(Number(v)));
    const below = Number(market[`${key}_below`] ?? 0);
    const equal = Number(market[`${key}_equal`] ?? 0);
    return {
      key,
      label: COMPONENT_LABELS[key],
      value,
      market: { count: n, p25: p25!, p50: p50!, p75: p75!, p90: p90! },
      percentileRank: percentileRank(below, equal, n),
      vsMedian: value - p50!,
      vsMedianPercent: p50! > 0 ? Math.round(((value - p50!) / p50!) * 1000) / 10 : null,
    };
  });

  assumptions.push(
    slice.comparable
      ? `Market figures: the published salary records of ${slice.label} (${slice.count}), from any date, your own offer left out. A component is compared only when at least ${deps.minSlice} of them report it.`
      : `No market comparison: ${slice.note}`,
  );
  if (slice.comparable) {
    assumptions.push('Percentile rank: the share of those records paid less than your offer, ties counting half.');
    assumptions.push(
      'Stock, bonus and signing bonus are compared with the records that report them; records without them are left out of those figures.',
    );
    if (slice.confidence)
      assumptions.push(
        `Confidence ${slice.confidence.label}: ${slice.confidence.reason} (High: 100+ records, newest within 6 months; Medium: 20+ within 12 months).`,
      );
  }
  if (plan) {
    assumptions.push(
      plan.basis === 'even'
        ? `No vesting schedule given: an even split over ${plan.years} years is assumed (${Math.round(100 / plan.years)}% a year).`
        : plan.basis === 'company'
          ? `No vesting schedule given: ${row.company?.name ?? o.companyName}’s usual schedule is assumed, ${plan.schedule.map((y) => `${y.percent}%`).join(' / ')} over ${plan.years} years.`
          : `Vesting: ${plan.schedule.map((y) => `${y.percent}%`).join(' / ')} over ${plan.years} years.`,
    );
    assumptions.push(
      o.totalStocks
        ? `Yearly stock is ${o.stocks && o.stocks !== Math.round(plan.grant / plan.years) ? 'the yearly value you gave' : 'the grant spread evenly over its vesting years'}; stock is valued at grant, without price changes.`
        : 'Stock: the yearly value you gave, taken to continue for every vesting year; stock is valued at grant, without price changes.',
    );
  }
  assumptions.push('Bonus is counted at target, every year.');
  assumptions.push(
    'First year: base + what vests in year one + bonus + signing bonus. 4-year average: (4 × base + what vests in four years + 4 × bonus + signing bonus) ÷ 4; for market records, their yearly total plus a quarter of their signing bonus.',
  );

  const inHand = o.currency === 'INR' ? indiaInHand({ fixedCtc: o.base, bonus: o.bonus, signingBonus: o.signingBonus }) : null;
  if (inHand) assumptions.push(...IN_HAND_ASSUMPTIONS);

  return {
    offerId: o.id,
    countryCode: o.countryCode,
    currency: o.currency,
    slice,
    components,
    vesting: plan ? { totalStocks: plan.grant, assumed: plan.assumed, schedule: plan.schedule } : null,
    inHand,
    assumptions,
  };
}

/** GET /offers/:id/negotiate-checklist. */
export async function negotiateChecklist(deps: OffersDeps, user: SessionUser, id: string): Promise<api.NegotiateChecklist> {
  const row = await ownOffer(deps, user, id);
  const [analysis, profile] = await Promise.all([analyse(deps, row), findProfile(deps.db, user.id)]);
  return buildChecklist({
    analysis,
    deadline: row.offer.deadline,
    today: today(deps.now()),
    noticePeriodDays: profile?.noticePeriodDays ?? null,
    companyName: row.company?.name ?? row.offer.companyName,
  });
}
