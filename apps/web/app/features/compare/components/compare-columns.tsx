import { formatCompact, type CountryCode } from '@paysight/contract/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { rangeGeometry } from '~/lib/bar-geometry';
import blocks from '~/shell/page-blocks.module.css';
import salary from '~/features/salary/components/salary.module.css';
import { countLabel, formatDateRange, moneyCountry } from '~/features/salary/salary-text';
import { entryLabel, entryNames, leaderIndex, percentDifference, type Comparison, type ComparisonEntry } from '../compare-text';
import classes from './compare.module.css';
import { ConfidenceFact } from '~/features/salary/components/confidence-fact';

const median = (p: { p50: number } | null, cc: CountryCode) => (p ? formatCompact(p.p50, cc) : <span className={blocks.dim}>—</span>);

function EntryFigures({ entry, cc, scaleMax }: { entry: ComparisonEntry; cc: CountryCode; scaleMax: number }) {
  const total = entry.total!;
  const g = rangeGeometry(total, scaleMax);
  return (
    <>
      <div>
        <div className={blocks.figureLabel}>Median total pay per year</div>
        <div className={`${blocks.figure} ${salary.figure}`} data-testid="compare-median">
          {formatCompact(total.p50, cc)}
        </div>
        <div className={salary.range} data-testid="compare-range">
          Middle half <strong>{formatCompact(total.p25, cc)}</strong> – <strong>{formatCompact(total.p75, cc)}</strong>
        </div>
        <div className={classes.scaleTrack} aria-hidden="true">
          <span className={classes.scaleBox} style={{ left: `${g.left}%`, width: `${g.width}%` }} />
          <span className={classes.scaleMedian} style={{ left: `${g.median}%` }} />
        </div>
      </div>
      <dl className={`${blocks.terms} ${salary.facts}`}>
        <div>
          <dt>Base (median)</dt>
          <dd data-testid="compare-base">{median(entry.base, cc)}</dd>
        </div>
        <div>
          <dt>Stock (median)</dt>
          <dd data-testid="compare-stock">{median(entry.stock, cc)}</dd>
        </div>
        <div>
          <dt>Bonus (median)</dt>
          <dd data-testid="compare-bonus">{median(entry.bonus, cc)}</dd>
        </div>
        <div>
          <dt>Based on</dt>
          <dd data-testid="compare-count">{countLabel(entry.count ?? 0)}</dd>
        </div>
        {entry.dateRange && (
          <div className={blocks.wide}>
            <dt>Reported</dt>
            <dd>{formatDateRange(entry.dateRange)}</dd>
          </div>
        )}
        {entry.confidence && <ConfidenceFact confidence={entry.confidence} />}
      </dl>
    </>
  );
}

/**
 * One card per entry, in the URL's order: its company and title (linking to its salary page),
 * the median total and middle half on a scale shared by all entries, base, stock and bonus
 * medians, how many salaries, from when and how far to trust them. An entry without enough
 * salaries says so instead.
 */
export function CompareColumns({ data }: { data: Comparison }) {
  const cc = moneyCountry(data.currency);
  const leader = leaderIndex(data.entries);
  const leaderEntry = leader === null ? null : data.entries[leader]!;
  // The same company twice (two titles) is told apart by its title.
  const companies = new Set(data.entries.map((e) => e.company.slug));
  const leaderName =
    leaderEntry && (companies.size === data.entries.length ? leaderEntry.company.name : entryLabel(entryNames(leaderEntry)));
  const scaleMax = Math.max(1, ...data.entries.map((e) => (e.available && e.total ? e.total.p75 : 0)));
  return (
    <div
      className={`${blocks.columns} ${classes.columns}`}
      style={{ '--entries': data.entries.length } as CSSProperties}
      data-testid="compare-columns"
    >
      {data.entries.map((entry, i) => {
        const names = entryNames(entry);
        const headingId = `entry-${i + 1}`;
        return (
          <section
            key={entry.key}
            className={`${blocks.card} ${classes.entry}`}
            aria-labelledby={headingId}
            data-testid="compare-entry"
            data-leader={i === leader || undefined}
          >
            <div className={classes.entryHead}>
              <div>
                <h2 className={classes.entryName} id={headingId}>
                  {entry.href ? (
                    <Link className={blocks.link} to={entry.href}>
                      {names.company}
                    </Link>
                  ) : (
                    names.company
                  )}
                </h2>
                <div className={classes.entryTitle}>{names.title ?? 'All titles'}</div>
              </div>
              {i === leader && <span className={`${blocks.pill} ${classes.badge}`}>Highest median</span>}
            </div>
            {entry.available && entry.total ? (
              <>
                <EntryFigures entry={entry} cc={cc} scaleMax={scaleMax} />
                {leaderEntry?.total && i !== leader && (
                  <div className={classes.versus}>
                    {percentDifference(entry.total.p50, leaderEntry.total.p50)} vs {leaderName}
                  </div>
                )}
              </>
            ) : (
              <div data-testid="compare-unavailable">
                <p className={`${classes.unavailable} ${classes.unavailableTitle}`}>Not enough data yet</p>
                <p className={classes.unavailable}>{entry.reason ?? 'Too few salaries to show figures.'}</p>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
