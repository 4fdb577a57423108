import { AppError } from '@paysight/contract';
import type { AccountBase, CountryCode, Products } from 'plaid';
import type { BankAccountBalance, BankAccountType, BankingProvider, LinkedBank } from './banking.provider.js';

/**
 * Bank linking through Plaid, with its official SDK: the server creates a link token, the member
 * picks and signs in to their bank in Plaid's own screen (Plaid Link, where any second factor is
 * asked too), and the public token it hands back is exchanged here for an access token; balances
 * come from /accounts/balance/get. Plaid serves banks in the US (the link token asks for US banks).
 */
export interface PlaidOptions {
  clientId: string;
  secret: string;
  env: 'sandbox' | 'production';
  /** Another address for Plaid's API (tests point it at a local fake). */
  basePath?: string;
}

export const PLAID_MESSAGES = {
  mfaInPlaid: "With Plaid, the second factor happens inside Plaid's own screen: finish linking there.",
  credentials: "With Plaid, the bank is picked and signed in to in Plaid's own screen: send the public token it hands back.",
} as const;

/** The SDK's enum values, written out so the SDK itself loads only when Plaid is configured. */
const TRANSACTIONS = 'transactions' as Products;
const US = 'US' as CountryCode;

const TYPES: Record<string, BankAccountType> = {
  depository: 'depository',
  investment: 'investment',
  brokerage: 'investment',
  credit: 'credit',
  loan: 'loan',
};

const balanceOf = (account: AccountBase): BankAccountBalance => ({
  id: account.account_id,
  name: account.official_name ?? account.name,
  mask: account.mask ?? null,
  type: TYPES[account.type] ?? 'other',
  balance: account.balances.current ?? account.balances.available ?? null,
  currency: account.balances.iso_currency_code ?? null,
});

/** Plaid's refusal of what was sent (4xx: a bad or used public token) is the member's to fix; anything else is Plaid's. */
function plaidFailure(err: unknown, doing: string): AppError {
  // The SDK's HTTP client rejects with the answer attached as `response` when Plaid answered.
  const response = (err as { response?: { status: number; data?: unknown } } | null)?.response;
  if (response && typeof response.status === 'number') {
    const body = response.data as { error_code?: string; error_message?: string; display_message?: string | null } | undefined;
    const said = body?.display_message ?? body?.error_message ?? body?.error_code ?? `status ${response.status}`;
    const status = response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 429 ? 400 : 502;
    return new AppError(status, `Plaid could not ${doing}: ${said}`);
  }
  return new AppError(502, `Plaid could not be reached to ${doing}.`);
}

export function createPlaidProvider(options: PlaidOptions): BankingProvider {
  // Loaded only when Plaid is configured: the SDK costs start-up time the offline sandbox never needs.
  const sdk = import('plaid').then(
    ({ Configuration, PlaidApi, PlaidEnvironments }) =>
      new PlaidApi(
        new Configuration({
          basePath: options.basePath ?? PlaidEnvironments[options.env],
          baseOptions: { headers: { 'PLAID-CLIENT-ID': options.clientId, 'PLAID-SECRET': options.secret }, timeout: 20_000 },
        }),
      ),
  );
  sdk.catch(() => undefined); // a failed load surfaces on the first call, not as an unhandled rejection

  async function balances(accessToken: string) {
    try {
      const { data } = await (await sdk).accountsBalanceGet({ access_token: accessToken });
      return { accounts: data.accounts.map(balanceOf), institutionId: data.item.institution_id ?? null };
    } catch (err) {
      throw plaidFailure(err, 'read the balances');
    }
  }

  return {
    kind: 'plaid',
    label: 'Plaid',
    notice:
      options.env === 'sandbox'
        ? "Banks are linked through Plaid's sandbox: Plaid's own screen opens to pick a test bank and sign in (any second factor is asked there)."
        : "Your bank is linked through Plaid: Plaid's own screen opens to pick your bank and sign in (any second factor is asked there). Paysight never sees your bank password.",
    institutions: () => [],
    async createLinkToken(userId) {
      try {
        const { data } = await (
          await sdk
        ).linkTokenCreate({
          user: { client_user_id: userId },
          client_name: 'Paysight',
          products: [TRANSACTIONS],
          country_codes: [US],
          language: 'en',
        });
        return data.link_token;
      } catch (err) {
        throw plaidFailure(err, 'open its bank screen');
      }
    },
    async link(input) {
      if (!('publicToken' in input)) throw new AppError(400, PLAID_MESSAGES.credentials);
      let exchanged: { access_token: string; item_id: string };
      try {
        ({ data: exchanged } = await (await sdk).itemPublicTokenExchange({ public_token: input.publicToken }));
      } catch (err) {
        throw plaidFailure(err, 'link the bank');
      }
      const { accounts, institutionId } = await balances(exchanged.access_token);
      let institutionName = 'Bank linked through Plaid';
      if (institutionId) {
        try {
          const { data } = await (await sdk).institutionsGetById({ institution_id: institutionId, country_codes: [US] });
          institutionName = data.institution.name;
        } catch {
          // The name is only a label: the link stands without it.
        }
      }
      const bank: LinkedBank = {
        itemId: exchanged.item_id,
        accessToken: exchanged.access_token,
        institutionId: institutionId ?? 'unknown',
        institutionName,
        accounts,
      };
      return { status: 'linked', bank };
    },
    completeMfa: async () => {
      throw new AppError(400, PLAID_MESSAGES.mfaInPlaid);
    },
    balances: async ({ accessToken }) => (await balances(accessToken)).accounts,
    async remove(accessToken) {
      try {
        await (await sdk).itemRemove({ access_token: accessToken });
      } catch {
        // Best effort: the token is deleted here either way.
      }
    },
  };
}
