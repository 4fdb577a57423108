import { Alert, Anchor, Button, NativeSelect, Text } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { Route } from './+types/employers.talent';
import { paths } from '~/config/paths';
import { CompanyField } from '~/features/talent/components/company-field';
import { TalentReportView } from '~/features/talent/components/talent-report';
import classes from '~/features/talent/components/talent.module.css';
import { loadTalentScreen } from '~/features/talent/talent.loader';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { privatePageMeta } from '~/lib/meta';
import blocks from '~/shell/page-blocks.module.css';
import shell from '~/shell/shell.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /employers/talent (issue 30; docs/decisions/058-talent-intelligence.md): any company's talent flows
 * for a workspace member: where its hires come from and its leavers go, by family, level and year,
 * time in the role and the pay change, its share of the moves among a saved peer group, and offers
 * against incumbents. One GET form (company, peer group, region), server-rendered, so it works
 * before JavaScript loads; the company field becomes a typeahead once it does.
 */
export const loader = (args: Route.LoaderArgs) => loadTalentScreen(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Talent intelligence',
  description: 'Where a company’s hires come from and its leavers go, from career histories, under a privacy floor.',
  path: '/employers/talent',
});

const SCREEN = 'Talent intelligence';

export default function TalentScreen({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen={SCREEN} />;
  if (loaderData.kind === 'refused') return <WorkspaceRefused screen={SCREEN} message={loaderData.message} size="lg" />;
  const { workspace, query, peerGroups, report, refusal } = loaderData;
  return (
    <PageFrame>
      <PageHeading eyebrow="Employers" title={SCREEN}>
        <WorkspaceBar workspace={workspace} />
      </PageHeading>
      <Text>
        Pick a company: where its hires come from and where its leavers go, read from members’ career histories, never naming a person. For
        the share of moves, choose one of your{' '}
        <Anchor component={Link} to={paths.peer()}>
          peer groups
        </Anchor>
        ; without one, the companies it trades most people with are its peers.
      </Text>
      <Form method="get" className={classes.form} aria-label="Company and peers" data-testid="talent-form">
        <CompanyField defaultValue={report?.company.name ?? query.company} cc={query.cc} error={refusal} />
        <NativeSelect
          name="peer"
          label="Peers"
          defaultValue={query.peerGroupId ? String(query.peerGroupId) : ''}
          data={[
            { value: '', label: 'Companies it trades most people with' },
            ...peerGroups.map((g) => ({ value: String(g.id), label: `Peer group: ${g.name}` })),
          ]}
        />
        {workspace.region ? (
          <input type="hidden" name="cc" value={workspace.region} />
        ) : (
          <NativeSelect
            name="cc"
            label="Region"
            defaultValue={query.cc}
            data={[
              { value: 'in', label: 'India' },
              { value: 'us', label: 'US' },
            ]}
          />
        )}
        <Button type="submit">Show talent flows</Button>
      </Form>
      {refusal && (
        <Alert color="red" role="alert" data-testid="talent-refusal">
          {refusal}
        </Alert>
      )}
      {report ? (
        <>
          <div className={blocks.inline}>
            <Text fw={600} data-testid="talent-subject">
              {report.company.name}, {report.countryCode === 'in' ? 'India' : 'US'}
            </Text>
            {report.isDemo && (
              <span className={shell.demoLabel} title="Generated demonstration data, not real career histories">
                Demo data
              </span>
            )}
          </div>
          <TalentReportView report={report} />
        </>
      ) : (
        !refusal && (
          <Text c="dimmed" data-testid="talent-ask">
            Type a company above to see its talent flows.
          </Text>
        )
      )}
    </PageFrame>
  );
}
