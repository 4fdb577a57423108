import type { api } from '@paysight/contract';
import type { CountryCode } from '@paysight/contract/core';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { DEFAULT_LEADERBOARD_TITLE, LEADERBOARD_SIZE, TEASER_SIZE, type LeaderboardQuery } from '../leaderboard-query';

/**
 * GET /leaderboard/salary: the top-paying companies for a title in a region, by median total.
 * Server-side, in loaders: `const { api } = await import('@paysight/contract')` and pass it in.
 * The result is handed back whole so the page can tell an unknown title (404) from the rest.
 */
export function getLeaderboard(
  client: ApiClient,
  routes: typeof api,
  query: LeaderboardQuery & { limit?: number },
): Promise<ApiResult<api.SalaryLeaderboard>> {
  return client.call(routes.getSalaryLeaderboard, {
    query: { cc: query.cc, title: query.title, level: query.level, limit: query.limit ?? LEADERBOARD_SIZE },
  });
}

/**
 * The teaser for the salary hub: the region's top five companies for software engineers, or null
 * when the call fails or no company has enough salaries. Render it with <LeaderboardTable compact />.
 */
export async function getLeaderboardTeaser(client: ApiClient, routes: typeof api, cc: CountryCode) {
  const result = await getLeaderboard(client, routes, { cc, title: DEFAULT_LEADERBOARD_TITLE, limit: TEASER_SIZE });
  return result.ok && result.data.rows.length > 0 ? result.data : null;
}
