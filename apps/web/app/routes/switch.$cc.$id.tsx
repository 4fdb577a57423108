import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/switch.$cc.$id';
import { paths } from '~/config/paths';
import { SalaryLimited } from '~/shell/salary-unavailable';
import blocks from '~/shell/page-blocks.module.css';
import { countryName } from '~/features/salary/salary-text';
import { useSecurityCheck } from '~/shell/use-security-check';
import { FlowSection } from '~/features/switch/components/flow-section';
import flows from '~/features/switch/components/switch.module.css';
import { loadSwitch } from '~/features/switch/switch.loader';
import { pageMeta } from '~/lib/meta';
import shell from '~/shell/shell.module.css';

/**
 * /{cc}/switch/{company or school} and /{cc}/switch/major/{major}: the talent flow (ADR 028),
 * premium only. A company: where its people went next and where they came from; a school or a
 * major: where its graduates started. Server-rendered from one API call; the page is private (no
 * shared cache). 401/403 render it without figures and open the security popup, whose text on a
 * switch URL is the premium one (SPEC §2.6); 404 is a real page.
 */
export const loader = (args: Route.LoaderArgs) => loadSwitch(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: true }, matches) : [];

export default function SwitchPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { kind, cc, heading } = loaderData;
  useSecurityCheck(kind === 'premium');

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" className={blocks.content} data-loading={navigation.state === 'loading' || undefined}>
        <div>
          <span className={shell.eyebrow}>Switch · {countryName(cc)}</span>
          <Title order={1} className={blocks.pageTitle} mt="sm">
            {heading}
          </Title>
          {kind === 'ok' && (
            <Text c="dimmed" mt={6}>
              {loaderData.model.intro}
            </Text>
          )}
          {kind === 'ok' && loaderData.model.isDemo && (
            <Group gap="xs" mt="sm">
              <span className={shell.demoLabel} title="Generated demonstration data, not real career histories">
                Demo data
              </span>
              <Text fz="sm" c="dimmed">
                These flows come from generated demonstration histories, not real members.
              </Text>
            </Group>
          )}
        </div>

        {kind === 'ok' && (
          <>
            <div className={flows.sections}>
              {loaderData.model.sections.map((section) => (
                <FlowSection key={section.id} section={section} />
              ))}
            </div>
            <Text fz="sm" c="dimmed" data-testid="switch-privacy">
              {loaderData.model.privacyNote}
            </Text>
          </>
        )}
        {kind === 'premium' && (
          <SalaryLimited message={loaderData.message} signInHref={loaderData.signInHref} upgradeHref={loaderData.upgradeHref} />
        )}
        {kind === 'not-found' && (
          <section className={blocks.card} data-testid="switch-not-found">
            <Stack gap="xs">
              <Text fw={700} fz="lg">
                Nothing found
              </Text>
              <Text c="dimmed">{loaderData.message}</Text>
              <Group gap="lg" mt="xs">
                <Anchor component={Link} to={paths.regionHub(cc)} fw={600}>
                  All salaries in {countryName(cc)}
                </Anchor>
                <Anchor component={Link} to={paths.home()} fw={600}>
                  Back to Paysight home
                </Anchor>
              </Group>
            </Stack>
          </section>
        )}
      </Stack>
    </Container>
  );
}
