import { describe, expect, it } from 'vitest';
import { parseArticle, readingMinutes, renderMarkdown } from './blog.rules.js';

const front = (fields: string) => `---\n${fields}\n---\n`;
const GOOD = front(
  'title: Reading a range: medians and percentiles\ndescription: What the median and the quartiles of a salary page tell you, and what they do not.\ndate: 2026-11-16',
);

describe('blog articles', () => {
  it('reads the front matter, the reading time and the body', () => {
    const article = parseArticle('reading-a-range.md', `${GOOD}Some **words** here.\n\n## A section\n`);
    expect(article).toEqual({
      slug: 'reading-a-range',
      title: 'Reading a range: medians and percentiles',
      description: 'What the median and the quartiles of a salary page tell you, and what they do not.',
      date: '2026-11-16',
      readingMinutes: 1,
      html: '<p>Some <strong>words</strong> here.</p>\n<h2>A section</h2>\n',
    });
    expect(readingMinutes('word '.repeat(401))).toBe(3);
  });

  it('refuses a malformed file, naming it and what is wrong', () => {
    expect(() => parseArticle('Bad Name.md', GOOD)).toThrow(/Bad Name.md: the file name must be the article's slug/);
    expect(() => parseArticle('no-front.md', 'Just text')).toThrow('no-front.md: no front matter');
    expect(() =>
      parseArticle('no-date.md', front('title: T\ndescription: What the median and the quartiles of a salary page tell you.')),
    ).toThrow(/no-date.md: date/);
    expect(() => parseArticle('extra.md', `${GOOD.slice(0, -5)}\nauthor: someone\n---\n`)).toThrow(/extra.md: .*author/);
  });

  it('keeps no script, event handler, frame or script link in the HTML, and opens other sites without a referrer', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://example.com"></iframe>\n\n[x](javascript:alert(1)) [dol](https://www.dol.gov/)',
    );
    expect(html).not.toMatch(/<script|onerror|<iframe|<img|javascript:/);
    expect(html).toContain('<a href="https://www.dol.gov/" rel="noopener noreferrer">dol</a>');
  });
});
