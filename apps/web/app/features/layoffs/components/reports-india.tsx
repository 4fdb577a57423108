import { Anchor, Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form, Link } from 'react-router';
import { CardSection } from '~/shell/card-section';
import { TextareaField, TextField } from '~/shell/fields';
import { MemberReportForm } from '~/shell/member-report-form';
import blocks from '~/shell/page-blocks.module.css';
import { Pagination } from '~/shell/pagination';
import { formatCount, formatMonth, plural } from '../layoffs-text';
import { INDIA_LAYOFFS_PATH, indiaHref, type IndiaQuery, type IndiaReportAnswer } from '../reports-india';
import classes from '~/shell/member-reports.module.css';

const companyOf = (r: api.LayoffReportRow) => r.company?.name ?? r.companyName;

/** The filters of the India list: a plain GET form (company, month). */
export function IndiaFilters({ query }: { query: IndiaQuery }) {
  return (
    <Form method="get" action={INDIA_LAYOFFS_PATH} className={blocks.card} aria-label="Filter member reports">
      <TextField name="company" label="Company" defaultValue={query.company ?? ''} placeholder="Any company" maxLength={120} />
      <TextField name="month" label="Month" type="month" defaultValue={query.month ?? ''} placeholder="YYYY-MM" />
      <Button type="submit" variant="default" w="fit-content" mt="xs">
        Show reports
      </Button>
    </Form>
  );
}

/** The approved reports: company, month, people and the source link each came with. */
export function IndiaReportsList({ list, query }: { list: api.LayoffReports; query: IndiaQuery }) {
  const filtered = Boolean(query.company || query.month);
  return (
    <CardSection id="india-reports-title" title={`${list.label}: ${plural(list.total, 'report')}`} testId="india-reports">
      {list.items.length === 0 ? (
        <Text c="dimmed" data-testid="india-reports-empty">
          {filtered ? 'No approved member report matches these filters. ' : 'No member reports yet — '}
          {filtered ? (
            <Anchor component={Link} to={INDIA_LAYOFFS_PATH} fw={600}>
              All reports
            </Anchor>
          ) : (
            <Anchor href="#report-layoff-title" fw={600}>
              report one
            </Anchor>
          )}
          {filtered ? '' : '.'}
        </Text>
      ) : (
        <>
          <p className={blocks.sectionNote}>
            {plural(list.people, 'person', 'people')} laid off in these reports. Each was checked by an admin against its source; they are
            members' reports, not official notices, and are not counted with the US WARN figures. Page {list.page} of{' '}
            {formatCount(list.totalPages)}.
          </p>
          <ul className={classes.reportList} data-testid="india-reports-list">
            {list.items.map((r) => (
              <li key={r.id}>
                <strong>{companyOf(r)}</strong> · {formatMonth(r.month)} · {plural(r.people, 'person', 'people')} laid off ·{' '}
                <Anchor href={r.sourceUrl} rel="nofollow noopener noreferrer" underline="always">
                  Source
                </Anchor>
                {r.note && (
                  <Text fz="sm" c="dimmed">
                    {r.note}
                  </Text>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={list.page} totalItems={list.total} pageSize={list.pageSize} href={(page) => indiaHref(query, { page })} />
        </>
      )}
    </CardSection>
  );
}

const STATUS_TEXT: Record<api.MyLayoffReport['status'], string> = {
  pending: 'Waiting for review',
  approved: 'Approved: shown',
  rejected: 'Not accepted',
};

/** The member's report form (a plain POST form, works before JavaScript) and their own reports with the outcome. */
export function IndiaReportForm({
  signedIn,
  answer,
  mine,
}: {
  signedIn: boolean;
  answer: IndiaReportAnswer | undefined;
  mine: api.MyLayoffReport[];
}) {
  return (
    <MemberReportForm
      id="report-layoff-title"
      title="Report a layoff in India"
      testId="india-report"
      signedIn={signedIn}
      answer={answer}
      saved="Thanks: your report waits for an admin's review."
      mine={mine}
      mineTestId="india-my-reports"
      describe={(r) => `${companyOf(r)} · ${formatMonth(r.month)} · ${plural(r.people, 'person', 'people')}: ${STATUS_TEXT[r.status]}`}
      returnUrl={INDIA_LAYOFFS_PATH}
      signInText="Sign in to report a layoff"
      signInRest="with its source: an admin checks each report before it is shown."
    >
      <Text fz="sm" c="dimmed">
        Give a public source (a news article, the company's own statement): an admin checks it before the report is shown. Your name is
        never shown.
      </Text>
      <TextField name="company" label="Company" required maxLength={120} placeholder="Infosys" />
      <TextField name="month" label="Month of the layoff" type="month" required placeholder="YYYY-MM" />
      <TextField name="people" label="People laid off" inputMode="numeric" required />
      <TextField name="sourceUrl" label="Source link (https)" type="url" required maxLength={500} placeholder="https://" />
      <TextareaField name="note" label="Note (optional)" maxLength={500} />
    </MemberReportForm>
  );
}
