import { Anchor, Button, Group, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/career';
import { paths } from '~/config/paths';
import { CAREER_VIEW_LABELS, CAREER_VIEWS, careerHref, type CareerQuery, type CareerView } from '~/features/career/career-query';
import { REGION_LABEL } from '~/features/career/career-text';
import { careerAction } from '~/features/career/career.action';
import { loadCareer } from '~/features/career/career.loader';
import type { ViewData } from '~/features/career/career.loader';
import { CareerTreeView } from '~/features/career/components/career-tree-view';
import classes from '~/features/career/components/career.module.css';
import { CultureView } from '~/features/career/components/culture-view';
import { ElitenessView } from '~/features/career/components/eliteness-view';
import { IntrosPanel } from '~/features/career/components/intros-panel';
import { JobRiskView } from '~/features/career/components/job-risk-view';
import { MarketView } from '~/features/career/components/market-view';
import { StandingCard } from '~/features/career/components/standing-card';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';
import { useSecurityCheck } from '~/shell/use-security-check';
import { pageMeta } from '~/lib/meta';
import bars from '~/shell/bars.module.css';
import { SelectField, TextField } from '~/shell/fields';
import { SuggestionList } from '~/shell/suggestion-list';
import { REGION_OPTIONS } from '~/lib/region-options';

/**
 * /career: the career path (SPEC §1, §2.1). A title (and a company) picked in the form, or the
 * member's current position: one of four views at a time (eliteness, culture, market, job risk;
 * each its own call, so a visit spends one search of the daily limit, plus the tree), the career
 * tree of the title, and for members where they stand and their introductions. Everything renders
 * on the server; the forms are plain GET (the pick) and POST (introductions).
 */
export const loader = (args: Route.LoaderArgs) => loadCareer(args);

export const action = (args: Route.ActionArgs) => careerAction(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: paths.career() }, matches) : [];

export default function CareerPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { pick, view, tree, limited, isDemo } = loaderData;
  useSecurityCheck(limited);
  const busy = navigation.state !== 'idle';

  return (
    <PageFrame>
      <PageHeading eyebrow={<>Career · {REGION_LABEL[pick.cc]}</>} title={loaderData.heading}>
        <Text c="dimmed" mt={6}>
          How sought-after a company is, its culture, the market for the role and its exposure to AI, and the roles people moved to next.
        </Text>
        {isDemo && (
          <Group gap="xs" mt="sm">
            <DemoDataLabel notReal="members" />
            <Text fz="sm" c="dimmed">
              Ranks, flows and pay here come from generated demonstration histories and salaries.
            </Text>
          </Group>
        )}
      </PageHeading>

      <Form method="get" action="/career" className={`${blocks.columns} ${classes.pickForm}`} aria-label="Pick a title and company">
        <TextField name="title" label="Title" defaultValue={pick.title ?? ''} list="career-titles" maxLength={120} required />
        <TextField
          name="company"
          label="Company (optional)"
          defaultValue={pick.company ?? ''}
          list="career-company-names"
          maxLength={120}
        />
        <SelectField name="cc" label="Region" defaultValue={pick.cc} data={REGION_OPTIONS} />
        <input type="hidden" name="view" value={pick.view} />
        <Button type="submit" disabled={busy}>
          Show
        </Button>
        <SuggestionList id="career-titles" names={loaderData.suggestions.titles} />
        <SuggestionList id="career-company-names" names={loaderData.suggestions.companies} />
      </Form>

      {loaderData.ranks && <StandingCard ranks={loaderData.ranks} />}
      {!loaderData.signedIn && (
        <Text c="dimmed">
          <Anchor component={Link} to={loaderData.loginHref} fw={600}>
            Sign in
          </Anchor>{' '}
          to see where you stand: your company’s rank and your pay among peers, from your own history.
        </Text>
      )}

      <nav aria-label="Career path views">
        <ul className={bars.tabs}>
          {CAREER_VIEWS.map((v) => (
            <li key={v}>
              <Link to={careerHref({ ...pick, view: v })} className={bars.tab} aria-current={v === pick.view ? 'page' : undefined}>
                {CAREER_VIEW_LABELS[v]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ViewSection view={view} pick={pick} />

      {tree.ok ? (
        <CareerTreeView tree={tree.data} titleHref={(t) => careerHref({ ...pick, title: t.name, company: null })} />
      ) : (
        <section className={blocks.card} data-testid="career-tree-missing">
          <Text c="dimmed">{tree.status === 429 ? 'Daily search limit reached.' : tree.message}</Text>
        </section>
      )}

      {loaderData.intros && (
        <IntrosPanel
          intros={loaderData.intros}
          result={actionData ?? null}
          defaults={{ from: pick.company ?? '', to: '' }}
          companies={loaderData.suggestions.companies}
          busy={busy}
        />
      )}
    </PageFrame>
  );
}

function ViewSection({ view, pick }: { view: ViewData; pick: CareerQuery }) {
  const companyHref = (slug: string) => paths.company(pick.cc, slug);
  if (view.view === 'culture' && view.result === null)
    return <Unavailable message="Pick a company above to see its culture, by members’ ratings." />;
  if (!view.result) return null;
  if (!view.result.ok)
    return <Unavailable message={view.result.status === 429 ? 'Daily search limit reached.' : view.result.message} view={view.view} />;
  switch (view.view) {
    case 'eliteness':
      return <ElitenessView view={view.result.data as api.CareerEliteness} companyHref={companyHref} />;
    case 'culture':
      return <CultureView view={view.result.data as api.CultureView} />;
    case 'market':
      return <MarketView view={view.result.data as api.CareerMarket} />;
    case 'job-risk':
      return <JobRiskView view={view.result.data as api.JobRisk} />;
  }
}

function Unavailable({ message, view }: { message: string; view?: CareerView }) {
  return (
    <section className={blocks.card} data-testid={`view-${view ?? 'none'}-unavailable`}>
      <Text c="dimmed">{message}</Text>
    </section>
  );
}
