import { Alert, Anchor, Button, Checkbox, Group, NumberInput, SimpleGrid, Table, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate } from '@paysight/contract/core';
import { Form, Link } from 'react-router';
import type { Route } from './+types/compa.pay-equity';
import { paths } from '~/config/paths';
import { CategoryGapBars, QuartileBars } from '~/features/pay-equity/components/equity-charts';
import { loadPayEquity } from '~/features/pay-equity/pay-equity.loader';
import { exportHref, FACTOR_LABELS, FACTORS, type EquityQuery } from '~/features/pay-equity/pay-equity-query';
import { gapText, moneyText, pctText, peopleText, shareText } from '~/features/pay-equity/pay-equity-text';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { privatePageMeta } from '~/lib/meta';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /compa/pay-equity (issue 29; docs/decisions/055-pay-equity.md): the workspace's pay gaps between
 * women and men, its pay quartiles, the adjusted gap and what closing it costs, and the EU Pay
 * Transparency Directive's report. Analysts and admins only; server-rendered, one GET form for the
 * choices, so it works before JavaScript loads.
 */
export const loader = (args: Route.LoaderArgs) => loadPayEquity(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Pay equity',
  description: 'Pay gaps between women and men, the adjusted gap, what closing it costs, and the EU Pay Transparency report.',
  path: '/compa/pay-equity',
});

const SCREEN = 'Pay equity';

export default function PayEquityPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen={SCREEN} />;
  if (loaderData.kind === 'refused') return <WorkspaceRefused screen={SCREEN} message={loaderData.message} size="lg" />;
  const heading = (
    <PageHeading eyebrow="Employers · Compa" title={SCREEN}>
      <WorkspaceBar workspace={loaderData.workspace} />
    </PageHeading>
  );
  if (loaderData.kind === 'viewer') {
    return (
      <PageFrame>
        {heading}
        <Alert color="blue" title="For analysts and admins" data-testid="viewer-note">
          Every figure on this page comes from employees’ gender, so it opens for the workspace’s analysts and admins only. Ask an admin of
          your workspace if you need it.
        </Alert>
      </PageFrame>
    );
  }
  if (loaderData.kind === 'no-payroll') {
    return (
      <PageFrame>
        {heading}
        <Alert color="blue" title="No payroll yet" data-testid="no-payroll">
          {loaderData.message}.{' '}
          <Anchor component={Link} to={paths.peer()}>
            Upload your payroll
          </Anchor>
        </Alert>
      </PageFrame>
    );
  }
  const { report, fix, fixError, query } = loaderData;
  const currency = report.payroll.currency;
  const r = report.restsOn;
  return (
    <PageFrame>
      {heading}
      <Text data-testid="rests-on">
        From {report.payroll.fileName}, uploaded {formatDate(report.payroll.uploadedAt)}: {peopleText(r.people)} — {r.women} women and{' '}
        {r.men} men compared
        {r.notCompared > 0 ? `; ${peopleText(r.notCompared)} non-binary or without a gender in the payroll, counted but not compared` : ''}.
        Gaps are men’s pay minus women’s, as a share of men’s; a group with fewer than {report.minPerGender} women or {report.minPerGender}{' '}
        men shows no figure.
      </Text>

      <CardSection id="gaps-title" title="Pay gaps" testId="gaps">
        <GapTable table={report.overall} />
      </CardSection>

      <CardSection id="quartiles-title" title="Women and men in each pay quartile" testId="quartiles">
        <p className={blocks.sectionNote}>
          Everyone compared, ranked by hourly pay and cut into four equal groups; people on one rate that spans two quartiles are split
          between them in the same proportion.
        </p>
        {report.quartiles.length ? <QuartileBars quartiles={report.quartiles} /> : <Text>Not reported: fewer than 5 women or 5 men.</Text>}
      </CardSection>

      <CardSection id="adjusted-title" title="Adjusted gap" testId="adjusted">
        <AdjustedBlock adjusted={report.adjusted} />
        <ChoicesForm query={query} />
      </CardSection>

      <CardSection id="fix-title" title="What closing the gap costs" testId="fix">
        {fixError ? (
          <Alert color="red" role="alert">
            {fixError}
          </Alert>
        ) : fix ? (
          <FixBlock fix={fix} query={query} currency={currency} />
        ) : null}
      </CardSection>

      <CardSection id="categories-title" title="Gaps by category of workers" testId="categories">
        <p className={blocks.sectionNote}>
          Each job family and level: the average hourly pay gap, to the right when men are paid more, to the left when women are.
        </p>
        <CategoryGapBars categories={report.eu.categories} />
      </CardSection>

      <CardSection id="eu-title" title="EU Pay Transparency Directive report" testId="eu">
        <EuBlock report={report} query={query} />
      </CardSection>
    </PageFrame>
  );
}

