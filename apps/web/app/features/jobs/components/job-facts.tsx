import type { api } from '@paysight/contract';
import { employmentLabel, locationsText, postedText, REMOTE_LABEL } from '../jobs-text';
import classes from './jobs.module.css';

/** A job's facts in a line: where, how remote, the kind of employment when known, and when it was posted. */
export function JobFacts({ job, now }: { job: api.JobSummary; now: number }) {
  const employment = employmentLabel(job.employmentType);
  return (
    <ul className={classes.facts}>
      <li>{locationsText(job.locations)}</li>
      <li>{REMOTE_LABEL[job.remote]}</li>
      {employment && <li>{employment}</li>}
      <li>
        Posted <time dateTime={job.postedAt}>{postedText(job.postedAt, now)}</time>
      </li>
    </ul>
  );
}
