import { CLIENT_MESSAGES } from '@paysight/contract/core';

/**
 * The email rules of SPEC §5, the same as the server's (the contract's zod email): required, then
 * a valid address. Zod's own pattern, so the browser never accepts what the server refuses.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return CLIENT_MESSAGES.emailRequired;
  if (email.length > 254 || !EMAIL.test(email)) return CLIENT_MESSAGES.workEmailOnly;
  return null;
}

/** A required field's rule: its message when empty. */
export const validateRequired = (message: string) => (value: string) => (value.trim().length === 0 ? message : null);
