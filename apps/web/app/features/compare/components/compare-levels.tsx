import { formatCompact } from '@paysight/contract/core';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { countLabel, moneyCountry } from '~/features/salary/salary-text';
import { entryNames, type Comparison } from '../compare-text';
import classes from './compare.module.css';
import { ScrollTable } from '~/features/salary/components/scroll-table';

/**
 * Median total pay by level, aligned on the standard scale: one row per standard level, one column
 * per entry, each cell with the company's own names for that level. "—" where an entry has too
 * few salaries at a level. Scrolls sideways on a phone.
 */
export function CompareLevels({ data }: { data: Comparison }) {
  const cc = moneyCountry(data.currency);
  const names = data.entries.map(entryNames);
  const sameTitle = names.every((n) => n.title === names[0]?.title);
  return (
    <CardSection id="by-level" title="Pay by level">
      {data.levels.length === 0 ? (
        <p className={classes.unavailable} data-testid="compare-levels-empty">
          No level has enough salaries yet to compare these entries level by level.
        </p>
      ) : (
        <>
          <p className={blocks.sectionNote}>
            Median total pay per year at each standard level, with each company’s own level names. “—”: too few salaries at that level.
          </p>
          <ScrollTable
            label="Median pay by level, side by side"
            testId="compare-levels"
            head={
              <>
                <th scope="col">Level</th>
                {data.entries.map((entry, i) => (
                  <th key={entry.key} scope="col" className={`${blocks.num} ${classes.colHead}`}>
                    {names[i]!.company}
                    {!sameTitle && <span className={blocks.cellNote}>{names[i]!.title ?? 'All titles'}</span>}
                  </th>
                ))}
              </>
            }
          >
            {data.levels.map((row) => (
              <tr key={row.level}>
                <th scope="row" className={blocks.strong}>
                  {row.name}
                </th>
                {row.entries.map((cell, i) =>
                  cell.p50 === null ? (
                    <td key={data.entries[i]!.key} className={`${blocks.num} ${blocks.dim}`}>
                      <span title="Too few salaries at this level">—</span>
                    </td>
                  ) : (
                    <td key={data.entries[i]!.key} className={`${blocks.num} ${blocks.strong}`}>
                      {formatCompact(cell.p50, cc)}
                      <span className={blocks.cellNote}>
                        {[cell.companyLevels.join(', '), cell.count !== null ? countLabel(cell.count) : null].filter(Boolean).join(' · ')}
                      </span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </ScrollTable>
        </>
      )}
    </CardSection>
  );
}
