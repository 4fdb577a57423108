import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/layoffs.$id';
import { paths } from '~/config/paths';
import { LayoffNoticeView } from '~/features/layoffs/components/layoff-notice-view';
import { loadLayoffNotice } from '~/features/layoffs/layoff-notice.loader';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { SalaryLimited } from '~/shell/salary-unavailable';
import { useSecurityCheck } from '~/shell/use-security-check';

/** A public page that reads no query. */
export const handle = pageQuery();
export const headers = publicPageHeaders;

/** /layoffs/{id}: one WARN notice with the state's row it came from, its source and licence. */
export const loader = (args: Route.LoaderArgs) => loadLayoffNotice(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.canonical, noindex: loaderData.kind !== 'ok' }, matches) : [];

export default function LayoffNoticePage({ loaderData }: Route.ComponentProps) {
  // SPEC §8: the security check of the layoffs pages returns to /layoffs.
  useSecurityCheck(loaderData.kind === 'limited', paths.layoffs());
  return (
    <PageFrame>
      <PageHeading eyebrow="Layoff tracking · WARN notice" title={loaderData.heading}>
        <Text c="dimmed" mt={6}>
          <Anchor component={Link} to={paths.layoffs()} fw={600}>
            All WARN notices
          </Anchor>
        </Text>
      </PageHeading>
      {loaderData.kind === 'ok' ? (
        <LayoffNoticeView notice={loaderData.notice} />
      ) : (
        <SalaryLimited message={loaderData.message} signInHref={loaderData.signInHref} upgradeHref={loaderData.upgradeHref} />
      )}
    </PageFrame>
  );
}
