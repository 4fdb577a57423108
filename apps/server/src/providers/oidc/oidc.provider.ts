import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';

/**
 * An OpenID Connect provider (Google, LinkedIn, Microsoft Entra ID or any other issuer), through
 * `openid-client` for the authorization code flow and `jose` for ID tokens a browser obtained
 * itself. Server metadata is discovered lazily on first use and cached; a failed discovery is
 * retried after a short pause, never cached for good.
 */

export interface OidcSettings {
  /** The issuer identifier; `/.well-known/openid-configuration` is read below it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Send a PKCE challenge (S256). LinkedIn refuses `code_verifier` for web apps, so it is off there. */
  pkce: boolean;
  /** Send and check a nonce. LinkedIn does not echo it in the ID token, so it is off there. */
  nonce: boolean;
  /** Extra authorization request parameters (e.g. prompt=select_account). */
  authParams?: Record<string, string>;
}

/** The claims the sign-in rules read; anything else the provider sends is kept as is. */
export interface OidcClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
  [claim: string]: unknown;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string | null;
  codeVerifier: string | null;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string | null;
  codeVerifier: string | null;
  redirectUri: string;
}

/** An ID token that does not verify (signature, issuer, audience, expiry). */
export class InvalidIdTokenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidIdTokenError';
  }
}

/** The provider answered the authorization request with an error (typically access_denied: the member cancelled). */
export class AuthorizationDeclinedError extends Error {
  constructor(readonly error: string) {
    super(`the provider declined the authorization: ${error}`);
    this.name = 'AuthorizationDeclinedError';
  }
}

const SCOPE = 'openid email profile';
const METADATA_TTL_MS = 24 * 3_600_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The issuer an ID token must carry. Entra ID's multi-tenant metadata (`/common`, `/organizations`)
 * names the issuer `https://login.microsoftonline.com/{tenantid}/v2.0`: the token's own `tid`
 * fills it in. openid-client does the same for the code flow.
 */
export function expectedIssuer(metadataIssuer: string, claims: JWTPayload): string | null {
  if (!metadataIssuer.includes('{tenantid}')) return metadataIssuer;
  const tid = claims['tid'];
  return typeof tid === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(tid) ? metadataIssuer.replace('{tenantid}', tid) : null;
}

interface Discovered {
  config: oidc.Configuration;
  jwks: ReturnType<typeof createRemoteJWKSet>;
  expiresAt: number;
}

export class OidcClient {
  #discovered: Discovered | null = null;
  #pending: Promise<Discovered> | null = null;
  #failure: { error: unknown; until: number } | null = null;

  /** `now` (epoch ms) times the metadata cache only; tokens are checked against the real clock. */
  constructor(
    readonly settings: OidcSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Plain HTTP is allowed only for an issuer on this machine (development and tests). */
  get #insecure() {
    const url = new URL(this.settings.issuer);
    return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  }

  async #discover(): Promise<Discovered> {
    const now = this.now();
    if (this.#discovered && this.#discovered.expiresAt > now) return this.#discovered;
    if (this.#failure && this.#failure.until > now) throw this.#failure.error;
    this.#pending ??= (async () => {
      try {
        const { issuer, clientId, clientSecret } = this.settings;
        const config = await oidc.discovery(new URL(issuer), clientId, clientSecret, oidc.ClientSecretPost(clientSecret), {
          execute: this.#insecure ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        });
        const jwksUri = config.serverMetadata().jwks_uri;
        if (!jwksUri) throw new Error(`${issuer} publishes no jwks_uri`);
        const discovered = { config, jwks: createRemoteJWKSet(new URL(jwksUri)), expiresAt: this.now() + METADATA_TTL_MS };
        this.#discovered = discovered;
        this.#failure = null;
        return discovered;
      } catch (error) {
        this.#failure = { error, until: this.now() + RETRY_AFTER_FAILURE_MS };
        throw error;
      } finally {
        this.#pending = null;
      }
    })();
    return this.#pending;
  }

  /** The URL to send the browser to, and the values to keep until it comes back. */
  async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
    const { config } = await this.#discover();
    const state = oidc.randomState();
    const nonce = this.settings.nonce ? oidc.randomNonce() : null;
    const codeVerifier = this.settings.pkce ? oidc.randomPKCECodeVerifier() : null;
    const params: Record<string, string> = { ...this.settings.authParams, redirect_uri: redirectUri, scope: SCOPE, state };
    if (nonce) params['nonce'] = nonce;
    if (codeVerifier) {
      params['code_challenge'] = await oidc.calculatePKCECodeChallenge(codeVerifier);
      params['code_challenge_method'] = 'S256';
    }
    return { url: oidc.buildAuthorizationUrl(config, params).href, state, nonce, codeVerifier };
  }

  /**
   * The provider's redirect back (the callback's query: code and state, or an error) → the
   * verified ID token's claims. State, nonce and PKCE are checked by openid-client; a missing
   * email is looked up at the userinfo endpoint.
   */
  async completeAuthorization(callbackParams: URLSearchParams, checks: AuthorizationChecks): Promise<OidcClaims> {
    const { config } = await this.#discover();
    // openid-client sends the current URL without its query as redirect_uri: it must be the
    // registered one, whatever host or proxy the request came through.
    const currentUrl = new URL(checks.redirectUri);
    currentUrl.search = callbackParams.toString();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        expectedState: checks.state,
        idTokenExpected: true,
        ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
        ...(checks.codeVerifier ? { pkceCodeVerifier: checks.codeVerifier } : {}),
      });
    } catch (err) {
      if (err instanceof oidc.AuthorizationResponseError) throw new AuthorizationDeclinedError(err.error);
      throw err;
    }
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider returned no ID token');
    const result: OidcClaims = { ...claims };
    if (result.email === undefined && config.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      for (const key of ['email', 'email_verified', 'name', 'picture'] as const) {
        if (result[key] === undefined && info[key] !== undefined) result[key] = info[key];
      }
    }
    return result;
  }

  /**
   * An ID token the browser obtained from the provider (POST /social-login): the signature
   * against the issuer's published keys, `iss`, `aud` (this client), `exp`/`nbf`, and `azp`
   * when the token names several audiences.
   */
  async verifyIdToken(idToken: string): Promise<OidcClaims> {
    const { config, jwks } = await this.#discover();
    const metadataIssuer = config.serverMetadata().issuer;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        audience: this.settings.clientId,
        clockTolerance: 30,
      }));
    } catch (error) {
      throw new InvalidIdTokenError('ID token does not verify', { cause: error });
    }
    if (payload.iss !== expectedIssuer(metadataIssuer, payload)) throw new InvalidIdTokenError('ID token issuer does not match');
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new InvalidIdTokenError('ID token has no subject');
    if (payload.exp === undefined) throw new InvalidIdTokenError('ID token has no expiry');
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload['azp'] !== this.settings.clientId) {
      throw new InvalidIdTokenError('ID token was issued to another party');
    }
    return { ...payload, sub: payload.sub };
  }
}
