import { expect, it } from 'vitest';
import { callApi, expectStatusMessage } from './api.js';
import { describeWithDb, useTestApp } from './helpers.js';

describeWithDb('blog: the shipped articles, newest first, each rendered on the server', () => {
  const t = useTestApp({ seed: false });

  it('lists the articles newest first with their title, description, date and reading time', async () => {
    const { status, body } = await callApi(t.app, 'GET', '/home/blogs');
    expect(status).toBe(200);
    const articles = body.data.articles as { slug: string; date: string; readingMinutes: number; description: string }[];
    expect(articles.map((a) => a.slug)).toEqual([
      'negotiating-an-offer-in-india',
      'what-warn-notices-tell-you',
      'how-to-read-a-salary-range',
    ]);
    expect(articles[2]).toEqual({
      slug: 'how-to-read-a-salary-range',
      title: 'How to read a salary range: medians, percentiles and why we hide small samples',
      description: expect.stringContaining('fewer than five records'),
      date: '2026-11-16',
      readingMinutes: 4,
    });
    expect(articles.every((a) => !('html' in a))).toBe(true);
    expect((await callApi(t.app, 'GET', '/home/blogs?limit=2')).body.data.articles).toHaveLength(2);
    expectStatusMessage(await callApi(t.app, 'GET', '/home/blogs?limit=0'), 400, /limit must be at least 1/);
  });

  it('gives an article with its body as HTML, and 404 for an unknown slug', async () => {
    const { status, body } = await callApi(t.app, 'GET', '/home/blogs/what-warn-notices-tell-you');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ title: "What US WARN notices tell you (and what they don't)", date: '2026-11-21' });
    expect(body.data.html).toContain('<h2>What the law requires</h2>');
    expect(body.data.html).toContain("<strong>60 calendar days' written notice</strong>");
    expectStatusMessage(await callApi(t.app, 'GET', '/home/blogs/no-such-article'), 404, 'No article "no-such-article"');
    expect((await callApi(t.app, 'GET', '/home/blogs/Not_A_Slug')).status).toBe(400);
  });

  it('lists the blog and each article in the sitemap, dated', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://paysight.test/blog</loc>');
    expect(sitemap).toContain('<loc>http://paysight.test/blog/how-to-read-a-salary-range</loc><lastmod>2026-11-16</lastmod>');
  });
});
