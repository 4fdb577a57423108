/**
 * Bank linking (SPEC §7 Tools and vault; docs/decisions/049-money-tools.md) behind one interface:
 * Plaid when its keys are configured, else the offline sandbox, which says it is one.
 */
export type BankingProviderKind = 'sandbox' | 'plaid';

export type BankAccountType = 'depository' | 'investment' | 'credit' | 'loan' | 'other';

export interface BankAccountBalance {
  /** The provider's id of the account. */
  id: string;
  name: string;
  mask: string | null;
  type: BankAccountType;
  /** The current balance in the account's currency; null when the bank gives none. */
  balance: number | null;
  /** ISO 4217 code; null when the bank gives none. */
  currency: string | null;
}

/** A bank once linked: the provider's item and access token, and its accounts' balances. */
export interface LinkedBank {
  itemId: string;
  accessToken: string;
  institutionId: string;
  institutionName: string;
  accounts: BankAccountBalance[];
}

export interface BankInstitution {
  id: string;
  name: string;
  countryCode: 'in' | 'us';
  mfa: boolean;
}

export type BankLinkInput = { institutionId: string; username: string; password: string } | { publicToken: string };

export type BankLinkOutcome = { status: 'linked'; bank: LinkedBank } | { status: 'mfa'; institutionId: string; prompt: string };

export interface BankingProvider {
  readonly kind: BankingProviderKind;
  /** What the page calls it ("Sandbox — no real bank", "Plaid"). */
  readonly label: string;
  /** One sentence the page shows above the banks. */
  readonly notice: string;
  /** Banks picked on Paysight's own page (the sandbox's); empty where the provider's screen picks them. */
  institutions(): BankInstitution[];
  /** The token the provider's own screen opens with (Plaid Link); null when there is none. */
  createLinkToken(userId: string): Promise<string | null>;
  link(input: BankLinkInput): Promise<BankLinkOutcome>;
  /** The second factor for a link that asked for one; refused where the provider's screen handles it. */
  completeMfa(institutionId: string, code: string): Promise<LinkedBank>;
  /** The latest balances of a linked bank. */
  balances(bank: { accessToken: string; institutionId: string }): Promise<BankAccountBalance[]>;
  /** Revokes the access token at the provider (best effort: the link is removed here either way). */
  remove(accessToken: string): Promise<void>;
}
