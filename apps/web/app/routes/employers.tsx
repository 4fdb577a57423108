import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/employers';
import { paths } from '~/config/paths';
import { getEmployerShowcase } from '~/features/employers/api/get-employer-showcase';
import { getBenefitsExample } from '~/features/benefits/api/get-benefits-example';
import { BenefitsExample } from '~/features/benefits/components/benefits-example';
import { getTalentPreview } from '~/features/talent/api/get-talent-preview';
import { TalentPreview } from '~/features/talent/components/talent-preview';
import { talentHref } from '~/features/talent/talent-query';
import { BenchmarkingExample, MarketStrip, RewardsExample, TalentExample } from '~/features/employers/components/showcase-panels';
import { TrialForm } from '~/features/employers/components/trial-form';
import {
  EMPLOYER_FEATURES,
  employersHref,
  parseEmployersQuery,
  type EmployerFeature,
  EMPLOYERS_QUERY,
} from '~/features/employers/employers-query';
import classes from '~/features/employers/employers.module.css';
import blocks from '~/shell/page-blocks.module.css';
import { RegionNav } from '~/features/salary/components/region-nav';
import { countryName } from '~/features/salary/salary-text';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { serverApi } from '~/lib/server-api';
import { PageHeading } from '~/shell/page-frame';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...EMPLOYERS_QUERY);
export const headers = publicPageHeaders;

