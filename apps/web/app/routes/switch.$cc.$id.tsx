import { Group, Text } from '@mantine/core';
import type { Route } from './+types/switch.$cc.$id';
import { paths } from '~/config/paths';
import { HOME_LINK, NoticeCard, SalaryLimited } from '~/shell/salary-unavailable';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';
import { countryName } from '~/features/salary/salary-text';
import { useSecurityCheck } from '~/shell/use-security-check';
import { FlowSection } from '~/features/switch/components/flow-section';
import flows from '~/features/switch/components/switch.module.css';
import { loadSwitch } from '~/features/switch/switch.loader';
import { pageMeta } from '~/lib/meta';
import blocks from '~/shell/page-blocks.module.css';

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
  const { kind, cc, heading } = loaderData;
  useSecurityCheck(kind === 'premium');

  return (
    <PageFrame>
      <PageHeading eyebrow={<>Switch · {countryName(cc)}</>} title={heading}>
        {kind === 'ok' && (
          <Text c="dimmed" mt={6}>
            {loaderData.model.intro}
          </Text>
        )}
        {kind === 'ok' && loaderData.model.isDemo && (
          <Group gap="xs" mt="sm">
            <DemoDataLabel notReal="career histories" />
            <Text fz="sm" c="dimmed">
              These flows come from generated demonstration histories, not real members.
            </Text>
          </Group>
        )}
      </PageHeading>

      {kind === 'ok' && (
        <>
          <div className={`${blocks.columns} ${flows.sections}`}>
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
        <NoticeCard
          testId="switch-not-found"
          title="Nothing found"
          message={loaderData.message}
          links={[{ href: paths.regionHub(cc), label: `All salaries in ${countryName(cc)}` }, HOME_LINK]}
        />
      )}
    </PageFrame>
  );
}
