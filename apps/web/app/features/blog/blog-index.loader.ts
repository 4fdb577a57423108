import type { LoaderFunctionArgs } from 'react-router';
import { serverApi } from '~/lib/server-api';
import { listBlogs } from './api/list-blogs';

/** /blog: every article, newest first. */
export async function loadBlogIndex({ context, request }: LoaderFunctionArgs) {
  const { api } = await import('@paysight/contract');
  return { articles: await listBlogs(serverApi(context, request), api) };
}
