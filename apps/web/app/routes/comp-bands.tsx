import { Alert, Anchor, Button, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate } from '@paysight/contract/core';
import { Form, Link } from 'react-router';
import type { Route } from './+types/comp-bands';
import { paths } from '~/config/paths';
import { compBandsAction } from '~/features/pay-bands/comp-bands.action';
import { loadCompBands } from '~/features/pay-bands/comp-bands.loader';
import { BandSectionView, FindingsList, PlanSummary, VersionsList } from '~/features/pay-bands/components/band-views';
import classes from '~/features/pay-bands/components/pay-bands.module.css';
import { PlanFields } from '~/features/pay-bands/components/plan-fields';
import { ScenariosPanel } from '~/features/pay-bands/components/scenarios-panel';
import { bandSections, marketFigures } from '~/features/pay-bands/pay-bands-model';
import { payBandsHref, type ScenarioPick } from '~/features/pay-bands/pay-bands-query';
import { canEdit, type Currency } from '~/features/pay-bands/pay-bands-text';
import { emptyPlanForm, versionToForm, type PlanFormValues } from '~/features/pay-bands/plan-form';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { privatePageMeta } from '~/lib/meta';
import { usePendingIntent } from '~/lib/pending-intent';

/**
 * /comp-bands: the workspace's pay band groups (SPEC §2.1 "Pay bands"; docs/decisions/030). A group
 * is built from one of the workspace's peer groups; each save is a new version (plan, bands,
 * findings), and older versions open read-only. The opened group, its version and a scenario
 * comparison are in the URL (pay-bands-query.ts). Server-rendered with plain forms: creating a group
 * and saving a version are POSTs, the comparison a GET.
 */
export const loader = (args: Route.LoaderArgs) => loadCompBands(args);

export const action = (args: Route.ActionArgs) => compBandsAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Pay bands',
  description: 'Build pay bands from your peer group’s market: levels, widths, progression, versions, scenarios and a structure linter.',
  path: paths.compBands(),
});

const DEFAULT_PICKS = (plan: api.PayBandPlan): ScenarioPick[] => {
  const width = Math.round(plan.width * 100);
  const progression = plan.progression === null ? null : Math.round(plan.progression * 100);
  const other = plan.targetPercentile === 75 ? 50 : 75;
  return [
    { percentile: plan.targetPercentile, width, progression },
    { percentile: other, width, progression },
  ];
};

