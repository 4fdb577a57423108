import { enterpriseOrgs, identities, users, workspaceMembers } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { OAuth2Issuer, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, describeWithDb, type TestApp } from './helpers.js';

/**
 * Social and single-sign-on sign-in against one mock OpenID Connect provider per provider name:
 * the whole authorization code flow (app → provider → app → web screen → hand-off exchange),
 * and ID tokens posted to /social-login.
 */

type Name = 'google' | 'linkedin' | 'microsoft';
const NAMES: Name[] = ['google', 'linkedin', 'microsoft'];
const clientId = (name: Name) => `${name}-client-id`;
const ORIGIN = 'http://paysight.test';

/** The next ID token each mock signs gets these claims (sub, email, email_verified, hd...). */
const claimsFor: Record<Name, Record<string, unknown>> = { google: {}, linkedin: {}, microsoft: {} };
const servers = {} as Record<Name, OAuth2Server>;

async function startMock(name: Name) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, 'localhost');
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claimsFor[name]);
  });
  // The userinfo answer names the same subject as the ID token, and no email.
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = { sub: claimsFor[name]['sub'] ?? 'johndoe' };
  });
  servers[name] = server;
}

const cookieNamed = (setCookie: string | string[] | undefined, name: string) => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${name}=`));
};

describeWithDb('social and single-sign-on sign-in (OpenID Connect)', () => {
  let t: TestApp;

  beforeAll(async () => {
    for (const name of NAMES) await startMock(name);
    const env: Record<string, string> = {};
    for (const name of NAMES) {
      const key = name.toUpperCase();
      env[`${key}_ISSUER`] = servers[name].issuer.url ?? '';
      env[`${key}_CLIENT_ID`] = clientId(name);
      env[`${key}_CLIENT_SECRET`] = `${name}-client-secret`;
    }
    t = await createTestApp({ seed: false, env });
    const expiresAt = new Date(Date.now() + 365 * 86_400_000);
    await t.database.db.insert(enterpriseOrgs).values([
      { name: 'Acme', domains: ['acme.example'], ssoProvider: 'microsoft', region: 'us', expiresAt },
      { name: 'Globex', domains: ['globex.example'], ssoProvider: 'google', region: 'in', expiresAt },
    ]);
  });

  afterAll(async () => {
    await t?.close();
    for (const name of NAMES) await servers[name]?.stop();
  });

  beforeEach(() => {
    for (const name of NAMES) claimsFor[name] = {};
  });

  /** GET the start path; follow the mock's authorize redirect; return the callback request to make. */
  async function authorize(path: string) {
    const start = await t.app.inject(path);
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(String(start.headers.location));
    const setCookie = cookieNamed(start.headers['set-cookie'], 'oidc_state');
    expect(setCookie).toBeDefined();
    const cookie = (setCookie ?? '').split(';')[0] ?? '';
    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location') ?? '');
    return { start, setCookie: setCookie ?? '', cookie, authorizeUrl, back };
  }

  /** The whole flow; returns the app's final redirect (to the web callback screen). */
  async function signInVia(path: string, claims: Record<string, unknown>) {
    const provider = path.split('/')[4]?.split('?')[0] as Name;
    claimsFor[provider] = claims;
    const { back, cookie } = await authorize(path);
    const callback = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
    expect(callback.statusCode).toBe(302);
    const location = String(callback.headers.location);
    return { location, url: new URL(location, ORIGIN), callback };
  }

  /** The web screen's part: exchange the hand-off token, then ask who is signed in. */
  async function exchange(url: URL) {
    const token = url.searchParams.get('token');
    expect(token).toBeTruthy();
    const res = await t.app.inject(`/api/v1/tyler-login?token=${encodeURIComponent(token ?? '')}`);
    expect(res.statusCode).toBe(200);
    const session = res.json().data.token as string;
    const me = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${session}` } });
    expect(me.statusCode).toBe(200);
    return me.json().data;
  }

  describe('regular sign-in (/login/{provider})', () => {
    it('google: code flow with state, nonce and PKCE, then the web screen with a hand-off token and next', async () => {
      const { authorizeUrl, setCookie } = await authorize('/api/v1/login/google?next=/offers');
      expect(`${authorizeUrl.origin}`).toBe(new URL(servers.google.issuer.url ?? '').origin);
      const q = authorizeUrl.searchParams;
      expect(q.get('state')).toBeTruthy();
      expect(q.get('nonce')).toBeTruthy();
      expect(q.get('code_challenge')).toBeTruthy();
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('response_type')).toBe('code');
      expect(q.get('client_id')).toBe('google-client-id');
      expect(q.get('redirect_uri')).toBe(`${ORIGIN}/api/v1/login/google/callback`);
      expect(q.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Max-Age=600/i);
      // The state, nonce and verifier are not readable from the cookie without its signature being checked.
      expect(setCookie).toMatch(/^oidc_state=[^;]+\.[^;]+;/);

      const { location, url } = await signInVia('/api/v1/login/google?next=/offers', {
        sub: 'google-asha',
        email: 'Asha.Rao@Infosys.com',
        email_verified: true,
        name: 'Asha Rao',
        picture: 'https://example.com/asha.png',
      });
      expect(url.pathname).toBe('/auth/callback/google');
      expect(location).toContain('next=%2Foffers');
      expect(url.searchParams.get('next')).toBe('/offers');
      const me = await exchange(url);
      expect(me).toMatchObject({ email: 'asha.rao@infosys.com', name: 'Asha Rao', role: 'user', avatar: 'https://example.com/asha.png' });

      const [identity] = await t.database.db.select().from(identities).where(eq(identities.subject, 'google-asha'));
      expect(identity).toMatchObject({ provider: 'google', userId: me.id });
    });

    it('finds the member again by the linked provider account, even after the address changed there', async () => {
      const first = await signInVia('/api/v1/login/google', { sub: 'google-ravi', email: 'ravi@tcs.com', email_verified: true });
      const before = await exchange(first.url);
      const again = await signInVia('/api/v1/login/google', { sub: 'google-ravi', email: 'ravi.k@tcs.com', email_verified: true });
      const after = await exchange(again.url);
      expect(after.id).toBe(before.id);
      expect(after.email).toBe('ravi@tcs.com');
      expect(again.url.searchParams.get('next')).toBe('/');
    });

    it('links a provider account to an existing member with that address and drops an unverified password', async () => {
      const [existing] = await t.database.db
        .insert(users)
        .values({ email: 'meera@wipro.com', passwordHash: 'argon2-of-someone-else' })
        .returning();
      const { url } = await signInVia('/api/v1/login/google', { sub: 'google-meera', email: 'meera@wipro.com', email_verified: true });
      const me = await exchange(url);
      expect(me.id).toBe(existing?.id);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'meera@wipro.com'));
      expect(row?.emailVerifiedAt).not.toBeNull();
      expect(row?.passwordHash).toBeNull();
    });

    it('linkedin: state only (LinkedIn refuses PKCE for web apps and ignores nonce)', async () => {
      const { authorizeUrl } = await authorize('/api/v1/login/linkedin?next=/salaries');
      expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
      expect(authorizeUrl.searchParams.get('code_challenge')).toBeNull();
      expect(authorizeUrl.searchParams.get('nonce')).toBeNull();

      const { url } = await signInVia('/api/v1/login/linkedin?next=/salaries', {
        sub: 'li-kabir',
        email: 'kabir@zoho-corp.example',
        email_verified: true,
        given_name: 'Kabir',
        family_name: 'Shah',
      });
      expect(url.pathname).toBe('/auth/callback/linkedin');
      expect(url.searchParams.get('next')).toBe('/salaries');
      expect(await exchange(url)).toMatchObject({ email: 'kabir@zoho-corp.example', name: 'Kabir Shah', role: 'user' });
    });

    it('refuses free webmail like magic links do: error=work-email', async () => {
      const { url } = await signInVia('/api/v1/login/google?next=/offers', {
        sub: 'g-gmail',
        email: 'someone@gmail.com',
        email_verified: true,
      });
      expect(url.pathname).toBe('/auth/callback/google');
      expect(url.searchParams.get('error')).toBe('work-email');
      expect(url.searchParams.get('next')).toBe('/offers');
      expect(url.searchParams.get('token')).toBeNull();
    });

    it('no email in the ID token nor at userinfo: error=no-email', async () => {
      const { url } = await signInVia('/api/v1/login/google?next=/offers', { sub: 'g-noemail' });
      expect(url.searchParams.get('error')).toBe('no-email');
      expect(url.searchParams.get('next')).toBe('/offers');
    });

    it('email_verified=false: error=no-email', async () => {
      const { url } = await signInVia('/api/v1/login/linkedin', { sub: 'li-unverified', email: 'x@infosys.com', email_verified: false });
      expect(url.pathname).toBe('/auth/callback/linkedin');
      expect(url.searchParams.get('error')).toBe('no-email');
    });

    it('keeps next to same-site paths', async () => {
      const { url } = await signInVia(`/api/v1/login/google?next=${encodeURIComponent('//evil.example/x')}`, {
        sub: 'g-next',
        email: 'next@infosys.com',
        email_verified: true,
      });
      expect(url.searchParams.get('next')).toBe('/');
    });
  });

  describe('enterprise single sign-on (/saas-login/{provider})', () => {
    it('microsoft: a member of an organisation that signs in with Microsoft becomes an enterprise member', async () => {
      const { url } = await signInVia('/api/v1/saas-login/microsoft?next=/peers', {
        sub: 'ms-lee',
        tid: '00000000-0000-0000-0000-000000000001',
        email: 'lee@acme.example',
        xms_edov: true,
        name: 'Lee',
      });
      expect(url.pathname).toBe('/auth/callback/microsoft');
      expect(url.searchParams.get('next')).toBe('/peers');
      const me = await exchange(url);
      expect(me).toMatchObject({ email: 'lee@acme.example', role: 'enterprise', enterpriseConfig: { region: 'us' } });
      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'lee@acme.example'));
      const [org] = await t.database.db.select().from(enterpriseOrgs).where(eq(enterpriseOrgs.name, 'Acme'));
      expect(row?.enterpriseOrgId).toBe(org?.id);
    });

    it('microsoft: an address whose domain ownership Entra did not verify is refused (nOAuth)', async () => {
      const { url } = await signInVia('/api/v1/saas-login/microsoft', { sub: 'ms-spoof', email: 'ceo@acme.example' });
      expect(url.searchParams.get('error')).toBe('no-email');
    });

    it('google: a Workspace account (hd) of an organisation that signs in with Google', async () => {
      const { url } = await signInVia('/api/v1/saas-login/google', {
        sub: 'g-globex',
        email: 'hank@globex.example',
        email_verified: true,
        hd: 'globex.example',
      });
      expect(await exchange(url)).toMatchObject({ email: 'hank@globex.example', role: 'enterprise', enterpriseConfig: { region: 'in' } });
    });

    it('upgrades an existing regular member of the organisation', async () => {
      await t.database.db.insert(users).values({ email: 'old@globex.example', emailVerifiedAt: new Date() });
      const { url } = await signInVia('/api/v1/saas-login/google', {
        sub: 'g-old',
        email: 'old@globex.example',
        email_verified: true,
        hd: 'globex.example',
      });
      expect(await exchange(url)).toMatchObject({ email: 'old@globex.example', role: 'enterprise' });
    });

    it('a member a workspace admin removed: not-enterprise, until added back', async () => {
      const [org] = await t.database.db.select().from(enterpriseOrgs).where(eq(enterpriseOrgs.name, 'Globex'));
      await t.database.db
        .insert(workspaceMembers)
        .values({ orgId: org!.id, email: 'gone@globex.example', role: 'viewer', removedAt: new Date() });
      const claims = { sub: 'g-gone', email: 'gone@globex.example', email_verified: true, hd: 'globex.example' };
      expect((await signInVia('/api/v1/saas-login/google', claims)).url.searchParams.get('error')).toBe('not-enterprise');
      await t.database.db.update(workspaceMembers).set({ removedAt: null }).where(eq(workspaceMembers.email, 'gone@globex.example'));
      expect(await exchange((await signInVia('/api/v1/saas-login/google', claims)).url)).toMatchObject({ role: 'enterprise' });
    });

    it('a domain that is no organisation’s: error=not-enterprise', async () => {
      const { url } = await signInVia('/api/v1/saas-login/google?next=/peers', {
        sub: 'g-nobody',
        email: 'pat@initech.example',
        email_verified: true,
        hd: 'initech.example',
      });
      expect(url.pathname).toBe('/auth/callback/google');
      expect(url.searchParams.get('error')).toBe('not-enterprise');
      expect(url.searchParams.get('next')).toBe('/peers');
    });

    it('the organisation signs in with another provider, or the Google account is not its Workspace’s: not-enterprise', async () => {
      const other = await signInVia('/api/v1/saas-login/google', {
        sub: 'g-acme',
        email: 'kim@acme.example',
        email_verified: true,
        hd: 'acme.example',
      });
      expect(other.url.searchParams.get('error')).toBe('not-enterprise');
      const consumer = await signInVia('/api/v1/saas-login/google', {
        sub: 'g-consumer',
        email: 'sam@globex.example',
        email_verified: true,
      });
      expect(consumer.url.searchParams.get('error')).toBe('not-enterprise');
    });

    it('with single sign-on configured, enterprise sign-in offers the providers and no emailed link', async () => {
      const options = (await t.app.inject('/api/v1/auth?role=enterprise')).json().data;
      expect(options.magicLink).toBe(false);
      expect(options.providers.map((p: { provider: string }) => p.provider)).toEqual(['google', 'microsoft']);
    });
  });

  describe('refusals', () => {
    it('unknown or not offered providers: 404 "Login provider not found"', async () => {
      for (const path of [
        '/api/v1/login/facebook',
        '/api/v1/login/microsoft',
        '/api/v1/saas-login/linkedin',
        '/api/v1/saas-login/facebook',
        '/api/v1/login/facebook/callback',
      ]) {
        const res = await t.app.inject(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: 'Login provider not found', statusCode: 404 });
      }
    });

    it('a callback without the state cookie: 401 "Not logged in"', async () => {
      const res = await t.app.inject('/api/v1/login/google/callback?code=abc&state=xyz');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Not logged in' });
    });

    it('a tampered state cookie, or one for another provider: 401 "Not logged in"', async () => {
      claimsFor.google = { sub: 'g-tamper', email: 'tamper@infosys.com', email_verified: true };
      const { back, cookie } = await authorize('/api/v1/login/google');
      const [name, value = ''] = cookie.split('=');
      const decoded = JSON.parse(Buffer.from(value.split('.')[0] ?? '', 'base64url').toString('utf8'));
      const forged = Buffer.from(JSON.stringify({ ...decoded, next: '/admin' })).toString('base64url');
      const tampered = await t.app.inject({
        url: `${back.pathname}${back.search}`,
        headers: { cookie: `${name}=${forged}.${value.split('.')[1]}` },
      });
      expect(tampered.statusCode).toBe(401);
      expect(tampered.json().message).toBe('Not logged in');

      const elsewhere = await t.app.inject({ url: `/api/v1/login/linkedin/callback${back.search}`, headers: { cookie } });
      expect(elsewhere.statusCode).toBe(401);
    });

    it('a state that does not match the cookie: error=failed, and the cookie is spent', async () => {
      claimsFor.google = { sub: 'g-state', email: 'state@infosys.com', email_verified: true };
      const { back, cookie } = await authorize('/api/v1/login/google?next=/offers');
      back.searchParams.set('state', 'not-the-state');
      const res = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
      expect(res.statusCode).toBe(302);
      const url = new URL(String(res.headers.location), ORIGIN);
      expect(url.pathname).toBe('/auth/callback/google');
      expect(url.searchParams.get('error')).toBe('failed');
      expect(url.searchParams.get('next')).toBe('/offers');
      expect(cookieNamed(res.headers['set-cookie'], 'oidc_state')).toMatch(/Expires=Thu, 01 Jan 1970/);
    });

    it('the provider reports an error (the member cancelled): error=failed', async () => {
      const { back, cookie } = await authorize('/api/v1/login/linkedin');
      const state = back.searchParams.get('state') ?? '';
      const res = await t.app.inject({ url: `/api/v1/login/linkedin/callback?error=access_denied&state=${state}`, headers: { cookie } });
      expect(new URL(String(res.headers.location), ORIGIN).searchParams.get('error')).toBe('failed');
    });

    it('an ID token with another nonce is refused: error=failed', async () => {
      const { url } = await signInVia('/api/v1/login/google', {
        sub: 'g-nonce',
        email: 'nonce@infosys.com',
        email_verified: true,
        nonce: 'replayed-nonce',
      });
      expect(url.searchParams.get('error')).toBe('failed');
    });

    it('a code used twice is refused', async () => {
      claimsFor.google = { sub: 'g-replay', email: 'replay@infosys.com', email_verified: true };
      const { back, cookie } = await authorize('/api/v1/login/google');
      const first = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
      expect(new URL(String(first.headers.location), ORIGIN).searchParams.get('token')).toBeTruthy();
      const second = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
      expect(new URL(String(second.headers.location), ORIGIN).searchParams.get('error')).toBe('failed');
    });
  });

  describe('POST /social-login (ID token obtained by the client)', () => {
    const idToken = (issuer: OAuth2Issuer, claims: Record<string, unknown>, expiresIn = 3600) =>
      issuer.buildToken({ expiresIn, scopesOrTransform: (_header, payload) => Object.assign(payload, claims) });
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/social-login', payload });
    const good = { sub: 'g-post', aud: 'google-client-id', email: 'post@infosys.com', email_verified: true };

    it('verifies the token against the provider and signs in', async () => {
      const token = await idToken(servers.google.issuer, good);
      const res = await post({ token, email: 'post@infosys.com', id: 'g-post', provider: 'google' });
      expect(res.statusCode).toBe(200);
      const session = res.json().data.token as string;
      expect(cookieNamed(res.headers['set-cookie'], 'tyler')).toMatch(/HttpOnly/i);
      const me = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Bearer ${session}` } });
      expect(me.json().data).toMatchObject({ email: 'post@infosys.com', role: 'user' });
    });

    it('refuses a token signed by another key', async () => {
      const rogue = new OAuth2Issuer();
      rogue.url = servers.google.issuer.url;
      await rogue.keys.generate('RS256');
      const res = await post({ token: await idToken(rogue, good), email: 'post@infosys.com', id: 'g-post', provider: 'google' });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    });

    it('refuses another audience, another issuer and an expired token', async () => {
      const wrongAud = await idToken(servers.google.issuer, { ...good, aud: 'someone-else' });
      expect((await post({ token: wrongAud, email: good.email, id: 'g-post', provider: 'google' })).statusCode).toBe(401);
      const linkedinToken = await idToken(servers.linkedin.issuer, good);
      expect((await post({ token: linkedinToken, email: good.email, id: 'g-post', provider: 'google' })).statusCode).toBe(401);
      const expired = await idToken(servers.google.issuer, good, -120);
      expect((await post({ token: expired, email: good.email, id: 'g-post', provider: 'google' })).statusCode).toBe(401);
    });

    it('uses the token’s email, never the posted one', async () => {
      const token = await idToken(servers.google.issuer, good);
      const res = await post({ token, email: 'victim@infosys.com', id: 'g-post', provider: 'google' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/does not match/);
    });

    it('an unverified address gets the catalogue message', async () => {
      const token = await idToken(servers.google.issuer, { ...good, email_verified: false });
      const res = await post({ token, email: good.email, id: 'g-post', provider: 'google' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please verify the email on your Google account or try another login');
    });
  });
});

describeWithDb('social sign-in configuration', () => {
  let t: TestApp;

  beforeAll(async () => {
    // LinkedIn points at an issuer nothing listens on; Google is not configured at all.
    t = await createTestApp({
      seed: false,
      env: { LINKEDIN_ISSUER: 'http://127.0.0.1:9/', LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' },
    });
  });
  afterAll(() => t?.close());

  it('a provider without client id and secret is not found', async () => {
    const res = await t.app.inject('/api/v1/login/google');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Login provider not found');
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/social-login',
      payload: { token: 'x'.repeat(40), email: 'a@b.example', id: '1', provider: 'google' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('an unreachable provider sends the browser back to the screen with error=failed', async () => {
    const res = await t.app.inject('/api/v1/login/linkedin?next=/offers');
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location), ORIGIN);
    expect(url.pathname).toBe('/auth/callback/linkedin');
    expect(url.searchParams.get('error')).toBe('failed');
    expect(url.searchParams.get('next')).toBe('/offers');
  });
});
