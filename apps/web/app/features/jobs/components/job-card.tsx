import { Badge } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { DemoJobLabel } from './demo-label';
import { MatchBadge } from './match-badge';
import classes from './jobs.module.css';
import { PayLine } from './pay-line';
import { JobFacts } from './job-facts';
import blocks from '~/shell/page-blocks.module.css';

/** How many skills a card shows; the job's page shows them all. */
const CARD_SKILLS = 5;

/** One job in the search results: its title links to its page. */
export function JobCard({ job, now }: { job: api.JobSummary; now: number }) {
  return (
    <article className={classes.card} data-testid="job-card" aria-labelledby={`job-${job.id}`}>
      <div className={`${blocks.spread} ${classes.cardHead}`}>
        <h2 className={classes.cardTitle} id={`job-${job.id}`}>
          <Link to={job.path}>{job.title}</Link>
        </h2>
        <span className={`${blocks.inline} ${classes.cardTags}`}>
          {job.isDemo && <DemoJobLabel />}
          <MatchBadge jobId={job.id} />
        </span>
      </div>
      <div className={classes.company}>{job.company.name}</div>
      <JobFacts job={job} now={now} />
      <PayLine job={job} />
      {job.skills.length > 0 && (
        <div className={classes.skills}>
          {job.skills.slice(0, CARD_SKILLS).map((s) => (
            <Badge key={s} variant="light" color="gray" radius="sm" tt="none">
              {s}
            </Badge>
          ))}
        </div>
      )}
    </article>
  );
}
