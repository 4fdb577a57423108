import type { Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { CACHE_LIFETIMES } from '../../caches.js';
import { Cache } from '../../lib/cache.js';
import { onePer } from '../../lib/one-per.js';
import { resolveCity } from '../catalog/catalog.service.js';
import { parseStandardLevel, rungLevelOf, seniorityOf } from '../catalog/levels.rules.js';
import { recordStock, stockPlan, type RecordStock, type StockGiven, type StockPlan } from './member-pay.rules.js';
import { companyLevelNames, findCompany, findTitle } from './member-pay.queries.js';

/**
 * Pay a member enters, salary contributions and offers alike (ADR 016): the catalogue entries they
 * typed or picked (catalog/catalog.service.ts), the city, the standard level of the company's own
 * level name, and the stock plan. Each caller decides what it refuses: a contribution needs a known
 * company, title and city; an offer keeps unknown ones and only compares less.
 */

export interface MemberPayInput {
  countryCode: Region;
  /** A slug from the typeahead or a name typed by hand. */
  company: string;
  title: string;
  /** The company's own level name ("L5"), and/or the standard level (1–8), which wins when given. */
  level?: string | null;
  standardLevel?: number | null;
  /** A city slug or its name. */
  location?: string | null;
  stock: StockGiven;
}

type Location = NonNullable<Awaited<ReturnType<typeof resolveCity>>>;

export interface MemberPay {
  company: { id: number; name: string; slug: string } | null;
  title: { id: number; name: string; slug: string; familyId: number } | null;
  levelName: string | null;
  standardLevel: number | null;
  /** The city, when one was given and it is in the pay's country. */
  location: Location | null;
  /** A city given that is only in the other country (the refusal names it). */
  locationElsewhere: Location | null;
  /** The stock plan; with no schedule given, the company's usual one or four even years. */
  stock: StockPlan | null;
  /** The stock columns of the anonymised record (salary-records). */
  recordStock: RecordStock;
}

/** Names members typed, resolved (caches.ts, memberPayCatalogue): one set of caches per database. */
function catalogueCaches() {
  const make = <V>() => new Cache<V | null>({ ...CACHE_LIFETIMES.memberPayCatalogue, now: () => new Date(), keep: (v) => v !== null });
  return {
    company: make<MemberPay['company'] & object>(),
    title: make<MemberPay['title'] & object>(),
    city: make<Location>(),
  };
}
const cataloguesOf = onePer((_db: Db) => catalogueCaches());

export async function resolveMemberPay(db: Db, input: MemberPayInput): Promise<MemberPay> {
  const cached = cataloguesOf(db);
  const place = input.location;
  const [company, title, found] = await Promise.all([
    cached.company.get(input.company, () => findCompany(db, input.company)),
    cached.title.get(input.title, () => findTitle(db, input.title)),
    place ? cached.city.get(`${input.countryCode}:${place}`, () => resolveCity(db, place, input.countryCode)) : null,
  ]);
  const levelName = input.level || null;
  // The company's own rung by that name first ("SDE 2" at Amazon is its SDE II); else what the level
  // name or the title says on the standard scale ("Senior", "Sr. Software Engineer").
  const rung = company && title && levelName ? rungLevelOf(await companyLevelNames(db, company.id, title.familyId), levelName) : null;
  const standardLevel =
    input.standardLevel ?? rung ?? (levelName ? parseStandardLevel(levelName) : null) ?? (title ? seniorityOf(input.title) : null);
  const stock = stockPlan(input.stock, company?.slug ?? null);
  return {
    company,
    title,
    levelName,
    standardLevel,
    location: found && found.countryCode === input.countryCode ? found : null,
    locationElsewhere: found && found.countryCode !== input.countryCode ? found : null,
    stock,
    recordStock: recordStock(stock),
  };
}
