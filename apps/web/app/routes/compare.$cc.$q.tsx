import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/compare.$cc.$q';
import { paths } from '~/config/paths';
import { comparisonAction } from '~/features/compare/comparison.action';
import { loadComparison } from '~/features/compare/comparison.loader';
import { CompareColumns } from '~/features/compare/components/compare-columns';
import { CompareContacts } from '~/features/compare/components/compare-contacts';
import { CompareFiltersForm } from '~/features/compare/components/compare-filters-form';
import { CompareForm } from '~/features/compare/components/compare-form';
import { CompareLevels } from '~/features/compare/components/compare-levels';
import compare from '~/features/compare/components/compare.module.css';
import { SaveComparison } from '~/features/compare/components/save-comparison';
import { comparisonLabel } from '~/features/compare/compare-text';
import { JsonLdScript } from '~/shell/json-ld-script';
import { SalaryLimited } from '~/shell/salary-unavailable';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';
import classes from '~/features/salary/components/salary.module.css';
import { conversionNote, countryName } from '~/features/salary/salary-text';
import { useSecurityCheck } from '~/shell/use-security-check';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import { SALARY_PAGE_QUERY } from '~/features/salary/salary-filters';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...SALARY_PAGE_QUERY);
export const headers = publicPageHeaders;

/**
 * /{cc}/compare/companies/{a}--vs--{b}[--vs--{c}]: two or three company–title (or company)
 * entries side by side, in India or the US (SPEC §2.1). Server-rendered from one API call, the
 * filters in the URL as on the salary page. An unknown company or title is a 404 page that says
 * which; 429 (daily search limit) renders the page without figures and opens the security check.
 */
export const loader = (args: Route.LoaderArgs) => loadComparison(args);
/** A member's "Save this comparison" and Remove forms (plain posts). */
export const action = (args: Route.ActionArgs) => comparisonAction(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: loaderData.kind !== 'ok' }, matches) : [];

export default function ComparePage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, cc, heading } = loaderData;
  useSecurityCheck(kind === 'limited');

  return (
    <PageFrame>
      <PageHeading
        eyebrow={<>Compare · {countryName(cc)}</>}
        badge={kind === 'ok' && loaderData.isDemo && <DemoDataLabel />}
        title={heading}
      >
        {kind === 'ok' && (
          <Text c="dimmed" mt={6}>
            Total pay per year (base, stock and bonus) shared on Paysight, side by side.
          </Text>
        )}
      </PageHeading>

      {kind === 'ok' && (
        <>
          <SaveComparison
            cc={cc}
            q={loaderData.q}
            label={comparisonLabel(loaderData.comparison.entries)}
            savedId={loaderData.member?.savedId ?? null}
            signInHref={loaderData.signInHref}
            answer={actionData ?? undefined}
          />
          <CompareFiltersForm cc={cc} path={loaderData.path} filters={loaderData.filters} />
          {loaderData.comparison.conversion && <p className={classes.note}>{conversionNote(loaderData.comparison.conversion)}</p>}
          <CompareColumns data={loaderData.comparison} />
          {loaderData.clearFiltersHref && loaderData.comparison.entries.some((e) => !e.available) && (
            <Anchor component={Link} to={loaderData.clearFiltersHref} fw={600}>
              Clear filters
            </Anchor>
          )}
          <CompareLevels data={loaderData.comparison} />
          {loaderData.member?.contacts && <CompareContacts data={loaderData.member.contacts} />}
          <details className={`${blocks.card} ${compare.more}`}>
            <summary>Compare other companies</summary>
            <CompareForm cc={cc} values={loaderData.formValues} />
          </details>
        </>
      )}
      {kind === 'not-found' && (
        <section className={blocks.card} data-testid="compare-not-found">
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
      {kind === 'ok' && <JsonLdScript json={loaderData.jsonLd} />}
    </PageFrame>
  );
}
