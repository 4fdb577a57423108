import { ROLE_STORAGE_KEY } from '@paysight/contract/core';
import { useEffect, useSyncExternalStore } from 'react';
import { ENTERPRISE_ROLE } from './login-card-model';

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
 * visitor stays in enterprise mode on later visits.
 */
export function useStoredRole(queryRole?: string | null): string | null {
  const stored = useSyncExternalStore(subscribe, readRole, () => null);
  useEffect(() => {
    if (queryRole !== ENTERPRISE_ROLE) return;
    try {
      window.localStorage.setItem(ROLE_STORAGE_KEY, ENTERPRISE_ROLE);
    } catch {
      // Private mode: the query still decides for this visit.
    }
  }, [queryRole]);
  return stored;
}
