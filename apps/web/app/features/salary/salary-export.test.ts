import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { salaryExportAccess } from './salary-export';

const user = (over: Partial<SessionUser>) => ({ role: 'user', premium: false, ...over }) as SessionUser;
const page = {
  cc: 'in' as const,
  q: 'google--software-engineer',
  filters: { rosettaLevel: 3, location: 'bengaluru', gpayCC: 'us' as const, view: 'first-year' as const, page: 4 },
  url: '/in/salary/google--software-engineer?rosettaLevel=3&location=bengaluru&page=4',
};

describe('salaryExportAccess', () => {
  it('gives a premium member the export of the page’s slice and narrowing filters (not its page, currency or view)', () => {
    expect(salaryExportAccess(user({ premium: true }), page)).toEqual({
      kind: 'download',
      href: '/api/v1/in/salary/profiles/export?q=google--software-engineer&rosettaLevel=3&location=bengaluru',
    });
  });

  it('lets enterprise users and admins export, as the server does', () => {
    expect(salaryExportAccess(user({ role: 'enterprise' }), page).kind).toBe('download');
    expect(salaryExportAccess(user({ role: 'admin' }), page).kind).toBe('download');
  });

  it('sends a visitor or a member without Premium to /pricing, back to this page after', () => {
    const upgrade = { kind: 'upgrade', href: `/pricing?returnUrl=${encodeURIComponent(page.url)}` };
    expect(salaryExportAccess(null, page)).toEqual(upgrade);
    expect(salaryExportAccess(user({}), page)).toEqual(upgrade);
  });
});
