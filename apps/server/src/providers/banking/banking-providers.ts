import type { Config } from '../../config.js';
import type { BankingProvider } from './banking.provider.js';
import { createPlaidProvider } from './plaid.provider.js';
import { createSandboxBankingProvider } from './sandbox.provider.js';

/** Plaid when both its keys are set (config.ts refuses one without the other), else the offline sandbox. */
export function bankingProviderOf(config: Config): BankingProvider {
  return config.PLAID_CLIENT_ID && config.PLAID_SECRET
    ? createPlaidProvider({ clientId: config.PLAID_CLIENT_ID, secret: config.PLAID_SECRET, env: config.PLAID_ENV })
    : createSandboxBankingProvider();
}
