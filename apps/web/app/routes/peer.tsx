import { Alert, Anchor, Badge, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { resolveErrorAction, type CountryCode } from '@paysight/contract/core';
import {
  data as respond,
  Link,
  redirect,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/peer';
import { paths } from '~/config/paths';
import { BenchmarkForm, type BenchmarkFormValues } from '~/features/peer/components/benchmark-form';
import { BenchmarkResults } from '~/features/peer/components/benchmark-results';
import { MatchPanel } from '~/features/peer/components/match-panel';
import { JobArchitecturePanel } from '~/features/job-architecture/job-architecture-panel';
import { PayrollPanel } from '~/features/peer/components/payroll-panel';
import classes from '~/features/peer/components/peer.module.css';
import { PeerGroups } from '~/features/peer/components/peer-groups';
import type { PeerFactsOutcome } from '~/features/peer/components/saved-facts-form';
import { StartupsPanel } from '~/features/peer/components/startups-panel';
import { ViewsList } from '~/features/peer/components/views-list';
import { savePeerFacts } from '~/features/peer/api/save-peer-facts';
import { PEER_FACTS_INTENT, readPeerFactsForm } from '~/features/peer/peer-facts';
import { loadPeerPage } from '~/features/peer/peer-loader';
import { peerOptions } from '~/features/peer/peer-options';
import {
  onlyElementChanged,
  parsePeerQuery,
  peerFields,
  peerHref,
  PEER_TABS,
  type PayElement,
  type PeerQuery,
  type PeerTab,
} from '~/features/peer/peer-query';
import { accessLine, REGION_NAMES, regionLine, ROLE_LABELS } from '~/features/peer/peer-text';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { requireUser } from '~/lib/auth-guard';
import { privatePageMeta } from '~/lib/meta';
import { QueryProvider } from '~/lib/query-client';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';

/**
 * /peer: peer benchmarking for employer workspaces (SPEC §2.1; docs/decisions/030-peer-benchmarking.md).
 * The loader renders the workspace and the chosen tab's data on the server from the URL (the peer,
 * families, levels, metros, date and pay element live there, so a benchmark is a link); peer
 * groups, views, records, exports, payroll uploads and job matching then run from the browser.
 * A signed-in member without a workspace reads what the screen is for and a link to /employers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const result = await loadPeerPage(client, api, new URL(request.url).searchParams, context.user!);
  if (result.kind === 'action') {
    const action = resolveErrorAction({ status: result.status, message: result.message }, '/enterprise/workspace', '/peer');
    if (action.type === 'logout') throw redirect(action.href);
    throw new Error(`GET /enterprise/workspace answered ${result.status}: ${result.message}`);
  }
  return result;
}

/**
 * Saves the workspace's size band and funding stage for its suggested peers (a plain POST form on
 * the peer groups tab, so it works before JavaScript loads); the page then loads again with them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const at = Date.now();
  if (form.get('intent') !== PEER_FACTS_INTENT) return respond({ ok: false, message: 'Unknown form', at }, { status: 400 });
  const read = readPeerFactsForm(form);
  if (!read.ok) return respond({ ok: false, message: read.message, at }, { status: 400 });
  const { api } = await import('@paysight/contract');
  const result = await savePeerFacts(serverApi(context, request), api, read.body);
  if (!result.ok) {
    const action = resolveErrorAction({ status: result.status, message: result.message }, '/benchmarking/peer/facts', '/peer');
    if (action.type === 'logout') throw redirect(action.href);
    return respond(
      { ok: false, message: result.message, at },
      { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
    );
  }
  return { ok: true, message: 'Saved: every member’s suggested peers now use this size and funding stage.', at };
}

/** Changing only the pay element re-renders what the page has: the benchmark is not asked again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && onlyElementChanged(currentUrl.searchParams, nextUrl.searchParams)) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Peer benchmarking',
  description: 'Pay percentiles by job family, level and location against your peer companies, every figure with its evidence.',
  path: paths.peer(),
});

const TAB_LABELS: Record<PeerTab, string> = {
  benchmark: 'Benchmark',
  groups: 'Peer groups',
  startups: 'Startups',
  payroll: 'Payroll',
  match: 'Match a job',
};

function NotEnterprise() {
  return (
    <Container size="md" py="xl">
      <Stack gap="md" data-testid="peer-not-enterprise">
        <span className={shell.eyebrow}>For employers</span>
        <Title order={1} className={blocks.pageTitle}>
          Peer benchmarking
        </Title>
        <Text>
          Peer benchmarking is for employer workspaces: pay percentiles by job family, level and location against the companies you compete
          with for talent, each figure with the records and companies behind it. Your account is not a member of one.
        </Text>
        <Text>
          <Anchor component={Link} to={paths.employers()}>
            See what employers get, and start a trial
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

export default function PeerPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise />;
  return (
    <QueryProvider>
      <Workspace data={loaderData} factsOutcome={actionData ?? null} />
    </QueryProvider>
  );
}

type WorkspaceData = Extract<Route.ComponentProps['loaderData'], { kind: 'workspace' }>;

function Workspace({ data, factsOutcome }: { data: WorkspaceData; factsOutcome: PeerFactsOutcome | null }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { workspace, cc } = data;
  // The URL, not the loaded data: changing the pay element alone does not load again (shouldRevalidate).
  const [params] = useSearchParams();
  const query = { ...data.query, element: parsePeerQuery(params).element };
  const canEdit = workspace.role !== 'viewer';
  const go = (patch: Partial<PeerQuery>) => navigate(peerHref({ ...query, ...patch }), { preventScrollReset: true });
  const refresh = () => void revalidator.revalidate();
  const busy = navigation.state !== 'idle';
  const options = peerOptions({
    groups: data.groups.filter((g) => g.countryCode === cc),
    views: data.views.filter((v) => v.query.countryCode === cc),
    featured: data.featured.filter((v) => v.query.countryCode === cc),
    suggested: data.suggested,
    current: data.peer,
  });
  const initialForm: BenchmarkFormValues = {
    peer: data.peer,
    families: data.input?.families ?? [],
    levels: data.input?.levels ?? [],
    locations: data.input?.locations ?? [],
    date: data.effectiveDate,
  };
  const setElement = (element: PayElement) => go({ element });
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" className={blocks.content} data-loading={busy || undefined}>
        <div>
          <span className={shell.eyebrow}>Peer benchmarking</span>
          <Title order={1} className={blocks.pageTitle} mt="sm" data-testid="workspace-name">
            {workspace.name}
          </Title>
          <Group gap="xs" mt={8} className={classes.workspaceBar} data-testid="workspace-bar">
            <Badge variant="light">{ROLE_LABELS[workspace.role]}</Badge>
            {workspace.trial && <Badge variant="outline">Trial</Badge>}
            <Text size="sm" c="dimmed">
              {accessLine(workspace)} · Region: {regionLine(cc, workspace.region)}
            </Text>
            {workspace.region === null && (
              <Group gap={6} role="group" aria-label="Region">
                {(['in', 'us'] as CountryCode[]).map((r) => (
                  <Anchor
                    key={r}
                    component={Link}
                    to={peerHref({ tab: query.tab, cc: r })}
                    aria-current={r === cc ? 'page' : undefined}
                    fw={r === cc ? 700 : 400}
                    size="sm"
                  >
                    {REGION_NAMES[r]}
                  </Anchor>
                ))}
              </Group>
            )}
          </Group>
          {!canEdit && (
            <Text size="sm" c="dimmed" mt={6}>
              You can read this workspace’s benchmarks; analysts and admins create peer groups, views and payroll uploads.
            </Text>
          )}
        </div>

        <Tabs value={query.tab} onChange={(t) => t && go({ tab: t as PeerTab })} keepMounted={false}>
          <Tabs.List>
            {PEER_TABS.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {TAB_LABELS[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>

          <Tabs.Panel value="benchmark" pt="lg">
            <div className={classes.main}>
              <CardSection id="peer-benchmark-title" title="Benchmark">
                <BenchmarkForm
                  key={`${cc}|${JSON.stringify(initialForm)}`}
                  initial={initialForm}
                  peerGroups={options}
                  families={data.families.families}
                  levels={data.families.levels}
                  metros={data.metros[cc]}
                  busy={busy}
                  onRun={(v) =>
                    go({
                      ...peerFields(v.peer),
                      families: v.families,
                      levels: v.levels,
                      locations: v.locations,
                      date: v.date === data.today ? undefined : v.date,
                    })
                  }
                />
              </CardSection>
              {data.benchmarkError && (
                <Alert color="red" role="alert" title="The benchmark could not be run">
                  {data.benchmarkError}
                </Alert>
              )}
              {data.benchmark && data.input && (
                <CardSection id="peer-results-title" title="Results">
                  <BenchmarkResults
                    key={JSON.stringify(data.input)}
                    benchmark={data.benchmark}
                    input={data.input}
                    element={query.element}
                    onElement={setElement}
                    canEdit={canEdit}
                    onSaved={refresh}
                  />
                </CardSection>
              )}
              <ViewsList views={data.views} featured={data.featured} canEdit={canEdit} onChanged={refresh} />
            </div>
          </Tabs.Panel>

          <Tabs.Panel value="groups" pt="lg">
            <PeerGroups
              cc={cc}
              groups={data.groups}
              suggested={data.suggested}
              canEdit={canEdit}
              factsOutcome={factsOutcome}
              onChanged={(saved) => (saved ? go({ tab: 'benchmark', ...peerFields({ kind: 'group', id: saved.id }) }) : refresh())}
            />
          </Tabs.Panel>

          <Tabs.Panel value="startups" pt="lg">
            {data.startupsInput && (
              <StartupsPanel
                key={JSON.stringify(data.startupsInput)}
                result={data.startups}
                error={data.startupsError}
                input={data.startupsInput}
                element={query.element}
                onElement={setElement}
                onStages={(stages) => go({ stages })}
              />
            )}
          </Tabs.Panel>

          <Tabs.Panel value="payroll" pt="lg">
            <PayrollPanel
              initial={data.payroll}
              loadError={data.payrollError}
              groups={data.groups.filter((g) => g.countryCode === cc)}
              canEdit={canEdit}
              columns={data.payrollColumns}
              maxRows={data.payrollMaxRows}
              families={data.families.families.map((f) => f.name)}
            />
          </Tabs.Panel>

          <Tabs.Panel value="match" pt="lg">
            <Stack gap="xl">
              <MatchPanel cc={cc} />
              {data.levels ? (
                <JobArchitecturePanel initial={data.levels} canEdit={canEdit} />
              ) : (
                data.levelsError && (
                  <Alert color="red" role="alert">
                    {data.levelsError}
                  </Alert>
                )
              )}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
