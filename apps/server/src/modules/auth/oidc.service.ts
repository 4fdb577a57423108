import {
  AppError,
  CLIENT_MESSAGES,
  ERROR_MESSAGES,
  OAUTH_PROVIDERS,
  SAAS_PROVIDERS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  decodeNext,
} from '@paysight/contract';
import type { EnterpriseOrg, NewUser, User } from '@paysight/db';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { InvalidIdTokenError, OidcClient, type OidcClaims, type OidcSettings } from '../../providers/oidc/oidc.provider.js';
import { isProviderConfigured } from './auth-options.js';
import { findOrgByDomain, findUserByEmail, insertUser, updateUser } from './auth.queries.js';
import { isRemovedMember } from '../workspaces/workspaces.service.js';
import { cleanReferral, signIn, type AuthDeps, type ClientInfo } from './auth.service.js';
import { emailDomain, isFreeWebmail } from './email-policy.rules.js';
import { findUserByIdentity, linkIdentity } from './oidc.queries.js';

/**
 * Sign-in with an OpenID Connect provider (SPEC §2.5, §4 Social sign-in / callback, §6):
 * regular members with Google or LinkedIn (`/login/{provider}`), enterprise members by single
 * sign-on with Google or Microsoft (`/saas-login/{provider}`), and ID tokens obtained by a client
 * itself (POST /social-login). See docs/decisions/006-oidc-sign-in.md.
 */

export type SignInMode = 'regular' | 'enterprise';

/** Why a sign-in was refused, as the callback screen's `error` code. */
export type RefusalCode = 'no-email' | 'not-enterprise' | 'work-email';

export class SignInRefused extends Error {
  constructor(readonly code: RefusalCode) {
    super(`social sign-in refused: ${code}`);
    this.name = 'SignInRefused';
  }
}

interface ProviderPolicy {
  label: string;
  protocol: Pick<OidcSettings, 'pkce' | 'nonce' | 'authParams'>;
  /** Whether the provider vouches for the token's email address. */
  emailVerified(claims: OidcClaims): boolean;
  /** Enterprise sign-in: whether the provider's directory (not just the address) belongs to the domain. */
  directoryOwnsDomain(claims: OidcClaims, domain: string): boolean;
}

const isTrue = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';
const isFalse = (v: unknown) => v === false || v === 'false';

export const PROVIDERS: Record<SocialProvider, ProviderPolicy> = {
  google: {
    label: 'Google',
    protocol: { pkce: true, nonce: true, authParams: { prompt: 'select_account' } },
    emailVerified: (c) => !isFalse(c.email_verified),
    // Only a Google Workspace account carries `hd`; a consumer Google account opened with a
    // company address does not, and must not pass as that company's single sign-on.
    directoryOwnsDomain: (c, domain) => typeof c['hd'] === 'string' && c['hd'].toLowerCase() === domain,
  },
  linkedin: {
    label: 'LinkedIn',
    // LinkedIn refuses code_verifier for web apps and does not echo a nonce in its ID tokens;
    // state (in the signed cookie) and the confidential client's secret protect the exchange.
    protocol: { pkce: false, nonce: false },
    emailVerified: (c) => !isFalse(c.email_verified),
    directoryOwnsDomain: () => false,
  },
  microsoft: {
    label: 'Microsoft',
    protocol: { pkce: true, nonce: true, authParams: { prompt: 'select_account' } },
    // Entra ID lets a tenant's administrator set any address as a user's email ("nOAuth"): the
    // address counts only when Entra has verified the domain's owner (the xms_edov optional
    // claim, to enable in the app registration) or the token says it is verified.
    emailVerified: (c) => isTrue(c['xms_edov']) || isTrue(c.email_verified),
    directoryOwnsDomain: () => true,
  },
};

/** The OIDC clients, one per configured provider, created (and discovered) on first use. */
export class OidcProviders {
  readonly #clients = new Map<SocialProvider, OidcClient>();
  constructor(
    private readonly config: Config,
    private readonly now: () => number = Date.now,
  ) {}

  get(provider: SocialProvider): OidcClient | null {
    if (!isProviderConfigured(this.config, provider)) return null;
    let client = this.#clients.get(provider);
    if (!client) {
      const key = provider.toUpperCase() as 'GOOGLE' | 'LINKEDIN' | 'MICROSOFT';
      client = new OidcClient(
        {
          issuer: this.config[`${key}_ISSUER`],
          clientId: this.config[`${key}_CLIENT_ID`] ?? '',
          clientSecret: this.config[`${key}_CLIENT_SECRET`] ?? '',
          ...PROVIDERS[provider].protocol,
        },
        this.now,
      );
      this.#clients.set(provider, client);
    }
    return client;
  }
}

