import { z } from 'zod';
import { COUNTRY_CODES, SOCIAL_PROVIDERS } from '../constants.js';
import { sessionUserSchema } from '../session.js';
import { signInEmail as email, routesOf } from './schemas.js';

/**
 * Accounts and sign-in (SPEC §7 Auth). Tokens returned in `data.token` are also set as the
 * httpOnly `tyler` cookie for the web app; other clients (the extension) send them as Bearer.
 */

/** A path on this site to go to afterwards; anything else is replaced by '/' on the server. */
const next = z.string().max(2000).optional();

const tokenData = z.object({ token: z.string() });

const authRoutes = routesOf('auth', 'public');

export const getMe = authRoutes.get('/me', sessionUserSchema, {
  access: 'member',
  summary: 'The signed-in user',
});

export const getLocale = authRoutes.get('/locale', z.object({ countryCode: z.enum(COUNTRY_CODES), currency: z.enum(['inr', 'usd']) }), {
  summary: "The visitor's region (in or us) and currency, from the request",
});

export const signInOption = z.object({ provider: z.enum(SOCIAL_PROVIDERS), label: z.string(), href: z.string() });

export const getAuthOptions = authRoutes.get(
  '/auth',
  z.object({ magicLink: z.boolean(), password: z.boolean(), providers: z.array(signInOption) }),
  {
    summary: 'How a visitor can sign in from a given context',
    querystring: z.object({
      src: z.string().max(40).optional(),
      region: z.enum(COUNTRY_CODES).optional(),
      role: z.enum(['enterprise']).optional(),
      next,
    }),
  },
);

export const magicLinkLogin = authRoutes.post('/mgk-login', z.object({ sent: z.literal(true) }), {
  summary: 'Mail a single-use sign-in link (valid 15 minutes)',
  body: z.object({ email, next }),
});

export const tylerLogin = authRoutes.get('/tyler-login', tokenData, {
  summary: 'Exchange a single-use hand-off or magic-link token for a session',
  querystring: z.object({ token: z.string().min(20).max(200), id: z.string().max(64).optional(), email: z.string().max(254).optional() }),
});

export const createHandoff = authRoutes.post(
  '/auth/handoff',
  z.object({ token: z.string(), id: z.string(), email: z.string(), expiresAt: z.string() }),
  {
    access: 'member',
    summary: "Issue a short-lived single-use token that moves the caller's session to another device or the extension",
  },
);

/** The client sends a one-way hash of the password (SHA-256, hex), never the password itself. */
const clientPasswordHash = z.string().regex(/^[a-f0-9]{64}$/, 'password must be the client-side SHA-256 hash (64 hex characters)');

export const passwordLogin = authRoutes.post('/login', tokenData, {
  summary: 'Sign in with email and (client-hashed) password',
  body: z.object({ email, password: clientPasswordHash }),
});

export const register = authRoutes.post('/register', z.object({ verificationSent: z.literal(true) }), {
  summary: 'Create an account with a password; a verification link is mailed',
  body: z.object({ email, password: clientPasswordHash, name: z.string().trim().min(1).max(120).optional(), next }),
});

export const logout = authRoutes.post('/logout', z.object({ redirect: z.string() }), {
  summary: 'End the current session',
});

export const socialLogin = authRoutes.post('/social-login', tokenData, {
  summary: "Sign in with a provider's ID token (verified against the provider's keys)",
  body: z.object({
    token: z.string().min(20).max(8192),
    email: z.string().max(254),
    id: z.string().max(256),
    provider: z.enum(SOCIAL_PROVIDERS),
  }),
});

export const discourseSso = authRoutes.get('/auth/discuss/sso', z.object({ url: z.string() }), {
  access: 'member',
  summary: 'DiscourseConnect: sign the signed-in user into the discussion forum',
  querystring: z.object({ sso: z.string().min(1).max(4096), sig: z.string().regex(/^[a-f0-9]{64}$/, 'sig must be 64 hex characters') }),
});

export const extensionKey = authRoutes.get('/auth/lucious', z.object({ key: z.string(), prefix: z.string() }), {
  access: 'member',
  summary: 'Issue an API key for the browser extension (shown once)',
});

export const referralWidgetToken = authRoutes.get('/auth/cello', z.object({ token: z.string(), productUserId: z.string() }), {
  access: 'member',
  summary: 'A signed token identifying the user to the referral widget',
});

export const redeemVoucher = authRoutes.post('/vouchers/redeem', z.object({ token: z.string(), premiumUntil: z.string() }), {
  summary: 'Redeem a coupon for premium; signs in',
  body: z.object({ email, code: z.string().trim().min(4, 'code is too short').max(64, 'code is too long') }),
});
