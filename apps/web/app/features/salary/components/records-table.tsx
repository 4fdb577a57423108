import type { ReactNode } from 'react';
import { formatAmount, groupDigits, type CountryCode } from '@paysight/contract/core';
import { Pagination } from '~/shell/pagination';
import { levelName } from '../salary-filters';
import { formatDay, verificationLabel, viewText, type SalaryStats } from '../salary-text';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { FigureHeads } from '~/shell/figure-cells';
import classes from './salary.module.css';
import { ScrollTable } from './scroll-table';

type Records = SalaryStats['records'];

const amount = (value: number | null, cc: CountryCode) =>
  value === null ? <span className={blocks.dim}>–</span> : formatAmount(value, cc);

/** The slice's salaries, newest first, a page of 10 at a time (the page is in the URL), in the page's view. */
export function RecordsTable({
  records,
  view,
  cc,
  pageHref,
  children,
}: {
  records: Records;
  view: SalaryStats['view'];
  cc: CountryCode;
  /** The URL of another page of salaries (the page is in the URL). */
  pageHref: (page: number) => string;
  /** Shown under the table (the CSV export). */
  children?: ReactNode;
}) {
  const text = viewText(view);
  const firstYear = view === 'first-year';
  const first = (records.page - 1) * records.pageSize + 1;
  const last = first + records.items.length - 1;
  return (
    <CardSection id="records" title="Recent salaries">
      <p className={blocks.sectionNote}>
        {records.items.length > 0
          ? `${groupDigits(first)}–${groupDigits(last)} of ${groupDigits(records.total)}, newest first. ${text.amounts}`
          : 'No salaries on this page.'}
      </p>
      {records.items.length > 0 && (
        // It scrolls sideways and may hold no link: focusable, so a keyboard can scroll it (WCAG 2.1.1).
        <ScrollTable
          labelledBy="records"
          className={classes.recordCards}
          testId="records-table"
          head={
            <>
              <th scope="col">Company</th>
              <th scope="col">Level</th>
              <th scope="col">Location</th>
              <FigureHeads names={['Years', 'Base', text.stock, 'Bonus']} />
              {firstYear && (
                <th scope="col" className={blocks.num}>
                  Signing
                </th>
              )}
              <th scope="col" className={blocks.num}>
                {text.total}
              </th>
              <th scope="col">Date</th>
              <th scope="col">Verification</th>
            </>
          }
        >
          {records.items.map((r) => (
            // On a phone each row is a card, pay first (salary.module.css places the cells by their order; data-label names them).
            <tr key={r.id}>
              <th scope="row" className={blocks.strong}>
                {r.company}
              </th>
              <td data-label="Level">
                {r.level ?? (r.standardLevel !== null ? levelName(r.standardLevel) : <span className={blocks.dim}>–</span>)}
              </td>
              <td data-label="Location">{r.location ?? <span className={blocks.dim}>–</span>}</td>
              <td className={blocks.num} data-label="Years">
                {r.yearsOfExperience ?? <span className={blocks.dim}>–</span>}
              </td>
              <td className={blocks.num} data-label="Base">
                {amount(r.base, cc)}
              </td>
              <td className={blocks.num} data-label={text.stock}>
                {amount(firstYear ? r.stockFirstYear : r.stockYearly, cc)}
              </td>
              <td className={blocks.num} data-label="Bonus">
                {amount(r.bonus, cc)}
              </td>
              {firstYear && (
                <td className={blocks.num} data-label="Signing">
                  {amount(r.signingBonus, cc)}
                </td>
              )}
              <td className={`${blocks.num} ${blocks.strong}`} data-label={text.total}>
                {amount(firstYear ? r.firstYearTotal : r.total, cc)}
              </td>
              <td>{formatDay(r.reportedOn)}</td>
              <td>
                <span className={`${blocks.pill} ${classes.verification}`} data-tier={r.verification}>
                  {verificationLabel(r.verification)}
                </span>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      <div className={classes.pager}>
        <Pagination page={records.page} totalItems={records.total} pageSize={records.pageSize} href={pageHref} />
      </div>
      {children}
    </CardSection>
  );
}
