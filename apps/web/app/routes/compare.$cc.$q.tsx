import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { CountryCode } from '@paysight/contract/core';
import { data, Link, useNavigation } from 'react-router';
import type { Route } from './+types/compare.$cc.$q';
import { paths } from '~/config/paths';
import { getComparison } from '~/features/compare/api/get-comparison';
import { CompareColumns } from '~/features/compare/components/compare-columns';
import { CompareFiltersForm } from '~/features/compare/components/compare-filters-form';
import { CompareForm } from '~/features/compare/components/compare-form';
import { CompareLevels } from '~/features/compare/components/compare-levels';
import compare from '~/features/compare/components/compare.module.css';
import { compareJsonLd } from '~/features/compare/compare-json-ld';
import {
  compareFiltersToSearch,
  emptyCompareForm,
  isCompareNarrowed,
  parseCompareFilters,
  parseCompareQ,
  type CompareFormValues,
} from '~/features/compare/compare-query';
import {
  compareDescription,
  compareHeading,
  entryNames,
  fallbackNames,
  sharedTitle,
  type EntryNames,
} from '~/features/compare/compare-text';
import { JsonLdScript } from '~/features/salary/components/json-ld-script';
import classes from '~/features/salary/components/salary.module.css';
import { SalaryLimited } from '~/features/salary/components/salary-unavailable';
import { serializeJsonLd } from '~/features/salary/salary-json-ld';
import { conversionNote, countryName } from '~/features/salary/salary-text';
import { useSecurityCheck } from '~/features/salary/use-security-check';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';
import { limitedPage } from '~/features/salary/limited-page';
import { publicPageHeaders } from '~/lib/page-cache';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors. */
export const headers = publicPageHeaders;

/**
 * /{cc}/compare/companies/{a}--vs--{b}[--vs--{c}]: two or three company–title (or company)
 * entries side by side, in India or the US (SPEC §2.1). Server-rendered from one API call, the
 * filters in the URL as on the salary page. An unknown company or title is a 404 page that says
 * which; 429 (daily search limit) renders the page without figures and opens the security check.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const entries = parseCompareQ(params.q);
  if ((params.cc !== 'in' && params.cc !== 'us') || !entries) throw data(null, { status: 404 });
  const cc: CountryCode = params.cc;
  const q = params.q;
  const path = paths.comparison(
    cc,
    entries.map((e) => e.key),
  );
  const filters = parseCompareFilters(new URL(request.url).searchParams, cc);
  const fallback = fallbackNames(entries);
  const page = { cc, q, path, filters };

  // The full contract (zod) on the server only; the page's own code imports the core.
  const { api } = await import('@paysight/contract');
  const result = await getComparison(serverApi(context, request), api, { cc, q, filters });

  if (result.ok) {
    const comparison = result.data;
    const names = comparison.entries.map(entryNames);
    const heading = compareHeading(names, cc);
    const origin = context.clientConfig.publicUrl.replace(/\/+$/, '');
    return {
      kind: 'ok' as const,
      ...page,
      heading,
      meta: { title: heading, description: compareDescription(comparison) },
      jsonLd: serializeJsonLd(compareJsonLd(comparison, `${origin}${path}`, origin)),
      comparison,
      isDemo: comparison.isDemo,
      formValues: formValuesOf(names),
      clearFiltersHref: isCompareNarrowed(filters) ? `${path}${compareFiltersToSearch({ gpayCC: filters.gpayCC })}` : null,
    };
  }
  if (result.status === 404 || result.status === 400) {
    const heading = compareHeading(fallback, cc);
    return data(
      {
        kind: 'not-found' as const,
        ...page,
        heading,
        meta: { title: heading, description: result.message },
        message: result.message,
        formValues: formValuesOf(fallback),
      },
      { status: 404 },
    );
  }
  if (result.status === 429) {
    return limitedPage(
      page,
      { heading: compareHeading(fallback, cc), message: result.message },
      { signedIn: Boolean(context.user), url: `${path}${compareFiltersToSearch(filters)}` },
    );
  }
  throw new Error(`GET /${cc}/compare/salary/${q} answered ${result.status}: ${result.message}`);
}

/** The picker, filled with this comparison (the title only when all entries share it). */
function formValuesOf(names: EntryNames[]): CompareFormValues {
  const values = emptyCompareForm();
  names.forEach((n, i) => (values.companies[i] = n.company));
  values.title = sharedTitle(names) ?? '';
  return values;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: loaderData.kind !== 'ok' }, matches) : [];

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { kind, cc, heading } = loaderData;
  useSecurityCheck(kind === 'limited');

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" className={classes.content} data-loading={navigation.state === 'loading' || undefined}>
        <div>
          <Group gap="xs">
            <span className={shell.eyebrow}>Compare · {countryName(cc)}</span>
            {kind === 'ok' && loaderData.isDemo && (
              <span className={shell.demoLabel} title="Generated demonstration data, not real submissions">
                Demo data
              </span>
            )}
          </Group>
          <Title order={1} className={classes.pageTitle} mt="sm">
            {heading}
          </Title>
          {kind === 'ok' && (
            <Text c="dimmed" mt={6}>
              Total pay per year (base, stock and bonus) shared on Paysight, side by side.
            </Text>
          )}
        </div>

        {kind === 'ok' && (
          <>
            <CompareFiltersForm cc={cc} path={loaderData.path} filters={loaderData.filters} />
            {loaderData.comparison.conversion && <p className={classes.note}>{conversionNote(loaderData.comparison.conversion)}</p>}
            <CompareColumns data={loaderData.comparison} />
            {loaderData.clearFiltersHref && loaderData.comparison.entries.some((e) => !e.available) && (
              <Anchor component={Link} to={loaderData.clearFiltersHref} fw={600}>
                Clear filters
              </Anchor>
            )}
            <CompareLevels data={loaderData.comparison} />
            <details className={`${classes.card} ${compare.more}`}>
              <summary>Compare other companies</summary>
              <CompareForm cc={cc} values={loaderData.formValues} />
            </details>
          </>
        )}
        {kind === 'not-found' && (
          <section className={classes.card} data-testid="compare-not-found">
            <Stack gap="md">
              <div>
                <Text fw={700} fz="lg">
                  No salaries found
                </Text>
                <Text c="dimmed">{loaderData.message}</Text>
              </div>
              <CompareForm cc={cc} values={loaderData.formValues} />
              <Anchor component={Link} to={paths.home()} fw={600}>
                Back to Paysight home
              </Anchor>
            </Stack>
          </section>
        )}
        {kind === 'limited' && (
          <SalaryLimited message={loaderData.message} signInHref={loaderData.signInHref} upgradeHref={loaderData.upgradeHref} />
        )}
      </Stack>
      {kind === 'ok' && <JsonLdScript json={loaderData.jsonLd} />}
    </Container>
  );
}
