import { ok, type SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { answeringContext, formActionOf, unwrap } from '~/lib/loader.test-support';
import { action } from './profile';

const user = { id: 'u1', email: 'asha@infosys.com', role: 'user', premium: false } as unknown as SessionUser;

const post = formActionOf(action, 'http://x/profile');

describe('/profile action', () => {
  it('answers a field the contract refuses with the form’s error, keeping what was typed, without calling the API', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ completeness: 20 }) }, user);
    const result = unwrap(await post({ company: 'Google', experience: 'six' }, ctx));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      ok: false,
      message: 'body.experience: Invalid input: expected number, received string',
      typed: { company: 'Google', experience: 'six' },
    });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('sends the checked body to POST /profile', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ completeness: 20 }) }, user);
    const result = unwrap(await post({ company: 'Google', experience: '6', skills: 'Python, Go' }, ctx));
    expect(result.body).toMatchObject({ ok: true, profile: { completeness: 20 } });
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/profile');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ company: 'Google', experience: 6, skills: ['Python', 'Go'], school: null });
  });

  it('saves the career history form through PUT /profile/career, and says which row the API refused', async () => {
    const fields = {
      intent: 'career',
      countryCode: 'in',
      'position-0-company': 'Google',
      'position-0-title': 'Software Engineer',
      'position-0-level': '',
      'position-0-start': '2019-01',
      'position-0-end': '',
    };
    const history = { countryCode: 'in', positions: [], education: [] };
    const saved = answeringContext({ status: 200, body: ok(history) }, user);
    expect(unwrap(await post(fields, saved.ctx)).body).toEqual({ career: true, ok: true, history });
    const [path, init] = saved.apiFetch.mock.calls[0]!;
    expect(path).toBe('/profile/career');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      countryCode: 'in',
      positions: [{ company: 'Google', title: 'Software Engineer', level: null, start: '2019-01', end: null }],
      education: [],
    });

    const refused = answeringContext(
      { status: 400, body: { success: false, data: null, statusCode: 400, message: 'positions[0].start: must not be in the future' } },
      user,
    );
    const result = unwrap(await post(fields, refused.ctx));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ career: true, ok: false, message: 'Position 1 (start): must not be in the future' });
  });
});
