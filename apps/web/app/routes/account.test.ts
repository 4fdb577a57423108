import { fail, ok, type SessionUser } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { formActionOf, loaderOf, member, thrown, unwrap } from '~/lib/loader.test-support';
import { action, loader } from './account';

const user = member();

const session = (over: Record<string, unknown>) => ({
  id: 1,
  userAgent: null,
  ip: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-22T09:30:00.000Z',
  expiresAt: '2026-12-20T08:00:00.000Z',
  current: false,
  ...over,
});

const subscription = {
  id: '6f1c2a8e-1111-4222-8333-944455556666',
  product: 'premium-yearly',
  productName: 'Premium yearly',
  provider: 'sandbox',
  status: 'active',
  interval: 'year',
  amount: 399_900,
  currency: 'INR',
  currentPeriodEnd: '2027-11-24T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  createdAt: '2026-11-24T10:00:00.000Z',
};

/** A member with nothing bought: the billing sections' calls answer empty. */
const NOTHING_BOUGHT = {
  'GET /profile/subscriptions': { status: 200, body: ok({ subscriptions: [], premiumUntil: null }) },
  'GET /profile/receipts': { status: 200, body: ok({ receipts: [] }) },
  'GET /profile/credits?page=1': { status: 200, body: ok({ balance: 0, entries: [], page: 1, totalPages: 1 }) },
};

