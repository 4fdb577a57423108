import { Anchor, Button, Group, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { usePendingIntent } from '~/lib/pending-intent';
import { CardSection } from '~/shell/card-section';
import { TextField } from '~/shell/fields';
import { IntentForm } from '~/shell/intent-form';
import { formatMonth, plural } from '../layoffs-text';
import classes from './reports.module.css';

/** One report waiting: what the member said, the source to check, then approve or reject with a reason. */
function QueueItem({ report }: { report: api.PendingLayoffReport }) {
  const busy = usePendingIntent()('review-layoff', { id: report.id });
  const company = report.company
    ? `${report.company.name} (typed "${report.companyName}")`
    : `${report.companyName} (not in the catalogue)`;
  return (
    <li className={classes.queueItem} data-testid="layoff-report-item">
      <Text fw={600}>
        {company} · {formatMonth(report.month)} · {plural(report.people, 'person', 'people')}
      </Text>
      <Text fz="sm">
        Source:{' '}
        <Anchor href={report.sourceUrl} rel="nofollow noopener noreferrer" underline="always">
          {report.sourceUrl}
        </Anchor>
      </Text>
      {report.note && <Text fz="sm">Note: {report.note}</Text>}
      <Text fz="sm" c="dimmed">
        From {report.member.email} on {report.createdAt.slice(0, 10)}
      </Text>
      <Group gap="xs" align="end">
        <IntentForm intent="review-layoff" fields={{ id: report.id, decision: 'approve' }} aria-label={`Approve report ${report.id}`}>
          <Button type="submit" loading={busy} size="sm">
            Approve
          </Button>
        </IntentForm>
        <IntentForm intent="review-layoff" fields={{ id: report.id, decision: 'reject' }} aria-label={`Reject report ${report.id}`}>
          <TextField name="reason" label={`Why reject report ${report.id}`} required maxLength={300} />
          <Button type="submit" variant="default" loading={busy} size="sm" mt={4}>
            Reject
          </Button>
        </IntentForm>
      </Group>
    </li>
  );
}

export function LayoffReportQueue({ reports }: { reports: api.PendingLayoffReport[] }) {
  return (
    <CardSection
      id="layoff-queue-title"
      title={`India layoff reports: ${plural(reports.length, 'waiting', 'waiting')}`}
      testId="layoff-queue"
    >
      {reports.length === 0 ? (
        <Text c="dimmed">No layoff report waits for review.</Text>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reports.map((r) => (
            <QueueItem key={r.id} report={r} />
          ))}
        </ul>
      )}
    </CardSection>
  );
}
