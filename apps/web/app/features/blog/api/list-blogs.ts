import type { api } from '@paysight/contract';
import type { ApiClient } from '~/lib/api-client';

/** GET /home/blogs: the blog's articles, newest first (at most `limit`); empty when the call fails. */
export async function listBlogs(client: ApiClient, routes: typeof api, limit?: number): Promise<api.BlogSummary[]> {
  const result = await client.call(routes.listBlogs, { query: limit === undefined ? {} : { limit } });
  return result.ok ? result.data.articles : [];
}
