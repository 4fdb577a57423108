import { leaderboardDescription, leaderboardHeading, type Leaderboard } from './leaderboard-text';

/** schema.org ItemList of the ranked companies, each pointing at its salary page. Built in the loader. */
export function leaderboardJsonLd(board: Leaderboard, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: leaderboardHeading(board.title.name, board.level, board.countryCode),
    description: leaderboardDescription(board),
    url,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    numberOfItems: board.rows.length,
    itemListElement: board.rows.map((row) => ({
      '@type': 'ListItem',
      position: row.rank,
      name: row.company.name,
      url: `${origin}${row.path}`,
    })),
  };
}
