import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';

/** GET /home/blogs/{slug}: one article, its body rendered to HTML on the server. */
export function getBlogArticle(client: ApiClient, routes: typeof api, slug: string): Promise<ApiResult<api.BlogArticle>> {
  return client.call(routes.getBlogArticle, { params: { slug } });
}
