import { data, type LoaderFunctionArgs } from 'react-router';
import { serverApi } from '~/lib/server-api';
import { getBlogArticle } from './api/get-blog-article';

/** /blog/{slug}: one article; an unknown slug is the not-found page. */
export async function loadBlogArticle({ params, context, request }: LoaderFunctionArgs & { params: { slug: string } }) {
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug)) throw data(null, { status: 404 });
  const { api } = await import('@paysight/contract');
  const result = await getBlogArticle(serverApi(context, request), api, params.slug);
  if (result.ok) return { article: result.data };
  if (result.status === 404) throw data(null, { status: 404 });
  throw new Error(`GET /home/blogs/${params.slug} answered ${result.status}: ${result.message}`);
}
