/** "16 November 2026" from YYYY-MM-DD, the same on the server and in the browser (no time zone involved). */
export function formatArticleDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The line under an article's title: its date and reading time. */
export const articleByline = (article: { date: string; readingMinutes: number }) =>
  `${formatArticleDate(article.date)} · ${article.readingMinutes} min read`;
