import { Anchor, Button, Group, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { paths } from '~/config/paths';
import { shellEvents } from '~/lib/shell-events';
import { applyWithJobGpt, makeTailoredResume } from '../api/prepare';

type Done = { kind: 'application'; application: api.JobApplication } | { kind: 'resume'; resume: api.GeneratedResumeSummary };

/**
 * Beside a job's Apply button, for a signed-in member: let JobGPT prepare the application (a
 * tailored resume and the form's questions answered from stored facts, then ready to submit on
 * /jobgpt/list), or just make a tailored resume. Failures are toasts (SPEC §8); applying twice is
 * refused by the server with its message.
 */
export function PrepareWithJobGpt({ jobId }: { jobId: number }) {
  const root = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined;
  const [busy, setBusy] = useState<'application' | 'resume' | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  if (!root?.user) return null;

  async function run(kind: 'application' | 'resume') {
    setBusy(kind);
    try {
      const { loadBrowserApi } = await import('~/lib/browser-api');
      const { client, routes } = await loadBrowserApi();
      if (kind === 'application') {
        const result = await applyWithJobGpt(client, routes, jobId);
        if (result.ok) setDone({ kind, application: result.data });
      } else {
        const result = await makeTailoredResume(client, routes, jobId);
        if (result.ok) setDone({ kind, resume: result.data });
      }
    } catch (err) {
      shellEvents.emit({ type: 'toast', message: err instanceof Error ? err.message : 'JobGPT could not be reached', color: 'red' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Group gap="sm" data-testid="prepare-with-jobgpt">
      <Button variant="light" loading={busy === 'application'} onClick={() => void run('application')} data-testid="jobgpt-apply">
        Prepare with JobGPT
      </Button>
      <Button variant="subtle" loading={busy === 'resume'} onClick={() => void run('resume')} data-testid="jobgpt-resume">
        Tailored resume
      </Button>
      {done?.kind === 'application' && (
        <Text fz="sm" role="status">
          JobGPT is preparing it:{' '}
          <Anchor component={Link} to={paths.jobgptList()} data-testid="jobgpt-list-link">
            your applications
          </Anchor>
        </Text>
      )}
      {done?.kind === 'resume' && (
        <Text fz="sm" role="status">
          Version {done.resume.version} is ready:{' '}
          <Anchor href={done.resume.pdfPath} data-testid="tailored-resume-pdf">
            download the PDF
          </Anchor>
        </Text>
      )}
    </Group>
  );
}
