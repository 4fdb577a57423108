import { Text } from '@mantine/core';
import type { Route } from './+types/blog';
import { paths } from '~/config/paths';
import { loadBlogIndex } from '~/features/blog/blog-index.loader';
import { BlogList } from '~/features/blog/components/blog-list';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/** A public page that reads no query. */
export const handle = pageQuery();
export const headers = publicPageHeaders;

/** /blog: every article, newest first. */
export const loader = (args: Route.LoaderArgs) => loadBlogIndex(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Blog',
      description: 'How to read salary figures, what layoff notices mean, and how to negotiate an offer: articles from Paysight.',
      path: paths.blog(),
    },
    matches,
  );

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame size="md">
      <PageHeading eyebrow="Paysight" title="Blog">
        <Text c="dimmed" mt={6}>
          Reading salary figures, layoff notices and offers: what the numbers say, and what they do not.
        </Text>
      </PageHeading>
      <BlogList articles={loaderData.articles} />
    </PageFrame>
  );
}
