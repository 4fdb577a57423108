import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Route } from './+types/jobs.$id';
import { paths } from '~/config/paths';
import { AskJobGpt } from '~/features/jobgpt-analysis/components/ask-jobgpt';
import { PrepareWithJobGpt } from '~/features/jobgpt-apply/components/prepare-with-jobgpt';
import { CompanyContext } from '~/features/jobs/components/company-context';
import { DemoJobLabel } from '~/features/jobs/components/demo-label';
import classes from '~/features/jobs/components/jobs.module.css';
import { PayLine } from '~/features/jobs/components/pay-line';
import { loadJob } from '~/features/jobs/job.loader';
import { jobsSearch } from '~/features/jobs/jobs-filters';
import { applyTarget, foundOn } from '~/features/jobs/jobs-text';
import blocks from '~/shell/page-blocks.module.css';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import shell from '~/shell/shell.module.css';
import { JobFacts } from '~/features/jobs/components/job-facts';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery();
export const headers = publicPageHeaders;

/**
 * /jobs/{id}-{words}: one listed job (SPEC §2.1). The description (sanitised by the server when it
 * read the board), the pay (posted, or our estimate labelled as ours), where to apply, and what
 * the salary data says the company pays for the title. A job that is not listed is the 404 page;
 * the id alone finds a job, and other words redirect to its one URL.
 */
export const loader = (args: Route.LoaderArgs) => loadJob(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.job.path }, matches) : [];

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job, company, now } = loaderData;
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
          <Title order={1} className={blocks.pageTitle} mt="sm">
            {job.title}
          </Title>
          <Text fz="lg" fw={600} mt={4} className={classes.company}>
            {companyHref ? (
              <Link to={companyHref} className={blocks.link}>
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
          <JobFacts job={job} now={now} />
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

        <div className={`${blocks.columns} ${classes.layout}`}>
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
