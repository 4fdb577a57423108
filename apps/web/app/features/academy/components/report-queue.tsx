import { Button, Group, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { usePendingIntent } from '~/lib/pending-intent';
import { CardSection } from '~/shell/card-section';
import { TextField } from '~/shell/fields';
import { IntentForm } from '~/shell/intent-form';
import { APPLIED_LABELS, EXPERIENCE_LABELS, formatMonth, OUTCOME_LABELS, plural, ROUND_LABELS } from '../academy-text';
import classes from './academy.module.css';

/** One report waiting, as the member wrote it; approve, or reject with a reason. Nothing is edited. */
function QueueItem({ report }: { report: api.PendingInterviewReport }) {
  const busy = usePendingIntent()('review-interview', { id: report.id });
  const company = report.company
    ? `${report.company.name} (typed "${report.companyName}")`
    : `${report.companyName} (not in the catalogue)`;
  return (
    <li className={classes.queueItem} data-testid="interview-report-item">
      <Text fw={600}>
        {company} · {report.titleName}
        {report.level ? ` · ${report.level}` : ''} · {formatMonth(report.month)}
      </Text>
      <Text fz="sm">
        {APPLIED_LABELS[report.applied]} · {OUTCOME_LABELS[report.outcome]} · {EXPERIENCE_LABELS[report.experience]} experience · difficulty{' '}
        {report.difficulty} of 5{report.processDays ? ` · ${plural(report.processDays, 'day')}` : ''}
      </Text>
      <ol className={classes.reportList}>
        {report.rounds.map((round, i) => (
          <li key={i}>
            <strong>{ROUND_LABELS[round.type]}</strong>
            {round.questions.length > 0 && (
              <ul>
                {round.questions.map((q, j) => (
                  <li key={j}>{q}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <Text fz="sm" c="dimmed">
        From {report.member.email} on {report.createdAt.slice(0, 10)}
      </Text>
      <Group gap="xs" align="end">
        <IntentForm intent="review-interview" fields={{ id: report.id, decision: 'approve' }} aria-label={`Approve report ${report.id}`}>
          <Button type="submit" loading={busy} size="sm">
            Approve
          </Button>
        </IntentForm>
        <IntentForm intent="review-interview" fields={{ id: report.id, decision: 'reject' }} aria-label={`Reject report ${report.id}`}>
          <TextField name="reason" label={`Why reject report ${report.id}`} required maxLength={300} />
          <Button type="submit" variant="default" loading={busy} size="sm" mt={4}>
            Reject
          </Button>
        </IntentForm>
      </Group>
    </li>
  );
}

export function InterviewReportQueue({ reports }: { reports: api.PendingInterviewReport[] }) {
  return (
    <CardSection id="interview-queue-title" title={`Interview reports: ${reports.length} waiting`} testId="interview-queue">
      {reports.length === 0 ? (
        <Text c="dimmed">No interview report waits for review.</Text>
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
