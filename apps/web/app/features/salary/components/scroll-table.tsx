import type { ReactNode } from 'react';
import blocks from '~/shell/page-blocks.module.css';
import classes from './salary.module.css';

/**
 * A figures table on the salary table's rules, in a box that scrolls sideways on a phone: `head` is
 * its header row's cells, the children its body rows. Named (`label`, or `labelledBy` a heading's
 * id) it is a focusable group (a `region` when asked), so a keyboard can scroll it (WCAG 2.1.1);
 * `caption` is read out by screen readers only.
 */
export function ScrollTable({
  label,
  labelledBy,
  role = 'group',
  caption,
  className,
  testId,
  head,
  children,
}: {
  label?: string;
  labelledBy?: string;
  role?: 'group' | 'region';
  caption?: ReactNode;
  className?: string;
  testId?: string;
  head: ReactNode;
  children: ReactNode;
}) {
  const named = label !== undefined || labelledBy !== undefined;
  return (
    <div
      className={classes.scroll}
      tabIndex={named ? 0 : undefined}
      role={named ? role : undefined}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      <table className={className ? `${classes.table} ${className}` : classes.table} data-testid={testId}>
        {caption && <caption className={blocks.srOnly}>{caption}</caption>}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
