import { expect, expectShown, open, serverHtml, test } from '../fixtures';

interface Summary {
  slug: string;
  title: string;
  description: string;
}

test.describe('blog (/blog, /blog/{slug}, the home page)', () => {
  test('an article is server-rendered with its title, description and canonical link', async ({ request }) => {
    const html = await serverHtml(request, '/blog/what-warn-notices-tell-you');
    expect(html).toContain('<title>What US WARN notices tell you (and what they don&#x27;t) | Paysight</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/what-warn-notices-tell-you"\/>/);
    expect(html).toMatch(/<meta name="description" content="WARN notices are the most reliable public early signal/);
    expect(html).toContain('<h2>What the law requires</h2>');
    await serverHtml(request, '/blog/no-such-article', 404);
  });

  test('the index and the home page list the newest articles; a reader opens one from the list', async ({ page, request }) => {
    const articles = ((await (await request.get('/api/v1/home/blogs')).json()) as { data: { articles: Summary[] } }).data.articles;
    const home = await serverHtml(request, '/');
    for (const article of articles.slice(0, 3)) expect(home).toContain(article.title.replaceAll("'", '&#x27;'));

    await open(page, '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const list = page.getByTestId('blog-list');
    await expect(list.getByRole('listitem')).toHaveCount(articles.length);
    await list.getByRole('link', { name: articles[0]!.title }).click();
    await expectShown(page, new RegExp(`/blog/${articles[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: articles[0]!.title })).toBeVisible();
    await expect(page.getByText(/min read/)).toBeVisible();
  });
});
