import { Alert, Anchor, Button, NativeSelect, Text } from '@mantine/core';
import { formatDate } from '@paysight/contract/core';
import { Form, Link } from 'react-router';
import type { Route } from './+types/compa.statements.$employeeId';
import { StatementView } from '~/features/total-rewards/components/statement-view';
import classes from '~/features/total-rewards/components/statements.module.css';
import { loadStatement } from '~/features/total-rewards/statements.loader';
import { statementHref, statementPdfHref, STATEMENTS_PATH, yearChoices, yearLabel } from '~/features/total-rewards/statements-query';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { privatePageMeta } from '~/lib/meta';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /compa/statements/{employeeId} (issue 29; docs/decisions/056-total-rewards.md): one employee's
 * total rewards statement for a year (`?year=`; India's financial year, "FY 2026-27"), for their
 * manager: the total's composition as a bar, the lines by group with their notes, the vesting, for
 * India the CTC beside in-hand pay and the gratuity accrued, the market position and the rules; and
 * the same as a PDF. Server-rendered; the year picker is a plain GET form.
 */
export const loader = (args: Route.LoaderArgs) => loadStatement(args);

export const meta: Route.MetaFunction = ({ params, matches }) =>
  privatePageMeta({
    title: 'Total rewards statement',
    description: 'An employee’s year of pay as the company spends it: cash, equity, benefits and perquisites.',
    path: `${STATEMENTS_PATH}/${encodeURIComponent(params.employeeId)}`,
  })({ matches });

const SCREEN = 'Total rewards statement';

export default function StatementPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen={SCREEN} />;
  if (loaderData.kind === 'refused') return <WorkspaceRefused screen={SCREEN} message={loaderData.message} size="lg" />;
  const back = (
    <Anchor component={Link} to={STATEMENTS_PATH} size="sm" underline="always">
      All statements
    </Anchor>
  );
  if (loaderData.kind === 'missing') {
    return (
      <PageFrame>
        <PageHeading eyebrow="Employers · Compa" title={SCREEN}>
          <WorkspaceBar workspace={loaderData.workspace} />
        </PageHeading>
        <Alert color="red" role="alert" title="No statement" data-testid="statement-missing">
          {loaderData.message}. {back}
        </Alert>
      </PageFrame>
    );
  }
  const { statement, year, thisYear, workspace } = loaderData;
  const { employee } = statement;
  const who = employee.name ?? employee.employeeId;
  return (
    <PageFrame>
      <PageHeading eyebrow="Employers · Total rewards" title={`${who}’s total rewards`}>
        <WorkspaceBar workspace={workspace} />
        <Text mt={6} data-testid="statement-who">
          {employee.title}
          {employee.levelName ? ` (${employee.levelName})` : ''} · {employee.location} · hired {formatDate(employee.hireDate)} · employee{' '}
          {employee.employeeId}
        </Text>
        <Text size="sm" c="dimmed" data-testid="statement-period">
          {statement.period.label}: {formatDate(statement.period.start)} to {formatDate(statement.period.end)}
        </Text>
        <div className={classes.actions} style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <Form method="get" action={statementHref(employee.employeeId)} className={classes.actions} aria-label="Statement year">
            <NativeSelect
              label="Year"
              name="year"
              defaultValue={String(year)}
              key={year}
              data={yearChoices(employee.hireDate, thisYear).map((y) => ({ value: String(y), label: yearLabel(employee.countryCode, y) }))}
            />
            <Button type="submit" variant="default">
              Show
            </Button>
          </Form>
          <Button component="a" href={statementPdfHref(employee.employeeId, year)} download>
            Download PDF
          </Button>
          {back}
        </div>
      </PageHeading>
      <StatementView statement={statement} />
    </PageFrame>
  );
}