/**
 * /employers?feature=benefits|ti&cc=us (SPEC §2.1): the employers' landing. The three features of
 * the footer, each with a real example from our records under the benchmark's rules, and the trial
 * request. A workspace member gets their screens instead of the trial; a region-locked workspace
 * sees its region.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.user;
  const locked = user?.role === 'enterprise' ? (user.enterpriseConfig?.region ?? null) : null;
  const query = parseEmployersQuery(new URL(request.url).searchParams, locked);
  const cc = locked ?? query.cc;
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  // Benefits & Total Rewards shows members' benefit reports (GET /benefits) beside the pay mix;
  // Talent Intelligence a sample company's talent flows (GET /talent/preview) before the metros.
  const [showcase, benefits, talent] = await Promise.all([
    getEmployerShowcase(client, api, cc),
    query.feature === 'benefits' ? getBenefitsExample(client, api, cc) : Promise.resolve(null),
    query.feature === 'ti' ? getTalentPreview(client, api, cc) : Promise.resolve(null),
  ]);
  if (!showcase.ok) throw new Error(`GET /employers/showcase answered ${showcase.status}: ${showcase.message}`);
  if (talent && !talent.ok && talent.status !== 404) throw new Error(`GET /talent/preview answered ${talent.status}: ${talent.message}`);
  return {
    feature: query.feature,
    cc,
    regionLocked: locked !== null,
    showcase: showcase.data,
    benefits,
    talent: talent?.ok ? talent.data : null,
    member: user?.role === 'enterprise',
    trialDays: context.clientConfig.trialDays,
    trialOffered: context.clientConfig.magicLink,
    contact: context.clientConfig.founderEmail,
  };
}

const FEATURE_TEXT: Record<EmployerFeature, { title: string; points: string[] }> = {
  benchmarking: {
    title: 'Salary Benchmarking',
    points: [
      'Benchmark against peers you choose: named competitors, a cohort (company type, size, industry, funding stage, listed or not) or startups by funding stage.',
      'The 10th to 90th percentile of base, stock, bonus and total pay by job family, level and location, every figure aged to one effective date.',
      'Every figure shows its evidence: records, companies, how recent, the spread. A figure from fewer than 5 records or 3 companies, or mostly one company, is hidden and says why.',
      'Match your job descriptions to our families and levels; when the match is weak it says "needs review" instead of guessing. Upload your payroll to see compa-ratios against the market; export to CSV or Excel.',
    ],
  },
  benefits: {
    title: 'Benefits & Total Rewards',
    points: [
      'Benefits as members report them, company by company: health cover and its amount, parental leave, retirement and employer match, equity, leave days, allowances; each figure with its count, shown only from 5 answers.',
      'See how pay splits into base, bonus and stock at every level, and how often a level gets stock at all.',
      'Build pay bands from a target percentile of your peers, with a stated width (max ÷ min − 1), progression between levels, location differentials and rounding.',
      'Compare scenarios side by side; a linter flags inverted midpoints, progression out of range, overlaps over 70 % and bands that narrow as levels rise.',
      'Bands are versioned with an effective date: an edit makes a new version and the old one stays readable.',
    ],
  },
  ti: {
    title: 'Talent Intelligence',
    points: [
      'Where a company’s hires come from and where its leavers go, from members’ career histories: by company, job family, level and year, never naming a person.',
      'How long people stay in a role before they leave, and the pay change on the move, from members’ own salary records where known.',
      'Its share of the moves within your peer group, and its offers against what incumbents with the same title and level are paid.',
      'Every figure from at least 5 people; a figure beside a hidden one is hidden too, so no total minus the shown figures gives a small group away.',
      'Where a role pays most: metros compared under the same rules, with their evidence.',
      "India's tier-2 cities against tier-1 metros, measured on our own records, not a survey's assumption.",
      'Payroll against the market: each employee’s position in the market range and their compa-ratio, by family, level and metro.',
    ],
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const feature = loaderData?.feature ?? 'benchmarking';
  const title =
    feature === 'benchmarking' ? 'Paysight for employers: salary benchmarking' : `Paysight for employers: ${FEATURE_TEXT[feature].title}`;
  return pageMeta(
    {
      title,
      description:
        'Peer benchmarks for India and the US where every figure shows its sample size, companies and recency: competitors, cohorts and startups, pay bands, payroll compa-ratios.',
      path: loaderData ? employersHref({ feature, cc: loaderData.cc }) : paths.employers(),
    },
    matches,
  );
};

export default function EmployersPage({ loaderData }: Route.ComponentProps) {
  const { feature, cc, regionLocked, showcase, benefits, talent, member, trialDays, trialOffered, contact } = loaderData;
  const text = FEATURE_TEXT[feature];
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl" className={blocks.content}>
        <div className={`${blocks.columns} ${classes.hero}`}>
          <PageHeading eyebrow="For employers" title="Set pay with evidence you can show">
            <p className={classes.lead}>
              Peer benchmarks for India and the US where every figure says how many people and companies stand behind it and how recent it
              is, with tier-2 cities measured, not assumed.
            </p>
          </PageHeading>
          {member ? (
            <section className={classes.card} aria-labelledby="workspace-title">
              <h2 id="workspace-title" className={classes.cardTitle}>
                Your workspace
              </h2>
              <Text fz="sm" c="dimmed" mb="sm">
                Benchmark against your peers, build pay bands, set your roster against them, and manage who has access.
              </Text>
              <Group gap="sm">
                <Button component={Link} to={paths.peer()}>
                  Peer benchmarking
                </Button>
                <Button component={Link} to={paths.compBands()} variant="light">
                  Pay bands
                </Button>
                <Button component={Link} to={paths.compa()} variant="light">
                  Compa roster
                </Button>
                <Button component={Link} to={paths.payEquity()} variant="light">
                  Pay equity
                </Button>
                <Button component={Link} to={paths.rewardsStatements()} variant="light">
                  Total rewards statements
                </Button>
                <Button component={Link} to={talentHref({ cc })} variant="light">
                  Talent intelligence
                </Button>
              </Group>
            </section>
          ) : trialOffered ? (
            <TrialForm cc={cc} trialDays={trialDays} />
          ) : (
            <section className={classes.card} aria-labelledby="trial-title">
              <h2 id="trial-title" className={classes.cardTitle}>
                Get access
              </h2>
              <Text fz="sm">
                <Anchor href={`mailto:${contact}?subject=${encodeURIComponent('Paysight for employers')}`}>Write to us</Anchor> for an
                enterprise workspace.
              </Text>
            </section>
          )}
        </div>

        <Stack gap="xs">
          <Group justify="space-between" align="center">
            <Title order={2} fz="h3">
              The market in {countryName(cc)}
            </Title>
            {!regionLocked && (
              <RegionNav
                current={cc}
                href={(r) => employersHref({ feature, cc: r })}
                className={blocks.switch}
                linkClassName={blocks.switchLink}
              />
            )}
          </Group>
          <MarketStrip s={showcase} />
        </Stack>

        <nav className={blocks.switch} aria-label="Features">
          {EMPLOYER_FEATURES.map((f) => (
            <Link
              key={f.key}
              to={employersHref({ feature: f.key, cc })}
              className={blocks.switchLink}
              aria-current={f.key === feature ? 'page' : undefined}
              preventScrollReset
            >
              {f.label}
            </Link>
          ))}
        </nav>

        <section aria-labelledby="feature-title">
          <Stack gap="md">
            <Title order={2} id="feature-title">
              {text.title}
            </Title>
            <ul className={classes.points}>
              {text.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            {feature === 'benchmarking' && <BenchmarkingExample s={showcase} />}
            {feature === 'benefits' && (
              <>
                <BenefitsExample view={benefits} cc={cc} className={classes.example} titleClassName={classes.exampleTitle} />
                <RewardsExample s={showcase} />
              </>
            )}
            {feature === 'ti' && (
              <>
                <TalentPreview report={talent} cc={cc} member={member} className={classes.example} titleClassName={classes.exampleTitle} />
                <TalentExample s={showcase} />
              </>
            )}
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