/** A load context whose in-process API answers each `METHOD /path` from `answers` (404 otherwise). */
function apiContext(answers: Record<string, { status: number; body: unknown }>, who: SessionUser | null = user) {
  const all: Record<string, { status: number; body: unknown }> = { ...NOTHING_BOUGHT, ...answers };
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
    const answer = all[`${init?.method ?? 'GET'} ${path}`] ?? { status: 404, body: fail(404, `No API route ${path}`) };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const ctx = { cspNonce: '', user: who, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}

const load = loaderOf(loader);
const post = formActionOf(action, 'http://x/account');

describe('/account loader', () => {
  it('sends a guest to sign in, coming back to the page', async () => {
    const { ctx, apiFetch } = apiContext({}, null);
    const response = await thrown(load('http://x/account?emailChange=done', ctx));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/login?returnUrl=%2Faccount%3FemailChange%3Ddone');
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('shows the email, the sessions with a readable device, the extension keys and the email-change outcome', async () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const { ctx, apiFetch } = apiContext({
      'GET /account/sessions': {
        status: 200,
        body: ok({ sessions: [session({ id: 7, userAgent: chrome, current: true }), session({ id: 3, ip: '203.0.113.7' })] }),
      },
      'GET /account/extension-keys': {
        status: 200,
        body: ok({ keys: [{ prefix: 'psk_AbCd1234', createdAt: '2026-11-01T00:00:00.000Z' }] }),
      },
    });
    const result = unwrap(await load('http://x/account?emailChange=done', ctx));
    expect(apiFetch.mock.calls.map((c) => c[0]).sort()).toEqual([
      '/account/extension-keys',
      '/account/sessions',
      '/profile/credits?page=1',
      '/profile/receipts',
      '/profile/subscriptions',
    ]);
    expect(result.body).toMatchObject({
      email: 'asha@infosys.com',
      notice: { color: 'green', text: 'Your sign-in email is now asha@infosys.com.' },
      sessions: [
        { id: 7, device: 'Chrome on Windows', current: true },
        { id: 3, device: 'Unknown device', ip: '203.0.113.7', current: false },
      ],
      keys: [{ prefix: 'psk_AbCd1234' }],
    });
  });

  it('still shows the page when the keys cannot be read, with no notice for an unknown outcome', async () => {
    const { ctx } = apiContext({ 'GET /account/sessions': { status: 200, body: ok({ sessions: [session({ current: true })] }) } });
    expect(unwrap(await load('http://x/account?emailChange=whatever', ctx)).body).toMatchObject({ notice: null, keys: [] });
  });

  it('shows the plan, credits and receipts', async () => {
    const receipt = {
      id: 42,
      number: 'PS-2026-000042',
      description: 'Premium yearly',
      amount: 399_900,
      taxAmount: 61_002,
      taxLabel: 'GST 18% (included)',
      currency: 'INR',
      provider: 'sandbox',
      providerReference: 'pay_sbx_1',
      paidAt: '2026-11-24T10:00:00.000Z',
      refundedAt: null,
    };
    const { ctx } = apiContext({
      'GET /account/sessions': { status: 200, body: ok({ sessions: [session({ current: true })] }) },
      'GET /profile/subscriptions': {
        status: 200,
        body: ok({ subscriptions: [subscription], premiumUntil: subscription.currentPeriodEnd }),
      },
      'GET /profile/receipts': { status: 200, body: ok({ receipts: [receipt] }) },
      'GET /profile/credits?page=1': {
        status: 200,
        body: ok({
          balance: 50,
          entries: [{ delta: 50, balanceAfter: 50, reason: 'purchase', reference: 'o1', createdAt: receipt.paidAt }],
          page: 1,
          totalPages: 1,
        }),
      },
    });
    expect(unwrap(await load('http://x/account', ctx)).body).toMatchObject({
      billing: {
        subscriptions: [{ productName: 'Premium yearly' }],
        premiumUntil: subscription.currentPeriodEnd,
        receipts: [receipt],
        credits: { balance: 50 },
      },
    });
  });
});

describe('/account action', () => {
  it('cancels a subscription’s renewal and says until when premium runs', async () => {
    const { ctx, apiFetch } = apiContext({
      'POST /profile/subscriptions/cancel': { status: 200, body: ok({ ...subscription, status: 'cancelling', cancelAtPeriodEnd: true }) },
    });
    const result = unwrap(
      await post({ intent: 'cancel-subscription', subscriptionId: subscription.id, pgId: 'sandbox', product: 'premium-yearly' }, ctx),
    );
    expect(JSON.parse(String((apiFetch.mock.calls[0]![1] as RequestInit).body))).toEqual({
      subscriptionId: subscription.id,
      pgId: 'sandbox',
      product: 'premium-yearly',
    });
    expect(result.body).toMatchObject({
      ok: true,
      message: 'Cancelled: Premium yearly stops renewing. Premium runs until 24 Nov 2027, then stops.',
    });
  });

  it('asks for an email change and says where the link went', async () => {
    const { ctx, apiFetch } = apiContext({
      'POST /profile/email': { status: 200, body: ok({ sent: true, email: 'asha@tcs.com' }) },
    });
    const result = unwrap(await post({ intent: 'change-email', email: ' Asha@TCS.com ' }, ctx));
    expect(JSON.parse(apiFetch.mock.calls[0]![1]!.body as string)).toEqual({ email: 'Asha@TCS.com' });
    expect(result).toMatchObject({ status: 200, body: { intent: 'change-email', ok: true } });
    expect((result.body as { message: string }).message).toContain('asha@tcs.com');
  });

  it('keeps what was typed and the API’s reason, with its status, when the change is refused', async () => {
    const message = 'Another account already uses this email. Sign in with it, or choose another address.';
    const { ctx } = apiContext({ 'POST /profile/email': { status: 409, body: fail(409, message) } });
    expect(unwrap(await post({ intent: 'change-email', email: 'bo@infosys.com' }, ctx))).toEqual({
      status: 409,
      body: { intent: 'change-email', ok: false, message, typed: 'bo@infosys.com' },
    });
  });

  it('signs out everywhere else, or one session by id', async () => {
    const { ctx, apiFetch } = apiContext({
      'POST /account/sessions/revoke-others': { status: 200, body: ok({ revoked: 2 }) },
      'POST /account/sessions/12/revoke': { status: 200, body: ok({ revoked: true, current: false }) },
    });
    expect(unwrap(await post({ intent: 'revoke-others' }, ctx)).body).toMatchObject({
      ok: true,
      message: 'Signed out of 2 other sessions.',
    });
    expect(unwrap(await post({ intent: 'revoke-session', id: '12' }, ctx)).body).toMatchObject({ ok: true, intent: 'revoke-session' });
    expect(apiFetch.mock.calls.map((c) => c[0])).toEqual(['/account/sessions/revoke-others', '/account/sessions/12/revoke']);
  });

  it('creates an extension key (shown once) and revokes one by prefix', async () => {
    const { ctx, apiFetch } = apiContext({
      'GET /auth/lucious': { status: 200, body: ok({ key: `psk_${'a'.repeat(43)}`, prefix: 'psk_aaaaaaaa' }) },
      'POST /account/extension-keys/revoke': { status: 200, body: ok({ revoked: 1 }) },
    });
    expect(unwrap(await post({ intent: 'create-key' }, ctx)).body).toMatchObject({ ok: true, key: `psk_${'a'.repeat(43)}` });
    expect(unwrap(await post({ intent: 'revoke-key', prefix: 'psk_aaaaaaaa' }, ctx)).body).toMatchObject({ ok: true });
    expect(JSON.parse(apiFetch.mock.calls[1]![1]!.body as string)).toEqual({ prefix: 'psk_aaaaaaaa' });
  });

  it('deletes the account once the email is typed, then signs the browser out; a wrong email is refused', async () => {
    const { ctx, apiFetch } = apiContext({ 'POST /profile/actions': { status: 200, body: ok({ deleted: true }) } });
    const response = await thrown(post({ intent: 'delete-account', confirmEmail: 'asha@infosys.com' }, ctx));
    expect(response.headers.get('location')).toBe('/auth/logout?next=%2F');
    expect(JSON.parse(apiFetch.mock.calls[0]![1]!.body as string)).toEqual({ action: 'delete', confirmEmail: 'asha@infosys.com' });

    const refused = apiContext({
      'POST /profile/actions': { status: 400, body: fail(400, 'confirmEmail: type your account’s email to delete it') },
    });
    expect(unwrap(await post({ intent: 'delete-account', confirmEmail: 'nope' }, refused.ctx))).toMatchObject({
      status: 400,
      body: { ok: false, typed: 'nope' },
    });
  });

  it('refuses an unknown intent, and a guest', async () => {
    expect(unwrap(await post({ intent: 'launch' }, apiContext({}).ctx))).toMatchObject({
      status: 400,
      body: { message: 'Unknown action' },
    });
    expect((await thrown(post({ intent: 'revoke-others' }, apiContext({}, null).ctx))).status).toBe(302);
  });
});
