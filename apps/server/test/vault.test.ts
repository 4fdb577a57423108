import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vaultAccounts, vaultItems, vaultMfaChallenges } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createSealer } from '../src/lib/vault-crypto.js';
import { createPlaidProvider, PLAID_MESSAGES } from '../src/providers/banking/plaid.provider.js';
import { SANDBOX_MESSAGES } from '../src/providers/banking/sandbox.provider.js';
import { callApi, expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp, withTestApp, type TestApp } from './helpers.js';
import { memberMaker } from './users.js';

const TEST_KEY = Buffer.alloc(32, 7).toString('base64');
const SANDBOX_LOGIN = { username: 'user_good', password: 'pass_good' };

describe('sealed tokens', () => {
  it('opens what it sealed, never shows it in clear, and refuses a changed or foreign ciphertext', () => {
    const sealer = createSealer(Buffer.from(TEST_KEY, 'base64'));
    const sealed = sealer.seal('access-sandbox-secret');
    expect(sealed).not.toContain('access-sandbox-secret');
    expect(sealer.seal('access-sandbox-secret')).not.toBe(sealed);
    expect(sealer.open(sealed)).toBe('access-sandbox-secret');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => sealer.open(tampered)).toThrow();
    expect(() => createSealer(Buffer.alloc(32, 1)).open(sealed)).toThrow();
  });

  it('takes VAULT_KEY only as 32 bytes in base64, and Plaid only with both keys', () => {
    expect(() => loadConfig({ VAULT_KEY: 'short' })).toThrow(/VAULT_KEY: must be 32 bytes in base64/);
    expect(loadConfig({ VAULT_KEY: TEST_KEY }).vaultKey).toHaveLength(32);
    expect(() => loadConfig({ PLAID_CLIENT_ID: '0123456789abcdef01234567' })).toThrow(
      /PLAID_SECRET: Plaid needs all of PLAID_CLIENT_ID, PLAID_SECRET/,
    );
    expect(() => loadConfig({ PLAID_CLIENT_ID: 'not-an-id', PLAID_SECRET: '0123456789abcdef0123456789abcd' })).toThrow(/PLAID_CLIENT_ID/);
  });
});