export interface OidcDeps extends AuthDeps {
  oidc: OidcProviders;
}

const MODE_PROVIDERS: Record<SignInMode | 'any', readonly SocialProvider[]> = {
  regular: OAUTH_PROVIDERS,
  enterprise: SAAS_PROVIDERS,
  any: SOCIAL_PROVIDERS,
};

/** The provider named in a path, offered for this mode and configured; else 404 "Login provider not found". */
export function resolveProvider(deps: OidcDeps, name: string, mode: SignInMode | 'any') {
  const provider = MODE_PROVIDERS[mode].find((p) => p === name);
  const client = provider ? deps.oidc.get(provider) : null;
  if (!provider || !client) throw new AppError(404, ERROR_MESSAGES.loginProviderNotFound);
  return { provider, client };
}

/** One callback for both modes (the mode travels in the state cookie); register it at each provider. */
export const redirectUriFor = (config: Config, provider: SocialProvider) => `${config.origin}/api/v1/login/${provider}/callback`;

// --- The state cookie: what the callback needs to finish the flow, signed, for 10 minutes. ---

export const STATE_COOKIE = 'oidc_state';
export const STATE_COOKIE_PATH = '/api/v1/login/';
export const STATE_TTL_SECONDS = 600;

const pendingSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  mode: z.enum(['regular', 'enterprise']),
  state: z.string().min(1),
  nonce: z.string().nullable(),
  codeVerifier: z.string().nullable(),
  next: z.string(),
  issuedAt: z.number(),
});

export type PendingSignIn = z.infer<typeof pendingSchema>;

export const encodePending = (pending: PendingSignIn) => Buffer.from(JSON.stringify(pending)).toString('base64url');

/** The cookie's content (already signature-checked), or null when malformed, expired or for another provider. */
export function decodePending(value: string, provider: string, now: Date): PendingSignIn | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const result = pendingSchema.safeParse(parsed);
  if (!result.success) return null;
  const pending = result.data;
  const age = now.getTime() - pending.issuedAt;
  if (pending.provider !== provider || age < 0 || age > STATE_TTL_SECONDS * 1000) return null;
  return pending;
}

/** The web screen that finishes the sign-in: it exchanges `token` at GET /tyler-login, or shows `error`. */
export function callbackScreenUrl(provider: SocialProvider, outcome: { token: string } | { error: RefusalCode | 'failed' }, next: string) {
  return `/auth/callback/${provider}?${new URLSearchParams({ ...outcome, next }).toString()}`;
}

// --- The flow ---

/** The page to return to after sign-in: a same-site path, else '/'. */
export const nextOf = (next: string | undefined) => decodeNext(next && next.length <= 2000 ? next : undefined, '/');

/**
 * GET /login/{provider}, /saas-login/{provider} (after resolveProvider): where to send the
 * browser, and what the callback needs, to keep in the state cookie.
 */
export async function startSignIn(deps: OidcDeps, provider: SocialProvider, mode: SignInMode, next: string) {
  const { client } = resolveProvider(deps, provider, mode);
  const request = await client.authorizationRequest(redirectUriFor(deps.config, provider));
  const pending: PendingSignIn = {
    provider,
    mode,
    state: request.state,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    next,
    issuedAt: deps.now().getTime(),
  };
  return { url: request.url, pending };
}

/** GET /login/{provider}/callback: the provider's answer → the member (created on first sign-in). */
export async function completeSignIn(deps: OidcDeps, pending: PendingSignIn, callbackParams: URLSearchParams, client: ClientInfo) {
  const { client: oidcClient } = resolveProvider(deps, pending.provider, pending.mode);
  const claims = await oidcClient.completeAuthorization(callbackParams, {
    state: pending.state,
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    redirectUri: redirectUriFor(deps.config, pending.provider),
  });
  return userFromClaims(deps, pending.provider, pending.mode, claims, client.referral);
}

/**
 * POST /social-login: an ID token the client obtained from the provider. Google and LinkedIn
 * sign in as regular members; Microsoft (offered for single sign-on only) as enterprise members.
 * The email is the token's, never the posted one.
 */
