import { formatCompact, groupDigits } from '@paysight/contract/core';
import type { ReactNode } from 'react';
import shell from '~/shell/shell.module.css';
import { conversionNote, countLabel, formatDateRange, moneyCountry, viewText, type SalaryStats } from '../salary-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './salary.module.css';
import { ConfidenceFact } from './confidence-fact';

/**
 * The median total pay and its middle half, how many salaries, from when, and how far to trust it;
 * `children` go under them in the same card (India's monthly in-hand).
 */
export function SalaryHeadline({ stats, children }: { stats: SalaryStats; children?: ReactNode }) {
  const cc = moneyCountry(stats.currency);
  return (
    <section className={blocks.card} aria-label="Summary">
      <div className={`${blocks.columns} ${classes.headline}`}>
        <div>
          <div className={blocks.figureLabel} data-testid="salary-median-label">
            {viewText(stats.view).median}
          </div>
          <div className={`${blocks.figure} ${classes.figure}`} data-testid="salary-median">
            {formatCompact(stats.total.p50, cc)}
          </div>
          <div className={classes.range} data-testid="salary-range">
            Middle half <strong>{formatCompact(stats.total.p25, cc)}</strong> – <strong>{formatCompact(stats.total.p75, cc)}</strong>
          </div>
        </div>
        <dl className={`${blocks.terms} ${classes.facts}`}>
          <div>
            <dt>Based on</dt>
            <dd>
              <span data-testid="salary-count">{countLabel(stats.count)}</span>
              {stats.verifiedCount > 0 && <span data-testid="salary-verified-count"> · {groupDigits(stats.verifiedCount)} verified</span>}
            </dd>
          </div>
          <div>
            <dt>Reported</dt>
            <dd>{formatDateRange(stats.dateRange)}</dd>
          </div>
          <ConfidenceFact confidence={stats.confidence} />
          {stats.isDemo && (
            <div className={blocks.wide}>
              <dt className={blocks.srOnly}>Source</dt>
              <dd>
                <span className={shell.demoLabel} title="Generated demonstration data, not real submissions">
                  Demo data
                </span>
              </dd>
            </div>
          )}
        </dl>
      </div>
      {children}
      {stats.conversion && <p className={classes.note}>{conversionNote(stats.conversion)}</p>}
    </section>
  );
}
