import { formatCompact, groupDigits } from '@paysight/contract/core';
import { Link } from 'react-router';
import { rangeGeometry } from '~/lib/bar-geometry';
import blocks from '~/shell/page-blocks.module.css';
import { FigureCells, FigureHeads } from '~/shell/figure-cells';
import { MiniRangeCell } from '~/features/salary/components/mini-range';
import { moneyCountry } from '~/features/salary/salary-text';
import { companyTypeLabel, type Leaderboard } from '../leaderboard-text';
import classes from './leaderboard.module.css';
import { ScrollTable } from '~/features/salary/components/scroll-table';

export interface LeaderboardTableProps {
  board: Leaderboard;
  /** Rank, company and median total only (the salary hub's teaser); the full table adds the middle half, base, count and bars. */
  compact?: boolean;
}

/**
 * Companies ranked by median total pay per year, each linking to its salary page for the title
 * (and level). Scrolls sideways on a phone.
 */
export function LeaderboardTable({ board, compact = false }: LeaderboardTableProps) {
  const cc = moneyCountry(board.currency);
  const scaleMax = Math.max(1, ...board.rows.map((r) => r.totalP75));
  return (
    <ScrollTable
      testId="leaderboard-table"
      head={
        <>
          <th scope="col" className={classes.rank}>
            #
          </th>
          <th scope="col">Company</th>
          <th scope="col" className={blocks.num}>
            Median total
          </th>
          {!compact && (
            <>
              <FigureHeads names={['Middle half', 'Median base', 'Salaries']} />
              <th scope="col" className={classes.barCell}>
                <span className={blocks.srOnly}>Range</span>
              </th>
            </>
          )}
        </>
      }
    >
      {board.rows.map((row) => {
        const g = rangeGeometry({ p25: row.totalP25, p50: row.totalP50, p75: row.totalP75 }, scaleMax);
        return (
          <tr key={row.company.slug}>
            <td className={classes.rank} data-top={row.rank <= 3 || undefined}>
              {row.rank}
            </td>
            <th scope="row" className={`${blocks.strong} ${classes.company}`}>
              <Link className={blocks.link} to={row.path}>
                {row.company.name}
              </Link>
              {!compact && companyTypeLabel(row.company.type) && (
                <span className={blocks.cellNote}>{companyTypeLabel(row.company.type)}</span>
              )}
            </th>
            <td className={`${blocks.num} ${blocks.strong}`}>{formatCompact(row.totalP50, cc)}</td>
            {!compact && (
              <>
                <FigureCells
                  values={[
                    `${formatCompact(row.totalP25, cc)} – ${formatCompact(row.totalP75, cc)}`,
                    formatCompact(row.baseP50, cc),
                    groupDigits(row.count),
                  ]}
                />
                <MiniRangeCell className={classes.barCell} geometry={g} />
              </>
            )}
          </tr>
        );
      })}
    </ScrollTable>
  );
}
