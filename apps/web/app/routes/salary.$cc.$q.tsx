import { Anchor, Group, Text } from '@mantine/core';
import type { CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import type { Route } from './+types/salary.$cc.$q';
import { paths } from '~/config/paths';
import { BreakdownTable } from '~/features/salary/components/breakdown-table';
import { Distribution } from '~/features/salary/components/distribution';
import { EmbedSalary } from '~/features/salary/components/embed-salary';
import { InHandEstimate } from '~/features/salary/components/in-hand-estimate';
import { JsonLdScript } from '~/shell/json-ld-script';
import { PayTrend } from '~/features/salary/components/pay-trend';
import { PercentileBars } from '~/features/salary/components/percentile-bars';
import { RecordsTable } from '~/features/salary/components/records-table';
import { SalaryExport } from '~/features/salary/components/salary-export';
import { SalaryFiltersForm } from '~/features/salary/components/salary-filters-form';
import { SalaryHeadline } from '~/features/salary/components/salary-headline';
import { SalaryLimited, SalaryNotFound } from '~/shell/salary-unavailable';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { filtersToSearch, SALARY_PAGE_QUERY } from '~/features/salary/salary-filters';
import { loadSalaryPage } from '~/features/salary/salary-page.loader';
import { countryName, moneyCountry, viewText } from '~/features/salary/salary-text';
import { useSecurityCheck } from '~/shell/use-security-check';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...SALARY_PAGE_QUERY);
export const headers = publicPageHeaders;

/**
 * /{cc}/salary/{q}: pay for a title, or a company and title, in India or the US (SPEC §2.1).
 * Everything is server-rendered from one API call; the filters and the page are in the URL.
 * 404 from the API is a real page (no or not enough data) with status 404; 429 (daily search
 * limit) renders the page without its figures and opens the security check in the browser.
 */
export const loader = (args: Route.LoaderArgs) => loadSalaryPage(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: loaderData.kind !== 'ok' }, matches) : [];

type OkData = Extract<Route.ComponentProps['loaderData'], { kind: 'ok' }>;

function SalaryFigures({ page }: { page: OkData }) {
  const { stats, figures, cc, path, filters, inHand, trend, exportAccess } = page;
  const money = moneyCountry(stats.currency);
  return (
    <>
      <SalaryHeadline stats={stats}>{inHand && <InHandEstimate inHand={inHand} />}</SalaryHeadline>
      <div className={blocks.grid2}>
        <PercentileBars bars={figures.bars} view={stats.view} />
        <Distribution view={stats.view} histogram={figures.histogram} />
      </div>
      {trend && <PayTrend trend={trend} />}
      {stats.company && stats.byCompanyLevel.length > 0 ? (
        // A company's page leads with its own ladder (ADR 019), the standard level beside each.
        <BreakdownTable
          id="by-level"
          title={`Pay by level at ${stats.company.name}`}
          note={`${stats.company.name}’s own levels, the standard level beside each. ${viewText(stats.view).perYear}.`}
          groupLabel="Level"
          rows={stats.byCompanyLevel}
          ranges={figures.ranges.byCompanyLevel}
          cc={money}
          renderLabel={(row) => (
            <>
              {row.label} <span className={blocks.dim}>· {stats.byCompanyLevel.find((r) => r.key === row.key)?.standardName}</span>
            </>
          )}
        />
      ) : (
        <BreakdownTable
          id="by-level"
          title="Pay by level"
          note={`Standard levels, mapped across companies. ${viewText(stats.view).perYear}.`}
          groupLabel="Level"
          rows={stats.byLevel}
          ranges={figures.ranges.byLevel}
          cc={money}
        />
      )}
      <div className={blocks.grid2}>
        {(['Experience', 'Location'] as const).map((group) => (
          <BreakdownTable
            key={group}
            id={`by-${group.toLowerCase()}`}
            title={`Pay by ${group.toLowerCase()}`}
            groupLabel={group}
            rows={stats[`by${group}`]}
            ranges={figures.ranges[`by${group}`]}
            cc={money}
          />
        ))}
      </div>
      <BreakdownTable
        id="top-companies"
        title="Top paying companies"
        note={`Median ${viewText(stats.view).perYear.toLowerCase()} of ${stats.title.name} at each company.`}
        groupLabel="Company"
        rows={stats.topCompanies}
        ranges={figures.ranges.topCompanies}
        cc={money}
        renderLabel={(row) => (
          <Link className={blocks.link} to={paths.regionSalary(cc, `${row.key}--${stats.title.slug}`)}>
            {row.label}
          </Link>
        )}
      />
      <RecordsTable
        view={stats.view}
        records={stats.records}
        cc={money}
        pageHref={(p) => `${path}${filtersToSearch({ ...filters, page: p })}`}
      >
        <SalaryExport access={exportAccess} />
      </RecordsTable>
    </>
  );
}

/** The contribution form, prefilled with this page's company and title. */
function contributeHref(cc: CountryCode, stats: { company: { name: string } | null; title: { name: string } }) {
  const query = new URLSearchParams({ src: 'salary-page', cc, title: stats.title.name });
  if (stats.company) query.set('company', stats.company.name);
  return `${paths.profileSalary()}?${query.toString()}`;
}

export default function SalaryPage({ loaderData }: Route.ComponentProps) {
  const { kind, cc, heading } = loaderData;
  useSecurityCheck(kind === 'limited');

  return (
    <PageFrame>
      <PageHeading eyebrow={<>Salaries · {countryName(cc)}</>} title={heading}>
        {kind === 'ok' && (
          <Text c="dimmed" mt={6}>
            {viewText(loaderData.stats.view).intro}
          </Text>
        )}
        {kind === 'ok' && (
          <Group gap="xs" mt="sm">
            <Text fz="sm" c="dimmed">
              Work here? Your salary, anonymously, makes these figures better.
            </Text>
            <Anchor component={Link} fz="sm" fw={600} to={contributeHref(cc, loaderData.stats)}>
              Add your salary
            </Anchor>
          </Group>
        )}
      </PageHeading>

      {kind === 'ok' && (
        <SalaryFiltersForm
          cc={cc}
          path={loaderData.path}
          filters={loaderData.filters}
          locations={loaderData.stats.byLocation}
          skills={loaderData.stats.bySkill}
        />
      )}
      {kind === 'ok' && <SalaryFigures page={loaderData} />}
      {kind === 'ok' && <EmbedSalary cc={cc} slice={loaderData.stats} />}
      {kind === 'not-found' && (
        <SalaryNotFound
          reason={loaderData.reason}
          message={loaderData.message}
          clearFiltersHref={loaderData.clearFiltersHref}
          titlePage={loaderData.titlePage}
        />
      )}
      {kind === 'limited' && (
        <SalaryLimited message={loaderData.message} signInHref={loaderData.signInHref} upgradeHref={loaderData.upgradeHref} />
      )}
      {kind === 'ok' && <JsonLdScript json={loaderData.jsonLd} />}
    </PageFrame>
  );
}
