import { ok, type SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { formData } from '~/lib/form-data.test-support';
import { answeringContext, unwrap } from '~/lib/loader.test-support';
import { rateAction } from './rate-company';

const user = { id: 'u1', email: 'asha@infosys.com', role: 'user', premium: false } as unknown as SessionUser;
const STARS = { workLife: '4', culture: '5', growth: '3', management: '2', compensation: '4' };

describe('the company rating form', () => {
  it('posts the stars to POST /company/{id}/ratings', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ canRate: true }) }, user);
    const result = unwrap(
      await rateAction(formData(STARS), new Request('http://x/in/company/infosys', { method: 'POST' }), ctx, 'infosys'),
    );
    expect(result.body).toMatchObject({ rate: true, ok: true, ratings: { canRate: true } });
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/company/infosys/ratings');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ workLife: 4, culture: 5, growth: 3, management: 2, compensation: 4 });
  });

  it('refuses a missing aspect without calling the API, and passes on the API’s 403', async () => {
    const missing = answeringContext({ status: 200, body: ok({}) }, user);
    const refused = unwrap(
      await rateAction(formData({ ...STARS, culture: '' }), new Request('http://x/', { method: 'POST' }), missing.ctx, 'infosys'),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ rate: true, ok: false, message: expect.stringMatching(/culture/) });
    expect(missing.apiFetch).not.toHaveBeenCalled();

    const message = 'You can rate only a company you work or worked at';
    const forbidden = answeringContext({ status: 403, body: { success: false, data: null, statusCode: 403, message } }, user);
    const answer = unwrap(await rateAction(formData(STARS), new Request('http://x/', { method: 'POST' }), forbidden.ctx, 'infosys'));
    expect(answer).toEqual({ status: 403, body: { rate: true, ok: false, message } });
  });
});
