import { Badge, Button, Progress, RingProgress, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form, Link, useNavigation } from 'react-router';
import { DemoJobLabel } from '~/features/jobs/components/demo-label';
import jobs from '~/features/jobs/components/jobs.module.css';
import { PayLine } from '~/features/jobs/components/pay-line';
import { locationsText, postedText, REMOTE_LABEL } from '~/features/jobs/jobs-text';
import { partRow, percent, scoreTone, TONE_COLOR } from '../jobgpt-text';
import classes from './jobgpt.module.css';
import blocks from '~/shell/page-blocks.module.css';

/** The score as a ring with its percentage inside. */
export function ScoreRing({ score, size = 72 }: { score: number; size?: number }) {
  const value = Math.round(score * 100);
  return (
    <div className={classes.ring}>
      <RingProgress
        size={size}
        thickness={7}
        roundCaps
        sections={[{ value, color: TONE_COLOR[scoreTone(score)] }]}
        label={
          <div className={classes.ringValue} data-testid="match-score">
            {percent(score)}
          </div>
        }
        aria-label={`Match score ${percent(score)}`}
      />
      <Text fz="xs" c="dimmed">
        match
      </Text>
    </div>
  );
}

/** Each weighted part of the score: what it looked at, how much it counts and how well the job fits it. */
export function MatchParts({ match }: { match: api.MatchExplanation }) {
  return (
    <ul className={`${blocks.columns} ${classes.parts}`} aria-label="Why this score">
      {match.parts.map((part) => {
        const row = partRow(part);
        return (
          <li key={part.key} className={classes.part} data-testid="match-part">
            <div className={classes.partHead}>
              <span>
                <strong>{row.label}</strong> · {row.weight}
              </span>
              <span>{row.fit}</span>
            </div>
            <Progress value={row.value} size="sm" mt={4} mb={2} aria-label={`${row.label}: ${row.fit}`} />
            <div className={classes.partDetail}>{row.detail}</div>
          </li>
        );
      })}
    </ul>
  );
}

export function SkillBadges({ match }: { match: api.MatchExplanation }) {
  if (match.matchingSkills.length === 0 && match.missingSkills.length === 0) return null;
  return (
    <>
      {match.matchingSkills.length > 0 && (
        <div className={classes.skills} data-testid="matching-skills">
          <Text span fz="sm" fw={600}>
            You have:
          </Text>
          {match.matchingSkills.map((s) => (
            <Badge key={s} color="teal" variant="light" radius="sm" tt="none">
              {s}
            </Badge>
          ))}
        </div>
      )}
      {match.missingSkills.length > 0 && (
        <div className={classes.skills} data-testid="missing-skills">
          <Text span fz="sm" fw={600}>
            Missing:
          </Text>
          {match.missingSkills.map((s) => (
            <Badge key={s} variant="default" radius="sm" tt="none">
              {s}
            </Badge>
          ))}
        </div>
      )}
    </>
  );
}

/**
 * A job matched for a hunt: the job, its score with every part explained, the skills it shares
 * and misses, and the member's two answers as plain POST forms: Apply (or Approve in the review
 * queue) and Not interested.
 */
export function MatchCard({
  job,
  match,
  jobHuntId,
  now,
  applyLabel = 'Apply',
  huntName,
}: {
  job: api.JobSummary;
  match: api.MatchExplanation;
  jobHuntId: number;
  now: number;
  applyLabel?: string;
  huntName?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('jobId') === String(job.id);
  const intent = busy ? navigation.formData?.get('intent') : null;
  return (
    <article className={jobs.card} data-testid="match-card" aria-labelledby={`match-${job.id}`}>
      <div className={classes.match}>
        <ScoreRing score={match.score} />
        <div style={{ minWidth: 0 }}>
          <div className={`${blocks.spread} ${jobs.cardHead}`}>
            <h3 className={jobs.cardTitle} id={`match-${job.id}`}>
              <Link to={job.path}>{job.title}</Link>
            </h3>
            {job.isDemo && <DemoJobLabel />}
          </div>
          <div className={jobs.company}>{job.company.name}</div>
          <ul className={jobs.facts}>
            <li>{locationsText(job.locations)}</li>
            <li>{REMOTE_LABEL[job.remote]}</li>
            <li>
              Posted <time dateTime={job.postedAt}>{postedText(job.postedAt, now)}</time>
            </li>
            {huntName && <li>For “{huntName}”</li>}
          </ul>
          <PayLine job={job} />
        </div>
      </div>
      <MatchParts match={match} />
      <SkillBadges match={match} />
      <div className={classes.actions}>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="jobId" value={job.id} />
          <input type="hidden" name="jobHuntId" value={jobHuntId} />
          <Button type="submit" name="intent" value="apply" loading={intent === 'apply'} disabled={busy}>
            {applyLabel}
          </Button>
          <Button type="submit" name="intent" value="dismiss" variant="default" loading={intent === 'dismiss'} disabled={busy}>
            Not interested
          </Button>
        </Form>
      </div>
    </article>
  );
}
