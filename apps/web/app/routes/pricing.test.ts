import { fail, ok } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { unwrap } from '~/lib/loader.test-support';
import { action, loader } from './pricing';

type Answer = { status: number; body: unknown };

const product = {
  id: 'premium-yearly',
  kind: 'premium',
  name: 'Premium yearly',
  description: 'Everything in Premium for a year',
  region: 'us',
  currency: 'USD',
  amount: 14_900,
  taxAmount: 0,
  taxLabel: null,
  interval: 'year',
  credits: null,
  features: ['No daily search limit'],
  highlight: true,
};
const showcase = {
  region: 'us',
  currency: 'USD',
  providers: ['stripe'],
  testMode: true,
  premiumFeatures: ['No daily search limit'],
  products: [product],
  enterprise: { contactEmail: 'founders@paysight.app', features: ['Peer benchmarking'] },
};
const member = { id: 'u1', name: 'Asa', email: 'asa@infosys.com', role: 'user', premium: false } as SessionUser;

/** A load context whose in-process API answers each call by its path. */
function routingContext(answers: Record<string, Answer>, user: SessionUser | null = null) {
  const json = (a: Answer) => new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  const apiFetch = vi.fn(async (path: string, _init?: RequestInit) => {
    const key = Object.keys(answers).find((prefix) => path.startsWith(prefix));
    return json(key ? answers[key]! : { status: 404, body: fail(404, 'No API route') });
  });
  const ctx = { cspNonce: '', user, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}

const post = (fields: Record<string, string>) => {
  const body = new URLSearchParams(fields);
  return new Request('http://x/pricing', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
};
const thrown = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as Response,
  );

describe('/pricing loader', () => {
  it('asks the catalogue for the URL’s region and keeps a safe return page only', async () => {
    const { ctx, apiFetch } = routingContext({ '/pricing/showcase': { status: 200, body: ok(showcase) } });
    const result = unwrap(
      await loader({ request: new Request('http://x/pricing?region=us&returnUrl=%2F%2Fevil.example'), context: ctx, params: {} } as never),
    );
    expect(apiFetch.mock.calls.map((c) => c[0])).toEqual(['/pricing/showcase?region=us']);
    expect(result.body).toMatchObject({ region: 'us', returnUrl: null, signedIn: false, hasPremium: false });
  });
});

describe('/pricing action', () => {
  it('sends a visitor to sign in first, coming back to the same pricing page', async () => {
    const { ctx, apiFetch } = routingContext({});
    const response = await thrown(
      action({ request: post({ product: 'premium-yearly', region: 'us', returnUrl: '/offers' }), context: ctx, params: {} } as never),
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe(`/auth/login?returnUrl=${encodeURIComponent('/pricing?region=us&returnUrl=%2Foffers')}`);
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('opens the order, then the chosen provider’s checkout, and sends the browser there', async () => {
    const { ctx, apiFetch } = routingContext(
      {
        '/cart/checkout': {
          status: 200,
          body: ok({ orderId: 'o-1', status: 'pending', product, returnUrl: '/offers', providers: ['stripe'], testMode: true }),
        },
        '/pg/stripe/session': {
          status: 200,
          body: ok({ mode: 'redirect', provider: 'sandbox', sessionId: 'sbx_abcdefghijk', url: '/checkout/test/sbx_abcdefghijk' }),
        },
      },
      member,
    );
    const response = await thrown(
      action({
        request: post({ product: 'premium-yearly', region: 'us', returnUrl: '/offers', provider: 'stripe' }),
        context: ctx,
        params: {},
      } as never),
    );
    expect(response?.headers.get('location')).toBe('/checkout/test/sbx_abcdefghijk');
    expect(apiFetch.mock.calls.map((c) => c[0])).toEqual(['/cart/checkout', '/pg/stripe/session']);
    expect(JSON.parse(String((apiFetch.mock.calls[0]![1] as RequestInit).body))).toEqual({
      product: 'premium-yearly',
      region: 'us',
      returnUrl: '/offers',
    });
  });

  it('shows the server’s refusal on the page', async () => {
    const { ctx } = routingContext(
      { '/cart/checkout': { status: 400, body: fail(400, 'product must be a product id from GET /pricing/showcase') } },
      member,
    );
    const result = unwrap(await action({ request: post({ product: 'nope', region: 'us' }), context: ctx, params: {} } as never));
    expect(result).toEqual({ status: 400, body: { ok: false, message: 'product must be a product id from GET /pricing/showcase' } });
  });
});
