import { Container, Group, Stack, Text } from '@mantine/core';
import type { CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import type { Route } from './+types/salary-hub';
import { paths } from '~/config/paths';
import classes from '~/features/hub/components/hub.module.css';
import { PopularList } from '~/features/hub/components/popular-list';
import { hubPath, HUB_QUERY } from '~/features/hub/hub-search';
import { loadHub } from '~/features/hub/hub.loader';
import { LeaderboardTable } from '~/features/leaderboard/components/leaderboard-table';
import { countryName } from '~/features/salary/salary-text';
import { SearchBox } from '~/features/search/search-box';
import { pageMeta } from '~/lib/meta';
import { useNonce } from '~/lib/nonce';
import { publicPageHeaders } from '~/lib/page-cache';
import { DemoDataLabel, PageHeading } from '~/shell/page-frame';
import blocks from '~/shell/page-blocks.module.css';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...HUB_QUERY);
export const headers = publicPageHeaders;

/**
 * /salary (India) and /us/salary: the salary hub (SPEC §2.1). A search (?q=, from the landing page's
 * box too) goes straight to the salary page it means; otherwise the region's most reported
 * companies, titles and cities, each with its median, link to their salary pages.
 */
export const loader = (args: Route.LoaderArgs) => loadHub(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: Boolean(loaderData.noMatch) }, matches) : [];

const other = (cc: CountryCode): CountryCode => (cc === 'in' ? 'us' : 'in');

export default function SalaryHub({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  const { cc, title, popular, leaderboard, noMatch } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading eyebrow={<>Salaries · {countryName(cc)}</>} title={title} plainTitle>
          <Text c="dimmed" mt={6}>
            Total pay per year (base, stock and bonus) by company, title and city.{' '}
            <Link to={hubPath(other(cc))} className={classes.link}>
              {countryName(other(cc))} salaries
            </Link>
          </Text>
        </PageHeading>
        <div className={classes.search}>
          <SearchBox size="md" region={cc} />
        </div>
        {noMatch && (
          <div className={classes.notice} role="status" data-testid="hub-no-match">
            <Text fw={700}>No salaries match “{noMatch}”</Text>
            <Text c="dimmed" fz="sm">
              Try a company name (Infosys), a job title (Data Scientist), or both (Google software engineer).
            </Text>
          </div>
        )}
        {popular ? (
          <>
            {popular.isDemo && (
              <Group gap="xs">
                <DemoDataLabel />
                <Text fz="sm" c="dimmed">
                  These figures come from generated demonstration data, not real submissions.
                </Text>
              </Group>
            )}
            <div className={`${blocks.columns} ${classes.grid}`}>
              <PopularList id="popular-companies" title="Popular companies" items={popular.companies ?? []} cc={cc} />
              <PopularList id="popular-titles" title="Popular job titles" items={popular.titles ?? []} cc={cc} />
              <PopularList id="popular-cities" title="Popular cities" items={popular.cities ?? []} cc={cc} />
            </div>
            {leaderboard && (
              <section className={classes.card} aria-labelledby="leaderboard-teaser">
                <Group justify="space-between" align="baseline" mb="sm">
                  <h2 id="leaderboard-teaser" className={classes.cardTitle}>
                    Top-paying companies for {leaderboard.title.name}s
                  </h2>
                  <Link to={paths.leaderboard({ cc })} className={classes.link}>
                    Full leaderboard
                  </Link>
                </Group>
                <LeaderboardTable board={leaderboard} compact />
              </section>
            )}
          </>
        ) : (
          <Text c="dimmed" data-testid="hub-empty">
            No salaries have been shared for {countryName(cc)} yet.{' '}
            <Link to={paths.home()} className={classes.link}>
              Back to Paysight home
            </Link>
          </Text>
        )}
      </Stack>
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
    </Container>
  );
}
