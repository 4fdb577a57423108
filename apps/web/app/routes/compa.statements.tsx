import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, Table, Text } from '@mantine/core';
import { formatDate } from '@paysight/contract/core';
import { Link } from 'react-router';
import type { Route } from './+types/compa.statements';
import { paths } from '~/config/paths';
import { PlanValues } from '~/features/total-rewards/components/plan-form';
import classes from '~/features/total-rewards/components/statements.module.css';
import { savePlanAction, type PlanActionData } from '~/features/total-rewards/plan.action';
import { moneyText } from '~/features/total-rewards/statement-text';
import { loadStatements } from '~/features/total-rewards/statements.loader';
import { statementHref, STATEMENTS_PATH, tickedElsewhere, yearLabel } from '~/features/total-rewards/statements-query';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { privatePageMeta } from '~/lib/meta';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /compa/statements (issue 29; docs/decisions/056-total-rewards.md): the payroll's employees, each
 * linking to their total rewards statement, a bulk PDF of those ticked (at most 100, a plain GET
 * form the loader sends on to the API; its page buttons submit it too, so ticks on other pages ride
 * along in the URL as hidden `id`s), and the workspace's plan values (a plain POST form for
 * analysts and admins, read-only for viewers). Server-rendered; nothing needs JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => loadStatements(args);
export const action = (args: Route.ActionArgs) => savePlanAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Total rewards statements',
  description: 'Each employee’s year of pay as you spend it — cash, equity, benefits and perquisites — as a page and a PDF.',
  path: STATEMENTS_PATH,
});

const SCREEN = 'Total rewards statements';

export default function StatementsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen={SCREEN} />;
  if (loaderData.kind === 'refused') return <WorkspaceRefused screen={SCREEN} message={loaderData.message} size="lg" />;
  const { workspace, roster, plan, bulkMax } = loaderData;
  const canEdit = workspace.role !== 'viewer';
  const currency = roster?.version.currency ?? (workspace.region === 'us' ? 'USD' : 'INR');
  const countryCode = roster?.version.countryCode ?? 'in';
  const thisYear = new Date().getUTCFullYear();
  const ticked = new Set(loaderData.ticked);
  const elsewhere = roster
    ? tickedElsewhere(
        loaderData.ticked,
        roster.employees.map((e) => e.employeeId),
      )
    : [];
  const pages = roster ? Math.max(1, Math.ceil(roster.matching / roster.pageSize)) : 1;
  const refused = actionData && !actionData.ok ? (actionData as PlanActionData) : null;

  return (
    <PageFrame>
      <PageHeading eyebrow="Employers · Compa" title={SCREEN}>
        <WorkspaceBar workspace={workspace} />
        <Text c="dimmed" mt={6}>
          Each employee’s year as the company spends it: base and bonus target, the equity that vests in the year, benefits at your plan
          values (in India employer PF, gratuity and insurance) and perquisites, with the market position. Open one, or download many as a
          PDF. Employees come from the payroll on{' '}
          <Anchor component={Link} to={paths.compa()} underline="always">
            Compa
          </Anchor>
          .
        </Text>
      </PageHeading>

      {loaderData.rosterError && (
        <Alert color="red" role="alert" title="The employees could not be loaded">
          {loaderData.rosterError}
        </Alert>
      )}

      {roster ? (
        <CardSection id="employees-title" title="Employees" testId="employees">
          <Text size="sm" mb="sm" data-testid="employees-source">
            {roster.summary.employees.toLocaleString('en-US')} employees from {roster.version.fileName}, uploaded{' '}
            {formatDate(roster.version.uploadedAt)}. Tick up to {bulkMax} to download their statements as one PDF, an employee a page; a
            name opens the statement.
          </Text>
          {loaderData.bulkError && (
            <Alert color="red" role="alert" mb="sm" data-testid="bulk-error">
              {loaderData.bulkError}
            </Alert>
          )}
          {/* A document form, not the router's: the loader answers with the PDF's address, which the browser downloads. */}
          <form method="get" action={STATEMENTS_PATH} aria-label="Download statements">
            {elsewhere.map((id) => (
              <input key={id} type="hidden" name="id" value={id} />
            ))}
            {elsewhere.length > 0 && (
              <Text size="sm" mb="xs" data-testid="ticked-elsewhere">
                Also in the PDF, ticked on other pages: {elsewhere.length.toLocaleString('en-US')} ({elsewhere.slice(0, 10).join(', ')}
                {elsewhere.length > 10 ? ', …' : ''}).
              </Text>
            )}
            <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Employees table">
              <Table className={classes.table} withTableBorder striped data-testid="employee-list">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">
                      <span className={blocks.srOnly}>In the PDF</span>
                    </Table.Th>
                    <Table.Th scope="col">Employee</Table.Th>
                    <Table.Th scope="col">Title</Table.Th>
                    <Table.Th scope="col">Location</Table.Th>
                    <Table.Th scope="col" className={blocks.num}>
                      Base
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {roster.employees.map((e) => (
                    <Table.Tr key={e.employeeId}>
                      <Table.Td>
                        <Checkbox
                          name="id"
                          value={e.employeeId}
                          defaultChecked={ticked.has(e.employeeId)}
                          aria-label={`Include ${e.name ?? e.employeeId}`}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={statementHref(e.employeeId)} underline="always">
                          {e.name ?? e.employeeId}
                        </Anchor>
                        <span className={classes.note}>{e.employeeId}</span>
                      </Table.Td>
                      <Table.Td>
                        {e.title}
                        <span className={classes.note}>{e.levelName}</span>
                      </Table.Td>
                      <Table.Td>{e.location}</Table.Td>
                      <Table.Td className={blocks.num}>{moneyText(e.base, currency)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <div className={classes.actions} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
              <NativeSelect
                label="Year"
                name="year"
                defaultValue={loaderData.year && loaderData.year !== thisYear ? String(loaderData.year) : ''}
                data={[
                  {
                    value: '',
                    label: `This year (${yearLabel(countryCode, countryCode === 'in' && new Date().getUTCMonth() < 3 ? thisYear - 1 : thisYear)})`,
                  },
                  ...[thisYear + 1, thisYear - 1, thisYear - 2].map((y) => ({ value: String(y), label: yearLabel(countryCode, y) })),
                ]}
              />
              <Button type="submit" name="download" value="pdf">
                Download as one PDF
              </Button>
            </div>
            {/* Buttons of the form, not links: the ticks on this page go with them to the next. */}
            {pages > 1 && (
              <Group gap="md" mt="sm" data-testid="pages" role="group" aria-label="Employee pages">
                <Text size="sm">
                  Page {roster.page} of {pages}
                </Text>
                {roster.page > 1 && (
                  <Button type="submit" name="page" value={roster.page - 1} variant="subtle" size="compact-sm">
                    Previous page
                  </Button>
                )}
                {roster.page < pages && (
                  <Button type="submit" name="page" value={roster.page + 1} variant="subtle" size="compact-sm">
                    Next page
                  </Button>
                )}
              </Group>
            )}
          </form>
        </CardSection>
      ) : (
        !loaderData.rosterError && (
          <Alert color="blue" title="No payroll yet" data-testid="no-payroll">
            Statements are made from your payroll.{' '}
            <Anchor component={Link} to={paths.compa()} underline="always">
              Upload it on Compa
            </Anchor>
            .
          </Alert>
        )
      )}

      <CardSection id="plan-title" title="Plan values" testId="plan">
        <PlanValues view={plan} canEdit={canEdit} currency={currency} refused={refused} saved={loaderData.saved} />
      </CardSection>
    </PageFrame>
  );
}
