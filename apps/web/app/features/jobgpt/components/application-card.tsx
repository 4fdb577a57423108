import { Anchor, Badge, Button, NativeSelect, Text, Textarea } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Link, useNavigation } from 'react-router';
import jobs from '~/features/jobs/components/jobs.module.css';
import { applyTarget, locationsText } from '~/features/jobs/jobs-text';
import type { JobApplicationDetail } from '../api/get-job-application';
import { MEMBER_STATUSES } from '../jobgpt-query';
import {
  answersSummary,
  APPLICATION_STATUS_COLOR,
  APPLICATION_STATUS_LABEL,
  dateTime,
  logLine,
  ORIGIN_LABEL,
  readyNextSteps,
  resumePdfHref,
} from '../jobgpt-text';
import classes from './jobgpt.module.css';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';

/** What the apply pack holds: the questions answered from the profile, those left for the member, the tailored resume. */
function Prepared({ application }: { application: api.JobApplication }) {
  const summary = answersSummary(application.answers);
  const answered = application.answers.filter((a) => a.answer !== null);
  return (
    <div data-testid="application-prepared">
      <Text fz="sm" mt="xs">
        {summary.text}
      </Text>
      {answered.length > 0 && (
        <details>
          <summary className={classes.summaryLine}>What JobGPT answered</summary>
          <ul className={classes.questions}>
            {answered.map((a) => (
              <li key={a.question}>
                {a.question}: <strong>{a.answer}</strong>
              </li>
            ))}
          </ul>
        </details>
      )}
      {summary.left.length > 0 && (
        <>
          <Text fz="sm" fw={600} mt={4}>
            Left for you:
          </Text>
          <ul className={classes.questions}>
            {summary.left.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </>
      )}
      {application.resumeId !== null && (
        <Text fz="sm" mt={4}>
          <Anchor href={resumePdfHref(application.resumeId)} target="_blank" rel="noopener" fz="sm" fw={600}>
            Tailored resume (PDF)
          </Anchor>
        </Text>
      )}
    </div>
  );
}

/**
 * One application: its job, where it stands, what JobGPT prepared, the employer's page to submit
 * it, a form for what happened since (status and notes, a plain POST) and its log.
 */
export function ApplicationCard({
  application: a,
  log,
  logHref,
}: {
  application: api.JobApplication;
  /** The open log, when this is the application whose log is shown. */
  log: JobApplicationDetail['log'] | null;
  /** The same page with this application's log opened, or closed when it is open. */
  logHref: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('applicationId') === String(a.id);
  const target = applyTarget(a.applyUrl);
  const title = a.job ? `${a.job.title}` : 'A job no longer listed';
  return (
    <article
      className={classes.application}
      id={`application-${a.id}`}
      data-testid="application"
      aria-labelledby={`application-${a.id}-title`}
    >
      <div className={`${blocks.spread} ${jobs.cardHead}`}>
        <h3 className={jobs.cardTitle} id={`application-${a.id}-title`}>
          {a.job ? <Link to={a.job.path}>{title}</Link> : title}
        </h3>
        <Badge color={APPLICATION_STATUS_COLOR[a.status]} variant="light" data-testid="application-status">
          {APPLICATION_STATUS_LABEL[a.status]}
        </Badge>
      </div>
      {a.job && <div className={jobs.company}>{a.job.company.name}</div>}
      <ul className={jobs.facts}>
        {a.job && <li>{locationsText(a.job.locations)}</li>}
        <li>{ORIGIN_LABEL[a.origin]}</li>
        <li>Started {dateTime(a.createdAt)}</li>
        {a.submittedAt && <li>Submitted {dateTime(a.submittedAt)}</li>}
      </ul>

      {a.status === 'pending' && (
        <Text fz="sm" mt="xs" c="dimmed">
          JobGPT is preparing this application: answering the posting’s questions from your profile
          {a.resumeId === null ? '' : ' and writing a tailored resume'}.
        </Text>
      )}
      {a.failure && (
        <Text fz="sm" mt="xs" c="red" role="status">
          Preparation failed: {a.failure}
        </Text>
      )}
      {a.status !== 'pending' && <Prepared application={a} />}
      {a.status === 'ready' && (
        <div data-testid="application-next-steps">
          <Text fz="sm" fw={700} mt="xs">
            Ready to submit: what you do next
          </Text>
          <ol className={classes.questions}>
            {readyNextSteps(a, target?.external ?? true).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}

      <div className={classes.actions}>
        {target &&
          (target.external ? (
            <Button
              component="a"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              data-testid="application-apply-url"
            >
              {a.status === 'ready' ? 'Open the employer’s page to submit' : 'Employer’s page'}
            </Button>
          ) : (
            <Button component={Link} to={target.href} size="xs" data-testid="application-apply-url">
              {a.status === 'ready' ? 'Open the page to submit' : 'Job page'}
            </Button>
          ))}
        <Button component={Link} to={logHref} size="xs" variant="subtle" preventScrollReset aria-expanded={log !== null}>
          {log ? 'Hide the log' : 'Show the log'}
        </Button>
      </div>

      <IntentForm
        intent="update"
        fields={{ applicationId: a.id }}
        className={`${blocks.columns} ${classes.statusForm}`}
        preventScrollReset
        aria-label={`What happened with ${title}`}
      >
        <NativeSelect
          name="status"
          label="Status"
          size="xs"
          defaultValue={(MEMBER_STATUSES as readonly string[]).includes(a.status) ? a.status : ''}
          data={[{ value: '', label: 'Not changed' }, ...MEMBER_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABEL[s] }))]}
        />
        <Textarea name="notes" label="Notes" size="xs" autosize minRows={1} maxRows={6} maxLength={2000} defaultValue={a.notes ?? ''} />
        <Button type="submit" size="xs" variant="default" loading={saving}>
          Save
        </Button>
      </IntentForm>

      {log && (
        <div data-testid="application-log">
          <Text fz="sm" fw={700} mt="sm">
            Log
          </Text>
          {log.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Nothing recorded yet.
            </Text>
          ) : (
            <ol className={classes.log}>
              {log.map((event, i) => {
                const line = logLine(event);
                return (
                  <li key={`${event.at}-${i}`}>
                    <strong>{line.what}</strong> · <time dateTime={event.at}>{line.when}</time>
                    {line.detail && <div className={classes.partDetail}>{line.detail}</div>}
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      )}
    </article>
  );
}
