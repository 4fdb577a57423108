import { dataOf, loadBrowserApi } from '~/lib/browser-api';

/** POST /benchmarking/jd: a job description's family and level, from the browser. */
export async function matchJobDescription(text: string) {
  const { client, routes } = await loadBrowserApi();
  return dataOf(await client.call(routes.matchJd, { body: { text } }));
}
