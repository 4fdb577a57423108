import { fail, ok, type api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { answeringContext, formActionOf, unwrap } from '~/lib/loader.test-support';
import { loader as showLoader, meta as showMeta } from './career-roast.$id';
import { action, loader as pageLoader, meta as pageMeta } from './career-roast';

const roast = (over: Partial<api.CareerRoast> = {}): api.CareerRoast => ({
  id: 'Ab12Cd34Ef56Gh78',
  persona: { id: 'drill-sergeant', name: 'The Drill Sergeant', voice: 'Barks at your career.' },
  source: 'profile',
  figures: [{ key: 'pay', label: 'Your total pay a year', value: 3_250_000, display: '₹32.5 L' }],
  text: 'ATTENTION! ₹32.5 L a year, recruit!',
  writer: 'offline',
  isOffline: true,
  isPublic: true,
  featured: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...over,
});
const member = { id: 'u1', email: 'asa@paysight.test', name: 'Asa', role: 'user', premium: false } as never;
const ROOT = [{ id: 'root', loaderData: { origin: 'https://paysight.test' } }];
const runShow = (id: string, ctx: never) =>
  showLoader({ request: new Request(`http://x/career-roast/${id}`), context: ctx, params: { id } } as never);
const tag = (tags: ReturnType<typeof showMeta>, key: string) =>
  tags.find((t) => ('rel' in t && t.rel === key) || ('name' in t && t.name === key) || key in t) as Record<string, string> | undefined;

describe('/career-roast/:id (the shareable page)', () => {
  it('loads a public roast with its share link, a real title, description and canonical', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok(roast()) });
    const data = unwrap(await runShow('Ab12Cd34Ef56Gh78', ctx)).body as Awaited<ReturnType<typeof showLoader>>;
    expect(apiFetch.mock.calls[0]![0]).toBe('/ai/career-roast/Ab12Cd34Ef56Gh78');
    expect(data.shareUrl).toBe('https://paysight.test/career-roast/Ab12Cd34Ef56Gh78');
    const tags = showMeta({ loaderData: data, matches: ROOT } as never);
    expect(tag(tags, 'title')!.title).toBe('The Drill Sergeant roasts a career | Paysight');
    expect(tag(tags, 'description')!.content).toBe('ATTENTION! ₹32.5 L a year, recruit!');
    expect(tag(tags, 'canonical')!.href).toBe('https://paysight.test/career-roast/Ab12Cd34Ef56Gh78');
    expect(tag(tags, 'robots')).toBeUndefined();
  });

  it('a private roast (its author’s view) has no share link and is not indexed', async () => {
    const { ctx } = answeringContext({ status: 200, body: ok(roast({ isPublic: false })) }, member);
    const data = unwrap(await runShow('Ab12Cd34Ef56Gh78', ctx)).body as Awaited<ReturnType<typeof showLoader>>;
    expect(data.shareUrl).toBeNull();
    expect(tag(showMeta({ loaderData: data, matches: ROOT } as never), 'robots')!.content).toBe('noindex, nofollow');
  });

  it('an unknown or private roast, or a malformed id, is the 404 page', async () => {
    const { ctx } = answeringContext({ status: 404, body: fail(404, 'No such roast') });
    await expect(runShow('Ab12Cd34Ef56Gh78', ctx)).rejects.toMatchObject({ init: { status: 404 } });
    const { ctx: ctx2, apiFetch } = answeringContext({ status: 200, body: ok(roast()) });
    await expect(runShow('..%2Fetc', ctx2)).rejects.toMatchObject({ init: { status: 404 } });
    expect(apiFetch).not.toHaveBeenCalled();
  });
});

describe('/career-roast', () => {
  it('shows the personas and featured roasts to a signed-out visitor, with a sign-in link back here', async () => {
    const { ctx } = answeringContext({ status: 200, body: ok({ personas: [roast().persona], roasts: [roast({ featured: true })] }) });
    const data = unwrap(await pageLoader({ request: new Request('http://x/career-roast'), context: ctx, params: {} } as never))
      .body as Awaited<ReturnType<typeof pageLoader>>;
    expect(data.signedIn).toBe(false);
    expect(data.personas.map((p) => p.name)).toEqual(['The Drill Sergeant']);
    expect(data.featured).toHaveLength(1);
    expect(data.loginHref).toBe('/auth/login?returnUrl=%2Fcareer-roast');
    const tags = pageMeta({ matches: ROOT } as never);
    expect(tag(tags, 'canonical')!.href).toBe('https://paysight.test/career-roast');
  });

  it('creates a roast from the form and opens its page; a refusal is shown with its status', async () => {
    const post = formActionOf(action, 'http://x/career-roast');
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ ...roast(), note: null }) }, member);
    const made = (await post({ persona: 'drill-sergeant', isPublic: 'on' }, ctx)) as Response;
    expect(made.status).toBe(302);
    expect(made.headers.get('location')).toBe('/career-roast/Ab12Cd34Ef56Gh78');
    expect(JSON.parse((apiFetch.mock.calls[0]![1] as RequestInit).body as string)).toEqual({ persona: 'drill-sergeant', isPublic: true });

    const { ctx: limited } = answeringContext(
      { status: 429, body: fail(429, 'You can roast your career at most 10 times a day; try again tomorrow') },
      member,
    );
    expect(unwrap(await post({ persona: 'drill-sergeant' }, limited))).toEqual({
      status: 429,
      body: { ok: false, message: 'You can roast your career at most 10 times a day; try again tomorrow' },
    });
    const { ctx: bad, apiFetch: notCalled } = answeringContext({ status: 200, body: ok(null) }, member);
    const refused = unwrap(await post({ persona: 'the-critic' }, bad));
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toMatch(/persona must be one of/);
    expect(notCalled).not.toHaveBeenCalled();
  });
});
