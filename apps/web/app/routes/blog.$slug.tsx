import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/blog.$slug';
import { paths } from '~/config/paths';
import { loadBlogArticle } from '~/features/blog/blog-article.loader';
import { articleByline } from '~/features/blog/blog-text';
import classes from '~/features/blog/components/blog.module.css';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/** A public page that reads no query. */
export const handle = pageQuery();
export const headers = publicPageHeaders;

/** /blog/{slug}: one article, its Markdown rendered on the server. */
export const loader = (args: Route.LoaderArgs) => loadBlogArticle(args);

/** The text does not change while the page is open. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(
        { title: loaderData.article.title, description: loaderData.article.description, path: paths.blogArticle(loaderData.article.slug) },
        matches,
      )
    : [];

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <PageFrame size="md">
      <article>
        <PageHeading eyebrow="Blog" title={article.title}>
          <Text c="dimmed" mt={6}>
            {articleByline(article)}
          </Text>
        </PageHeading>
        <div className={classes.article} dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      <Text>
        <Anchor component={Link} to={paths.blog()} fw={600}>
          All articles
        </Anchor>
      </Text>
    </PageFrame>
  );
}
