import { Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form, Link } from 'react-router';
import { SelectField, TextField } from '~/shell/fields';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';
import { referralUrl } from '../referral-url';
import { LEVEL_OPTIONS } from '../referral-text';
import classes from '../referral.module.css';
import { ResumeAndNoteFields } from './request-fields';

export interface AskOneCompanyProps {
  data: {
    q: string;
    page: number;
    ask: { name: string; slug: string } | null;
    jobq: string;
    /** The asked company's jobs listed on Paysight (the newest page, narrowed by `jobq`), with how many match. */
    jobs: { items: { id: number; title: string; locations: string[] }[]; total: number } | null;
    resumes: api.GeneratedResumeSummary[];
    requests: api.SeekerReferrals | null;
  };
}

const jobLabel = (j: { title: string; locations: string[] }) => (j.locations.length ? `${j.title} · ${j.locations[0]}` : j.title);

/**
 * The request form for one company (`?ask=<slug>`): one of its jobs listed on Paysight, picked from
 * a select that a GET field narrows by title (both plain forms: no JavaScript needed), or a job
 * elsewhere by its title and apply URL. The request's family, level and city come from the picked
 * job unless the member gives a level.
 */
export function AskOneCompany({ data }: AskOneCompanyProps) {
  const { ask, jobs, jobq, q, page } = data;
  if (!ask) return null;
  const listed = jobs?.items ?? [];
  return (
    <div className={classes.stack} data-testid="referral-ask-one">
      <Text>
        Asking <strong>{ask.name}</strong> ({data.requests?.open ?? 0} of {data.requests?.maxOpen ?? 0} requests open; one company is free).{' '}
        <Link className={blocks.link} to={referralUrl({ q, page }, '#ask')}>
          Ask several companies instead
        </Link>
      </Text>
      <Form
        method="get"
        action={`${referralUrl({})}#ask`}
        className={classes.inlineForm}
        role="search"
        aria-label={`Find a job at ${ask.name}`}
      >
        {q && <input type="hidden" name="q" value={q} />}
        {page > 1 && <input type="hidden" name="page" value={page} />}
        <input type="hidden" name="ask" value={ask.slug} />
        <TextField
          name="jobq"
          label={`Find a job at ${ask.name}`}
          defaultValue={jobq}
          placeholder="e.g. Backend Engineer"
          maxLength={100}
        />
        <Button type="submit" variant="light">
          Find
        </Button>
      </Form>
      <IntentForm intent="ask" fields={{ company: ask.slug }} aria-label={`Ask ${ask.name} for a referral`} className={classes.stack}>
        {listed.length > 0 ? (
          <>
            <SelectField
              name="jobId"
              label={`A job at ${ask.name} listed on Paysight`}
              data={[
                { value: '', label: 'None picked: a job elsewhere, below' },
                ...listed.map((j) => ({ value: String(j.id), label: jobLabel(j) })),
              ]}
              defaultValue=""
            />
            {jobs && jobs.total > listed.length && (
              <Text fz="xs" c="dimmed">
                The {listed.length} newest of {jobs.total} jobs{jobq ? ` matching “${jobq}”` : ''}: find one by a few words of its title.
              </Text>
            )}
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            {jobq ? `No job at ${ask.name} listed on Paysight matches “${jobq}”.` : `${ask.name} lists no job on Paysight now.`} Name a job
            elsewhere below.
          </Text>
        )}
        <fieldset className={blocks.fieldset}>
          <legend>Or a job elsewhere</legend>
          <TextField name="jobTitle" label="Job title" minLength={2} maxLength={200} />
          <TextField name="applyUrl" label="The job’s apply URL" type="url" placeholder="https://…" />
        </fieldset>
        <SelectField
          name="level"
          label="Level"
          description="Leave it to the job’s own level, or say yours."
          data={LEVEL_OPTIONS}
          defaultValue=""
        />
        <ResumeAndNoteFields resumes={data.resumes} />
        <Button type="submit" w="fit-content">
          Send request to {ask.name}
        </Button>
      </IntentForm>
    </div>
  );
}
