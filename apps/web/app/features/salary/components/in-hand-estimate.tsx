import { formatAmount, formatCompact } from '@paysight/contract/core';
import type { SalaryInHand } from '../in-hand';
import blocks from '~/shell/page-blocks.module.css';
import classes from './salary.module.css';

/**
 * India: what the median base pay leaves in the bank each month, labelled an estimate, with its
 * assumptions one click away (a native disclosure: no script, works before hydration).
 */
export function InHandEstimate({ inHand }: { inHand: SalaryInHand }) {
  return (
    <div className={`${blocks.columns} ${classes.inHand}`} data-testid="salary-in-hand">
      <div>
        <div className={blocks.figureLabel}>Monthly in-hand · estimate</div>
        <div className={classes.inHandFigure}>
          <span data-testid="salary-in-hand-median">{formatAmount(inHand.p50, 'in')}</span>
          <span className={classes.inHandUnit}> a month</span>
        </div>
        <div className={classes.inHandRange}>
          Middle half <strong>{formatAmount(inHand.p25, 'in')}</strong> – <strong>{formatAmount(inHand.p75, 'in')}</strong>, on a median
          base pay (fixed CTC) of {formatCompact(inHand.base.p50, 'in')} a year
        </div>
      </div>
      <details className={classes.assumptions}>
        <summary>How this is estimated</summary>
        <p>{inHand.regime}. An estimate: your employer’s salary structure and your own deductions change it.</p>
        <ul>
          {inHand.assumptions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
