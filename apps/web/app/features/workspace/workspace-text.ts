import { WORKSPACE_ROLES, type WorkspaceRole } from '@paysight/contract/core';

/** The workspace's roles in words (docs/decisions/030: admin, analyst, viewer). */
export const ROLE_LABEL: Record<WorkspaceRole, string> = { admin: 'Admin', analyst: 'Analyst', viewer: 'Viewer' };

export const ROLE_HELP: Record<WorkspaceRole, string> = {
  admin: 'everything, members too',
  analyst: 'builds peer groups, views and bands',
  viewer: 'reads',
};

export const isRole = (value: unknown): value is WorkspaceRole =>
  typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value);

/** The members form's fields (intent, email, role) as what to send, or why not. */
export function readMemberForm(
  form: FormData,
):
  | { ok: true; intent: 'set'; email: string; role: WorkspaceRole }
  | { ok: true; intent: 'remove'; email: string }
  | { ok: false; message: string } {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v.trim() : '';
  };
  const email = get('email').toLowerCase();
  if (!email) return { ok: false, message: 'Email is required' };
  if (get('intent') === 'remove') return { ok: true, intent: 'remove', email };
  const role = get('role');
  if (!isRole(role)) return { ok: false, message: 'Pick a role: admin, analyst or viewer' };
  return { ok: true, intent: 'set', email, role };
}

/** "Signed in 24 Nov 2026", "Not signed in yet". */
export function lastSeen(member: { signedIn: boolean; lastLoginAt: string | null }, format: (iso: string) => string): string {
  if (!member.signedIn) return 'Not signed in yet';
  return member.lastLoginAt ? `Last signed in ${format(member.lastLoginAt)}` : 'Signed in';
}
