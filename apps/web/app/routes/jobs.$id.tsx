import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { truncate } from '@paysight/contract/core';
import { IconExternalLink } from '@tabler/icons-react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/jobs.$id';
import { paths } from '~/config/paths';
import { AskJobGpt } from '~/features/jobgpt-analysis/components/ask-jobgpt';
import { PrepareWithJobGpt } from '~/features/jobgpt-apply/components/prepare-with-jobgpt';
import { getJob } from '~/features/jobs/api/get-job';
import { getJobCompany } from '~/features/jobs/api/get-job-company';
import { CompanyContext } from '~/features/jobs/components/company-context';
import { DemoJobLabel } from '~/features/jobs/components/demo-label';
import classes from '~/features/jobs/components/jobs.module.css';
import { PayLine } from '~/features/jobs/components/pay-line';
import { jobsSearch } from '~/features/jobs/jobs-filters';
import { applyTarget, employmentLabel, foundOn, locationsText, payLine, postedText, REMOTE_LABEL } from '~/features/jobs/jobs-text';
import salary from '~/features/salary/components/salary.module.css';
import { pageUrlOf } from '~/lib/auth-guard';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors. */
export const headers = publicPageHeaders;

/** The contract's job id in a path: the number, optionally "-" and words. */
const JOB_ID = /^([1-9][0-9]{0,9})(-[a-z0-9-]*)?$/;

/**
 * /jobs/{id}-{words}: one listed job (SPEC §2.1). The description (sanitised by the server when it
 * read the board), the pay (posted, or our estimate labelled as ours), where to apply, and what
 * the salary data says the company pays for the title. A job that is not listed is the 404 page;
 * the id alone finds a job, and other words redirect to its one URL.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const match = JOB_ID.exec(params.id);
  const id = match ? Number(match[1]) : NaN;
  if (!match || id > 2_147_483_647) throw data(null, { status: 404 });

  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  // The company box is one more call beside the job; if it fails, the page shows without it.
  const [job, company] = await Promise.all([getJob(client, api, id), getJobCompany(client, api, id).catch(() => null)]);
  if (!job.ok) {
    if (job.status === 404 || job.status === 400) throw data(null, { status: 404 });
    throw new Error(`GET /jobs/${id} answered ${job.status}: ${job.message}`);
  }
  // The page's own URL (a client-side navigation asks {path}.data).
  const url = new URL(pageUrlOf(request), 'http://paysight.invalid');
  if (url.pathname !== job.data.path) throw redirect(`${job.data.path}${url.search}`, 301);

  const d = job.data;
  const pay = payLine(d);
  const where = d.locations.length > 0 ? ` in ${d.locations[0]}` : '';
  return {
    job: d,
    company: company?.ok ? company.data : null,
    now: Date.now(),
    meta: {
      title: `${d.title} at ${d.company.name}`,
      description: truncate(
        `${d.title} at ${d.company.name}${where}, ${REMOTE_LABEL[d.remote].toLowerCase()}.${pay ? ` ${pay.text}.` : ''} Apply on the company’s job board.`,
        160,
      ),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.job.path }, matches) : [];

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job, company, now } = loaderData;
  const employment = employmentLabel(job.employmentType);
  const found = foundOn(job.sources);
  const apply = applyTarget(job.applyUrl);
  // The company's page has its pay; it exists where the salary data knows the company.
  const companyHref = job.region && company?.salary ? paths.company(job.region, job.company.slug) : null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Group gap="xs">
            <Link to={paths.jobs()} className={shell.eyebrow}>
              Jobs
            </Link>
            {job.isDemo && <DemoJobLabel />}
          </Group>
          <Title order={1} className={salary.pageTitle} mt="sm">
            {job.title}
          </Title>
          <Text fz="lg" fw={600} mt={4} className={classes.company}>
            {companyHref ? (
              <Link to={companyHref} className={salary.link}>
                {job.company.name}
              </Link>
            ) : (
              job.company.name
            )}
            {job.department && (
              <Text span c="dimmed" fw={400}>
                {' '}
                · {job.department}
              </Text>
            )}
          </Text>
          <ul className={classes.facts}>
            <li>{locationsText(job.locations)}</li>
            <li>{REMOTE_LABEL[job.remote]}</li>
            {employment && <li>{employment}</li>}
            <li>
              Posted <time dateTime={job.postedAt}>{postedText(job.postedAt, now)}</time>
            </li>
          </ul>
          <PayLine job={job} />
          <Group gap="md" mt="md" align="center">
            {apply?.external && (
              <Button
                component="a"
                href={apply.href}
                target="_blank"
                rel="noopener nofollow"
                rightSection={<IconExternalLink size={16} aria-hidden="true" />}
                data-testid="job-apply"
              >
                Apply
              </Button>
            )}
            {apply && !apply.external && (
              <Button component={Link} to={apply.href} data-testid="job-apply">
                Apply
              </Button>
            )}
            <PrepareWithJobGpt jobId={job.id} />
            {found && (
              <Text fz="sm" c="dimmed" data-testid="job-found-on">
                {found}
              </Text>
            )}
          </Group>
          {job.isDemo && (
            <Text fz="sm" c="dimmed" mt="xs">
              A generated demonstration job, not a real opening: Apply opens the company’s page on Paysight.
            </Text>
          )}
        </div>

        <div className={classes.layout}>
          <Stack gap="lg">
            {job.skills.length > 0 && (
              <section className={classes.card} aria-labelledby="job-skills">
                <h2 id="job-skills" className={classes.sectionTitle}>
                  Skills
                </h2>
                <div className={classes.skills}>
                  {job.skills.map((s) => (
                    <Badge key={s} variant="light" color="gray" radius="sm" tt="none">
                      {s}
                    </Badge>
                  ))}
                </div>
              </section>
            )}
            <AskJobGpt jobId={job.id} />
            <section className={classes.card} aria-labelledby="job-description">
              <h2 id="job-description" className={classes.sectionTitle}>
                About the job
              </h2>
              {/* Sanitised on the server when the board was read (SPEC §9): safe to render as HTML. */}
              <div
                className={classes.description}
                data-testid="job-description"
                dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
              />
            </section>
          </Stack>
          {company && <CompanyContext context={company} jobsHref={paths.jobs(jobsSearch({ company: job.company.name }))} />}
        </div>
      </Stack>
    </Container>
  );
}
