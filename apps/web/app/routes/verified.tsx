import { Container, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';
import type { Route } from './+types/verified';
import { paths } from '~/config/paths';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { countryName } from '~/features/salary/salary-text';
import { getVerifiedStats } from '~/features/verified/api/get-verified-stats';
import { listVerifiableContributions } from '~/features/verified/api/list-verifiable-contributions';
import { NothingVerified } from '~/features/verified/components/nothing-verified';
import { RegionSwitch } from '~/features/verified/components/region-switch';
import { TierCards } from '~/features/verified/components/tier-cards';
import { VerifyYourSalary } from '~/features/verified/components/verify-your-salary';
import { formatShare, parseRegion, verifiedCount, verifiedPath, VERIFIED_QUERY } from '~/features/verified/verified-text';
import { verifiedAction } from '~/features/verified/verified.action';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { serverApi } from '~/lib/server-api';
import { DemoDataLabel, PageHeading } from '~/shell/page-frame';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...VERIFIED_QUERY);
export const headers = publicPageHeaders;

// Below the fold, and only where something is verified: out of the page's first JavaScript.
const CompanyShare = lazy(() => import('~/features/verified/components/company-share').then((m) => ({ default: m.CompanyShare })));

/**
 * /verified?cc=us: how much of a region's salary data is verified (the three kinds of figures and
 * how each is checked, the verified share by company), and for a signed-in member, their
 * contributions with where each stands and a plain upload form (works without JavaScript). The
 * action forwards the file to POST /verify/docs as multipart with the member's own session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cc = parseRegion(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [stats, contributions] = await Promise.all([
    getVerifiedStats(client, api, cc),
    context.user ? listVerifiableContributions(client, api) : null,
  ]);
  if (!stats.ok) throw new Error(`GET /verified/stats answered ${stats.status}: ${stats.message}`);
  if (contributions && !contributions.ok)
    throw new Error(`GET /verify/contributions answered ${contributions.status}: ${contributions.message}`);
  const verified = stats.data.tiers.find((t) => t.tier === 'verified');
  return {
    cc,
    stats: stats.data,
    contributions: contributions ? contributions.data : null,
    canonical: verifiedPath(cc),
    description:
      `How Paysight checks salaries in ${countryName(cc)}: ${verified?.count ? `${formatShare(verified.share)} are verified with documents` : 'none is verified with a document yet'}. ` +
      'The three kinds of figures, how each is checked, and the verified share by company.',
  };
}

export const action = (args: Route.ActionArgs) => verifiedAction(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(
    {
      title: 'Salary verifications',
      description: loaderData?.description ?? 'How Paysight checks salaries, and the verified share by company.',
      path: loaderData?.canonical ?? '/verified',
    },
    matches,
  );

export default function VerifiedPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { cc, stats, contributions } = loaderData;
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/verified';
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading eyebrow="Salary verifications" title="Verified salaries" badge={stats.isDemo ? <DemoDataLabel /> : undefined}>
          <Text c="dimmed" mt={6} maw={720}>
            Every salary on Paysight says where it comes from. Members can have theirs verified by sending a document, which a reviewer
            compares with the figures. Verified salaries carry a badge on the salary pages.
          </Text>
        </PageHeading>

        <RegionSwitch cc={cc} />

        <CardSection id="tiers" title={<>How figures are checked · {countryName(cc)}</>}>
          <TierCards stats={stats} />
        </CardSection>

        {verifiedCount(stats) > 0 ? (
          <section className={`${blocks.card} ${blocks.content}`} aria-labelledby="companies" data-loading={loading || undefined}>
            <h2 className={blocks.sectionTitle} id="companies">
              Verified share by company · {countryName(cc)}
            </h2>
            <p className={blocks.sectionNote}>Companies with the most verified salaries, then the most salaries.</p>
            <Suspense fallback={null}>
              <CompanyShare stats={stats} />
            </Suspense>
          </section>
        ) : (
          <NothingVerified cc={cc} />
        )}

        <VerifyYourSalary
          contributions={contributions}
          loginHref={paths.login({ returnUrl: verifiedPath(cc) })}
          result={actionData ?? null}
        />
      </Stack>
    </Container>
  );
}
