import { randomBytes } from 'node:crypto';
import { AppError } from '@paysight/contract';
import type { BankAccountBalance, BankInstitution, BankingProvider, LinkedBank } from './banking.provider.js';

/**
 * The offline bank-linking sandbox: three made-up banks with fixed balances, no network, nothing
 * real. The page labels it "Sandbox — no real bank" and tells the credentials to use. One bank asks
 * for a second factor, so the code step (/vault/link/mfa) runs here as it does with a real bank.
 */
export const SANDBOX_USERNAME = 'user_good';
export const SANDBOX_PASSWORD = 'pass_good';
export const SANDBOX_MFA_CODE = '123456';

export const SANDBOX_MESSAGES = {
  credentials: `The sandbox bank did not accept these credentials: use ${SANDBOX_USERNAME} and ${SANDBOX_PASSWORD}.`,
  unknownBank: 'There is no such bank in the sandbox.',
  code: `That code is not right: the sandbox bank's code is ${SANDBOX_MFA_CODE}.`,
  publicToken: 'This server links banks through its sandbox: pick a sandbox bank and sign in to it.',
} as const;

interface SandboxBank extends BankInstitution {
  accounts: Omit<BankAccountBalance, 'id'>[];
}

const BANKS: SandboxBank[] = [
  {
    id: 'sandbox-in-savings',
    name: 'Sandbox Savings Bank (India)',
    countryCode: 'in',
    mfa: false,
    accounts: [
      { name: 'Savings account', mask: '4321', type: 'depository', balance: 245_000.5, currency: 'INR' },
      { name: 'Fixed deposit', mask: '8765', type: 'investment', balance: 500_000, currency: 'INR' },
      { name: 'Credit card', mask: '1122', type: 'credit', balance: 18_250, currency: 'INR' },
    ],
  },
  {
    id: 'sandbox-us-checking',
    name: 'Sandbox Checking Bank (US)',
    countryCode: 'us',
    mfa: false,
    accounts: [
      { name: 'Checking', mask: '0000', type: 'depository', balance: 12_480.25, currency: 'USD' },
      { name: 'Savings', mask: '1111', type: 'depository', balance: 30_000, currency: 'USD' },
      { name: 'Credit card', mask: '3333', type: 'credit', balance: 1_240, currency: 'USD' },
    ],
  },
  {
    id: 'sandbox-us-code',
    name: 'Sandbox Credit Union, asks for a code (US)',
    countryCode: 'us',
    mfa: true,
    accounts: [
      { name: 'Share checking', mask: '5555', type: 'depository', balance: 5_200, currency: 'USD' },
      { name: 'Auto loan', mask: '7777', type: 'loan', balance: 8_400, currency: 'USD' },
    ],
  },
];

const bankById = (id: string) => {
  const bank = BANKS.find((b) => b.id === id);
  if (!bank) throw new AppError(400, SANDBOX_MESSAGES.unknownBank);
  return bank;
};

const accountsOf = (bank: SandboxBank): BankAccountBalance[] => bank.accounts.map((a, i) => ({ ...a, id: `${bank.id}-${i + 1}` }));

function linked(bank: SandboxBank): LinkedBank {
  return {
    itemId: `sandbox-item-${randomBytes(12).toString('base64url')}`,
    accessToken: `access-sandbox-${randomBytes(24).toString('base64url')}`,
    institutionId: bank.id,
    institutionName: bank.name,
    accounts: accountsOf(bank),
  };
}

export function createSandboxBankingProvider(): BankingProvider {
  return {
    kind: 'sandbox',
    label: 'Sandbox — no real bank',
    notice: `These banks are made up and no real account is linked: sign in with ${SANDBOX_USERNAME} / ${SANDBOX_PASSWORD}; the credit union then asks for the code ${SANDBOX_MFA_CODE}.`,
    institutions: () => BANKS.map(({ id, name, countryCode, mfa }) => ({ id, name, countryCode, mfa })),
    createLinkToken: async () => null,
    async link(input) {
      if (!('institutionId' in input)) throw new AppError(400, SANDBOX_MESSAGES.publicToken);
      const bank = bankById(input.institutionId);
      if (input.username !== SANDBOX_USERNAME || input.password !== SANDBOX_PASSWORD) throw new AppError(400, SANDBOX_MESSAGES.credentials);
      if (bank.mfa) return { status: 'mfa', institutionId: bank.id, prompt: `${bank.name} sent a code: enter it to finish linking.` };
      return { status: 'linked', bank: linked(bank) };
    },
    async completeMfa(institutionId, code) {
      const bank = bankById(institutionId);
      if (code.trim() !== SANDBOX_MFA_CODE) throw new AppError(400, SANDBOX_MESSAGES.code);
      return linked(bank);
    },
    balances: async ({ institutionId }) => accountsOf(bankById(institutionId)),
    remove: async () => {},
  };
}
