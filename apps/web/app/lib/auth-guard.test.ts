import { describe, expect, it } from 'vitest';
import { member } from './loader.test-support';
import { pageUrlOf, requireAdmin, requireUser } from './auth-guard';

const user = member({ email: 'asha@example.com' });

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
}

describe('requireUser', () => {
  it('returns the signed-in user', () => {
    expect(requireUser(new Request('http://localhost/discuss/sso?sso=a&sig=b'), { user })).toBe(user);
  });

  it('sends an anonymous visitor to the login page with the attempted URL as returnUrl', () => {
    const response = thrown(() => requireUser(new Request('http://localhost/discuss/sso?sso=abc%3D&sig=12'), { user: null }));
    expect(response).toBeInstanceOf(Response);
    const r = response as Response;
    expect(r.status).toBe(302);
    const location = r.headers.get('location') ?? '';
    expect(location).toBe('/auth/login?returnUrl=%2Fdiscuss%2Fsso%3Fsso%3Dabc%253D%26sig%3D12');
    expect(new URL(location, 'http://localhost').searchParams.get('returnUrl')).toBe('/discuss/sso?sso=abc%3D&sig=12');
  });

  it('keeps only the path when there is no query', () => {
    const r = thrown(() => requireUser(new Request('http://localhost/profile'), { user: null })) as Response;
    expect(r.headers.get('location')).toBe('/auth/login?returnUrl=%2Fprofile');
  });

  it('asks for the page, not its data, when a client-side navigation hits the guard', () => {
    const r = thrown(() =>
      requireUser(new Request('http://localhost/profile/salary.data?company=Infosys&_routes=routes%2Fprofile.salary'), { user: null }),
    ) as Response;
    expect(new URL(r.headers.get('location')!, 'http://localhost').searchParams.get('returnUrl')).toBe('/profile/salary?company=Infosys');
    expect(pageUrlOf(new Request('http://localhost/_root.data'))).toBe('/');
  });
});

describe('requireAdmin', () => {
  const admin = member({ email: 'admin@example.com', role: 'admin' });

  it('returns an admin; another member gets the not-found page, a guest is sent to sign in', () => {
    expect(requireAdmin(new Request('http://localhost/admin/layoff-reports'), { user: admin })).toBe(admin);
    const refused = thrown(() => requireAdmin(new Request('http://localhost/admin/layoff-reports'), { user })) as {
      init?: { status?: number };
    };
    expect(refused.init?.status).toBe(404);
    const guest = thrown(() => requireAdmin(new Request('http://localhost/admin/layoff-reports'), { user: null })) as Response;
    expect(guest.headers.get('location')).toBe('/auth/login?returnUrl=%2Fadmin%2Flayoff-reports');
  });
});
