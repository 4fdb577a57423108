import { fail, ok, type SessionUser, type WebLoadContext } from '@paysight/contract';
import { describe, expect, it, vi } from 'vitest';
import { action, loader, meta } from './auth.login';

const user = { id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'user' } as SessionUser;

function context(overrides: Partial<WebLoadContext> = {}, answers: Record<string, unknown> = {}) {
  const apiFetch = vi.fn(async (path: string) => {
    const key = Object.keys(answers).find((prefix) => path.startsWith(prefix));
    const body = key ? ok(answers[key]) : fail(404, `No API route GET ${path}`);
    return new Response(JSON.stringify(body), { status: key ? 200 : 404, headers: { 'content-type': 'application/json' } });
  });
  return { apiFetch, ctx: { cspNonce: '', user: null, sessionError: null, clientConfig: {} as never, apiFetch, ...overrides } as never };
}

const run = (url: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: {} } as never);

describe('/auth/login loader', () => {
  it('sends a signed-in visitor to /profile', async () => {
    const { ctx } = context({ user });
    const thrown = await run('http://localhost/auth/login?returnUrl=%2Foffers', ctx).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/profile');
  });

  it('reads the query; asks GET /locale and GET /auth for both modes, with next', async () => {
    const { ctx, apiFetch } = context(
      {},
      {
        '/locale': { countryCode: 'us', currency: 'usd' },
        '/auth?role=enterprise': { magicLink: false, password: false, providers: [] },
        '/auth': {
          magicLink: true,
          password: true,
          providers: [{ provider: 'google', label: 'Google', href: '/api/v1/login/google?next=%2Foffers' }],
        },
      },
    );
    const data = await run('http://localhost/auth/login?returnUrl=%2Foffers&searchTitle=Data%20Scientist&ok=true', ctx);
    expect(data).toEqual({
      query: { returnUrl: '/offers', searchTitle: 'Data Scientist', role: null, ok: 'true', msg: null },
      countryCode: 'us',
      options: {
        regular: { magicLink: true, providers: [{ provider: 'google', href: '/api/v1/login/google?next=%2Foffers' }] },
        enterprise: { magicLink: false, providers: [] },
      },
    });
    expect(apiFetch.mock.calls.map((c) => c[0])).toEqual([
      '/locale',
      '/auth?region=us&next=%2Foffers',
      '/auth?role=enterprise&region=us&next=%2Foffers',
    ]);
  });

  it('offers a trial workspace where the emailed link is on (trials need it)', async () => {
    const on = await run('http://localhost/auth/login?role=enterprise', context({ clientConfig: { magicLink: true } as never }).ctx);
    expect(on.trialOffered).toBe(true);
    const off = await run('http://localhost/auth/login?role=enterprise', context({ clientConfig: { magicLink: false } as never }).ctx);
    expect(off.trialOffered).toBe(false);
  });

  it('falls back to India and the default options when the API cannot answer', async () => {
    const { ctx } = context();
    const data = await run('http://localhost/auth/login?returnUrl=https%3A%2F%2Fevil.example', ctx);
    expect(data.countryCode).toBe('in');
    expect(data.options.regular.providers.map((p) => p.href)).toEqual(['/api/v1/login/google?next=%2F', '/api/v1/login/linkedin?next=%2F']);
    expect(data.options.enterprise.providers.map((p) => p.provider)).toEqual(['google', 'microsoft']);
  });

  it('describes only the ways to sign in that the server offers', async () => {
    const { ctx } = context(
      {},
      {
        '/auth?role=enterprise': { magicLink: false, password: false, providers: [] },
        '/auth': {
          magicLink: true,
          password: true,
          providers: [{ provider: 'google', label: 'Google', href: '/api/v1/login/google' }],
        },
      },
    );
    const loaderData = await run('http://localhost/auth/login', ctx);
    const tags = meta({ loaderData, matches: [] } as never);
    expect(tags).toContainEqual({
      name: 'description',
      content: 'Sign up or log in to Paysight with your work or school email or Google.',
    });
  });
});

describe('/auth/login action: the email form posted before JavaScript loads', () => {
  const post = (url: string, email: string | null, ctx: never) => {
    const body = new FormData();
    if (email !== null) body.set('email', email);
    return action({ request: new Request(url, { method: 'POST', body }), context: ctx, params: {} } as never);
  };
  const answered = (status: number, body: unknown) => {
    const apiFetch = vi.fn(
      async (_path: string, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
    return { apiFetch, ctx: { cspNonce: '', user: null, sessionError: null, clientConfig: {} as never, apiFetch } as never };
  };
  const unwrap = (r: unknown) => r as { data: { posted: unknown }; init: { status: number } | null };

  it('asks POST /mgk-login with the address and the returnUrl as next, and answers the next step', async () => {
    const { ctx, apiFetch } = answered(200, ok({ sent: true }));
    const r = unwrap(await post('http://localhost/auth/login?returnUrl=%2Foffers', ' asha@infosys.com ', ctx));
    expect(r.data.posted).toEqual({ state: 'sent', email: 'asha@infosys.com' });
    expect(r.init?.status ?? 200).toBe(200);
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/mgk-login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'asha@infosys.com', next: '/offers' });
  });

  it('answers the API’s refusal as the card’s error, with its status', async () => {
    const { ctx } = answered(429, fail(429, 'Too many sign-in links: try again in a few minutes'));
    const r = unwrap(await post('http://localhost/auth/login', 'asha@infosys.com', ctx));
    expect(r.data.posted).toEqual({ state: 'failed', message: 'Too many sign-in links: try again in a few minutes' });
    expect(r.init?.status).toBe(429);
  });

  it('checks the address as the browser does, without asking the API', async () => {
    const { ctx, apiFetch } = answered(200, ok({ sent: true }));
    const empty = unwrap(await post('http://localhost/auth/login', null, ctx));
    expect(empty.init?.status).toBe(400);
    expect(empty.data.posted).toMatchObject({ state: 'failed' });
    const bad = unwrap(await post('http://localhost/auth/login', 'not-an-email', ctx));
    expect(bad.init?.status).toBe(400);
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('sends a signed-in visitor to /profile', async () => {
    const { ctx } = context({ user });
    const thrown = (await post('http://localhost/auth/login', 'asha@infosys.com', ctx).catch((e: unknown) => e)) as Response;
    expect(thrown.headers.get('location')).toBe('/profile');
  });
});
