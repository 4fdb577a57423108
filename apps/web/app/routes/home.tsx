import { Box, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Route } from './+types/home';
import { AreaIcon, type AreaIconName } from '~/features/home/area-icon';
import { SearchBox } from '~/features/search/search-box';
import { getPopularCompanies } from '~/features/suggest/api/get-popular-companies';
import { pageMeta } from '~/lib/meta';
import classes from '~/shell/shell.module.css';
import { serverApi } from '~/lib/server-api';
import { publicPageHeaders } from '~/lib/page-cache';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors. */
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

export async function loader({ context, request }: Route.LoaderArgs) {
  return { companies: await getPopularCompanies(serverApi(context, request)) };
}

const AREAS = [
  {
    icon: 'salaries',
    title: 'Salaries',
    text: 'Base, stock and bonus by company, title, level, skill and location, for India and the US.',
  },
  {
    icon: 'compare',
    title: 'Company comparison',
    text: 'Up to three companies side by side for the same role, with levels mapped across them.',
  },
  { icon: 'offer', title: 'Offer evaluation', text: 'See where each part of an offer sits in its market, and a negotiation checklist.' },
  {
    icon: 'career',
    title: 'Career rankings and paths',
    text: 'Eliteness, culture, market and job-risk views, and where people move next.',
  },
  {
    icon: 'jobs',
    title: 'JobGPT with auto-apply',
    text: 'An AI job-search assistant that finds roles, tailors resumes and applies for you.',
  },
  { icon: 'employers', title: 'For employers', text: 'Peer benchmarking, pay bands, compa ratios and merit-cycle planning.' },
] satisfies { icon: AreaIconName; title: string; text: string }[];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { companies } = loaderData;
  const hasDemo = companies.some((c) => c.isDemo);
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

      {companies.length > 0 && (
        <Container size="lg" pb="xl">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="h3">
              Companies on Paysight
            </Title>
            {hasDemo && (
              <span className={classes.demoLabel} title="Generated demonstration data, not real submissions">
                Demo data
              </span>
            )}
          </Group>
          {hasDemo && (
            <Text fz="sm" c="dimmed" mb="sm">
              This installation runs on generated demonstration data, not real submissions. Real figures come from members and importers.
            </Text>
          )}
          <Group gap="xs">
            {companies.map((company) => (
              <span key={company.id} className={classes.chip}>
                {company.name}
              </span>
            ))}
          </Group>
        </Container>
      )}

      <Container size="lg" py="xl">
        <Title order={2} fz="h3" mb="md">
          What you can do
        </Title>
        <div className={classes.areaGrid}>
          {AREAS.map((area) => (
            <Card key={area.title} withBorder padding="lg">
              <Text c="brand" mb="sm" lh={0}>
                <AreaIcon name={area.icon} />
              </Text>
              <Text fw={700} mb={4}>
                {area.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {area.text}
              </Text>
            </Card>
          ))}
        </div>
      </Container>
    </>
  );
}
