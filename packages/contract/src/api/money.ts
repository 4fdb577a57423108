import { z } from 'zod';
import { cc, currency, idParam, routesOf } from './schemas.js';

/**
 * Money tools (SPEC §7 Tools and vault; docs/decisions/049-money-tools.md): a member's net worth,
 * where it stands among members of the same age band who chose to share theirs, and bank linking.
 *
 * Amounts are whole units of the region's currency (rupees for India, dollars for the US).
 * The privacy floor (MIN_SLICE): the standing is given only when at least MIN_SLICE other members
 * of the region and age band share their latest net worth; under it `standing.percentile` and
 * `standing.median` are null and how many share is not said.
 */

export const NETWORTH_AGE_BANDS = ['18-24', '25-29', '30-34', '35-39', '40-44', '45-49', '50-59', '60+'] as const;
export type NetworthAgeBand = (typeof NETWORTH_AGE_BANDS)[number];

/** The age band of an age in whole years. */
export function ageBandOf(age: number): NetworthAgeBand {
  if (age < 25) return '18-24';
  if (age < 30) return '25-29';
  if (age < 35) return '30-34';
  if (age < 40) return '35-39';
  if (age < 45) return '40-44';
  if (age < 50) return '45-49';
  if (age < 60) return '50-59';
  return '60+';
}

/** The largest amount one field takes (a trillion: beyond any member's holdings, well inside exact numbers). */
export const NETWORTH_MAX_AMOUNT = 1_000_000_000_000;
/** Vehicles one form lists. */
export const NETWORTH_MAX_VEHICLES = 5;

