import { Alert, Anchor, Table, Text } from '@mantine/core';
import { formatDate } from '@paysight/contract/core';
import { Link } from 'react-router';
import type { Route } from './+types/merit';
import { paths } from '~/config/paths';
import { CycleForm } from '~/features/merit/components/cycle-form';
import { meritAction, type MeritActionData } from '~/features/merit/merit.action';
import { cycleHref, emptyCycleForm, MERIT_PATH, STATUS_LABEL } from '~/features/merit/merit-form';
import { loadMerit } from '~/features/merit/merit.loader';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { privatePageMeta } from '~/lib/meta';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /merit (issue 30; ADR 057): the workspace's merit cycles, and for analysts and admins a plain POST
 * form to set one up over the roster (dates, currency, proration, eligibility, the merit budget and
 * the matrix). Server-rendered; nothing needs JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => loadMerit(args);
export const action = (args: Route.ActionArgs) => meritAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Merit cycles',
  description: 'Plan raises over your roster: a merit matrix by rating and position in range, budgets that add up to the rupee, approvals.',
  path: MERIT_PATH,
});

const SCREEN = 'Merit cycles';

export default function MeritPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen={SCREEN} />;
  if (loaderData.kind === 'refused') return <WorkspaceRefused screen={SCREEN} message={loaderData.message} size="lg" />;
  const { workspace, cycles } = loaderData;
  const canEdit = workspace.role !== 'viewer';
  const refused = actionData && !actionData.ok ? (actionData as MeritActionData) : null;

  return (
    <PageFrame>
      <PageHeading eyebrow="Employers" title={SCREEN}>
        <WorkspaceBar workspace={workspace} />
        <Text c="dimmed" mt={6}>
          A cycle plans raises over your roster on{' '}
          <Anchor component={Link} to={paths.compa()} underline="always">
            Compa
          </Anchor>{' '}
          against your{' '}
          <Anchor component={Link} to={paths.compBands()} underline="always">
            pay bands
          </Anchor>
          : each eligible employee’s raise comes from the merit matrix, prorated, capped at the band’s maximum (the rest paid once), within
          a budget whose parts add up to it exactly.
        </Text>
      </PageHeading>

      {loaderData.cyclesError && (
        <Alert color="red" role="alert" title="The cycles could not be loaded">
          {loaderData.cyclesError}
        </Alert>
      )}

      <CardSection id="cycles-title" title="Cycles" testId="cycles">
        {cycles && cycles.length > 0 ? (
          <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Merit cycles table">
            <Table withTableBorder striped data-testid="cycle-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Cycle</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Effective</Table.Th>
                  <Table.Th scope="col" className={blocks.num}>
                    Eligible
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cycles.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Anchor component={Link} to={cycleHref(c.id)} underline="always">
                        {c.name}
                      </Anchor>
                      <span className={blocks.cellNote}>
                        {formatDate(c.periodStart)} to {formatDate(c.periodEnd)} · {c.currency}
                      </span>
                    </Table.Td>
                    <Table.Td>{STATUS_LABEL[c.status]}</Table.Td>
                    <Table.Td>{formatDate(c.effectiveDate)}</Table.Td>
                    <Table.Td className={blocks.num}>{c.eligible.toLocaleString('en-US')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        ) : (
          cycles && (
            <Text size="sm" data-testid="no-cycles">
              No merit cycle yet.{canEdit ? ' Set one up below.' : ' An analyst or admin of your workspace sets them up.'}
            </Text>
          )
        )}
      </CardSection>

      {canEdit && (
        <CardSection id="new-cycle-title" title="New cycle" testId="new-cycle">
          <CycleForm
            key={refused?.attempt ?? 'first'}
            values={refused?.typed ?? emptyCycleForm(loaderData.today)}
            error={refused?.message ?? null}
          />
        </CardSection>
      )}
    </PageFrame>
  );
}
