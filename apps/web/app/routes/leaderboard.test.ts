import { fail, ok } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { answeringContext, unwrap } from '~/lib/loader.test-support';
import { sampleLeaderboard } from '~/features/leaderboard/leaderboard-sample.test-data';
import { loader } from './leaderboard';

const context = answeringContext;

const run = (url: string, ctx: never) => loader({ request: new Request(url), context: ctx, params: {} } as never);

describe('/leaderboard loader', () => {
  it('asks GET /leaderboard/salary for the URL’s region, title and level and builds the page', async () => {
    const board = sampleLeaderboard({ title: { name: 'Data Scientist', slug: 'data-scientist' }, level: { level: 3, name: 'Senior' } });
    const { ctx, apiFetch } = context({ status: 200, body: ok(board) });
    const result = unwrap(await run('http://x/leaderboard?cc=us&title=data-scientist&level=3', ctx));
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/leaderboard/salary?cc=us&title=data-scientist&level=3&limit=20');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      kind: 'ok',
      query: { cc: 'us', title: 'data-scientist', level: 3 },
      canonical: '/leaderboard?cc=us&title=data-scientist',
      heading: 'Top-Paying Companies for Data Scientist (Senior) in United States',
      compareHref:
        '/us/compare/companies/netflix--data-scientist--vs--google--data-scientist--vs--snowflake--data-scientist?rosettaLevel=3',
      isDemo: false,
    });
    const body = result.body as { jsonLd: string; meta: { description: string } };
    expect(body.meta.description).toContain('Netflix ($407k)');
    expect(JSON.parse(body.jsonLd)).toMatchObject({
      '@type': 'ItemList',
      url: 'https://paysight.test/leaderboard?cc=us&title=data-scientist',
    });
    expect(JSON.parse(body.jsonLd).itemListElement[0]).toMatchObject({
      position: 1,
      name: 'Netflix',
      url: 'https://paysight.test/us/salary/netflix--software-engineer',
    });
  });

  it('drops values the API would refuse, for the defaults', async () => {
    const { ctx, apiFetch } = context({ status: 200, body: ok(sampleLeaderboard({ countryCode: 'in', currency: 'INR' })) });
    const result = unwrap(await run('http://x/leaderboard?cc=uk&title=Data_Scientist&level=12', ctx));
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/leaderboard/salary?cc=in&title=software-engineer&limit=20');
    expect(result.body).toMatchObject({ canonical: '/leaderboard', query: { cc: 'in', title: 'software-engineer' } });
  });

  it('has no comparison link with fewer than two companies', async () => {
    const { ctx } = context({ status: 200, body: ok(sampleLeaderboard({ rows: [], asOf: null })) });
    const result = unwrap(await run('http://x/leaderboard?cc=us', ctx));
    expect(result.body).toMatchObject({ kind: 'ok', compareHref: null });
  });

  it('turns an unknown title into a 404 page', async () => {
    const { ctx } = context({ status: 404, body: fail(404, 'No salaries found for "astronaut"', 'unknown-slice') });
    const result = unwrap(await run('http://x/leaderboard?cc=us&title=astronaut&level=2', ctx));
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({
      kind: 'not-found',
      heading: 'Top-Paying Companies for Astronaut (Mid) in United States',
      message: 'No salaries found for "astronaut"',
    });
  });

  it('throws anything else to the error boundary', async () => {
    const { ctx } = context({ status: 500, body: fail(500, 'Something went wrong. Please try again...') });
    await expect(run('http://x/leaderboard', ctx)).rejects.toThrow(/500/);
  });
});
