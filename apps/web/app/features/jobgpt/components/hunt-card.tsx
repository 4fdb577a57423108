import { Badge, Button } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form, Link, useNavigation } from 'react-router';
import { applicationsHref, jobgptHref } from '../jobgpt-query';
import { filtersSummary, huntStatusText, settingsSummary } from '../jobgpt-text';
import classes from './jobgpt.module.css';
import blocks from '~/shell/page-blocks.module.css';

/** One of the member's hunts: what it looks for, how it applies, its counts, and pause/resume and edit. */
export function HuntCard({ hunt, chosen }: { hunt: api.JobHunt; chosen: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('huntId') === String(hunt.id);
  const paused = hunt.status === 'paused';
  return (
    <article className={classes.hunt} data-chosen={chosen || undefined} data-testid="hunt-card" aria-labelledby={`hunt-${hunt.id}`}>
      <div className={blocks.spread}>
        <h3 className={classes.huntName} id={`hunt-${hunt.id}`}>
          {hunt.name}
        </h3>
        <Badge color={paused ? (hunt.pausedReason ? 'red' : 'gray') : 'teal'} variant="light" data-testid="hunt-status">
          {huntStatusText(hunt)}
        </Badge>
      </div>
      <p className={classes.muted}>{filtersSummary(hunt.filters)}</p>
      <p className={classes.muted}>{settingsSummary(hunt.settings)}</p>
      <ul className={classes.counts}>
        <li>
          <strong>{hunt.reviewCount}</strong> waiting for approval
        </li>
        <li>
          <strong>{hunt.applicationCount}</strong> {hunt.applicationCount === 1 ? 'application' : 'applications'}
        </li>
      </ul>
      <div className={classes.actions}>
        {!chosen && (
          <Button component={Link} to={`${jobgptHref({ hunt: hunt.id })}#matches`} size="xs" variant="light">
            See matches
          </Button>
        )}
        <Button component={Link} to={`${jobgptHref({ edit: hunt.id })}#hunt-form`} size="xs" variant="default">
          Edit
        </Button>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="huntId" value={hunt.id} />
          <Button type="submit" name="intent" value={paused ? 'resume' : 'pause'} size="xs" variant="default" loading={busy}>
            {paused ? 'Resume' : 'Pause'}
          </Button>
        </Form>
        {(hunt.reviewCount > 0 || hunt.applicationCount > 0) && (
          <Button component={Link} to={applicationsHref({ hunt: hunt.id })} size="xs" variant="subtle">
            Applications and review
          </Button>
        )}
      </div>
    </article>
  );
}
