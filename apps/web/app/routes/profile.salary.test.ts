import { ok, type SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { answeringContext, formActionOf, unwrap } from '~/lib/loader.test-support';
import { action, loader } from './profile.salary';

const user = { id: 'u1', email: 'asha@infosys.com', role: 'user', premium: false } as unknown as SessionUser;

const post = formActionOf(action, 'http://x/profile/salary');

const typed = { intent: 'save', currency: 'INR', company: 'Google', title: 'Software Engineer', experience: '4' };

describe('/profile/salary action', () => {
  it('answers an amount it cannot read with the form’s error naming the field, without calling the API', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ id: 41, status: 'published' }) }, user);
    const result = unwrap(await post({ ...typed, base: 'a lot' }, ctx));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, message: 'body.base: base must be a number', typed: { base: 'a lot' } });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('saves a readable form through POST /profile/salary and shows the saved contribution', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ id: 41, status: 'published' }) }, user);
    const response = (await post({ ...typed, base: '24.5 lakhs', isCurrent: 'on' }, ctx)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/profile/salary?saved=41');
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/profile/salary');
    expect(JSON.parse(String(init?.body))).toEqual({
      src: 'profile',
      currency: 'INR',
      company: 'Google',
      title: 'Software Engineer',
      experience: 4,
      base: 2_450_000,
      isCurrent: true,
    });
  });
});

describe('/profile/salary loader after a save', () => {
  const standing = {
    id: 41,
    countryCode: 'in',
    currency: 'INR',
    total: 3_240_000,
    outcome: 'ranked',
    slice: null,
    dropped: [],
    note: '',
    market: null,
    percentileRank: 64,
  };
  const saved = { id: 41, status: 'published', company: { name: 'Google', slug: 'google' } };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  /** The list answers with the saved salary, the suggestions with nothing, the standing call with `standingAnswer`. */
  async function load(url: string, standingAnswer: Response) {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok([]) }, user);
    apiFetch.mockImplementation(async (path: string) =>
      path.endsWith('/standing') ? standingAnswer : json(200, ok(path.startsWith('/profile/salary') ? { salaries: [saved] } : [])),
    );
    const result = unwrap(await loader({ request: new Request(url), context: ctx, params: {} } as never));
    return { data: result.body as { saved: unknown; standing: unknown }, paths: apiFetch.mock.calls.map(([path]) => path) };
  }

  it('asks where the saved salary stands beside the list, and passes the answer on', async () => {
    const { data, paths } = await load('http://x/profile/salary?saved=41', json(200, ok(standing)));
    expect(paths).toContain('/profile/salary/41/standing');
    expect(data).toMatchObject({ saved: { id: 41 }, standing });
  });

  it('does not ask without a saved salary, and still confirms the save when the standing call fails', async () => {
    const plain = await load('http://x/profile/salary', json(200, ok(standing)));
    expect(plain.paths.filter((p) => p.endsWith('/standing'))).toEqual([]);
    const failed = await load(
      'http://x/profile/salary?saved=41',
      json(500, { success: false, data: null, message: 'boom', statusCode: 500 }),
    );
    expect(failed.data).toMatchObject({ saved: { id: 41 }, standing: null });
  });
});
