import { STANDARD_LEVELS } from '@paysight/contract/core';
import type { LoaderFunctionArgs } from 'react-router';
import { pageWithoutFigures } from '~/lib/limited-page';
import { paths } from '~/config/paths';
import { humanizeSlug } from '~/features/salary/salary-filters';
import { serializeJsonLd } from '~/lib/json-ld';
import { serverApi } from '~/lib/server-api';
import { getLeaderboard } from './api/get-leaderboard';
import { leaderboardJsonLd } from './leaderboard-json-ld';
import { canonicalQuery, parseLeaderboardQuery } from './leaderboard-query';
import { leaderboardDescription, leaderboardHeading } from './leaderboard-text';

export async function loadLeaderboard({ request, context }: LoaderFunctionArgs) {
  const query = parseLeaderboardQuery(new URL(request.url).searchParams);
  const canonical = paths.leaderboard(canonicalQuery(query));
  const { api } = await import('@paysight/contract');
  const result = await getLeaderboard(serverApi(context, request), api, query);

  if (result.ok) {
    const board = result.data;
    const heading = leaderboardHeading(board.title.name, board.level, board.countryCode);
    const origin = context.clientConfig.publicUrl.replace(/\/+$/, '');
    return {
      kind: 'ok' as const,
      query,
      canonical,
      heading,
      titleName: board.title.name,
      meta: { title: heading, description: leaderboardDescription(board) },
      jsonLd: serializeJsonLd(leaderboardJsonLd(board, `${origin}${canonical}`, origin)),
      board,
      isDemo: board.isDemo,
      compareHref:
        board.rows.length >= 2
          ? paths.comparison(
              board.countryCode,
              board.rows.slice(0, 3).map((r) => `${r.company.slug}--${board.title.slug}`),
              board.level ? `?rosettaLevel=${board.level.level}` : '',
            )
          : null,
    };
  }
  if (result.status === 404) {
    const titleName = humanizeSlug(query.title);
    const level = STANDARD_LEVELS.find((l) => l.level === query.level);
    return pageWithoutFigures(
      'not-found',
      { query, canonical },
      { heading: leaderboardHeading(titleName, level, query.cc), description: result.message },
      { titleName, message: result.message },
      404,
    );
  }
  throw new Error(`GET /leaderboard/salary answered ${result.status}: ${result.message}`);
}
