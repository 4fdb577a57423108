import { ROLE_STORAGE_KEY } from '@paysight/contract/core';
import { useEffect, useSyncExternalStore } from 'react';
import { ENTERPRISE_ROLE, MEMBER_ROLE } from './login-card-model';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

const readRole = () => {
  try {
    return window.localStorage.getItem(ROLE_STORAGE_KEY);
  } catch {
    return null; // storage blocked
  }
};

/**
 * The role entry in localStorage (SPEC §3), read only in the browser: the server renders without
 * it and the page switches once hydrated. A role=enterprise query is remembered there, so the
 * visitor stays in enterprise mode on later visits; a role=member query (the card's "Sign in as a
 * member") forgets it, and from then on the visitor signs in as a member.
 */
export function useStoredRole(queryRole?: string | null): string | null {
  const stored = useSyncExternalStore(subscribe, readRole, () => null);
  useEffect(() => {
    if (queryRole === ENTERPRISE_ROLE) writeRole(ENTERPRISE_ROLE);
    else if (queryRole === MEMBER_ROLE) writeRole(null);
  }, [queryRole]);
  // Forgotten from this render on: the effect removes it after the render.
  return queryRole === MEMBER_ROLE ? null : stored;
}

/** Stores the role, or with null forgets it. */
export function writeRole(role: string | null) {
  try {
    if (role === null) window.localStorage.removeItem(ROLE_STORAGE_KEY);
    else window.localStorage.setItem(ROLE_STORAGE_KEY, role);
  } catch {
    // Private mode: the query still decides for this visit.
  }
}
