import { ERROR_MESSAGES, fail, ok } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { answeringContext, formActionOf, loaderOf, unwrap } from '~/lib/loader.test-support';
import { action, loader } from './account.email';

const token = 't'.repeat(43);
const load = loaderOf(loader);
const confirm = formActionOf(action, 'http://x/account/email');

async function redirected(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
  } catch (err) {
    const response = err as Response;
    expect(response.status).toBe(302);
    return response.headers.get('location');
  }
  throw new Error('expected a redirect');
}

describe('/account/email', () => {
  it('opening the mailed link only shows the button: no API call, the token kept for the form', () => {
    expect(load(`http://x/account/email?token=${token}`)).toEqual({ token });
  });

  it('a link without a token goes to the account page with the "invalid" notice', async () => {
    expect(await redirected(Promise.resolve().then(() => load('http://x/account/email')))).toBe('/account?emailChange=invalid');
    expect(await redirected(Promise.resolve().then(() => load('http://x/account/email?token=%20')))).toBe('/account?emailChange=invalid');
  });

  it('the button confirms through POST /profile/email/confirm and lands on /account?emailChange=done', async () => {
    const { ctx, apiFetch } = answeringContext({ status: 200, body: ok({ email: 'ida.rao@tcs.com' }) });
    expect(await redirected(confirm({ token }, ctx))).toBe('/account?emailChange=done');
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe('/profile/email/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token });
  });

  it('a used, expired or unknown link is "invalid"; an address taken since is "taken"', async () => {
    const invalid = answeringContext({ status: 400, body: fail(400, 'This email-change link is invalid, already used or expired.') });
    expect(await redirected(confirm({ token }, invalid.ctx))).toBe('/account?emailChange=invalid');
    const taken = answeringContext({ status: 409, body: fail(409, 'Another account already uses this email.') });
    expect(await redirected(confirm({ token }, taken.ctx))).toBe('/account?emailChange=taken');
    // A form without a token is refused before any call.
    const empty = answeringContext({ status: 200, body: ok({ email: 'x@tcs.com' }) });
    expect(await redirected(confirm({}, empty.ctx))).toBe('/account?emailChange=invalid');
    expect(empty.apiFetch).not.toHaveBeenCalled();
  });

  it('anything else is said on the page, with the button still there', async () => {
    const { ctx } = answeringContext({ status: 429, body: fail(429, ERROR_MESSAGES.tooManyRequests) });
    const result = unwrap(await confirm({ token }, ctx));
    expect(result).toEqual({ status: 429, body: { message: ERROR_MESSAGES.tooManyRequests } });
  });
});
