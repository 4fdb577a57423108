/**
 * Brute-force limits on the sign-in calls, all in one place. Fixed windows of 15 minutes:
 *
 * - per IP and call: 20 (SIGN_IN_LIMIT_PER_IP in the configuration, config.ts, which holds the default). A person signing in makes one or two of each call (request a link, open
 *   it); 20 leaves room for an office behind one address while stopping password and coupon
 *   guessing from one machine.
 * - per email: 5, on the calls that name an account (link requests, password login, registration,
 *   coupon redemption): stops guessing one account's password and mail-bombing one inbox. It is
 *   also a lock-out an attacker can impose on a victim, so it is kept short (15 minutes).
 *
 * Social login carries an email the provider's token decides, so only its IP is limited.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMIT_PER_EMAIL = 5;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** The limited calls: `METHOD /path` (after /api/v1) → whether the body's email is limited too. */
export const SIGN_IN_CALLS: Readonly<Record<string, { perEmail: boolean }>> = {
  'POST /mgk-login': { perEmail: true },
  'POST /login': { perEmail: true },
  'POST /register': { perEmail: true },
  'POST /vouchers/redeem': { perEmail: true },
  'GET /tyler-login': { perEmail: false },
  'POST /social-login': { perEmail: false },
  'POST /enterprise/trial': { perEmail: true },
  'GET /enterprise/link/is/token': { perEmail: false },
  'POST /enterprise/trial/confirm': { perEmail: false },
};
