import { Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { SelectField, TextareaField, TextField } from '~/shell/fields';
import { MemberReportForm } from '~/shell/member-report-form';
import blocks from '~/shell/page-blocks.module.css';
import type { ReportAnswer } from '../academy.action';
import { ACADEMY_PATH, ROUND_VALUES } from '../academy-query';
import {
  APPLIED_LABELS,
  DIFFICULTY_SCALE,
  EXPERIENCE_LABELS,
  formatMonth,
  OUTCOME_LABELS,
  ROUND_LABELS,
  STATUS_LABELS,
} from '../academy-text';
import classes from './academy.module.css';

/** The plain form's round slots (academy.action.ts FORM_ROUNDS). */
const SLOTS = [1, 2, 3, 4, 5] as const;

const options = <K extends string>(labels: Record<K, string>, empty: string) => [
  { value: '', label: empty },
  ...(Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label })),
];

/**
 * A member's interview report: a plain POST form (intent "report") that works without JavaScript;
 * a visitor gets the sign-in link back to the page. Below it, the member's own reports and what
 * became of them.
 */
export function ReportForm({
  signedIn,
  answer,
  mine,
}: {
  signedIn: boolean;
  answer: ReportAnswer | undefined;
  mine: api.MyInterviewReport[];
}) {
  return (
    <MemberReportForm
      id="academy-report-title"
      title="Report an interview"
      testId="academy-report"
      signedIn={signedIn}
      answer={answer}
      saved="Thanks: your report waits for an admin’s review."
      formClassName={classes.reportForm}
      mine={mine}
      mineTestId="academy-my-reports"
      describe={(r) => `${r.company?.name ?? r.companyName} · ${r.titleName} · ${formatMonth(r.month)}: ${STATUS_LABELS[r.status]}`}
      returnUrl={ACADEMY_PATH}
      signInText="Sign in to report an interview"
      signInRest="and the questions you were asked: an admin reads each report before its questions are counted."
    >
      <Text fz="sm" c="dimmed">
        Say what you were asked, round by round. An admin reads every report before its questions are counted, and your name is never shown.
        Leave out names (the interviewers’ and yours), email addresses, phone numbers and links: a report with them is refused.
      </Text>
      <div className={`${blocks.columns} ${classes.reportFields}`}>
        <TextField name="company" label="Company" required maxLength={120} placeholder="Swiggy" />
        <TextField name="title" label="Job title" required maxLength={120} placeholder="Software Engineer" />
        <TextField name="level" label="Level (optional)" maxLength={60} placeholder="SDE 2" />
        <TextField name="month" label="Month of the interview" type="month" required placeholder="YYYY-MM" />
        <SelectField name="applied" label="How you applied" required data={options(APPLIED_LABELS, 'Choose…')} />
        <SelectField name="outcome" label="Outcome" required data={options(OUTCOME_LABELS, 'Choose…')} />
        <SelectField name="experience" label="Overall experience" required data={options(EXPERIENCE_LABELS, 'Choose…')} />
        <SelectField name="difficulty" label="Difficulty" required data={[{ value: '', label: 'Choose…' }, ...DIFFICULTY_SCALE]} />
        <TextField name="processDays" label="Process length in days (optional)" inputMode="numeric" maxLength={3} />
      </div>
      {SLOTS.map((n) => (
        <fieldset key={n} className={classes.round}>
          <legend>
            Round {n}
            {n > 1 ? ' (optional)' : ''}
          </legend>
          <SelectField
            name={`round${n}Type`}
            label={`Round ${n} type`}
            required={n === 1}
            data={[{ value: '', label: 'Choose…' }, ...ROUND_VALUES.map((r) => ({ value: r, label: ROUND_LABELS[r] }))]}
          />
          <TextareaField
            name={`round${n}Questions`}
            label={`Round ${n} questions`}
            description="One question a line."
            required={n === 1}
            rows={3}
          />
        </fieldset>
      ))}
    </MemberReportForm>
  );
}
