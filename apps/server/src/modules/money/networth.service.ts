import { AppError, api, type SessionUser } from '@paysight/contract';
import type { z } from 'zod';
import { countVehicleMakes, makesByName } from './vehicle-makes.js';
import { insertNetworthEntry, memberNetworthEntries, sharedPeerNetWorths, type NetworthEntryRow } from './money.queries.js';
import { linkedAccountsForNetworth, type VaultDeps } from './vault.service.js';

export interface NetworthDeps extends VaultDeps {
  minSlice: number;
  fx: { usdInr: number };
}

type Body = z.output<typeof api.networthBody>;
type Line = z.infer<typeof api.networthLine>;

/** Saved results shown in the history. */
export const NETWORTH_HISTORY = 24;

export const NETWORTH_MESSAGES = {
  makesNotLoaded: 'Vehicle makes are not loaded on this server yet: leave the make empty.',
  unknownMake: (name: string) => `"${name}" is not a vehicle make we know: pick one from the list, or leave it empty.`,
} as const;

const CURRENCY = { in: 'INR', us: 'USD' } as const;

/** An amount in `from` currency, in the region's currency (rupees or dollars), by the configured rate; null for any other currency. */
function convert(amount: number, from: string | null, to: 'INR' | 'USD', usdInr: number): number | null {
  if (from === to) return amount;
  if (from === 'USD' && to === 'INR') return amount * usdInr;
  if (from === 'INR' && to === 'USD') return amount / usdInr;
  return null;
}

interface Linked {
  cash: number;
  investments: number;
  credit: number;
  loans: number;
  accounts: number;
}

async function linkedTotals(deps: NetworthDeps, userId: string, currency: 'INR' | 'USD'): Promise<Linked> {
  const totals: Linked = { cash: 0, investments: 0, credit: 0, loans: 0, accounts: 0 };
  for (const account of await linkedAccountsForNetworth(deps, userId)) {
    if (account.balanceMinor === null) continue;
    const amount = convert(Math.abs(account.balanceMinor) / 100, account.currency, currency, deps.fx.usdInr);
    if (amount === null) continue;
    const key = ({ depository: 'cash', investment: 'investments', credit: 'credit', loan: 'loans' } as const)[account.type as 'depository'];
    if (!key) continue;
    totals[key] += amount;
    totals.accounts += 1;
  }
  return totals;
}

/** Asset and liability lines of the form, linked balances added where they belong. */
function linesOf(body: Body, linked: Linked) {
  const fields: readonly (keyof typeof api.RETIREMENT_LABELS)[] = api.RETIREMENT_FIELDS[body.countryCode];
  const retirement = fields.map((key) => ({
    key,
    label: api.RETIREMENT_LABELS[key],
    amount: body.assets.retirement[key] ?? 0,
  }));
  const assets: Line[] = [
    { key: 'cash', label: 'Cash and bank balances', amount: body.assets.cash + linked.cash },
    { key: 'investments', label: 'Investments', amount: body.assets.investments + linked.investments },
    ...retirement,
    { key: 'property', label: 'Property', amount: body.assets.property },
    { key: 'vehicles', label: 'Vehicles', amount: body.assets.vehicles.reduce((sum, v) => sum + v.value, 0) },
  ];
  const liabilities: Line[] = api.NETWORTH_LIABILITY_KEYS.map((key) => ({
    key,
    label: api.NETWORTH_LIABILITY_LABELS[key],
    amount: body.liabilities[key] + (key === 'creditCards' ? linked.credit : key === 'otherDebts' ? linked.loans : 0),
  }));
  const round = (lines: Line[]) => lines.map((l) => ({ ...l, amount: Math.round(l.amount) }));
  return { assets: round(assets), liabilities: round(liabilities) };
}

const total = (lines: Line[]) => lines.reduce((sum, l) => sum + l.amount, 0);

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * Where a net worth stands among the other members of the region and age band who share theirs:
 * nothing (not even how many) under MIN_SLICE of them. The percentile counts those below, and
 * half of those equal.
 */
