import type { api } from '@paysight/contract';

/** For the switch page's tests: one flow of people to (or from) a company; Google's carries a title. */
export const flow = (slug: string, name: string, count: number, medianMonths: number, pay: number | null): api.SwitchFlow => ({
  company: { name, slug },
  count,
  medianMonths,
  medianPayChangePercent: pay,
  payChangeCount: pay === null ? 3 : count,
  topTitles: slug === 'google' ? [{ name: 'Software Engineer', slug: 'software-engineer', count: 6 }] : [],
});

/** Where people from Infosys in India went next (demo data); nobody came from elsewhere. */
export const infosysMoves = (wentTo: api.SwitchFlow[], otherCount: number | null): api.SwitchData => ({
  countryCode: 'in',
  currency: 'INR',
  kind: 'company',
  subject: { name: 'Infosys', slug: 'infosys' },
  minSlice: 5,
  wentTo: { flows: wentTo, otherCount },
  cameFrom: { flows: [], otherCount: null },
  firstJobs: null,
  isDemo: true,
});
