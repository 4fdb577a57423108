import { API_BASE, type CountryCode, type SessionUser } from '@paysight/contract/core';
import { paths } from '~/config/paths';
import type { SalaryExportAccess } from './components/salary-export';
import type { SalaryFilters } from './salary-filters';

/** Who the server lets export (the route's access 'premium'): premium members, enterprise users and admins. */
export const canExport = (user: SessionUser | null | undefined) =>
  Boolean(user && (user.premium || user.role === 'enterprise' || user.role === 'admin'));

/**
 * The salary page's CSV export: GET /{cc}/salary/profiles/export with the page's slice and the
 * filters that narrow it (the page number, the currency and the view do not change the records),
 * or, for anyone who may not export, /pricing with the page as the way back.
 */
export function salaryExportAccess(
  user: SessionUser | null | undefined,
  page: { cc: CountryCode; q: string; filters: SalaryFilters; url: string },
): SalaryExportAccess {
  if (!canExport(user)) return { kind: 'upgrade', href: paths.pricing(page.url) };
  const query = new URLSearchParams({ q: page.q });
  const { rosettaLevel, yoe, location, skill, dateOffset } = page.filters;
  for (const [key, value] of Object.entries({ rosettaLevel, yoe, location, skill, dateOffset })) {
    if (value !== undefined) query.set(key, String(value));
  }
  return { kind: 'download', href: `${API_BASE}/${page.cc}/salary/profiles/export?${query.toString()}` };
}