const COMPONENT_LABELS = { base: 'Base', variable: 'Variable (bonus and equity; those receiving any)', total: 'Total' } as const;

function GapTable({ table }: { table: api.PayEquityReport['overall'] }) {
  return (
    <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Pay gaps table">
      <Table withTableBorder data-testid="gap-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Pay</Table.Th>
            <Table.Th scope="col">Mean, yearly</Table.Th>
            <Table.Th scope="col">Median, yearly</Table.Th>
            <Table.Th scope="col">Mean, hourly</Table.Th>
            <Table.Th scope="col">Median, hourly</Table.Th>
            <Table.Th scope="col">Women · men</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(['total', 'base', 'variable'] as const).map((c) => (
            <Table.Tr key={c} data-component={c}>
              <Table.Th scope="row">{COMPONENT_LABELS[c]}</Table.Th>
              <Table.Td data-testid="annual-mean">{pctText(table.annual[c].mean)}</Table.Td>
              <Table.Td data-testid="annual-median">{pctText(table.annual[c].median)}</Table.Td>
              <Table.Td>{pctText(table.hourly[c].mean)}</Table.Td>
              <Table.Td>{pctText(table.hourly[c].median)}</Table.Td>
              <Table.Td>
                {table.annual[c].women} · {table.annual[c].men}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function AdjustedBlock({ adjusted }: { adjusted: api.PayEquityAdjusted }) {
  return (
    <>
      {adjusted.gap !== null ? (
        <Text size="lg" fw={700} data-testid="adjusted-gap">
          {pctText(adjusted.gap)}{' '}
          <Text span fw={400} size="sm">
            (95 % interval {pctText(adjusted.low)} to {pctText(adjusted.high)}; {peopleText(adjusted.people)})
          </Text>
        </Text>
      ) : null}
      <Text mt="xs" data-testid="adjusted-note">
        {adjusted.note}
      </Text>
    </>
  );
}

function ChoicesForm({ query }: { query: EquityQuery }) {
  return (
    <Form method="get" aria-label="Choices for the adjusted gap and the fix">
      <input type="hidden" name="factors" value="1" />
      <fieldset className={blocks.card} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <legend>Legitimate factors to adjust for</legend>
        <Group gap="md">
          {FACTORS.map((f) => (
            <Checkbox key={f} name="factor" value={f} label={FACTOR_LABELS[f]} defaultChecked={query.factors.includes(f)} />
          ))}
        </Group>
      </fieldset>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
        <NumberInput name="target" label="Target gap (%)" min={0} max={50} step={0.5} defaultValue={query.target} />
        <NumberInput name="cap" label="Largest raise per person (%)" min={1} max={100} defaultValue={query.cap} />
        <Button type="submit" mt={{ base: 0, sm: 25 }}>
          Update
        </Button>
      </SimpleGrid>
    </Form>
  );
}

const WAYS = [
  { key: 'uniform', way: 'uniform', title: 'The same % to everyone in the group' },
  { key: 'cheapest', way: 'cheapest', title: 'The least total that reaches the target' },
  { key: 'fairPay', way: 'fair-pay', title: 'Raises to each person’s predicted fair pay' },
] as const;

function FixBlock({ fix, query, currency }: { fix: api.PayEquityFix; query: EquityQuery; currency: 'INR' | 'USD' }) {
  if (!fix.group) return <Text data-testid="fix-reason">{fix.reason}</Text>;
  const cheapest = fix.cheapest;
  return (
    <>
      <Text mb="sm">
        {fix.group === 'women' ? 'Women' : 'Men'} are paid less for the same factors. To bring the adjusted gap to {pctText(fix.target)}{' '}
        (yearly cost, raises only):
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {WAYS.map(({ key, way, title }) => {
          const w = fix[key];
          return (
            <div key={key} className={blocks.card} data-testid={`way-${way}`}>
              <Text fw={700}>{title}</Text>
              {w ? (
                <>
                  <Text size="xl" fw={700} data-testid="way-cost">
                    {moneyText(w.cost, currency)}
                  </Text>
                  <Text size="sm">
                    {peopleText(w.people)} raised
                    {key === 'uniform' && fix.uniform ? `, ${shareText(fix.uniform.percent)} each` : ''}; gap after {pctText(w.gapAfter)}
                  </Text>
                  <Anchor href={exportHref(query, 'raises', way)} size="sm" download>
                    The raises (CSV)
                  </Anchor>
                </>
              ) : (
                <Text size="sm">Cannot reach the target this way.</Text>
              )}
            </div>
          );
        })}
      </SimpleGrid>
      {cheapest && cheapest.raises.length > 0 && (
        <>
          <Text fw={600} mt="md">
            The least-total raises{cheapest.raises.length > 10 ? ' (the first 10; all in the CSV)' : ''}
          </Text>
          <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Least-total raises table">
            <Table withTableBorder data-testid="raises">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Employee</Table.Th>
                  <Table.Th scope="col">Family · level</Table.Th>
                  <Table.Th scope="col">Pay now</Table.Th>
                  <Table.Th scope="col">Raise</Table.Th>
                  <Table.Th scope="col">Pay after</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cheapest.raises.slice(0, 10).map((r) => (
                  <Table.Tr key={r.employeeId}>
                    <Table.Th scope="row">
                      {r.employeeId} · {r.title}
                    </Table.Th>
                    <Table.Td>
                      {r.family.name} · L{r.level}
                    </Table.Td>
                    <Table.Td>{moneyText(r.current, currency)}</Table.Td>
                    <Table.Td>{moneyText(r.raise, currency)}</Table.Td>
                    <Table.Td>{moneyText(r.after, currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </>
      )}
    </>
  );
}

function EuBlock({ report, query }: { report: api.PayEquityReport; query: EquityQuery }) {
  const eu = report.eu;
  const v = eu.receivingVariable;
  return (
    <>
      <dl data-testid="eu-indicators">
        <dt>(a) Mean gap, hourly pay</dt>
        <dd>{gapText(eu.gap.mean)}</dd>
        <dt>(b) Mean gap, variable pay</dt>
        <dd>{gapText(eu.variableGap.mean)}</dd>
        <dt>(c) Median gap, hourly pay</dt>
        <dd>{gapText(eu.gap.median)}</dd>
        <dt>(d) Median gap, variable pay</dt>
        <dd>{gapText(eu.variableGap.median)}</dd>
        <dt>(e) Receiving variable pay</dt>
        <dd>{v ? `Women ${shareText(v.women)} · Men ${shareText(v.men)}` : '—'}</dd>
        <dt>(f) Quartiles</dt>
        <dd>Above, women and men in each pay quartile</dd>
        <dt>(g) By category of workers</dt>
        <dd>
          Above; {eu.flagged} {eu.flagged === 1 ? 'category' : 'categories'} with an average gap of 5 % or more
        </dd>
      </dl>
      <Text size="sm" mt="sm" data-testid="eu-rule">
        {eu.rule}
      </Text>
      <Anchor href={exportHref(query, 'report')} download mt="sm" display="inline-block">
        Download the report (CSV)
      </Anchor>
    </>
  );
}
