import { Anchor, Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { usePendingIntent } from '~/lib/pending-intent';
import { CardSection } from '~/shell/card-section';
import { TextField } from '~/shell/fields';
import { IntentForm } from '~/shell/intent-form';
import { SendOutcome } from '~/shell/outcome-alert';
import type { TitlesAnswer } from '../titles-affected';
import { plural } from '../layoffs-text';
import classes from '~/shell/member-reports.module.css';

/**
 * "Titles affected": the titles members said this notice laid off, each shown only from MIN_SLICE
 * reports (the rest counted, never named), and a plain POST form (works before JavaScript) for a
 * member to add theirs; a signed-out visitor gets a sign-in link that comes back to the notice.
 */
export function TitlesAffected({
  noticeId,
  titles,
  answer,
  signedIn,
}: {
  noticeId: number;
  titles: api.LayoffTitles | null;
  answer: TitlesAnswer | undefined;
  signedIn: boolean;
}) {
  const saving = usePendingIntent()('titles');
  const shown = answer?.ok ? answer.titles : titles;
  return (
    <CardSection id="titles-affected" title="Titles affected, as members report them" testId="layoff-titles">
      {shown === null ? (
        <Text c="dimmed">The titles affected cannot be shown right now.</Text>
      ) : shown.titles.length === 0 ? (
        <Text c="dimmed" data-testid="layoff-titles-empty">
          {shown.reports === 0
            ? `No member has reported their title for this notice yet. A title is shown once ${shown.minSlice} members reported it.`
            : `Fewer than ${shown.minSlice} reports for any one title so far (${plural(shown.reports, 'report')} in all): a title is shown once ${shown.minSlice} members reported it.`}
        </Text>
      ) : (
        <>
          <ul className={classes.reportList} data-testid="layoff-titles-list">
            {shown.titles.map((t) => (
              <li key={t.title.slug}>
                <strong>{t.title.name}</strong>: {plural(t.count, 'report')}
              </li>
            ))}
          </ul>
          {shown.hiddenReports > 0 && (
            <Text fz="sm" c="dimmed">
              {plural(shown.hiddenReports, 'more report')} of titles with fewer than {shown.minSlice} reports each are not shown.
            </Text>
          )}
        </>
      )}
      {signedIn ? (
        <IntentForm intent="titles" aria-label="Report your title" key={shown?.mine?.slug ?? ''}>
          <Text fz="sm" mt="sm">
            {shown?.mine
              ? `You reported this notice laid you off as ${shown.mine.name}. Send another title to replace it.`
              : 'Were you laid off by this notice? Add your title: it is counted, never shown with your name.'}
          </Text>
          <TextField
            name="title"
            label="Your job title"
            placeholder="Software Engineer"
            defaultValue={shown?.mine?.name ?? ''}
            required
            maxLength={120}
          />
          <SendOutcome answer={answer} saved="Thanks: your title is counted." failTitle="Title not saved" />
          <Button type="submit" loading={saving} w="fit-content" mt="xs">
            {shown?.mine ? 'Replace my title' : 'Add my title'}
          </Button>
        </IntentForm>
      ) : (
        <Text fz="sm" mt="sm">
          <Anchor component={Link} to={paths.login({ returnUrl: paths.layoffNotice(noticeId) })} fw={600}>
            Sign in to report your title
          </Anchor>{' '}
          if this notice laid you off.
        </Text>
      )}
    </CardSection>
  );
}
