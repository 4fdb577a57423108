import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/leaderboard';
import { paths } from '~/config/paths';
import { LeaderboardForm } from '~/features/leaderboard/components/leaderboard-form';
import { LeaderboardTable } from '~/features/leaderboard/components/leaderboard-table';
import { DEFAULT_LEADERBOARD_TITLE, LEADERBOARD_QUERY } from '~/features/leaderboard/leaderboard-query';
import { roleLabel } from '~/features/leaderboard/leaderboard-text';
import { loadLeaderboard } from '~/features/leaderboard/leaderboard.loader';
import { JsonLdScript } from '~/shell/json-ld-script';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';
import { countryName, formatDateRange } from '~/features/salary/salary-text';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...LEADERBOARD_QUERY);
export const headers = publicPageHeaders;

/**
 * /leaderboard?cc=us&title=data-scientist&level=3: the companies paying a title best in a region,
 * by median total pay per year (SPEC §2.1). Server-rendered from one API call; the region, title
 * and level are in the query, and a value the API would refuse is dropped for its default.
 */
export const loader = (args: Route.LoaderArgs) => loadLeaderboard(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.canonical, noindex: loaderData.kind !== 'ok' }, matches) : [];

export default function LeaderboardPage({ loaderData }: Route.ComponentProps) {
  const { kind, query, heading, titleName } = loaderData;
  return (
    <PageFrame>
      <PageHeading
        eyebrow={<>Salary leaderboard · {countryName(query.cc)}</>}
        badge={kind === 'ok' && loaderData.isDemo && <DemoDataLabel />}
        title={heading}
      >
        <Text c="dimmed" mt={6}>
          Companies ranked by median total pay per year (base, stock and bonus) shared on Paysight.
        </Text>
      </PageHeading>

      <LeaderboardForm query={query} titleName={titleName} />

      {kind === 'ok' && (
        <CardSection id="ranking" title={roleLabel(loaderData.board.title.name, loaderData.board.level)}>
          {loaderData.board.rows.length > 0 ? (
            <>
              <p className={blocks.sectionNote} data-testid="leaderboard-dates">
                {loaderData.board.rows.length} companies with enough salaries
                {loaderData.board.asOf ? `, reported ${formatDateRange(loaderData.board.asOf)}` : ''}. Each links to its salary page.
              </p>
              <LeaderboardTable board={loaderData.board} />
              {loaderData.compareHref && (
                <Anchor component={Link} to={loaderData.compareHref} fw={600} mt="md" display="inline-block">
                  Compare the top {Math.min(3, loaderData.board.rows.length)} side by side
                </Anchor>
              )}
            </>
          ) : (
            <Stack gap="xs" data-testid="leaderboard-empty">
              <Text c="dimmed">
                No company has enough salaries for this title{query.level ? ' at this level' : ''} in {countryName(query.cc)} yet.
              </Text>
              {query.level !== undefined && (
                <Anchor component={Link} to={paths.leaderboard({ cc: query.cc, title: query.title })} fw={600}>
                  All levels
                </Anchor>
              )}
            </Stack>
          )}
        </CardSection>
      )}
      {kind === 'not-found' && (
        <section className={blocks.card} data-testid="leaderboard-not-found">
          <Stack gap="xs">
            <Text fw={700} fz="lg">
              No salaries found
            </Text>
            <Text c="dimmed">{loaderData.message}</Text>
            <Anchor component={Link} to={paths.leaderboard({ cc: query.cc, title: DEFAULT_LEADERBOARD_TITLE })} fw={600}>
              Software Engineer leaderboard
            </Anchor>
          </Stack>
        </section>
      )}
      {kind === 'ok' && <JsonLdScript json={loaderData.jsonLd} />}
    </PageFrame>
  );
}
