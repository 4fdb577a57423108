import { Anchor, Button, Container, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/career';
import { paths } from '~/config/paths';
import { answerCareerIntro } from '~/features/career/api/answer-career-intro';
import { askCareerIntro } from '~/features/career/api/ask-career-intro';
import { getCareerCulture } from '~/features/career/api/get-career-culture';
import { getCareerEliteness } from '~/features/career/api/get-career-eliteness';
import { getCareerJobRisk } from '~/features/career/api/get-career-job-risk';
import { getCareerMarket } from '~/features/career/api/get-career-market';
import { getCareerTree } from '~/features/career/api/get-career-tree';
import { getMyCareerRanks } from '~/features/career/api/get-my-career-ranks';
import { listCareerIntros } from '~/features/career/api/list-career-intros';
import { getCareerHistory } from '~/features/profile/api/get-career-history';
import {
  CAREER_VIEW_LABELS,
  CAREER_VIEWS,
  careerHref,
  companySlugOf,
  parseCareerQuery,
  titleSlugOf,
  type CareerQuery,
  type CareerView,
} from '~/features/career/career-query';
import { REGION_LABEL } from '~/features/career/career-text';
import classes from '~/features/career/components/career.module.css';
import { CareerTreeView } from '~/features/career/components/career-tree-view';
import { CultureView } from '~/features/career/components/culture-view';
import { ElitenessView } from '~/features/career/components/eliteness-view';
import { IntrosPanel } from '~/features/career/components/intros-panel';
import { JobRiskView } from '~/features/career/components/job-risk-view';
import { MarketView } from '~/features/career/components/market-view';
import { StandingCard } from '~/features/career/components/standing-card';
import salary from '~/features/salary/components/salary.module.css';
import { useSecurityCheck } from '~/features/salary/use-security-check';
import { getPopularNames } from '~/features/suggest/api/get-popular-names';
import { pageUrlOf } from '~/lib/auth-guard';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';
import bars from '~/shell/bars.module.css';

/** The title shown to a visitor who has not picked one (and has no history to start from). */
const DEFAULT_TITLE = 'Software Engineer';

type Failure = { ok: false; status: number; message: string };
type Outcome<T> = { ok: true; data: T } | Failure;
type ViewData =
  | { view: 'eliteness'; result: Outcome<api.CareerEliteness> }
  | { view: 'culture'; result: Outcome<api.CultureView> | null }
  | { view: 'market'; result: Outcome<api.CareerMarket> }
  | { view: 'job-risk'; result: Outcome<api.JobRisk> };

const outcome = <T,>(r: { ok: true; data: T } | { ok: false; status: number; message: string }): Outcome<T> =>
  r.ok ? { ok: true, data: r.data } : { ok: false, status: r.status, message: r.message };

/**
 * /career: the career path (SPEC §1, §2.1). A title (and a company) picked in the form, or the
 * member's current position: one of four views at a time (eliteness, culture, market, job risk;
 * each its own call, so a visit spends one search of the daily limit, plus the tree), the career
 * tree of the title, and for members where they stand and their introductions. Everything renders
 * on the server; the forms are plain GET (the pick) and POST (introductions).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseCareerQuery(url.searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const signedIn = Boolean(context.user);

  const [history, ranks, intros, suggestions] = await Promise.all([
    signedIn ? getCareerHistory(client, api) : null,
    signedIn ? getMyCareerRanks(client, api) : null,
    signedIn ? listCareerIntros(client, api) : null,
    getPopularNames(client, api, ['titles', 'companies']),
  ]);

  // The member's current position fills what the form left out (a form that sent an empty company means none).
  const current = history?.ok ? (history.data.positions.find((p) => p.current) ?? history.data.positions[0] ?? null) : null;
  const picked = url.searchParams.has('title') || url.searchParams.has('company');
  const titleName = query.title ?? (picked ? null : current?.title.name) ?? DEFAULT_TITLE;
  const companyName = query.company ?? (picked ? null : (current?.company.name ?? null));
  const cc = url.searchParams.has('cc') ? query.cc : (current?.countryCode ?? query.cc);
  const title = titleSlugOf(titleName) ?? 'software-engineer';
  const company = companySlugOf(companyName) ?? undefined;
  const compare = companySlugOf(query.compare) ?? undefined;

  const viewData: Promise<ViewData> = (async () => {
    switch (query.view) {
      case 'culture':
        return { view: 'culture', result: company ? outcome(await getCareerCulture(client, api, cc, company, compare)) : null };
      case 'market':
        return { view: 'market', result: outcome(await getCareerMarket(client, api, cc, titleName)) };
      case 'job-risk':
        return { view: 'job-risk', result: outcome(await getCareerJobRisk(client, api, cc, titleName, company)) };
      default:
        return { view: 'eliteness', result: outcome(await getCareerEliteness(client, api, cc, title, company)) };
    }
  })();
  const [view, tree] = await Promise.all([viewData, getCareerTree(client, api, cc, title, undefined).then(outcome)]);

  const limited = (view.result && !view.result.ok && view.result.status === 429) || (!tree.ok && tree.status === 429);
  const isDemo = Boolean((view.view === 'eliteness' && view.result.ok && view.result.data.isDemo) || (tree.ok && tree.data.isDemo));
  const heading = `Career path: ${titleName}${companyName ? ` at ${companyName}` : ''}`;
  const pick: CareerQuery = { cc, title: titleName, company: companyName, compare: query.compare, view: query.view };
  return {
    heading,
    meta: {
      title: heading,
      description: `Rank, culture, market and AI exposure for ${titleName} in ${REGION_LABEL[cc]}, and where people went next.`,
    },
    pick,
    view,
    tree,
    limited,
    isDemo,
    signedIn,
    loginHref: paths.login({ returnUrl: pageUrlOf(request) }),
    ranks: ranks?.ok ? ranks.data : null,
    intros: intros?.ok ? intros.data : null,
    suggestions,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.user) return { ok: false, message: 'Sign in to ask for an introduction.' };
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'ask') {
    const from = companySlugOf(String(form.get('from') ?? '').slice(0, 120)) ?? '';
    const to = companySlugOf(String(form.get('to') ?? '').slice(0, 120)) ?? '';
    const sent = await askCareerIntro(client, api, { from, to, message: String(form.get('message') ?? '') });
    return sent.ok
      ? {
          ok: true,
          message: `Asked a member who moved from ${sent.data.from.name} to ${sent.data.to.name}. You will be told when they answer.`,
        }
      : { ok: false, message: sent.message };
  }
  if (intent === 'answer') {
    const id = Number(form.get('id'));
    const answered = await answerCareerIntro(client, api, id, form.get('accept') === 'true');
    if (!answered.ok) return { ok: false, message: answered.message };
    return {
      ok: true,
      message:
        answered.data.status === 'accepted' && answered.data.contact
          ? `Accepted: you and ${answered.data.contact.name} (${answered.data.contact.email}) can now reach each other.`
          : 'Declined. Your name was never shown.',
    };
  }
  return { ok: false, message: 'Unknown action' };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: paths.career() }, matches) : [];

export default function CareerPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { pick, view, tree, limited, isDemo } = loaderData;
  useSecurityCheck(limited);
  const busy = navigation.state !== 'idle';

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" className={salary.content} data-loading={navigation.state === 'loading' || undefined}>
        <div>
          <span className={shell.eyebrow}>Career · {REGION_LABEL[pick.cc]}</span>
          <Title order={1} className={salary.pageTitle} mt="sm">
            {loaderData.heading}
          </Title>
          <Text c="dimmed" mt={6}>
            How sought-after a company is, its culture, the market for the role and its exposure to AI, and the roles people moved to next.
          </Text>
          {isDemo && (
            <Group gap="xs" mt="sm">
              <span className={shell.demoLabel} title="Generated demonstration data, not real members">
                Demo data
              </span>
              <Text fz="sm" c="dimmed">
                Ranks, flows and pay here come from generated demonstration histories and salaries.
              </Text>
            </Group>
          )}
        </div>

        <Form method="get" action="/career" className={classes.pickForm} aria-label="Pick a title and company">
          <TextInput name="title" label="Title" defaultValue={pick.title ?? ''} list="career-titles" maxLength={120} required />
          <TextInput
            name="company"
            label="Company (optional)"
            defaultValue={pick.company ?? ''}
            list="career-company-names"
            maxLength={120}
          />
          <NativeSelect
            name="cc"
            label="Region"
            defaultValue={pick.cc}
            data={[
              { value: 'in', label: 'India' },
              { value: 'us', label: 'United States' },
            ]}
          />
          <input type="hidden" name="view" value={pick.view} />
          <Button type="submit" disabled={busy}>
            Show
          </Button>
          <datalist id="career-titles">
            {loaderData.suggestions.titles.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          <datalist id="career-company-names">
            {loaderData.suggestions.companies.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
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
          <section className={salary.card} data-testid="career-tree-missing">
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
      </Stack>
    </Container>
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
    <section className={salary.card} data-testid={`view-${view ?? 'none'}-unavailable`}>
      <Text c="dimmed">{message}</Text>
    </section>
  );
}
