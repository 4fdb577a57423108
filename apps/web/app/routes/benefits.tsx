import { Stack, Text } from '@mantine/core';
import { SLUG_PATTERN } from '@paysight/contract/core';
import { data, Link, useActionData } from 'react-router';
import type { Route } from './+types/benefits';
import { paths } from '~/config/paths';
import { BenefitsForm } from '~/features/benefits/components/benefits-form';
import { BenefitsTable } from '~/features/benefits/components/benefits-table';
import { ReportForm } from '~/features/benefits/components/report-form';
import { reportAction } from '~/features/benefits/api/report-benefits';
import classes from '~/features/benefits/components/benefits.module.css';
import { BENEFITS_QUERY, benefitsHref } from '~/features/benefits/benefits-query';
import { reportsText } from '~/features/benefits/benefits-text';
import { loadBenefits } from '~/features/benefits/benefits.loader';
import { countryName } from '~/features/salary/salary-text';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...BENEFITS_QUERY);
export const headers = publicPageHeaders;

/**
 * /benefits?cc=in&c=infosys&c=wipro (SPEC §2.1 Benefits): up to three companies' benefits side by
 * side as their employees report them, each figure under the privacy floor with its count; the
 * region's most reported three when none is asked for.
 */
export const loader = (args: Route.LoaderArgs) => loadBenefits(args);

/** The "Report benefits" form (members whose company it is): POST /benefits/{id}. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const company = form.get('company');
  const cc = form.get('cc');
  if (form.get('intent') !== 'report' || typeof company !== 'string' || !SLUG_PATTERN.test(company) || (cc !== 'in' && cc !== 'us'))
    throw data(null, { status: 400 });
  return reportAction(form, request, context, company, cc);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.canonical, noindex: loaderData.kind !== 'ok' }, matches) : [];

export default function BenefitsPage({ loaderData }: Route.ComponentProps) {
  const { query, heading } = loaderData;
  const answer = useActionData<typeof action>();
  const own = loaderData.kind === 'ok' ? loaderData.own : null;
  const view = loaderData.kind === 'ok' ? loaderData.view : null;
  const companies = view
    ? [
        ...view.covered.map((c) => c.company),
        ...view.compare.map((c) => c.company).filter((c) => !view.covered.some((x) => x.company.slug === c.slug)),
      ]
    : [];
  return (
    <PageFrame>
      <PageHeading
        eyebrow={<>Benefits · {countryName(query.cc)}</>}
        badge={loaderData.kind === 'ok' && loaderData.isDemo && <DemoDataLabel notReal="reports" />}
        title={heading}
      >
        <Text c="dimmed" mt={6}>
          What employers give beyond pay, as their employees report it: each figure from {view?.minSlice ?? 5} or more reports.
        </Text>
      </PageHeading>

      {/* With none asked for, the form shows the three on the page. */}
      <BenefitsForm
        query={query.companies.length > 0 || !view ? query : { ...query, companies: view.compare.map((c) => c.company.slug) }}
        companies={companies}
      />

      {view && view.compare.length > 0 && (
        <CardSection id="side-by-side" title="Side by side" testId="benefits-compare">
          <BenefitsTable view={view} companyHref={(slug) => paths.company(query.cc, slug)} />
        </CardSection>
      )}

      {own && (
        <CardSection id="report" title={`Report ${own.company.name}'s benefits`} testId="benefits-report">
          <ReportForm view={own} answer={answer} />
        </CardSection>
      )}

      {view && view.covered.length === 0 && (
        <section className={blocks.card} data-testid="benefits-empty">
          <Text c="dimmed">
            No company in {countryName(query.cc)} has {view.minSlice} benefit reports yet.
          </Text>
        </section>
      )}

      {view && view.covered.length > 0 && (
        <CardSection id="covered" title={`Companies with benefits figures in ${countryName(query.cc)}`} testId="benefits-covered">
          <ul className={classes.covered}>
            {view.covered.map((c) => (
              <li key={c.company.slug}>
                <Link className={blocks.link} to={benefitsHref({ cc: query.cc, companies: [c.company.slug] })}>
                  {c.company.name}
                </Link>{' '}
                <span className={blocks.dim}>{reportsText(c.reports)}</span>
              </li>
            ))}
          </ul>
        </CardSection>
      )}

      {loaderData.kind === 'not-found' && (
        <section className={blocks.card} data-testid="benefits-not-found">
          <Stack gap="xs">
            <Text>{loaderData.message}</Text>
            <Link className={blocks.link} to={benefitsHref({ cc: query.cc })}>
              All companies with benefits figures
            </Link>
          </Stack>
        </section>
      )}
    </PageFrame>
  );
}