const amount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} cannot be negative`)
    .max(NETWORTH_MAX_AMOUNT, `${field} is too large`)
    .transform((v) => Math.round(v))
    .default(0);

/** Retirement savings, by the schemes of each region: PF/EPF and PPF in India, 401(k) and IRA in the US. */
export const RETIREMENT_FIELDS = { in: ['epf', 'ppf'], us: ['k401', 'ira'] } as const;
export const RETIREMENT_LABELS = { epf: 'PF / EPF', ppf: 'PPF', k401: '401(k)', ira: 'IRA' } as const;

export const networthVehicle = z.object({
  /** A make from the vehicle-makes list (vPIC), matched without regard to case; optional. */
  make: z
    .string()
    .trim()
    .max(100, 'make is too long')
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  value: amount('vehicle value'),
});

export const networthAssets = z.object({
  cash: amount('cash'),
  investments: amount('investments'),
  retirement: z
    .object({ epf: amount('PF / EPF'), ppf: amount('PPF'), k401: amount('401(k)'), ira: amount('IRA') })
    .partial()
    .default({}),
  property: amount('property'),
  vehicles: z.array(networthVehicle).max(NETWORTH_MAX_VEHICLES, `at most ${NETWORTH_MAX_VEHICLES} vehicles`).default([]),
});

export const NETWORTH_LIABILITY_KEYS = ['homeLoan', 'vehicleLoan', 'educationLoan', 'creditCards', 'otherDebts'] as const;
export const NETWORTH_LIABILITY_LABELS = {
  homeLoan: 'Home loan',
  vehicleLoan: 'Vehicle loan',
  educationLoan: 'Education loan',
  creditCards: 'Credit cards',
  otherDebts: 'Other debts',
} as const;

export const networthLiabilities = z.object({
  homeLoan: amount('home loan'),
  vehicleLoan: amount('vehicle loan'),
  educationLoan: amount('education loan'),
  creditCards: amount('credit cards'),
  otherDebts: amount('other debts'),
});

export const networthBody = z
  .object({
    countryCode: cc,
    age: z
      .number({ error: 'age must be a number' })
      .int('age must be a whole number')
      .min(18, 'age must be at least 18')
      .max(100, 'age must be at most 100'),
    assets: networthAssets.default({ cash: 0, investments: 0, retirement: {}, property: 0, vehicles: [] }),
    liabilities: networthLiabilities.default({ homeLoan: 0, vehicleLoan: 0, educationLoan: 0, creditCards: 0, otherDebts: 0 }),
    /** Add the balances of the member's linked bank accounts (converted to the region's currency). */
    includeLinked: z.boolean().default(true),
    /** Let this figure count, unnamed, in other members' standing. */
    share: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const allowed: readonly string[] = RETIREMENT_FIELDS[body.countryCode];
    for (const [key, value] of Object.entries(body.assets.retirement)) {
      if (value && !allowed.includes(key))
        ctx.addIssue({
          code: 'custom',
          path: ['assets', 'retirement', key],
          message: `${RETIREMENT_LABELS[key as keyof typeof RETIREMENT_LABELS]} is not a retirement scheme of this region`,
        });
    }
  });
export type NetworthBody = z.input<typeof networthBody>;

export const networthLine = z.object({ key: z.string(), label: z.string(), amount: z.number() });

export const networthStanding = z.object({
  ageBand: z.enum(NETWORTH_AGE_BANDS),
  /** Members needed (besides you) before a standing is given. */
  minSlice: z.number().int(),
  /** Percent of sharing members of the band whose net worth is below yours; null under the floor. */
  percentile: z.number().int().nullable(),
  /** Their median net worth; null under the floor. */
  median: z.number().nullable(),
  /** How many share; null under the floor (never a count under it). */
  members: z.number().int().nullable(),
});

export const networthHistoryItem = z.object({
  at: z.string(),
  countryCode: cc,
  currency,
  netWorth: z.number(),
  shared: z.boolean(),
});

export const networthResult = z.object({
  countryCode: cc,
  currency,
  totalAssets: z.number(),
  totalLiabilities: z.number(),
  netWorth: z.number(),
  assets: z.array(networthLine),
  liabilities: z.array(networthLine),
  /** Linked bank balances counted in (already in the lines above). */
  linked: z.object({ assets: z.number(), liabilities: z.number(), accounts: z.number().int() }),
  standing: networthStanding,
  shared: z.boolean(),
  at: z.string(),
});
export type NetworthResult = z.infer<typeof networthResult>;

export const networthData = z.object({
  result: networthResult,
  /** The member's saved results, newest first. */
  history: z.array(networthHistoryItem),
});
export type NetworthData = z.infer<typeof networthData>;

export const networthSaved = z.object({
  /** The latest saved result with what was entered, to fill the form again; null before the first. */
  latest: z.object({ input: z.unknown(), result: networthResult }).nullable(),
  history: z.array(networthHistoryItem),
  /** Whether the vehicle-makes list is loaded (the form asks for a make only then). */
  vehicleMakes: z.number().int(),
});
export type NetworthSaved = z.infer<typeof networthSaved>;

const tools = routesOf('tools', 'member');

export const calculateNetworth = tools.post('/tools/networth', networthData, {
  summary:
    "Computes and saves the member's net worth in the region's currency, with where it stands among members of the same age band who share theirs (from MIN_SLICE)",
  body: networthBody,
});

export const getNetworth = tools.get('/tools/networth', networthSaved, {
  summary: "The member's saved net worth results, newest first, and the latest entry to fill the form",
});

export const vehicleMake = z.object({ id: z.number().int(), name: z.string() });

export const listVehicleMakes = routesOf('tools', 'public').list('/tools/vehicle-makes', 'makes', vehicleMake, {
  summary: 'Vehicle makes (the public vPIC list, stored on this server) whose name starts with q, at most 20',
  querystring: z.object({ q: z.string().trim().min(1, 'q is required').max(100, 'q is too long') }),
});

// ---------------------------------------------------------------------------------------------
// Vault: bank linking

export const VAULT_PROVIDERS = ['sandbox', 'plaid'] as const;

export const vaultInstitution = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: cc,
  /** The bank asks for a second factor (a one-time code) after the password. */
  mfa: z.boolean(),
});

export const vaultAccount = z.object({
  name: z.string(),
  mask: z.string().nullable(),
  type: z.string(),
  /** The current balance in the account's currency (two decimals); null when the bank gives none. */
  balance: z.number().nullable(),
  currency: z.string().nullable(),
});

export const vaultLink = z.object({
  id: z.number().int(),
  institutionName: z.string(),
  provider: z.enum(VAULT_PROVIDERS),
  linkedAt: z.string(),
  accounts: z.array(vaultAccount),
});
export type VaultLink = z.infer<typeof vaultLink>;

export const vaultInstitutionsData = z.object({
  provider: z.enum(VAULT_PROVIDERS),
  /** What the provider is, as the page says it ("Sandbox — no real bank"). */
  label: z.string(),
  notice: z.string(),
  /** Banks to pick here (the sandbox's); empty with Plaid, where the bank is picked in Plaid's own screen. */
  institutions: z.array(vaultInstitution),
  /** With Plaid: the link token Plaid's screen opens with; null otherwise. */
  linkToken: z.string().nullable(),
  /** The member's linked banks. */
  links: z.array(vaultLink),
});
export type VaultInstitutions = z.infer<typeof vaultInstitutionsData>;

export const vaultLinkBody = z.union([
  z.object({
    institutionId: z.string().trim().min(1, 'institutionId is required').max(100),
    username: z.string().trim().min(1, 'username is required').max(200),
    password: z.string().min(1, 'password is required').max(200),
  }),
  z.object({ publicToken: z.string().trim().min(1, 'publicToken is required').max(500) }),
]);

export type VaultLinkBody = z.infer<typeof vaultLinkBody>;

export const vaultLinkResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('linked'), link: vaultLink }),
  z.object({
    status: z.literal('mfa'),
    /** Sent back with the code to /vault/link/mfa; valid for a few minutes. */
    mfaToken: z.string(),
    prompt: z.string(),
  }),
]);
export type VaultLinkResult = z.infer<typeof vaultLinkResult>;

const vault = routesOf('vault', 'member');

export const getVaultInstitutions = vault.get('/vault/institutions', vaultInstitutionsData, {
  summary: "The banks the configured provider offers (or Plaid's link token) and the member's linked banks",
});

export const linkVault = vault.post('/vault/link', vaultLinkResult, {
  summary: "Links a bank: the sandbox's credentials, or the public token from Plaid's screen; a bank may ask for a second factor",
  body: vaultLinkBody,
});

export const linkVaultMfa = vault.post('/vault/link/mfa', vaultLinkResult, {
  summary: 'Completes a link with the second factor the bank asked for (with Plaid it happens inside Plaid’s own screen)',
  body: z.object({
    mfaToken: z.string().trim().min(1, 'mfaToken is required').max(200),
    code: z.string().trim().min(1, 'code is required').max(20),
  }),
});

export const unlinkVault = vault.delete('/vault/links/:id', z.object({ removed: z.boolean() }), {
  summary: 'Removes a linked bank and its stored token',
  params: idParam('id must be a linked bank id'),
});