export async function signInWithIdToken(
  deps: OidcDeps,
  input: { token: string; email: string; provider: SocialProvider },
  client: ClientInfo,
) {
  const { provider, client: oidcClient } = resolveProvider(deps, input.provider, 'any');
  const label = PROVIDERS[provider].label;
  let claims: OidcClaims;
  try {
    claims = await oidcClient.verifyIdToken(input.token);
  } catch (err) {
    if (err instanceof InvalidIdTokenError) throw new AppError(401, `Invalid ${label} sign-in token`);
    throw err;
  }
  const email = verifiedEmail(provider, claims);
  if (email && input.email.trim().toLowerCase() !== email) throw new AppError(400, `The email does not match the ${label} sign-in`);
  const mode: SignInMode = (OAUTH_PROVIDERS as readonly string[]).includes(provider) ? 'regular' : 'enterprise';
  try {
    const user = await userFromClaims(deps, provider, mode, claims, client.referral);
    return await signIn(deps, user, client);
  } catch (err) {
    if (!(err instanceof SignInRefused)) throw err;
    if (err.code === 'no-email') throw new AppError(400, CLIENT_MESSAGES.verifyProviderEmail(label));
    if (err.code === 'work-email') throw new AppError(400, CLIENT_MESSAGES.workEmailOnly);
    throw new AppError(403, `Your organisation does not use single sign-on with ${label}`);
  }
}

// --- The rules ---

/** The token's address when the provider vouches for it, lower-cased; else null. */
function verifiedEmail(provider: SocialProvider, claims: OidcClaims): string | null {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!z.email().safeParse(email).success) return null;
  return PROVIDERS[provider].emailVerified(claims) ? email : null;
}

function profileOf(claims: OidcClaims) {
  const given = typeof claims['given_name'] === 'string' ? claims['given_name'] : '';
  const family = typeof claims['family_name'] === 'string' ? claims['family_name'] : '';
  const name = (typeof claims.name === 'string' ? claims.name : `${given} ${family}`).trim().slice(0, 120);
  const avatar = typeof claims.picture === 'string' && /^https:\/\/\S{1,2000}$/.test(claims.picture) ? claims.picture : null;
  return { name, avatar };
}

async function userFromClaims(
  deps: OidcDeps,
  provider: SocialProvider,
  mode: SignInMode,
  claims: OidcClaims,
  referral: string | undefined,
): Promise<User> {
  const email = verifiedEmail(provider, claims);
  if (!email) throw new SignInRefused('no-email');
  const domain = emailDomain(email);
  let org: EnterpriseOrg | null = null;
  if (mode === 'enterprise') {
    org = await findOrgByDomain(deps.db, domain);
    if (!org || org.ssoProvider !== provider || !PROVIDERS[provider].directoryOwnsDomain(claims, domain)) {
      throw new SignInRefused('not-enterprise');
    }
    // A member an admin removed stays out of the workspace until added back.
    if (await isRemovedMember(deps.db, org.id, email)) throw new SignInRefused('not-enterprise');
  } else if (isFreeWebmail(email, deps.freeDomains)) {
    // The same rule as magic links: employers are verified by the sign-in domain.
    throw new SignInRefused('work-email');
  }
  return findOrCreateFromIdentity(deps, { provider, subject: claims.sub, email, org, referral, ...profileOf(claims) });
}

/**
 * The member linked to this provider account, else the member with this (verified) address,
 * else a new member. The provider account is linked on first use; enterprise sign-in makes the
 * member an enterprise member of that organisation.
 */
async function findOrCreateFromIdentity(
  deps: OidcDeps,
  input: {
    provider: SocialProvider;
    subject: string;
    email: string;
    name: string;
    avatar: string | null;
    org: EnterpriseOrg | null;
    referral: string | undefined;
  },
): Promise<User> {
  const { db } = deps;
  const now = deps.now();
  const linked = await findUserByIdentity(db, input.provider, input.subject);
  const existing = linked ?? (await findUserByEmail(db, input.email));
  const enterprise = input.org ? { role: 'enterprise' as const, enterpriseOrgId: input.org.id } : {};

  if (!existing) {
    const user = await insertUser(db, {
      email: input.email,
      name: input.name,
      avatar: input.avatar,
      emailVerifiedAt: now,
      referredBy: cleanReferral(input.referral),
      ...enterprise,
    });
    await linkIdentity(db, user.id, input.provider, input.subject);
    return user;
  }

  const patch: Partial<NewUser> = {};
  if (!linked && !existing.emailVerifiedAt) {
    // The provider has just proven the address. A password set on the unverified account was
    // chosen by someone who never proved it, so it is dropped (no pre-registration takeover).
    patch.emailVerifiedAt = now;
    if (existing.passwordHash) patch.passwordHash = null;
  }
  if (!existing.name && input.name) patch.name = input.name;
  if (!existing.avatar && input.avatar) patch.avatar = input.avatar;
  if (input.org && existing.role !== 'admin' && (existing.role !== 'enterprise' || existing.enterpriseOrgId !== input.org.id)) {
    Object.assign(patch, enterprise);
  }
  const user = Object.keys(patch).length > 0 ? ((await updateUser(db, existing.id, patch)) ?? existing) : existing;
  if (!linked) await linkIdentity(db, user.id, input.provider, input.subject);
  return user;
}
