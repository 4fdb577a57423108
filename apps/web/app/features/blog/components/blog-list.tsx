import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import blocks from '~/shell/page-blocks.module.css';
import { articleByline } from '../blog-text';
import classes from './blog.module.css';

/** Articles as cards: title (a link), date and reading time, description. Server-rendered; no script of its own. */
export function BlogList({ articles, headingLevel = 2 }: { articles: api.BlogSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`${blocks.cardGrid} ${classes.list}`} data-testid="blog-list">
      {articles.map((article) => (
        <li key={article.slug} className={`${blocks.card} ${classes.card}`}>
          <Heading className={classes.cardTitle}>
            <Link to={paths.blogArticle(article.slug)} className={classes.cardLink}>
              {article.title}
            </Link>
          </Heading>
          <p className={classes.byline}>{articleByline(article)}</p>
          <p className={classes.cardText}>{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
