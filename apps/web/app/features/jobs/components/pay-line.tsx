import type { api } from '@paysight/contract';
import { payLine } from '../jobs-text';
import classes from './jobs.module.css';

/** The employer's posted pay, or our estimate, which reads as ours (never as the employer's figure). */
export function PayLine({ job }: { job: Pick<api.JobSummary, 'pay' | 'payEstimate'> }) {
  const line = payLine(job);
  if (!line) return null;
  return (
    <p className={classes.pay} data-testid="job-pay" data-pay={line.kind}>
      <span className={line.kind === 'posted' ? classes.payPosted : classes.payEstimate}>{line.text}</span>
    </p>
  );
}
