import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { usePendingIntent } from '~/lib/pending-intent';
import { IntentForm } from '~/shell/intent-form';
import { OutcomeAlert } from '~/shell/outcome-alert';
import type { FollowAnswer, FollowView } from '../alerts-follow';
import classes from './alerts-forms.module.css';

/**
 * "Follow this company's notices": a plain POST form (it works before JavaScript) that follows or
 * stops following the employer; a signed-out visitor gets a sign-in link that comes back here.
 */
export function AlertsFollowForm({
  view,
  answer,
  employer,
  returnUrl,
  fields = {},
}: {
  view: FollowView;
  answer: FollowAnswer | undefined;
  employer: string;
  returnUrl: string;
  /** What the form acts on besides the intent (the list's company slug; a notice's page needs none). */
  fields?: Record<string, string>;
}) {
  const pending = usePendingIntent()('follow');
  if (!view) {
    return (
      <Text fz="sm" className={classes.follow} data-testid="layoffs-follow">
        <Anchor component={Link} to={paths.login({ returnUrl })} fw={600}>
          Sign in to follow {employer}'s notices
        </Anchor>
        : a notification and a mail for each new WARN notice.
      </Text>
    );
  }
  const following = answer?.ok ? answer.state.following : view.following;
  return (
    <IntentForm
      intent="follow"
      fields={{ ...fields, follow: following ? '0' : '1' }}
      className={classes.follow}
      data-testid="layoffs-follow"
    >
      <Text fz="sm">
        {following
          ? `You follow ${view.employer}: each new WARN notice brings a notification and a mail.`
          : `Be told of each new WARN notice from ${view.employer}, by notification and mail.`}
      </Text>
      <Button type="submit" variant={following ? 'default' : 'filled'} loading={pending} w="fit-content">
        {following ? "Stop following this company's notices" : "Follow this company's notices"}
      </Button>
      {answer && !answer.ok && (
        <OutcomeAlert ok={false} failTitle="Not changed">
          {answer.message}
        </OutcomeAlert>
      )}
    </IntentForm>
  );
}
