import { formatCompact, groupDigits, type CountryCode } from '@paysight/contract/core';
import type { ReactNode } from 'react';
import type { RangeGeometry } from './figures-model';
import type { SalaryStats } from '../salary-text';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { FigureHeads } from '~/shell/figure-cells';
import { MiniRangeCell } from './mini-range';
import classes from './salary.module.css';
import { ScrollTable } from './scroll-table';

export type GroupRow = SalaryStats['byLevel'][number];

export interface BreakdownTableProps {
  id: string;
  title: string;
  note?: string;
  /** The first column's heading: Level, Experience, Location, Company. */
  groupLabel: string;
  rows: GroupRow[];
  /** Each row's range on the table's scale (figures-model.ts, in the loader). */
  ranges: RangeGeometry[];
  cc: CountryCode;
  /** The first cell (a link for companies); the row's label by default. */
  renderLabel?: (row: GroupRow) => ReactNode;
}

/** Total pay by a dimension: how many, the 25th, 50th and 75th percentiles, and the range drawn on one scale. */
export function BreakdownTable({ id, title, note, groupLabel, rows, ranges, cc, renderLabel }: BreakdownTableProps) {
  if (rows.length === 0) return null;
  return (
    <CardSection id={id} title={title}>
      {note && <p className={blocks.sectionNote}>{note}</p>}
      {/* It may scroll sideways on a phone and hold no link: focusable, so a keyboard can scroll it (WCAG 2.1.1). */}
      <ScrollTable
        labelledBy={id}
        className={classes.groupCards}
        head={
          <>
            <th scope="col">{groupLabel}</th>
            <FigureHeads names={['Salaries', '25th', 'Median', '75th']} />
            <th scope="col" className={classes.rangeCell}>
              <span className={blocks.srOnly}>Range</span>
            </th>
          </>
        }
      >
        {rows.map((row, i) => {
          const g = ranges[i]!;
          return (
            // On a phone each row is a card, the median first (salary.module.css places the cells by their order).
            <tr key={row.key}>
              <th scope="row" className={blocks.strong}>
                {renderLabel ? renderLabel(row) : row.label}
              </th>
              <td className={blocks.num} data-label="Salaries">
                {groupDigits(row.count)}
              </td>
              <td className={blocks.num} data-label="25th">
                {formatCompact(row.p25, cc)}
              </td>
              <td className={`${blocks.num} ${blocks.strong}`} data-label="Median">
                {formatCompact(row.p50, cc)}
              </td>
              <td className={blocks.num} data-label="75th">
                {formatCompact(row.p75, cc)}
              </td>
              <MiniRangeCell className={classes.rangeCell} geometry={g} />
            </tr>
          );
        })}
      </ScrollTable>
    </CardSection>
  );
}
