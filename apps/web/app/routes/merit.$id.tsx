import { Alert, Anchor, Table, Text } from '@mantine/core';
import { formatDate } from '@paysight/contract/core';
import { Link } from 'react-router';
import type { Route } from './+types/merit.$id';
import { paths } from '~/config/paths';
import classes from '~/features/merit/components/merit.module.css';
import { cycleAction, MOVE_CYCLE, type CycleActionData } from '~/features/merit/cycle.action';
import { loadCycle } from '~/features/merit/cycle.loader';
import {
  cycleHref,
  guidelineText,
  moneyText,
  moveLabel,
  percentText,
  PRORATION_LABEL,
  STATE_LABEL,
  STATUS_LABEL,
} from '~/features/merit/merit-form';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { privatePageMeta } from '~/lib/meta';
import { CardSection } from '~/shell/card-section';
import { Notice } from '~/shell/fields';
import controls from '~/shell/form-controls.module.css';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { Pagination } from '~/shell/pagination';

/**
 * /merit/{id} (issue 30; ADR 057): one merit cycle: its status and the moves open to it (plain POST
 * buttons for analysts and admins), its pools against what the recommendations spend, what stands in
 * its way, and its recommendations a page of 100 (pre-filled from the matrix, prorated, split at the
 * band's maximum, with their approval state). Server-rendered; nothing needs JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => loadCycle(args);
export const action = (args: Route.ActionArgs) => cycleAction(args);

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta({
    title: args.data?.kind === 'cycle' ? `${args.data.cycle.name} · Merit cycle` : 'Merit cycle',
    description: 'A merit cycle: its budget against its recommendations, what waits for approval, and each employee’s raise.',
    path: args.data?.kind === 'cycle' ? paths.meritCycle(args.data.cycle.id) : paths.merit(),
  })(args);

const SCREEN = 'Merit cycle';

export default function MeritCyclePage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen={SCREEN} />;
  if (loaderData.kind === 'refused') return <WorkspaceRefused screen={SCREEN} message={loaderData.message} size="lg" />;
  if (loaderData.kind === 'missing')
    return (
      <PageFrame>
        <PageHeading eyebrow="Employers · Merit cycles" title={SCREEN}>
          <WorkspaceBar workspace={loaderData.workspace} />
        </PageHeading>
        <Alert color="red" role="alert" title="No such cycle" data-testid="cycle-missing">
          {loaderData.message}.{' '}
          <Anchor component={Link} to={paths.merit()} underline="always">
            See the workspace’s cycles
          </Anchor>
          .
        </Alert>
      </PageFrame>
    );
  const { workspace, cycle, recommendations } = loaderData;
  const canEdit = workspace.role !== 'viewer';
  const refused = actionData && !actionData.ok ? (actionData as CycleActionData) : null;
  const money = (amount: number) => moneyText(amount, cycle.currency);
  const pay = (amount: number) => moneyText(amount, cycle.roster.currency);

  return (
    <PageFrame>
      <PageHeading eyebrow="Employers · Merit cycles" title={cycle.name}>
        <WorkspaceBar workspace={workspace} />
        <Text c="dimmed" mt={6}>
          <Anchor component={Link} to={paths.merit()} underline="always">
            All cycles
          </Anchor>{' '}
          · effective {formatDate(cycle.effectiveDate)} · period {formatDate(cycle.periodStart)} to {formatDate(cycle.periodEnd)} · prorated{' '}
          {PRORATION_LABEL[cycle.proration.kind].toLowerCase()}
          {cycle.proration.kind === 'cutoff' ? ` ${formatDate(cycle.proration.cutoff)}` : ''}
        </Text>
      </PageHeading>

      {loaderData.done && !refused && (
        <Notice color="green" role="status" testId="cycle-done">
          {loaderData.done === 'created'
            ? 'Cycle created: everyone eligible has a recommendation from the matrix.'
            : `The cycle is ${STATUS_LABEL[cycle.status].toLowerCase()}.`}
        </Notice>
      )}
      {refused && (
        <Notice color="red" testId="cycle-refused">
          {refused.message}
        </Notice>
      )}

      <CardSection id="status-title" title="Status" testId="cycle-status">
        <div className={classes.figures}>
          <div>
            <div className={blocks.figureLabel}>Status</div>
            <div className={blocks.figure} data-testid="status">
              {STATUS_LABEL[cycle.status]}
            </div>
          </div>
          <div>
            <div className={blocks.figureLabel}>Eligible</div>
            <div className={blocks.figure}>
              {cycle.counts.eligible.toLocaleString('en-US')}
              <span className={blocks.dim} style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 400 }}>
                {' '}
                of {cycle.counts.people.toLocaleString('en-US')}
              </span>
            </div>
          </div>
          <div>
            <div className={blocks.figureLabel}>Approved</div>
            <div className={blocks.figure}>{cycle.counts.approved.toLocaleString('en-US')}</div>
          </div>
          <div>
            <div className={blocks.figureLabel}>Outside the guideline</div>
            <div className={blocks.figure}>{cycle.counts.outsideGuideline.toLocaleString('en-US')}</div>
          </div>
        </div>
        <Text size="sm" mt="sm">
          Roster {cycle.roster.fileName ?? '(version no longer kept; the cycle holds its own copy)'} · bands{' '}
          {cycle.band.name ? `${cycle.band.name}, version ${cycle.band.version ?? '–'}` : 'none'} · budget in {cycle.currency}
          {cycle.currency !== cycle.roster.currency ? ` at ₹${cycle.fx.usdInr} a dollar (frozen ${formatDate(cycle.fx.asOf)})` : ''}
        </Text>
        {cycle.notes.length > 0 && (
          <ul
            data-testid="cycle-notes"
            style={{ margin: 'var(--mantine-spacing-sm) 0 0', paddingLeft: 20, fontSize: 'var(--mantine-font-size-sm)' }}
          >
            {cycle.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        {canEdit && cycle.next.length > 0 && (
          <div className={classes.actions}>
            {cycle.next.map((to) => (
              <IntentForm key={to} intent={MOVE_CYCLE} fields={{ status: to }}>
                <button type="submit" className={controls.button}>
                  {moveLabel(cycle.status, to)}
                </button>
              </IntentForm>
            ))}
          </div>
        )}
      </CardSection>

      <CardSection id="budget-title" title="Budget" testId="cycle-budget">
        {cycle.pools.length === 0 ? (
          <Text size="sm">No budget pool: recommendations are not held to a budget.</Text>
        ) : (
          <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Budget pools table">
            <Table withTableBorder data-testid="pools">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Pool</Table.Th>
                  <Table.Th scope="col" className={blocks.num}>
                    Budget
                  </Table.Th>
                  <Table.Th scope="col" className={blocks.num}>
                    Spent
                  </Table.Th>
                  <Table.Th scope="col" className={blocks.num}>
                    Left
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cycle.pools.map((p) => (
                  <Table.Tr key={p.position}>
                    <Table.Td>
                      {p.name}
                      <span className={blocks.cellNote}>
                        {p.percent !== null ? `${percentText(p.percent)} of the eligible payroll, prorated` : 'a set amount'} ·{' '}
                        {p.members.toLocaleString('en-US')} people
                      </span>
                    </Table.Td>
                    <Table.Td className={blocks.num}>{money(p.total)}</Table.Td>
                    <Table.Td className={blocks.num}>{money(p.spent)}</Table.Td>
                    <Table.Td className={`${blocks.num} ${p.over ? classes.over : ''}`}>
                      {p.over ? `Over by ${money(-p.left)}` : money(p.left)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </CardSection>

      <CardSection id="recommendations-title" title="Recommendations" testId="recommendations">
        {loaderData.recommendationsError && (
          <Notice color="red" title="The recommendations could not be loaded">
            {loaderData.recommendationsError}
          </Notice>
        )}
        {recommendations && (
          <>
            <Text size="sm" mb="sm">
              {recommendations.matching.toLocaleString('en-US')} eligible employees. Each raise is base × the matrix’s % × proration; past
              the band’s maximum the rest is paid once as a lump sum.
            </Text>
            <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Recommendations table">
              <Table withTableBorder striped className={classes.table} data-testid="recommendation-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Employee</Table.Th>
                    <Table.Th scope="col">Rating</Table.Th>
                    <Table.Th scope="col" className={blocks.num}>
                      Compa-ratio
                    </Table.Th>
                    <Table.Th scope="col">Guideline</Table.Th>
                    <Table.Th scope="col" className={blocks.num}>
                      Merit
                    </Table.Th>
                    <Table.Th scope="col" className={blocks.num}>
                      Raise
                    </Table.Th>
                    <Table.Th scope="col" className={blocks.num}>
                      New base
                    </Table.Th>
                    <Table.Th scope="col">Approval</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {recommendations.items.map((r) => (
                    <Table.Tr key={r.id} data-testid={`recommendation-${r.employeeId}`}>
                      <Table.Td>
                        {r.name ?? r.employeeId}
                        <span className={blocks.cellNote}>
                          {r.employeeId} · {r.title}
                          {r.manager ? ` · reports to ${r.manager.name ?? r.manager.employeeId}` : ''}
                        </span>
                      </Table.Td>
                      <Table.Td>{r.rating ?? '–'}</Table.Td>
                      <Table.Td className={blocks.num}>{r.position === null ? '–' : r.position.toFixed(2)}</Table.Td>
                      <Table.Td>
                        {r.guideline ? guidelineText(r.guideline) : <span className={blocks.dim}>{r.guidelineNote}</span>}
                      </Table.Td>
                      <Table.Td className={blocks.num}>
                        {percentText(r.meritPercent)}
                        {r.proration < 1 && <span className={blocks.cellNote}>× {r.proration} prorated</span>}
                        {r.outsideGuideline && <span className={blocks.cellNote}>outside the guideline</span>}
                      </Table.Td>
                      <Table.Td className={blocks.num}>
                        {pay(r.merit.raise)}
                        {r.merit.lump > 0 && <span className={blocks.cellNote}>{pay(r.merit.lump)} as a lump sum</span>}
                      </Table.Td>
                      <Table.Td className={blocks.num}>
                        {pay(r.newBase)}
                        <span className={blocks.cellNote}>from {pay(r.base)}</span>
                      </Table.Td>
                      <Table.Td>
                        {STATE_LABEL[r.approval.state]}
                        {r.approval.next && <span className={blocks.cellNote}>next: {r.approval.next.approver}</span>}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <Pagination
              page={recommendations.page}
              totalItems={recommendations.matching}
              pageSize={recommendations.pageSize}
              href={(page) => cycleHref(cycle.id, page)}
            />
          </>
        )}
      </CardSection>
    </PageFrame>
  );
}
