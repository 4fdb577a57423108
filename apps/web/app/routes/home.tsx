import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { paths } from '~/config/paths';
import { BlogList } from '~/features/blog/components/blog-list';
import { DashboardPanel } from '~/features/dashboard/components/dashboard-panel';
import { AreaIcon, type AreaIconName } from '~/features/home/area-icon';
import { loadHome } from '~/features/home/home.loader';
import home from '~/features/home/home.module.css';
import { SearchBox } from '~/features/search/search-box';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import classes from '~/shell/shell.module.css';
import blocks from '~/shell/page-blocks.module.css';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery();
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Paysight',
      description:
        'Salaries by company, title, level and location for India and the US. Compare companies, evaluate offers and benchmark pay with Paysight.',
      path: '/',
    },
    matches,
  ).map((d) => ('title' in d ? { title: 'Paysight: salaries, offers and pay benchmarks for India and the US' } : d));

export const loader = (args: Route.LoaderArgs) => loadHome(args);

/** What the product does, each card a link to its page (only screens that are built). */
const AREAS = [
  {
    icon: 'salaries',
    title: 'Salaries',
    text: 'Base, stock and bonus by company, title, level and location, for India and the US.',
    href: paths.salaries(),
  },
  {
    icon: 'compare',
    title: 'Company comparison',
    text: 'Up to three companies side by side for the same role, with levels mapped across them.',
    href: paths.compareCompanies(),
  },
  {
    icon: 'leaderboard',
    title: 'Salary leaderboard',
    text: 'The companies paying a title best, in each region and at each level.',
    href: paths.leaderboard(),
  },
  {
    icon: 'career',
    title: 'Career path',
    text: 'How sought-after a company is by where people move, its culture, the market for your role, its exposure to AI, and where people went next.',
    href: paths.career(),
  },
  {
    icon: 'offer',
    title: 'Offer evaluation',
    text: 'See where each part of an offer sits in its market, and a negotiation checklist.',
    href: paths.offers(),
  },
  {
    icon: 'negotiate',
    title: 'Negotiation coaching',
    text: 'Coaches who have negotiated at the companies you are talking to, and what their clients gained.',
    href: paths.negotiate(),
  },
  {
    icon: 'verified',
    title: 'Verified salaries',
    text: 'How every figure is checked, and how to have your own salary verified with a document.',
    href: paths.verified(),
  },
  {
    icon: 'academy',
    title: 'Interview questions',
    text: 'What members were asked at each company, round by round, and open question sets to practise with.',
    href: paths.academy(),
  },
  {
    icon: 'interview',
    title: 'Mock interviews',
    text: 'Practise with someone who works at the company you are interviewing with, proved by their work email or a verified salary.',
    href: paths.gurus(),
  },
] satisfies { icon: AreaIconName; title: string; text: string; href: string }[];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { regions } = loaderData;
  const hasDemo = regions.some((r) => r.isDemo);
  return (
    <>
      <Box py={{ base: 48, sm: 80 }}>
        <Container size="md">
          <Stack gap="lg" ta="center" align="center">
            <span className={classes.eyebrow}>India · United States</span>
            <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
              Know what you are worth.
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed" maw={640}>
              Paysight is the compensation trust layer between employees and employers: verified salary data, offer evaluation and pay
              benchmarking, in lakhs and in dollars.
            </Text>
            <Box w="100%" maw={680}>
              <SearchBox />
            </Box>
          </Stack>
        </Container>
      </Box>

      {loaderData.dashboard && (
        <Container size="lg" pb="xl">
          <DashboardPanel dashboard={loaderData.dashboard} />
        </Container>
      )}

      {regions.length > 0 && (
        <Container size="lg" pb="xl">
          <section aria-labelledby="sample-figures">
            <div className={`${blocks.spread} ${home.sectionHead}`}>
              <Title order={2} fz="h3" id="sample-figures">
                Median pay on Paysight
              </Title>
              {hasDemo && (
                <span className={classes.demoLabel} title="Generated demonstration data, not real submissions">
                  Demo data
                </span>
              )}
            </div>
            <Text fz="sm" c="dimmed" mb="sm">
              Median total pay per year (base, stock and bonus) of the most reported titles.
              {hasDemo && ' This installation runs on generated demonstration data, not real submissions.'}
            </Text>
            <ul className={home.figureGrid} data-testid="sample-figures">
              {regions.flatMap((r) =>
                r.figures.map((f) => (
                  <li key={`${r.cc}-${f.name}`}>
                    <Link to={f.href} className={home.figureCard}>
                      <span className={home.figureName}>{f.name}</span>
                      <span className={home.figureValue}>{f.median}</span>
                      <span className={home.figureNote}>
                        {r.name} · median of {f.count} salaries
                      </span>
                    </Link>
                  </li>
                )),
              )}
            </ul>
          </section>

          <section aria-labelledby="companies" className={home.section}>
            <Title order={2} fz="h3" id="companies" mb="sm">
              Companies on Paysight
            </Title>
            {regions.map((r) => (
              <div key={r.cc} className={`${blocks.inline} ${home.chipRow}`}>
                <span className={home.chipRegion}>{r.name}</span>
                <ul className={home.chips} aria-label={`Companies in ${r.name}`}>
                  {r.companies.map((company) => (
                    <li key={company.name}>
                      <Link to={company.href} className={home.chip}>
                        {company.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </Container>
      )}

      <Container size="lg" py="xl" component="section" aria-labelledby="areas">
        <Title order={2} fz="h3" mb="md" id="areas">
          What you can do
        </Title>
        <ul className={`${blocks.columns} ${home.areaGrid}`}>
          {AREAS.map((area) => (
            <li key={area.title}>
              <Link to={area.href} className={home.areaCard}>
                <span className={home.areaIcon}>
                  <AreaIcon name={area.icon} />
                </span>
                <span className={home.areaTitle}>{area.title}</span>
                <span className={home.areaText}>{area.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>

      {loaderData.articles.length > 0 && (
        <Container size="lg" pb="xl" component="section" aria-labelledby="latest-articles">
          <div className={`${blocks.spread} ${home.sectionHead}`}>
            <Title order={2} fz="h3" id="latest-articles">
              From the blog
            </Title>
            <Anchor component={Link} to={paths.blog()} fz="sm" fw={600}>
              All articles
            </Anchor>
          </div>
          <BlogList articles={loaderData.articles} headingLevel={3} />
        </Container>
      )}
    </>
  );
}
