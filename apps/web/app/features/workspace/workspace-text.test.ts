import { describe, expect, it } from 'vitest';
import { formData } from '~/lib/form-data.test-support';
import { lastSeen, readMemberForm } from './workspace-text';

describe('the members form', () => {
  it('adds or changes a role, or removes, by the email as typed (lower case)', () => {
    expect(readMemberForm(formData({ intent: 'add', email: ' Analyst2.E2E@northwind-e2e.com ', role: 'viewer' }))).toEqual({
      ok: true,
      intent: 'set',
      email: 'analyst2.e2e@northwind-e2e.com',
      role: 'viewer',
    });
    expect(readMemberForm(formData({ intent: 'role', email: 'a@b.com', role: 'analyst' }))).toMatchObject({
      intent: 'set',
      role: 'analyst',
    });
    expect(readMemberForm(formData({ intent: 'remove', email: 'a@b.com' }))).toEqual({ ok: true, intent: 'remove', email: 'a@b.com' });
  });

  it('refuses a missing email or an unknown role', () => {
    expect(readMemberForm(formData({ intent: 'add', email: '', role: 'viewer' }))).toEqual({ ok: false, message: 'Email is required' });
    expect(readMemberForm(formData({ intent: 'add', email: 'a@b.com', role: 'owner' }))).toMatchObject({ ok: false });
  });

  it('says when a member last signed in', () => {
    expect(lastSeen({ signedIn: false, lastLoginAt: null }, String)).toBe('Not signed in yet');
    expect(lastSeen({ signedIn: true, lastLoginAt: '2026-11-24' }, (s) => `on ${s}`)).toBe('Last signed in on 2026-11-24');
    expect(lastSeen({ signedIn: true, lastLoginAt: null }, String)).toBe('Signed in');
  });
});
