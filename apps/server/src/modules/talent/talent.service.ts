import { createHash } from 'node:crypto';
import { AppError, standardLevelName, type api, type Region, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { Cache } from '../../lib/cache.js';
import { peerGroupCompanies } from '../benchmarking/benchmarking.service.js';
import { resolveCompany } from '../catalog/catalog.service.js';
import { assertRegion, workspaceOf } from '../workspaces/workspaces.service.js';
import {
  busiestCompanies,
  careerVersionNow,
  companiesByIds,
  companyMoves,
  exchangePartners,
  familiesByIds,
  incumbents,
  memberPay,
  movesAmong,
  offersAt,
  sampleCompany,
  type MemberPayRow,
  type MoveRow,
  type Named,
} from './talent.queries.js';
import {
  EARLIER,
  NO_LEVEL,
  payChangePercent,
  peerShares,
  summariseOffers,
  summariseSide,
  type Cell,
  type Figures,
  type Move,
  type OfferItem,
  type SideSummary,
} from './talent.rules.js';

/**
 * Talent intelligence (docs/decisions/058-talent-intelligence.md): a company's hires and leavers
 * from career histories under the privacy rule of talent.rules.ts, its share of the moves in a peer
 * table, and offers against incumbents. The workspace screen opens the caller's workspace first
 * (workspaceOf); the public preview shows the region's sample company.
 */
export interface TalentDeps {
  db: Db;
  now: () => Date;
  /** The privacy floor (config MIN_SLICE). */
  minSlice: number;
  /** Reports by (kind, region, company, peers, career_version). */
  cache: Cache<api.TalentReport>;
}

/** Calendar years listed one by one in `byYear` (before them: one "earlier" cell). */
export const YEARS_LISTED = 10;
/** The peer table's companies besides the subject: the exchange partners, or a peer group's busiest. */
export const PEER_TABLE_MAX = 20;
const EXCHANGE_PARTNERS = 8;
/** Offers and starting pay of the last three years are compared with today's incumbents. */
export const OFFER_YEARS = 3;

const currencyOf = (cc: Region): 'INR' | 'USD' => (cc === 'in' ? 'INR' : 'USD');
const REGION_NAMES: Record<Region, string> = { in: 'India', us: 'the US' };

interface PeerChoice {
  basis: 'peer-group' | 'exchange';
  group: { id: number; name: string; companyIds: number[] } | null;
}

/** A member's pay at a company from their salary records: the latest (the job left) or the earliest (the job taken). */
function payLookup(rows: MemberPayRow[]) {
  const byKey = new Map<string, MemberPayRow[]>();
  for (const r of rows) {
    const key = `${r.user_id}:${r.company_id}`;
    const list = byKey.get(key);
    if (list) list.push(r);
    else byKey.set(key, [r]);
  }
  for (const list of byKey.values()) list.sort((a, b) => a.dated.localeCompare(b.dated) || a.total - b.total);
  return {
    latest: (userId: string, companyId: number) => byKey.get(`${userId}:${companyId}`)?.at(-1)?.total ?? null,
    earliest: (userId: string, companyId: number) => byKey.get(`${userId}:${companyId}`)?.[0]?.total ?? null,
  };
}

/** Moves with their pay change: the history's pay where it says, else the member's own salary records at the two companies. */
async function movesOf(db: Db, companyId: number, cc: Region): Promise<{ into: Move[]; out: Move[] }> {
  const rows = await companyMoves(db, companyId, cc);
  const needPay = rows.filter((r) => r.user_id !== null && (r.old_pay === null || r.new_pay === null));
  const pay = payLookup(
    await memberPay(
      db,
      needPay.map((r) => r.user_id!),
      [...new Set(needPay.flatMap((r) => [r.from_id, r.to_id]))],
      cc,
    ),
  );
  const toMove = (r: MoveRow): Move => {
    const oldPay = r.old_pay ?? (r.user_id ? pay.latest(r.user_id, r.from_id) : null);
    const newPay = r.new_pay ?? (r.user_id ? pay.earliest(r.user_id, r.to_id) : null);
    return {
      person: r.person_id,
      otherId: r.other_id,
      year: r.year,
      familyId: r.family_id,
      level: r.standard_level,
      months: r.months,
      payChange: payChangePercent(oldPay, newPay),
      isDemo: r.is_demo,
    };
  };
  return { into: rows.filter((r) => r.direction === 'in').map(toMove), out: rows.filter((r) => r.direction === 'out').map(toMove) };
}

const levelLabel = (key: string) => (key === NO_LEVEL ? 'Level not given' : standardLevelName(Number(key)));
const yearLabel = (key: string, from: number) => (key === EARLIER ? `Before ${from}` : key);

function cellView<K>(cell: Cell<K>, key: string, label: string): api.TalentCell {
  return { key, label, figures: cell.figures, hidden: cell.hidden !== null };
}

const shownCell = (key: string, label: string, figures: Figures): api.TalentCell => ({ key, label, figures, hidden: false });

function sideView(s: SideSummary, names: Map<number, Named>, families: Map<number, Named>, from: number): api.TalentSide {
  return {
    total: s.total,
    companies: s.companies.map((c) => {
      const company = names.get(c.otherId);
      const named = { name: company?.name ?? '', slug: company?.slug ?? '' };
      return { ...shownCell(named.slug, named.name, c.figures), company: named };
    }),
    other: s.other ? shownCell('other', 'Other companies', s.other) : null,
    byYear: s.byYear.map((c) => cellView(c, c.key, yearLabel(c.key, from))),
    byFamily: s.byFamily.map((f) => {
      const family = families.get(f.key);
      return {
        ...cellView(f, family?.slug ?? String(f.key), family?.name ?? 'Other family'),
        levels: f.levels.map((l) => cellView(l, l.key, levelLabel(l.key))),
      };
    }),
    isDemo: s.isDemo,
  };
}

async function peersOf(deps: TalentDeps, company: Named, cc: Region, choice: PeerChoice): Promise<api.TalentPeers> {
  const { db } = deps;
  let others: number[];
  let groupSize: number;
  if (choice.group) {
    const members = [...new Set(choice.group.companyIds)].filter((id) => id !== company.id);
    groupSize = members.length;
    others = members.length > PEER_TABLE_MAX ? await busiestCompanies(db, members, cc, PEER_TABLE_MAX) : members;
  } else {
    others = await exchangePartners(db, company.id, cc, EXCHANGE_PARTNERS);
    groupSize = others.length;
  }
  const ids = [company.id, ...others];
  const shares = peerShares(
    (await movesAmong(db, ids, cc)).map((m) => ({ from: m.from_id, to: m.to_id, person: m.person_id, isDemo: m.is_demo })),
    ids,
    deps.minSlice,
  );
  const names = await companiesByIds(db, ids);
  return {
    basis: choice.basis,
    group: choice.group ? { id: choice.group.id, name: choice.group.name } : null,
    groupSize,
    moves: shares.moves,
    rows: shares.rows.map((r) => {
      const c = names.get(r.companyId);
      return {
        company: { name: c?.name ?? '', slug: c?.slug ?? '' },
        isSubject: r.companyId === company.id,
        hires: r.hires,
        leavers: r.leavers,
        net: r.net,
        shareOfHires: r.shareOfHires,
        shareOfLeavers: r.shareOfLeavers,
      };
    }),
    isDemo: shares.isDemo,
  };
}

/** Each offer against the median of incumbents with its title and level (from minSlice of their records), then the floor and the line's rule. */
async function offersOf(
  deps: TalentDeps,
  company: Named,
  cc: Region,
): Promise<{ view: Omit<api.TalentOffers, 'byFamily'>; items: OfferItem[] }> {
  const now = deps.now();
  const since = new Date(Date.UTC(now.getUTCFullYear() - OFFER_YEARS, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
  const offers = await offersAt(deps.db, company.id, cc, currencyOf(cc), since);
  const cells = await incumbents(
    deps.db,
    company.id,
    cc,
    offers.map((o) => o.title_id),
  );
  const medianOf = new Map(
    cells.filter((c) => c.records >= deps.minSlice && c.median > 0).map((c) => [`${c.title_id}:${c.standard_level}`, c.median]),
  );
  const items: OfferItem[] = offers.flatMap((o) => {
    const incumbent = medianOf.get(`${o.title_id}:${o.standard_level}`);
    return incumbent ? [{ person: o.person, familyId: o.family_id, ratio: o.total / incumbent, isDemo: o.is_demo }] : [];
  });
  return { view: { total: null, minIncumbents: deps.minSlice, years: OFFER_YEARS, isDemo: false }, items };
}

async function buildReport(deps: TalentDeps, company: Named, cc: Region, choice: PeerChoice): Promise<api.TalentReport> {
  const to = deps.now().getUTCFullYear();
  const from = to - YEARS_LISTED + 1;
  const [moves, peers, offered] = await Promise.all([
    movesOf(deps.db, company.id, cc),
    peersOf(deps, company, cc, choice),
    offersOf(deps, company, cc),
  ]);
  const hires = summariseSide(moves.into, deps.minSlice, { from, to });
  const leavers = summariseSide(moves.out, deps.minSlice, { from, to });
  const offers = summariseOffers(offered.items, deps.minSlice);
  const familyIds = [...hires.byFamily.map((f) => f.key), ...leavers.byFamily.map((f) => f.key), ...offers.byFamily.map((f) => f.key)];
  const [names, families] = await Promise.all([
    companiesByIds(
      deps.db,
      [...hires.companies, ...leavers.companies].map((c) => c.otherId),
    ),
    familiesByIds(deps.db, familyIds),
  ]);
  const offersView: api.TalentOffers = {
    ...offered.view,
    total: offers.total,
    byFamily: offers.byFamily.map((f) => {
      const family = families.get(f.key);
      return { key: family?.slug ?? String(f.key), label: family?.name ?? 'Other family', figures: f.figures, hidden: f.hidden !== null };
    }),
    isDemo: offers.isDemo,
  };
  return {
    company: { name: company.name, slug: company.slug },
    countryCode: cc,
    currency: currencyOf(cc),
    minSlice: deps.minSlice,
    years: { from, to },
    hires: sideView(hires, names, families, from),
    leavers: sideView(leavers, names, families, from),
    peers,
    offers: offersView,
    isDemo: hires.isDemo || leavers.isDemo || peers.isDemo || offers.isDemo,
  };
}

async function cached(deps: TalentDeps, key: unknown[], load: () => Promise<api.TalentReport>) {
  const version = await careerVersionNow(deps.db);
  return deps.cache.get(JSON.stringify([...key, version, deps.now().getUTCFullYear()]), load);
}

/** GET /talent/preview: the region's sample company (the one most people in histories worked at), its exchange partners as peers. */
export async function getTalentPreview(deps: TalentDeps, cc: Region): Promise<api.TalentReport> {
  return cached(deps, ['preview', cc], async () => {
    const id = await sampleCompany(deps.db, cc);
    const company = id === null ? undefined : (await companiesByIds(deps.db, [id])).get(id);
    if (!company) throw new AppError(404, `No career histories in ${REGION_NAMES[cc]} yet`);
    return buildReport(deps, company, cc, { basis: 'exchange', group: null });
  });
}

/**
 * GET /talent/company: any company for a workspace member, in a region the workspace covers; the
 * peer table from one of the workspace's saved peer groups (of that region), else the companies
 * the company exchanges most people with.
 */
export async function getTalentReport(deps: TalentDeps, user: SessionUser | null, query: api.TalentQuery): Promise<api.TalentReport> {
  const ctx = await workspaceOf(deps, user);
  const cc = query.countryCode;
  assertRegion(ctx, cc);
  const found = await resolveCompany(deps.db, query.company);
  if (!found) throw new AppError(404, `No company "${query.company}" in our catalogue: pick one from the suggestions`);
  let group: PeerChoice['group'] = null;
  if (query.peerGroupId !== undefined) {
    const g = await peerGroupCompanies(deps.db, ctx.orgId, query.peerGroupId);
    if (!g) throw new AppError(404, `No peer group ${query.peerGroupId}`);
    if (g.countryCode !== cc)
      throw new AppError(400, `The peer group "${g.name}" is for ${REGION_NAMES[g.countryCode]}: choose one for ${REGION_NAMES[cc]}`);
    group = { id: g.id, name: g.name, companyIds: g.companyIds };
  }
  const company = { id: found.id, name: found.name, slug: found.slug };
  const choice: PeerChoice = group ? { basis: 'peer-group', group } : { basis: 'exchange', group: null };
  // A group's companies (a cohort's can be thousands) and name are in the key by their digest: an edit shows at once.
  const groupKey = group
    ? createHash('sha256')
        .update(JSON.stringify([group.id, group.name, group.companyIds]))
        .digest('base64url')
    : null;
  return cached(deps, ['company', cc, company.id, groupKey], () => buildReport(deps, company, cc, choice));
}
