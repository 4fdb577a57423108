import { AppError, type api, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { Sealer } from '../../lib/vault-crypto.js';
import { PLAID_MESSAGES } from '../../providers/banking/plaid.provider.js';
import type { BankAccountBalance, BankingProvider, LinkedBank } from '../../providers/banking/banking.provider.js';
import {
  deleteMfaChallenge,
  deleteVaultItem,
  insertMfaChallenge,
  insertVaultItem,
  memberVaultItems,
  replaceVaultAccounts,
  spendMfaTry,
  vaultAccountsOf,
} from './money.queries.js';

export interface VaultDeps {
  db: Db;
  now: () => Date;
  banking: BankingProvider;
  sealer: Sealer;
  log: FastifyBaseLogger;
}

/** How long a code request stays open, and how many codes it takes. */
export const MFA_TTL_MINUTES = 10;
export const MFA_MAX_TRIES = 5;
/** Balances older than this are read again from the bank when net worth is computed. */
export const BALANCES_FRESH_MINUTES = 60;

export const VAULT_MESSAGES = {
  mfaUnknown: 'This code request is unknown or has expired: link the bank again.',
  mfaTries: 'Too many wrong codes: link the bank again.',
  notFound: 'There is no such linked bank.',
  alreadyLinked: 'This bank is already linked.',
} as const;

const toMinor = (balance: number | null) => (balance === null ? null : Math.round(balance * 100));

const accountRows = (accounts: BankAccountBalance[]) =>
  accounts.map((a) => ({
    providerAccountId: a.id,
    name: a.name.slice(0, 200),
    mask: a.mask,
    type: a.type,
    balanceMinor: toMinor(a.balance),
    currency: a.currency,
  }));

/** The member's linked banks as the page shows them (never a token). */
export async function listLinks(db: Db, userId: string): Promise<api.VaultLink[]> {
  const items = await memberVaultItems(db, userId);
  const accounts = await vaultAccountsOf(
    db,
    items.map((i) => i.id),
  );
  return items.map((item) => ({
    id: item.id,
    institutionName: item.institutionName,
    provider: item.provider,
    linkedAt: item.createdAt.toISOString(),
    accounts: accounts
      .filter((a) => a.itemId === item.id)
      .map((a) => ({
        name: a.name,
        mask: a.mask,
        type: a.type,
        balance: a.balanceMinor === null ? null : a.balanceMinor / 100,
        currency: a.currency,
      })),
  }));
}

export async function vaultInstitutions(deps: VaultDeps, user: SessionUser): Promise<api.VaultInstitutions> {
  const { banking } = deps;
  return {
    provider: banking.kind,
    label: banking.label,
    notice: banking.notice,
    institutions: banking.institutions(),
    linkToken: await banking.createLinkToken(user.id),
    links: await listLinks(deps.db, user.id),
  };
}

async function saveLinkedBank(deps: VaultDeps, user: SessionUser, bank: LinkedBank): Promise<api.VaultLinkResult> {
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const item = await insertVaultItem(tx, {
      userId: user.id,
      provider: deps.banking.kind,
      providerItemId: bank.itemId,
      institutionId: bank.institutionId,
      institutionName: bank.institutionName.slice(0, 200),
      accessTokenEncrypted: deps.sealer.seal(bank.accessToken),
      createdAt: now,
      updatedAt: now,
    }).catch((err: unknown) => {
      if (
        (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
        (err as { cause?: { code?: string } }).cause?.code === '23505'
      )
        throw new AppError(409, VAULT_MESSAGES.alreadyLinked);
      throw err;
    });
    await replaceVaultAccounts(tx, item.id, accountRows(bank.accounts), now);
    return item;
  });
  const link = (await listLinks(deps.db, user.id)).find((l) => l.id === saved.id)!;
  return { status: 'linked', link };
}

/** POST /vault/link: the provider checks what was sent; a bank that asks for a second factor gets a code request. */
export async function linkBank(deps: VaultDeps, user: SessionUser, body: api.VaultLinkBody): Promise<api.VaultLinkResult> {
  const outcome = await deps.banking.link(body);
  if (outcome.status === 'linked') return saveLinkedBank(deps, user, outcome.bank);
  const token = randomToken();
  const now = deps.now();
  await insertMfaChallenge(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    institutionId: outcome.institutionId,
    expiresAt: new Date(now.getTime() + MFA_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  return { status: 'mfa', mfaToken: token, prompt: outcome.prompt };
}

/** POST /vault/link/mfa: the code for the member's own open request, at most MFA_MAX_TRIES times. */
export async function completeLinkMfa(
  deps: VaultDeps,
  user: SessionUser,
  body: { mfaToken: string; code: string },
): Promise<api.VaultLinkResult> {
  // With Plaid the bank's second factor is asked inside Plaid's own screen, never here.
  if (deps.banking.kind === 'plaid') throw new AppError(400, PLAID_MESSAGES.mfaInPlaid);
  const now = deps.now();
  const challenge = await spendMfaTry(deps.db, { userId: user.id, tokenHash: hashToken(body.mfaToken), now, maxTries: MFA_MAX_TRIES });
  if (!challenge) throw new AppError(400, VAULT_MESSAGES.mfaUnknown);
  let bank: LinkedBank;
  try {
    bank = await deps.banking.completeMfa(challenge.institutionId, body.code);
  } catch (err) {
    if (challenge.attempts >= MFA_MAX_TRIES) {
      await deleteMfaChallenge(deps.db, challenge.id);
      throw new AppError(400, VAULT_MESSAGES.mfaTries);
    }
    throw err;
  }
  await deleteMfaChallenge(deps.db, challenge.id);
  return saveLinkedBank(deps, user, bank);
}

export async function unlinkBank(deps: VaultDeps, user: SessionUser, id: number) {
  const gone = await deleteVaultItem(deps.db, user.id, id);
  if (!gone) throw new AppError(404, VAULT_MESSAGES.notFound);
  if (gone.provider === deps.banking.kind) await deps.banking.remove(deps.sealer.open(gone.accessTokenEncrypted));
  return { removed: true };
}

/**
 * The member's linked accounts for net worth: balances read again from the bank when older than
 * BALANCES_FRESH_MINUTES (a bank that does not answer keeps its last balances, logged).
 */
export async function linkedAccountsForNetworth(deps: VaultDeps, userId: string) {
  const now = deps.now();
  const items = await memberVaultItems(deps.db, userId);
  for (const item of items) {
    const stale = !item.balancesAt || now.getTime() - item.balancesAt.getTime() > BALANCES_FRESH_MINUTES * 60_000;
    if (!stale || item.provider !== deps.banking.kind) continue;
    try {
      const accounts = await deps.banking.balances({
        accessToken: deps.sealer.open(item.accessTokenEncrypted),
        institutionId: item.institutionId,
      });
      await replaceVaultAccounts(deps.db, item.id, accountRows(accounts), now);
    } catch (err) {
      deps.log.warn({ item: item.id, err: (err as Error).message }, 'linked bank balances could not be refreshed; the last ones are used');
    }
  }
  return vaultAccountsOf(
    deps.db,
    items.map((i) => i.id),
  );
}
