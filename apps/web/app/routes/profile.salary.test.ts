import { ok, type SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { answeringContext, unwrap } from '~/lib/loader.test-support';
import { action } from './profile.salary';

const user = { id: 'u1', email: 'asha@infosys.com', role: 'user', premium: false } as unknown as SessionUser;

const post = (fields: Record<string, string>, ctx: never) =>
  action({
    request: new Request('http://x/profile/salary', { method: 'POST', body: new URLSearchParams(fields) }),
    context: ctx,
    params: {},
  } as never);

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
