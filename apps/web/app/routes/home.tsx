import { Badge, Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBriefcase, IconBuildingSkyscraper, IconChartBar, IconGitCompare, IconRobot, IconScale } from '@tabler/icons-react';
import type { Route } from './+types/home';
import { SearchBox } from '~/features/search/search-box';
import { getPopularCompanies } from '~/features/suggest/api/get-popular-companies';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';

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
  { icon: IconChartBar, title: 'Salaries', text: 'Base, stock and bonus by company, title, level, skill and location, for India and the US.' },
  { icon: IconGitCompare, title: 'Company comparison', text: 'Up to three companies side by side for the same role, with levels mapped across them.' },
  { icon: IconScale, title: 'Offer evaluation', text: 'See where each part of an offer sits in its market, and a negotiation checklist.' },
  { icon: IconBriefcase, title: 'Career rankings and paths', text: 'Eliteness, culture, market and job-risk views, and where people move next.' },
  { icon: IconRobot, title: 'JobGPT with auto-apply', text: 'An AI job-search assistant that finds roles, tailors resumes and applies for you.' },
  { icon: IconBuildingSkyscraper, title: 'For employers', text: 'Peer benchmarking, pay bands, compa ratios and merit-cycle planning.' },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { companies } = loaderData;
  const hasDemo = companies.some((c) => c.isDemo);
  return (
    <>
      <Box py={{ base: 48, sm: 80 }}>
        <Container size="md">
          <Stack gap="lg" ta="center" align="center">
            <Badge variant="light" size="lg">
              India · United States
            </Badge>
            <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
              Know what you are worth.
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }} c="dimmed" maw={640}>
              Paysight is the compensation trust layer between employees and employers: verified salary data, offer evaluation and
              pay benchmarking, in lakhs and in dollars.
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
              <Tooltip label="Generated demonstration data, not real submissions. Real data comes in through members and importers." multiline w={260}>
                <Badge color="orange" variant="light">
                  Demo data
                </Badge>
              </Tooltip>
            )}
          </Group>
          <Group gap="xs">
            {companies.map((company) => (
              <Badge key={company.id} variant="default" size="lg" radius="sm" tt="none" fw={500}>
                {company.name}
              </Badge>
            ))}
          </Group>
        </Container>
      )}

      <Container size="lg" py="xl">
        <Title order={2} fz="h3" mb="md">
          What you can do
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {AREAS.map((area) => (
            <Card key={area.title} withBorder padding="lg">
              <ThemeIcon variant="light" size="lg" mb="sm">
                <area.icon size={20} />
              </ThemeIcon>
              <Text fw={700} mb={4}>
                {area.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {area.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
