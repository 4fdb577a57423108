/**
 * Where `npm run layoffs:sync` fetches each state's current WARN list (docs/decisions/045). The
 * states publish their lists as spreadsheets and web pages in layouts that change; Big Local News
 * (Stanford University) scrapes them daily with warn-scraper and publishes each state's list as a
 * CSV in the state's own columns, the same layout as the copies shipped in reference-data/warn
 * (Apache-2.0). A state is synced from here only when it also has a mapping in warn-states.ts.
 */
export const WARN_SYNC_SOURCES: Readonly<Record<string, { url: string; publisher: string }>> = {
  CA: {
    url: 'https://raw.githubusercontent.com/biglocalnews/warn-github-flow/main/data/warn-scraper/exports/ca.csv',
    publisher: 'Big Local News (warn-scraper), from the California EDD list',
  },
  TX: {
    url: 'https://raw.githubusercontent.com/biglocalnews/warn-github-flow/main/data/warn-scraper/exports/tx.csv',
    publisher: 'Big Local News (warn-scraper), from the Texas Workforce Commission list',
  },
  WA: {
    url: 'https://raw.githubusercontent.com/biglocalnews/warn-github-flow/main/data/warn-scraper/exports/wa.csv',
    publisher: 'Big Local News (warn-scraper), from the Washington ESD list',
  },
};
