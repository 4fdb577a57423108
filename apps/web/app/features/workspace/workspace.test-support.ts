import type { api } from '@paysight/contract';

/** For the employer screens' tests: the Northwind workspace, seen by an analyst; a test changes what it needs. */
export const northwind = (over: Partial<api.Workspace> = {}): api.Workspace => ({
  id: 1,
  name: 'Northwind',
  domains: ['northwind.test'],
  ssoProvider: null,
  plan: 'premium',
  trial: false,
  expiresAt: '2027-01-01T00:00:00.000Z',
  region: 'in',
  role: 'analyst',
  ...over,
});