describeWithDb('bank linking with the offline sandbox', () => {
  const clock = createClock();
  const t = useTestApp({ seed: false, now: clock.now, env: { VAULT_KEY: TEST_KEY } });
  const member = memberMaker(() => t, clock.now, 'linker', 'paysight.test');

  it('lists the sandbox banks, labelled as no real bank, one of them asking for a code', async () => {
    const { headers } = await member();
    const answer = await callApi(t.app, 'GET', '/vault/institutions', headers);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ provider: 'sandbox', label: 'Sandbox — no real bank', linkToken: null, links: [] });
    expect(answer.body.data.institutions.filter((i: { mfa: boolean }) => i.mfa)).toHaveLength(1);
    expect((await callApi(t.app, 'GET', '/vault/institutions')).status).toBe(401);
  });

  it('links a bank without a second factor, storing its token sealed, and its balances feed net worth', async () => {
    const { headers, user } = await member();
    expectStatusMessage(
      await callApi(t.app, 'POST', '/vault/link', headers, {
        institutionId: 'sandbox-us-checking',
        username: 'user_good',
        password: 'wrong',
      }),
      400,
      SANDBOX_MESSAGES.credentials,
    );
    const linked = await callApi(t.app, 'POST', '/vault/link', headers, { institutionId: 'sandbox-us-checking', ...SANDBOX_LOGIN });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({
      status: 'linked',
      link: { institutionName: 'Sandbox Checking Bank (US)', provider: 'sandbox' },
    });
    expect(linked.body.data.link.accounts).toHaveLength(3);
    expect(JSON.stringify(linked.body)).not.toMatch(/access-sandbox/);

    const [item] = await t.database.db.select().from(vaultItems).where(eq(vaultItems.userId, user.id));
    expect(item!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(item!.accessTokenEncrypted).not.toContain('access-sandbox');
    expect(createSealer(Buffer.from(TEST_KEY, 'base64')).open(item!.accessTokenEncrypted)).toMatch(/^access-sandbox-/);

    // Checking 12,480.25 + savings 30,000 in cash; the 1,240 card in liabilities.
    const worth = await callApi(t.app, 'POST', '/tools/networth', headers, { countryCode: 'us', age: 33, assets: { cash: 100 } });
    expect(worth.body.data.result).toMatchObject({
      totalAssets: 42_580,
      totalLiabilities: 1_240,
      netWorth: 41_340,
      linked: { assets: 42_480, liabilities: 1_240, accounts: 3 },
    });
    const without = await callApi(t.app, 'POST', '/tools/networth', headers, {
      countryCode: 'us',
      age: 33,
      assets: { cash: 100 },
      includeLinked: false,
    });
    expect(without.body.data.result.netWorth).toBe(100);
    // In India's currency the dollars are converted at the configured rate (84.5).
    const inInr = await callApi(t.app, 'POST', '/tools/networth', headers, { countryCode: 'in', age: 33 });
    expect(inInr.body.data.result.netWorth).toBe(Math.round(42_480.25 * 84.5) - Math.round(1_240 * 84.5));
  });

  it('links the bank that asks for a second factor only with the right code, once', async () => {
    const { headers, user } = await member();
    const asked = await callApi(t.app, 'POST', '/vault/link', headers, { institutionId: 'sandbox-us-code', ...SANDBOX_LOGIN });
    expect(asked.body.data).toMatchObject({ status: 'mfa', prompt: expect.stringContaining('code') });
    const { mfaToken } = asked.body.data;
    expect(await t.database.db.select().from(vaultItems).where(eq(vaultItems.userId, user.id))).toEqual([]);
    // The token is stored hashed.
    const [challenge] = await t.database.db.select().from(vaultMfaChallenges).where(eq(vaultMfaChallenges.userId, user.id));
    expect(challenge!.tokenHash).not.toBe(mfaToken);

    // Another member cannot use it.
    const other = await member();
    expectStatusMessage(await callApi(t.app, 'POST', '/vault/link/mfa', other.headers, { mfaToken, code: '123456' }), 400, {
      contains: 'unknown or has expired',
    });
    expectStatusMessage(await callApi(t.app, 'POST', '/vault/link/mfa', headers, { mfaToken, code: '000000' }), 400, SANDBOX_MESSAGES.code);
    const done = await callApi(t.app, 'POST', '/vault/link/mfa', headers, { mfaToken, code: '123456' });
    expect(done.body.data).toMatchObject({ status: 'linked', link: { institutionName: 'Sandbox Credit Union, asks for a code (US)' } });
    expectStatusMessage(await callApi(t.app, 'POST', '/vault/link/mfa', headers, { mfaToken, code: '123456' }), 400, {
      contains: 'unknown or has expired',
    });
    const listed = await callApi(t.app, 'GET', '/vault/institutions', headers);
    expect(listed.body.data.links.map((l: { institutionName: string }) => l.institutionName)).toEqual([
      'Sandbox Credit Union, asks for a code (US)',
    ]);
  });

  it('closes a code request after five wrong codes, and after ten minutes', async () => {
    const { headers } = await member();
    const first = (await callApi(t.app, 'POST', '/vault/link', headers, { institutionId: 'sandbox-us-code', ...SANDBOX_LOGIN })).body.data;
    for (let i = 0; i < 4; i++)
      expect((await callApi(t.app, 'POST', '/vault/link/mfa', headers, { mfaToken: first.mfaToken, code: '1' })).status).toBe(400);
    expectStatusMessage(
      await callApi(t.app, 'POST', '/vault/link/mfa', headers, { mfaToken: first.mfaToken, code: '1' }),
      400,
      'Too many wrong codes: link the bank again.',
    );
    expectStatusMessage(await callApi(t.app, 'POST', '/vault/link/mfa', headers, { mfaToken: first.mfaToken, code: '123456' }), 400, {
      contains: 'unknown or has expired',
    });
    const second = (await callApi(t.app, 'POST', '/vault/link', headers, { institutionId: 'sandbox-us-code', ...SANDBOX_LOGIN })).body.data;
    clock.advance(11);
    expectStatusMessage(await callApi(t.app, 'POST', '/vault/link/mfa', headers, { mfaToken: second.mfaToken, code: '123456' }), 400, {
      contains: 'unknown or has expired',
    });
  });

  it('removes a linked bank for its member only', async () => {
    const owner = await member();
    const other = await member();
    const { link } = (await callApi(t.app, 'POST', '/vault/link', owner.headers, { institutionId: 'sandbox-in-savings', ...SANDBOX_LOGIN }))
      .body.data;
    expect((await callApi(t.app, 'DELETE', `/vault/links/${link.id}`, other.headers)).status).toBe(404);
    expect((await callApi(t.app, 'DELETE', `/vault/links/${link.id}`, owner.headers)).body.data).toEqual({ removed: true });
    expect(await t.database.db.select().from(vaultAccounts).where(eq(vaultAccounts.itemId, link.id))).toEqual([]);
  });
});

