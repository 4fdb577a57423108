import { Table, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate } from '@paysight/contract/core';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { GROUP_LABEL, moneyText, POSITION_TEXT, shareOf } from '../statement-text';
import stacked from '~/shell/stacked-bar.module.css';
import classes from './statements.module.css';

type Statement = api.RewardsStatement;
const GROUPS = ['cash', 'equity', 'benefits', 'perquisites'] as const;
const TONE = { cash: stacked.brand, equity: stacked.grape, benefits: stacked.teal, perquisites: stacked.orange };

/** The total's composition as one stacked bar (plain elements, drawn without JavaScript), each part named with its figure and share. */
export function CompositionBar({ statement }: { statement: Statement }) {
  const { subtotals, total, employee } = statement;
  const parts = GROUPS.filter((g) => subtotals[g] > 0);
  return (
    <div className={classes.composition} data-testid="composition">
      <div
        className={stacked.bar}
        role="img"
        aria-label={`The total: ${parts.map((g) => `${GROUP_LABEL[g]} ${shareOf(subtotals[g], total)}`).join(', ')}`}
      >
        {parts.map((g) => (
          <span key={g} className={TONE[g]} style={{ width: `${(subtotals[g] / total) * 100}%` }} />
        ))}
      </div>
      <ul className={classes.legend}>
        {GROUPS.map((g) => (
          <li key={g}>
            <span className={`${stacked.swatch} ${TONE[g]}`} aria-hidden />
            {GROUP_LABEL[g]} {moneyText(subtotals[g], employee.currency)} ({shareOf(subtotals[g], total)})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The statement's lines grouped cash, equity, benefits and perquisites, each with its note, the subtotals and the total. */
export function StatementLines({ statement }: { statement: Statement }) {
  const { currency } = statement.employee;
  return (
    <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Statement lines">
      <Table className={classes.table} withTableBorder data-testid="statement-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col" className={blocks.num}>
              {statement.period.label}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {GROUPS.map((g) => {
          const lines = statement.lines.filter((l) => l.group === g);
          return (
            <Table.Tbody key={g} data-group={g}>
              <Table.Tr className={classes.groupRow}>
                <Table.Td>{GROUP_LABEL[g]}</Table.Td>
                <Table.Td className={blocks.num} data-testid={`subtotal-${g}`}>
                  {moneyText(statement.subtotals[g], currency)}
                </Table.Td>
              </Table.Tr>
              {lines.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={2} className={blocks.dim}>
                    None
                  </Table.Td>
                </Table.Tr>
              )}
              {lines.map((l, i) => (
                <Table.Tr key={`${l.label}-${i}`}>
                  <Table.Td>
                    {l.label}
                    {l.note && <span className={classes.note}>{l.note}</span>}
                  </Table.Td>
                  <Table.Td className={blocks.num}>{moneyText(l.amount, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          );
        })}
        <Table.Tfoot>
          <Table.Tr className={classes.totalRow}>
            <Table.Td>Total rewards</Table.Td>
            <Table.Td className={blocks.num} data-testid="statement-total">
              {moneyText(statement.total, currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}

/** The equity vesting in the period, date by date. */
export function VestingTable({ statement }: { statement: Statement }) {
  const { currency } = statement.employee;
  if (statement.vests.length === 0) {
    return (
      <Text size="sm">
        No grant with a known schedule vests in {statement.period.label}; equity, if any, is the payroll’s yearly value.
      </Text>
    );
  }
  return (
    <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Vesting table">
      <Table className={classes.table} withTableBorder striped data-testid="vests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Vests on</Table.Th>
            <Table.Th scope="col" className={blocks.num}>
              Units
            </Table.Th>
            <Table.Th scope="col" className={blocks.num}>
              Value
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statement.vests.map((v, i) => (
            <Table.Tr key={`${v.date}-${i}`}>
              <Table.Td>{formatDate(v.date)}</Table.Td>
              <Table.Td className={blocks.num}>{v.units === null ? '—' : v.units.toLocaleString('en-US')}</Table.Td>
              <Table.Td className={blocks.num}>{moneyText(v.value, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** India: the CTC broken down beside the in-hand pay, one table with the two columns side by side. */
export function IndiaCtcTable({ india }: { india: api.IndiaCtc }) {
  const m = (n: number) => moneyText(n, 'INR');
  const ctc: Array<[string, number]> = [
    ['Salary paid (gross)', india.grossSalary],
    ['of which basic', india.basic],
    ['Employer PF', india.employerPf],
    ['Gratuity', india.gratuity],
    ['Fixed CTC', india.fixedCtc],
    ['Bonus target', india.bonusTarget],
    ['CTC', india.ctc],
  ];
  const inHand: Array<[string, number]> = [
    ['Employee PF', -india.employeePf],
    ['Professional tax', -india.professionalTax],
    ['Standard deduction (for tax)', india.standardDeduction],
    ['Income tax on fixed pay', -india.taxOnFixed],
    ['In hand a month', india.monthlyInHand],
    ['Income tax with the bonus', -india.taxOnAll],
    ['Take-home in the year', india.yearlyTakeHome],
  ];
  return (
    <>
      <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="CTC beside in-hand pay, table">
        <Table className={classes.wideTable} withTableBorder data-testid="india-ctc">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">CTC</Table.Th>
              <Table.Th scope="col" className={blocks.num}>
                Yearly
              </Table.Th>
              <Table.Th scope="col">In hand</Table.Th>
              <Table.Th scope="col" className={blocks.num}>
                Amount
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ctc.map(([label, value], i) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td className={blocks.num}>{m(value)}</Table.Td>
                <Table.Td>{inHand[i]![0]}</Table.Td>
                <Table.Td className={blocks.num}>{inHand[i]![1] < 0 ? `− ${m(-inHand[i]![1])}` : m(inHand[i]![1])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Text size="xs" c="dimmed" mt={4}>
        Tax under the {india.regime}.
      </Text>
    </>
  );
}

/** The market position of the employee's cell, or why there is none. */
export function MarketPosition({ statement }: { statement: Statement }) {
  const { market, employee } = statement;
  if (!market) {
    return (
      <Text size="sm" data-testid="market-none">
        No market figure for this employee’s family, level and city: the cell has too few records to show, or none.
      </Text>
    );
  }
  return (
    <dl className={blocks.columns} style={{ ['--columns-sm' as string]: 'repeat(4, minmax(0, 1fr))' }} data-testid="market">
      <div>
        <dt className={blocks.figureLabel}>Compa-ratio</dt>
        <dd className={blocks.figure} style={{ margin: 0 }}>
          {market.compaRatio === null ? '—' : market.compaRatio.toFixed(2)}
        </dd>
      </div>
      <div>
        <dt className={blocks.figureLabel}>Position</dt>
        <dd style={{ margin: 0 }}>{market.position ? (POSITION_TEXT[market.position] ?? market.position) : '—'}</dd>
      </div>
      <div>
        <dt className={blocks.figureLabel}>Market median</dt>
        <dd style={{ margin: 0 }}>
          {market.p50Base === null ? '—' : `${moneyText(market.p50Base, employee.currency)} base`}
          {market.p50Total !== null && <span className={classes.note}>{moneyText(market.p50Total, employee.currency)} total</span>}
        </dd>
      </div>
      <div>
        <dt className={blocks.figureLabel}>Rests on</dt>
        <dd style={{ margin: 0 }}>{market.records.toLocaleString('en-US')} records</dd>
      </div>
    </dl>
  );
}

/** The whole statement below the page's heading: the composition, the lines, vesting, India's CTC and gratuity, the market, the rules. */
export function StatementView({ statement }: { statement: Statement }) {
  const { gratuity, india } = statement;
  return (
    <>
      <CardSection id="total-title" title={`Total rewards, ${statement.period.label}`} testId="total">
        <Text className={blocks.figure} mb="sm">
          {moneyText(statement.total, statement.employee.currency)}
        </Text>
        <CompositionBar statement={statement} />
      </CardSection>
      <CardSection id="lines-title" title="What it is made of">
        <StatementLines statement={statement} />
      </CardSection>
      <CardSection id="vests-title" title={`Equity vesting in ${statement.period.label}`}>
        <VestingTable statement={statement} />
      </CardSection>
      {india && (
        <CardSection id="ctc-title" title="CTC and in-hand pay">
          <IndiaCtcTable india={india} />
        </CardSection>
      )}
      {gratuity && (
        <CardSection id="gratuity-title" title="Gratuity accrued" testId="gratuity">
          <Text>
            {moneyText(gratuity.accruedToDate, 'INR')} accrued to date over {gratuity.yearsCounted} year
            {gratuity.yearsCounted === 1 ? '' : 's'} counted —{' '}
            {gratuity.eligible ? 'payable on leaving (five years served)' : 'not payable yet: paid after five years of service'}.
          </Text>
        </CardSection>
      )}
      <CardSection id="market-title" title="Against the market">
        <MarketPosition statement={statement} />
      </CardSection>
      {statement.notes.length > 0 && (
        <CardSection id="notes-title" title="How the figures are made">
          <ul data-testid="notes">
            {statement.notes.map((n) => (
              <li key={n}>
                <Text size="sm">{n}</Text>
              </li>
            ))}
          </ul>
        </CardSection>
      )}
    </>
  );
}
