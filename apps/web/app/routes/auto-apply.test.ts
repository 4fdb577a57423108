import type { SessionUser } from '@paysight/contract/core';
import { describe, expect, it } from 'vitest';
import { answeringContext } from '~/lib/loader.test-support';
import { AUTO_APPLY_DESCRIPTION, headers, loader, meta } from './auto-apply';

const run = (ctx: never) => loader({ request: new Request('http://x/auto-apply'), context: ctx, params: {} } as never);

describe('/auto-apply', () => {
  it('sends a signed-out visitor to sign in and back to JobGPT, a member straight there, asking the API nothing', () => {
    const guest = answeringContext({ status: 500, body: null });
    expect(run(guest.ctx)).toEqual({ ctaHref: '/auth/login?returnUrl=%2Fjobgpt', signedIn: false });
    expect(guest.apiFetch).not.toHaveBeenCalled();
    const member = answeringContext({ status: 500, body: null }, { id: 'u1' } as unknown as SessionUser);
    expect(run(member.ctx)).toEqual({ ctaHref: '/jobgpt', signedIn: true });
  });

  it('is a public, indexable page with its own title, description and canonical URL', () => {
    const tags = meta({ matches: [{ id: 'root', loaderData: { origin: 'https://paysight.test' } }] } as never);
    expect(tags).toContainEqual({ title: 'Auto-apply to jobs with JobGPT | Paysight' });
    expect(tags).toContainEqual({ name: 'description', content: AUTO_APPLY_DESCRIPTION });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://paysight.test/auto-apply' });
    expect(tags.some((t) => 'name' in t && t.name === 'robots')).toBe(false);
    expect(headers()['Cache-Control']).toContain('public');
  });
});