/** A local stand-in for Plaid's HTTP API on 127.0.0.1: the official SDK makes its real requests to it. */
async function fakePlaid() {
  const requests: { path: string; body: Record<string, unknown>; headers: IncomingHttpHeaders }[] = [];
  let items = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    const path = req.url ?? '/';
    requests.push({ path, body, headers: req.headers });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.headers['plaid-client-id'] !== '0123456789abcdef01234567' || req.headers['plaid-secret'] !== '0123456789abcdef0123456789abcd')
      return send(400, {
        error_type: 'INVALID_INPUT',
        error_code: 'INVALID_API_KEYS',
        error_message: 'invalid client_id or secret provided',
      });
    switch (path) {
      case '/link/token/create':
        return send(200, { link_token: 'link-sandbox-abc', expiration: '2026-11-22T14:00:00Z', request_id: 'r1' });
      case '/item/public_token/exchange':
        if (body.public_token !== 'public-sandbox-good')
          return send(400, {
            error_type: 'INVALID_INPUT',
            error_code: 'INVALID_PUBLIC_TOKEN',
            error_message: 'provided public token is in an invalid format',
            display_message: null,
          });
        return send(200, { access_token: 'access-sandbox-plaid-secret', item_id: `item-${++items}`, request_id: 'r2' });
      case '/accounts/balance/get':
        return send(200, {
          accounts: [
            {
              account_id: 'acc-1',
              name: 'Plaid Checking',
              official_name: null,
              mask: '0000',
              type: 'depository',
              subtype: 'checking',
              balances: { available: 100, current: 110.5, iso_currency_code: 'USD', unofficial_currency_code: null, limit: null },
            },
            {
              account_id: 'acc-2',
              name: 'Plaid Credit Card',
              mask: '3333',
              type: 'credit',
              subtype: 'credit card',
              balances: { available: null, current: 410, iso_currency_code: 'USD', unofficial_currency_code: null, limit: 2000 },
            },
          ],
          item: { item_id: 'item-1', institution_id: 'ins_109508' },
          request_id: 'r3',
        });
      case '/institutions/get_by_id':
        return send(200, { institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' }, request_id: 'r4' });
      case '/item/remove':
        return send(200, { request_id: 'r5' });
      default:
        return send(404, { error_code: 'NOT_FOUND', error_message: `no fake for ${path}` });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describeWithDb('bank linking through Plaid (its SDK against a local fake of its API)', () => {
  const clock = createClock();
  let plaid: Awaited<ReturnType<typeof fakePlaid>>;
  beforeAll(async () => {
    plaid = await fakePlaid();
  });
  afterAll(() => plaid.close());
  const t = useTestApp({
    seed: false,
    now: clock.now,
    env: { VAULT_KEY: TEST_KEY },
    get banking() {
      return createPlaidProvider({
        clientId: '0123456789abcdef01234567',
        secret: '0123456789abcdef0123456789abcd',
        env: 'sandbox',
        basePath: plaid.url,
      });
    },
  });
  const member = memberMaker(() => t, clock.now, 'plaid', 'paysight.test');

  it('opens Plaid’s screen with a link token, exchanges its public token, and reads balances', async () => {
    const { headers, user } = await member();
    const institutions = await callApi(t.app, 'GET', '/vault/institutions', headers);
    expect(institutions.body.data).toMatchObject({ provider: 'plaid', label: 'Plaid', linkToken: 'link-sandbox-abc', institutions: [] });
    expect(plaid.requests.at(-1)!.body).toMatchObject({
      user: { client_user_id: user.id },
      country_codes: ['US'],
      client_name: 'Paysight',
    });

    expectStatusMessage(await callApi(t.app, 'POST', '/vault/link', headers, { publicToken: 'public-sandbox-bad' }), 400, {
      contains: 'provided public token is in an invalid format',
    });
    const linked = await callApi(t.app, 'POST', '/vault/link', headers, { publicToken: 'public-sandbox-good' });
    expect(linked.body.data).toMatchObject({
      status: 'linked',
      link: {
        institutionName: 'First Platypus Bank',
        provider: 'plaid',
        accounts: [
          { name: 'Plaid Checking', mask: '0000', type: 'depository', balance: 110.5, currency: 'USD' },
          { name: 'Plaid Credit Card', type: 'credit', balance: 410 },
        ],
      },
    });
    const [item] = await t.database.db.select().from(vaultItems).where(eq(vaultItems.userId, user.id));
    expect(item!.providerItemId).toBe('item-1');
    expect(item!.accessTokenEncrypted).not.toContain('access-sandbox-plaid-secret');
    expect(JSON.stringify(linked.body)).not.toContain('access-sandbox-plaid-secret');

    const worth = await callApi(t.app, 'POST', '/tools/networth', headers, { countryCode: 'us', age: 29 });
    expect(worth.body.data.result).toMatchObject({ totalAssets: 111, totalLiabilities: 410, netWorth: -299 });
  });

  it('says the second factor happens inside Plaid’s own screen, and refuses sandbox credentials', async () => {
    const { headers } = await member();
    expectStatusMessage(
      await callApi(t.app, 'POST', '/vault/link/mfa', headers, { mfaToken: 'x', code: '123456' }),
      400,
      PLAID_MESSAGES.mfaInPlaid,
    );
    expectStatusMessage(
      await callApi(t.app, 'POST', '/vault/link', headers, { institutionId: 'sandbox-us-code', ...SANDBOX_LOGIN }),
      400,
      PLAID_MESSAGES.credentials,
    );
  });

  it('revokes the token at Plaid when a bank is removed', async () => {
    const { headers } = await member();
    const { link } = (await callApi(t.app, 'POST', '/vault/link', headers, { publicToken: 'public-sandbox-good' })).body.data;
    expect((await callApi(t.app, 'DELETE', `/vault/links/${link.id}`, headers)).status).toBe(200);
    expect(plaid.requests.at(-1)).toMatchObject({ path: '/item/remove', body: { access_token: 'access-sandbox-plaid-secret' } });
  });
});

describeWithDb('the net-worth page’s Content-Security-Policy lets Plaid Link in only there, only with Plaid configured', () => {
  const PLAID_KEYS = { PLAID_CLIENT_ID: '0123456789abcdef01234567', PLAID_SECRET: '0123456789abcdef0123456789abcd' };
  const policyOf = async (app: TestApp['app'], url: string) => String((await app.inject(url)).headers['content-security-policy']);

  it('with Plaid: the page’s policy allows Plaid’s script, frame and API; every other answer’s does not', async () => {
    await withTestApp({ seed: false, env: { VAULT_KEY: TEST_KEY, ...PLAID_KEYS } }, async ({ app }) => {
      for (const url of ['/tools/networth', '/tools/networth?cc=us']) {
        const csp = await policyOf(app, url);
        expect(csp, url).toMatch(/script-src [^;]*https:\/\/cdn\.plaid\.com\/link\/v2\/stable\/link-initialize\.js/);
        expect(csp, url).toMatch(/frame-src https:\/\/cdn\.plaid\.com/);
        expect(csp, url).toMatch(/connect-src [^;]*https:\/\/sandbox\.plaid\.com/);
      }
      for (const url of ['/', '/referral', '/tools/networth/other', '/api/v1/health', '/robots.txt'])
        expect(await policyOf(app, url), url).not.toContain('plaid');
    });
  });

  it('with the offline sandbox: no answer’s policy names Plaid, the net-worth page’s neither', async () => {
    await withTestApp({ seed: false, env: { VAULT_KEY: TEST_KEY } }, async ({ app }) => {
      for (const url of ['/tools/networth', '/tools/networth?cc=us', '/']) expect(await policyOf(app, url), url).not.toContain('plaid');
    });
  });
});