export default function CompBandsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = usePendingIntent();
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen="Pay bands" />;
  if (loaderData.kind === 'refused') {
    return <WorkspaceRefused screen="Pay bands" message={loaderData.message} size="lg" />;
  }
  const { workspace, groups, peerGroups, families, levels, group, version, query, today, metros } = loaderData;
  const editor = canEdit(workspace.role);
  const familyNames = new Map(families.map((f) => [f.slug, f.name]));
  const failed = actionData && !actionData.ok ? actionData : null;
  const latest = group?.versions[0] ?? null;
  const isLatest = version !== null && latest !== null && version.version === latest.version;
  const currency = (group?.currency ?? 'INR') as Currency;
  const market = version && loaderData.market ? marketFigures(loaderData.market, version.plan.metric, version.plan.targetPercentile) : null;
  const sections = version ? bandSections(version, market) : [];

  const createValues: PlanFormValues = failed?.intent === 'create' ? failed.values : emptyPlanForm(today, metros[0] ?? '');
  const editValues: PlanFormValues | null =
    failed?.intent === 'save'
      ? failed.values
      : version && isLatest
        ? versionToForm(version, today)
        : group && group.versions.length === 0
          ? emptyPlanForm(today, metros[0] ?? '')
          : null;
  const nextVersion = (latest?.version ?? 0) + 1;

  return (
    <PageFrame>
      <PageHeading eyebrow="Employers" title="Pay bands">
        <WorkspaceBar workspace={workspace} />
        <Text c="dimmed" mt={6}>
          Bands set from your peer group’s market at a target percentile: min, mid and max per level, the progression between levels,
          versions you can go back to, scenarios side by side, and a linter for the structure.
        </Text>
      </PageHeading>

      {!editor && (
        <Alert color="blue" title="Read only">
          You are a viewer in this workspace: you can read bands and compare scenarios. Analysts and admins create groups and save versions.
        </Alert>
      )}

      {failed && (
        <Alert color="red" role="alert" title={failed.intent === 'save' ? 'The version was not saved' : 'The band group was not created'}>
          {failed.message}
          {failed.createdGroup !== undefined && (
            <>
              {' '}
              <Anchor component={Link} to={payBandsHref({ group: failed.createdGroup, compare: [] })}>
                Open the group
              </Anchor>
            </>
          )}
        </Alert>
      )}

      <CardSection id="groups-title" title="Band groups">
        {loaderData.groupsError && (
          <Alert color="red" role="alert" mb="sm">
            {loaderData.groupsError}
          </Alert>
        )}
        {groups.length === 0 ? (
          <Text>No band groups yet.{editor ? ' Create the first one below, from one of your peer groups.' : ''}</Text>
        ) : (
          <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Band groups table">
            <Table className={classes.table} withTableBorder data-testid="band-groups">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Group</Table.Th>
                  <Table.Th scope="col">Peer group</Table.Th>
                  <Table.Th scope="col">Latest version</Table.Th>
                  <Table.Th scope="col">Bands</Table.Th>
                  <Table.Th scope="col">Findings</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.map((g) => (
                  <Table.Tr key={g.id} aria-current={g.id === group?.id ? 'true' : undefined}>
                    <Table.Th scope="row">
                      <Anchor component={Link} to={payBandsHref({ group: g.id, compare: [] })}>
                        {g.name}
                      </Anchor>{' '}
                      <Text span size="xs" c="dimmed">
                        {g.currency}
                      </Text>
                    </Table.Th>
                    <Table.Td>{g.peerGroup?.name ?? 'Deleted'}</Table.Td>
                    <Table.Td>{g.latest ? `v${g.latest.version} · effective ${formatDate(g.latest.effectiveDate)}` : 'None yet'}</Table.Td>
                    <Table.Td>{g.latest?.bands ?? '—'}</Table.Td>
                    <Table.Td>{g.latest?.findings ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}

        {editor && (
          <details className={classes.formCard} open={groups.length === 0 || failed?.intent === 'create'}>
            <summary>Create a band group</summary>
            {peerGroups.length === 0 ? (
              <Text mt="sm">
                Bands are built from a peer group, and the workspace has none yet:{' '}
                <Anchor component={Link} to={paths.peer()}>
                  create one on the peer benchmarking page
                </Anchor>
                .{loaderData.peerGroupsError ? ` (${loaderData.peerGroupsError})` : ''}
              </Text>
            ) : (
              <Form
                method="post"
                className={classes.form}
                aria-label="Create a band group"
                key={failed?.intent === 'create' ? 'retry' : 'new'}
              >
                <input type="hidden" name="intent" value="create" />
                <div className={classes.fieldGrid}>
                  <TextInput
                    id="create-name"
                    name="name"
                    label="Group name"
                    required
                    maxLength={80}
                    defaultValue={failed?.intent === 'create' ? failed.name : ''}
                  />
                  <NativeSelect
                    id="create-peer"
                    name="peerGroupId"
                    label="Peer group"
                    defaultValue={failed?.intent === 'create' ? failed.peerGroupId : undefined}
                    data={peerGroups.map((p) => ({
                      value: String(p.id),
                      label: `${p.name} · ${p.countryCode === 'in' ? 'India' : 'US'} · ${p.resolvedCompanies} companies`,
                    }))}
                  />
                </div>
                <PlanFields idPrefix="create" values={createValues} families={families} levels={levels} metros={metros} />
                <Button type="submit" loading={busy('create')} className={classes.submit}>
                  Create the group
                </Button>
              </Form>
            )}
          </details>
        )}
      </CardSection>

      {loaderData.groupError && !group && (
        <Alert color="red" role="alert" title="The band group could not be opened">
          {loaderData.groupError}
        </Alert>
      )}

      {group && (
        <CardSection id="group-title" title={group.name} testId="band-group">
          <Text size="sm" c="dimmed" mb="md">
            {group.countryCode === 'in' ? 'India' : 'US'} · {group.currency} · peer group{' '}
            {group.peerGroup ? group.peerGroup.name : 'deleted (a new version needs a new group)'}
          </Text>
          {loaderData.groupError && (
            <Alert color="yellow" mb="md">
              {loaderData.groupError}
            </Alert>
          )}

          <h3 className={classes.subTitle}>Versions</h3>
          {group.versions.length === 0 ? (
            <Text>No version saved yet.</Text>
          ) : (
            <VersionsList groupId={group.id} versions={group.versions} shown={version?.version ?? 0} />
          )}

          {editor && editValues && group.peerGroup && (isLatest || group.versions.length === 0) && (
            <details className={classes.formCard} open={failed?.intent === 'save' || group.versions.length === 0}>
              <summary>{group.versions.length === 0 ? 'Save the first version' : `Edit and save version ${nextVersion}`}</summary>
              <Form
                method="post"
                className={classes.form}
                aria-label="Save a new version"
                key={failed?.intent === 'save' ? 'retry' : `v${nextVersion}`}
              >
                <input type="hidden" name="intent" value="save" />
                <input type="hidden" name="group" value={group.id} />
                <PlanFields idPrefix="edit" values={editValues} families={families} levels={levels} metros={metros} withNote />
                <Button type="submit" loading={busy('save')} className={classes.submit}>
                  Save version {nextVersion}
                </Button>
              </Form>
            </details>
          )}

          {version && (
            <>
              <h3 className={classes.subTitle} data-testid="version-title">
                Version {version.version}
                {isLatest ? ' (latest)' : ' (read only)'}
              </h3>
              {!isLatest && latest && (
                <Alert color="gray" mb="sm">
                  An older version, kept as it was saved.{' '}
                  <Anchor component={Link} to={payBandsHref({ group: group.id, version: latest.version, compare: [] })}>
                    Open the latest (version {latest.version})
                  </Anchor>
                </Alert>
              )}
              <PlanSummary plan={version.plan} effectiveDate={version.effectiveDate} steps={version.steps} familyNames={familyNames} />

              <h3 className={classes.subTitle}>Linter findings</h3>
              <FindingsList findings={version.findings} families={familyNames} />

              <h3 className={classes.subTitle}>Bands</h3>
              <Text size="sm" c="dimmed" mb="sm">
                Mid is the market’s P{version.plan.targetPercentile} (or stepped up by the progression, or a manual band); min and max sit
                around it at the width: min = 2 × mid ÷ (2 + width), max = min × (1 + width). Market figures are the peer group’s, aged to{' '}
                {formatDate(version.effectiveDate)}.
              </Text>
              {loaderData.marketError && (
                <Text size="sm" c="dimmed" mb="sm">
                  Market figures are not shown: {loaderData.marketError}
                </Text>
              )}
              {sections.length === 0 ? (
                <Text>This version has no bands: every market cell it needs is hidden under the privacy rules.</Text>
              ) : (
                sections.map((s) => (
                  <BandSectionView
                    key={s.key}
                    section={s}
                    currency={currency}
                    targetPercentile={version.plan.targetPercentile}
                    findings={version.findings}
                  />
                ))
              )}

              {group.peerGroup && (
                <>
                  <h3 className={classes.subTitle}>Compare scenarios</h3>
                  <ScenariosPanel
                    groupId={group.id}
                    version={version.version}
                    picks={query.compare}
                    defaults={DEFAULT_PICKS(version.plan)}
                    result={loaderData.scenarios}
                    error={loaderData.scenarioError}
                    families={familyNames}
                  />
                </>
              )}
            </>
          )}
        </CardSection>
      )}
    </PageFrame>
  );
}
