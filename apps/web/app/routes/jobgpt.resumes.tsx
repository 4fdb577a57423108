import { Anchor, Group, Stack, Text } from '@mantine/core';
import { data, Link, useNavigation } from 'react-router';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import type { Route } from './+types/jobgpt.resumes';
import { paths } from '~/config/paths';
import { createCustomResume } from '~/features/resumes/api/create-custom-resume';
import { listGeneratedResumes } from '~/features/resumes/api/list-generated-resumes';
import { ResumesList } from '~/features/resumes/components/resumes-list';
import classes from '~/features/resumes/components/resumes.module.css';
import { parseResumesQuery, resumesHref, toApiQuery, type ResumesMade } from '~/features/resumes/resumes-query';
import { emptyText, MADE_LABELS, resumesSummary } from '~/features/resumes/resumes-text';
import { requireUser } from '~/lib/auth-guard';
import { privatePageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import { Pagination } from '~/shell/pagination';
import { OutcomeAlert } from '~/shell/outcome-alert';

/**
 * /jobgpt/resumes (SPEC §2.1): the member's tailored resumes, newest first, 10 a page, all of them
 * or the ones they asked for or the ones made for applications (in the URL). Each downloads as a
 * PDF and can be made again for its job (a plain POST form). Signed-out visitors are sent to sign
 * in and come back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const query = parseResumesQuery(new URL(request.url).searchParams);
  const result = await listGeneratedResumes(serverApi(context, request), api, toApiQuery(query));
  if (!result.ok) throw new Error(`GET /jobs/resumes answered ${result.status}: ${result.message}`);
  return { ...result.data, made: query.made };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const form = await request.formData();
  const intent = form.get('intent');
  const jobId = Number(form.get('jobId'));
  if (intent !== 'new-version' || !Number.isInteger(jobId) || jobId < 1) {
    return data({ ok: false as const, message: 'Unknown action' }, { status: 400 });
  }
  const result = await createCustomResume(serverApi(context, request), api, jobId);
  if (!result.ok) {
    return data(
      { ok: false as const, message: result.message },
      { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
    );
  }
  const r = result.data;
  return {
    ok: true as const,
    message: `Version ${r.version}${r.job ? ` for ${r.job.title} at ${r.job.company.name}` : ''} is ready.`,
  };
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Tailored resumes',
  description: 'Your resumes tailored to jobs by JobGPT, made only from what your profile says.',
  path: resumesHref(),
});

const FILTERS: ResumesMade[] = ['all', 'asked', 'applications'];

export default function ResumesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, page, pageSize, made } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'new-version';
  const busyJobId = sending ? Number(navigation.formData?.get('jobId')) : null;

  return (
    <PageFrame size="md" fade={false}>
      <PageHeading eyebrow="JobGPT" title="Tailored resumes" plainTitle>
        <Text c="dimmed" mt="xs" maw={640}>
          Each one is made from your profile and the resume or network export you added, reordered for its job: the skills the job asks for
          first and your closest roles as relevant experience. Nothing is added that you did not tell us.{' '}
          <Anchor component={Link} to={paths.profile()}>
            Update your profile
          </Anchor>{' '}
          to change what they say.
        </Text>
      </PageHeading>
      <nav aria-label="Which resumes">
        <ul className={classes.filters}>
          {FILTERS.map((f) => (
            <li key={f}>
              <Link className={classes.filter} to={resumesHref({ made: f })} aria-current={f === made ? 'page' : undefined}>
                {MADE_LABELS[f]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {actionData && <OutcomeAlert ok={actionData.ok}>{actionData.message}</OutcomeAlert>}
      <section className={classes.card} aria-label="Your tailored resumes">
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600} data-testid="resumes-summary">
              {resumesSummary(total, made)}
            </Text>
          </Group>
          {items.length > 0 ? (
            <ResumesList items={items} busyJobId={busyJobId} />
          ) : (
            <Text c="dimmed" data-testid="resumes-empty">
              {total > 0 ? 'No resumes on this page.' : emptyText(made)}
            </Text>
          )}
        </Stack>
      </section>
      <Pagination page={page} totalItems={total} pageSize={pageSize} href={(p) => resumesHref({ made, page: p })} />
    </PageFrame>
  );
}
