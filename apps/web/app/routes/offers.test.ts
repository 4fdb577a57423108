import { ok, type api } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it, vi } from 'vitest';
import { unwrap } from '~/lib/loader.test-support';
import { loader } from './offers';

const IDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

const offer = (id: string, companyName: string): api.OfferData =>
  ({
    id,
    countryCode: 'in',
    currency: 'INR',
    companyName,
    company: { name: companyName, slug: companyName.toLowerCase() },
    title: 'Software Engineer',
    titleRef: { name: 'Software Engineer', slug: 'software-engineer' },
    level: null,
    standardLevel: 3,
    location: null,
    experience: 6,
    base: 2_100_000,
    stocks: null,
    totalStocks: null,
    stockDetails: null,
    bonus: null,
    signingBonus: null,
    date: null,
    deadline: '2099-12-31',
    isCurrent: false,
    gender: null,
    total: 2_100_000,
    firstYearTotal: 2_100_000,
    sharedAs: 'published',
    createdAt: '2026-11-01T00:00:00.000Z',
  }) as api.OfferData;

/** An analysis whose base is below the slice median: the checklist asks for the 75th percentile. */
const analysis = (id: string): api.OfferAnalysis =>
  ({
    offerId: id,
    countryCode: 'in',
    currency: 'INR',
    slice: {
      parts: ['company', 'title'],
      label: 'Google · Software Engineer · India',
      company: null,
      title: null,
      standardLevel: null,
      location: null,
      count: 12,
      confidence: null,
      comparable: true,
      note: '',
    },
    components: [
      {
        key: 'base',
        label: 'Base',
        value: 2_100_000,
        market: { count: 12, p25: 2_200_000, p50: 2_500_000, p75: 2_750_000, p90: 3_000_000 },
        percentileRank: 17,
        vsMedian: -400_000,
        vsMedianPercent: -16,
      },
    ],
    vesting: null,
    inHand: null,
    assumptions: [],
  }) as unknown as api.OfferAnalysis;

type Answer = { status: number; body: unknown };
const json = (a: Answer) => new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });

/** The in-process API: the member's offers, each one's analysis, the profile and the form's suggestions. */
function offersContext(offers: api.OfferData[]) {
  const apiFetch = vi.fn(async (path: string) => {
    if (path === '/offers') return json({ status: 200, body: ok({ offers }) });
    const analysed = /^\/offers\/([0-9a-f-]+)\/analysis$/.exec(path);
    if (analysed) return json({ status: 200, body: ok(analysis(analysed[1]!)) });
    if (path === '/profile') return json({ status: 200, body: ok({ noticePeriodDays: 60 }) });
    if (path.startsWith('/suggest/')) return json({ status: 200, body: ok([]) });
    return json({ status: 404, body: { success: false, data: null, message: `No API route ${path}`, statusCode: 404 } });
  });
  const user = { id: 'u1', email: 'asa@paysight.test', role: 'member' } as unknown as SessionUser;
  const ctx = { cspNonce: '', user, sessionError: null, clientConfig: { publicUrl: 'https://paysight.test/' }, apiFetch };
  return { apiFetch, ctx: ctx as never };
}

const run = (url: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: {} } as never);
const calls = (apiFetch: ReturnType<typeof vi.fn>) => apiFetch.mock.calls.map((c) => (c[0] as string).split('?')[0]!);

describe('/offers loader', () => {
  it('fetches each compared offer’s analysis once and derives its checklist from it', async () => {
    const { ctx, apiFetch } = offersContext([offer(IDS[0]!, 'Google'), offer(IDS[1]!, 'Acme')]);
    const { body } = unwrap(await run(`http://x/offers?compare=${IDS.join(',')}`, ctx));
    const made = calls(apiFetch);
    for (const id of IDS)
      expect(
        made.filter((p) => p === `/offers/${id}/analysis`),
        id,
      ).toHaveLength(1);
    // The market analysis runs on the server once per offer: the checklist call, which runs it again, is not made.
    expect(made.filter((p) => p.includes('/negotiate-checklist'))).toEqual([]);
    expect(made.filter((p) => p === '/profile')).toHaveLength(1);

    const details = (body as { details: Array<{ offer: api.OfferData; analysis: api.OfferAnalysis; checklist: api.NegotiateChecklist }> })
      .details;
    expect(details.map((d) => d.offer.id)).toEqual(IDS);
    for (const d of details) {
      expect(d.analysis.offerId).toBe(d.offer.id);
      expect(d.checklist.offerId).toBe(d.offer.id);
      expect(d.checklist.belowMedian).toEqual([{ component: 'base', label: 'Base', gap: 400_000, gapPercent: 16 }]);
      expect(d.checklist.items[0]).toMatchObject({ kind: 'component', component: 'base', target: 2_750_000 });
    }
    const buyout = details[1]!.checklist.items.find((i) => i.kind === 'notice-buyout')!;
    expect(buyout.ask).toBe('Ask Acme to buy out your notice period');
    expect(buyout.reason).toContain('Your profile says your notice period is 60 days');
  });

  it('asks for no analysis and no profile without offers', async () => {
    const { ctx, apiFetch } = offersContext([]);
    const { body } = unwrap(await run('http://x/offers', ctx));
    expect(calls(apiFetch).sort()).toEqual(['/offers', '/suggest/company', '/suggest/location', '/suggest/title']);
    expect(body).toMatchObject({ offers: [], compared: [], details: [] });
  });
});