async function standingOf(deps: NetworthDeps, userId: string, entry: Pick<NetworthEntryRow, 'countryCode' | 'ageBand' | 'netWorth'>) {
  const ageBand = entry.ageBand as api.NetworthAgeBand;
  const peers = await sharedPeerNetWorths(deps.db, { userId, countryCode: entry.countryCode, ageBand });
  if (peers.length < deps.minSlice) return { ageBand, minSlice: deps.minSlice, percentile: null, median: null, members: null };
  const sorted = [...peers].sort((a, b) => a - b);
  const below = sorted.filter((v) => v < entry.netWorth).length;
  const equal = sorted.filter((v) => v === entry.netWorth).length;
  return {
    ageBand,
    minSlice: deps.minSlice,
    percentile: Math.round((100 * (below + equal / 2)) / sorted.length),
    median: median(sorted),
    members: sorted.length,
  };
}

interface StoredInput {
  body: Body;
  assets: Line[];
  liabilities: Line[];
}

async function resultOf(deps: NetworthDeps, userId: string, entry: NetworthEntryRow): Promise<api.NetworthResult> {
  const input = entry.input as unknown as StoredInput;
  return {
    countryCode: entry.countryCode,
    currency: entry.currency,
    totalAssets: entry.totalAssets,
    totalLiabilities: entry.totalLiabilities,
    netWorth: entry.netWorth,
    assets: input.assets,
    liabilities: input.liabilities,
    linked: { assets: entry.linkedAssets, liabilities: entry.linkedLiabilities, accounts: entry.linkedAccounts },
    standing: await standingOf(deps, userId, entry),
    shared: entry.shared,
    at: entry.createdAt.toISOString(),
  };
}

const historyOf = (rows: NetworthEntryRow[]) =>
  rows.map((r) => ({
    at: r.createdAt.toISOString(),
    countryCode: r.countryCode,
    currency: r.currency,
    netWorth: r.netWorth,
    shared: r.shared,
  }));

/** Vehicle makes named on the form, checked against the stored vPIC list and written as the list spells them. */
async function checkedVehicles(deps: NetworthDeps, body: Body): Promise<Body> {
  const named = body.assets.vehicles.flatMap((v) => (v.make ? [v.make] : []));
  if (named.length === 0) return body;
  const known = await makesByName(deps.db, named);
  if (known.size === 0 && (await countVehicleMakes(deps.db)) === 0) throw new AppError(400, NETWORTH_MESSAGES.makesNotLoaded);
  const vehicles = body.assets.vehicles.map((v) => {
    if (!v.make) return v;
    const make = known.get(v.make.toLowerCase());
    if (!make) throw new AppError(400, NETWORTH_MESSAGES.unknownMake(v.make));
    return { ...v, make: make.name };
  });
  return { ...body, assets: { ...body.assets, vehicles } };
}

/** POST /tools/networth: computes, saves (the member's history) and answers with the standing and history. */
export async function calculateNetworth(deps: NetworthDeps, user: SessionUser, input: Body): Promise<api.NetworthData> {
  const body = await checkedVehicles(deps, input);
  const currency = CURRENCY[body.countryCode];
  const linked = body.includeLinked
    ? await linkedTotals(deps, user.id, currency)
    : { cash: 0, investments: 0, credit: 0, loans: 0, accounts: 0 };
  const { assets, liabilities } = linesOf(body, linked);
  const totalAssets = total(assets);
  const totalLiabilities = total(liabilities);
  const entry = await insertNetworthEntry(deps.db, {
    userId: user.id,
    countryCode: body.countryCode,
    currency,
    ageBand: api.ageBandOf(body.age),
    input: { body, assets, liabilities } satisfies StoredInput as unknown as Record<string, unknown>,
    totalAssets,
    totalLiabilities,
    netWorth: totalAssets - totalLiabilities,
    linkedAssets: Math.round(linked.cash + linked.investments),
    linkedLiabilities: Math.round(linked.credit + linked.loans),
    linkedAccounts: linked.accounts,
    shared: body.share,
    createdAt: deps.now(),
  });
  return {
    result: await resultOf(deps, user.id, entry),
    history: historyOf(await memberNetworthEntries(deps.db, user.id, NETWORTH_HISTORY)),
  };
}

/** GET /tools/networth: the member's own saved results (newest first) and the latest entry, to fill the form again. */
export async function savedNetworth(deps: NetworthDeps, user: SessionUser): Promise<api.NetworthSaved> {
  const rows = await memberNetworthEntries(deps.db, user.id, NETWORTH_HISTORY);
  const latest = rows[0];
  return {
    latest: latest ? { input: (latest.input as unknown as StoredInput).body, result: await resultOf(deps, user.id, latest) } : null,
    history: historyOf(rows),
    vehicleMakes: await countVehicleMakes(deps.db),
  };
}
