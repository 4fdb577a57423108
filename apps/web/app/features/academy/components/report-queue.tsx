import { Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import reports from '~/shell/member-reports.module.css';
import { ReviewQueue, typedCompany } from '~/shell/review-queue';
import { APPLIED_LABELS, EXPERIENCE_LABELS, formatMonth, OUTCOME_LABELS, plural, ROUND_LABELS } from '../academy-text';

/** The interview as the member reported it: company, title, outcome, each round's questions. */
function Report({ report }: { report: api.PendingInterviewReport }) {
  return (
    <>
      <Text fw={600}>
        {typedCompany(report)} · {report.titleName}
        {report.level ? ` · ${report.level}` : ''} · {formatMonth(report.month)}
      </Text>
      <Text fz="sm">
        {APPLIED_LABELS[report.applied]} · {OUTCOME_LABELS[report.outcome]} · {EXPERIENCE_LABELS[report.experience]} experience · difficulty{' '}
        {report.difficulty} of 5{report.processDays ? ` · ${plural(report.processDays, 'day')}` : ''}
      </Text>
      <ol className={reports.reportList}>
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
    </>
  );
}

export function InterviewReportQueue({ reports: pending }: { reports: api.PendingInterviewReport[] }) {
  return (
    <ReviewQueue
      reports={pending}
      id="interview-queue-title"
      title={`Interview reports: ${pending.length} waiting`}
      testId="interview-queue"
      empty="No interview report waits for review."
      intent="review-interview"
      itemTestId="interview-report-item"
      describe={(r) => <Report report={r} />}
    />
  );
}
