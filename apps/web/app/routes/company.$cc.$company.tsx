import { Group, Text } from '@mantine/core';
import { groupDigits } from '@paysight/contract/core';
import { data, Link } from 'react-router';
import type { Route } from './+types/company.$cc.$company';
import { paths } from '~/config/paths';
import { COMPANY_PAGE_QUERY, loadCompanyPage, SLUG } from '~/features/company/company-page.loader';
import { CompanyLadder } from '~/features/company/components/company-ladder';
import { CompanyMoreSection, CompanyMoreTabs } from '~/features/company/components/company-more';
import hub from '~/features/hub/components/hub.module.css';
import { PopularList } from '~/features/hub/components/popular-list';
import { rateAction, type RateAnswer } from '~/features/ratings/api/rate-company';
import { CompanyRatings } from '~/features/ratings/components/company-ratings';
import { SalaryLimited, SalaryNotFound } from '~/shell/salary-unavailable';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';
import { countryName } from '~/features/salary/salary-text';
import { useSecurityCheck } from '~/shell/use-security-check';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...COMPANY_PAGE_QUERY);
export const headers = publicPageHeaders;

/**
 * /{cc}/company/{company}: a company in India or the US (ADR 019). It leads with the company's own
 * level ladder for its most reported job family (`?family=` another), then its titles and
 * cities with medians and peers to compare with; `?location=` narrows it to a city (what the search
 * box sends for "google bangalore"). 404 from the API is a real page (unknown company, or too few
 * salaries); 429 (daily search limit) renders it without figures and opens the security check.
 */
export const loader = (args: Route.LoaderArgs) => loadCompanyPage(args);

/** The "Rate this company" form (members who work or worked there): POST /company/{id}/ratings. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!SLUG.test(params.company)) throw data(null, { status: 404 });
  const form = await request.formData();
  if (form.get('intent') !== 'rate') throw data(null, { status: 400 });
  return rateAction(form, request, context, params.company);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: loaderData.kind !== 'ok' }, matches) : [];

type OkData = Extract<Route.ComponentProps['loaderData'], { kind: 'ok' }>;

function CompanyFigures({ page }: { page: OkData }) {
  const { found, cc } = page;
  const { company, ladder, peers } = found;
  const top = ladder?.title ?? null;
  const peerKey = (slug: string) => `${slug}--${top!.slug}`;
  return (
    <>
      {ladder ? (
        <CompanyLadder page={found} ladder={ladder} cc={cc} />
      ) : (
        <section className={blocks.card}>
          <Text c="dimmed">No single title at {company.name} has enough salaries for its level ladder yet.</Text>
        </section>
      )}
      <div className={`${blocks.columns} ${hub.grid}`}>
        <PopularList id="company-titles" title={`Titles at ${company.name}`} items={found.titles} cc={cc} />
        <PopularList id="company-cities" title="Locations" items={found.cities} cc={cc} />
        {top && peers.length > 0 && (
          <section className={hub.card} aria-labelledby="company-compare">
            <h2 id="company-compare" className={hub.cardTitle}>
              Compare {company.name}
            </h2>
            <Text fz="sm" c="dimmed" mb="xs">
              {top.name} pay at {company.name} beside the companies with the most {top.name} salaries.
            </Text>
            <ul className={hub.list}>
              {peers.map((peer) => (
                <li key={peer.slug} className={hub.row}>
                  <Link to={peer.href} className={hub.link}>
                    {company.name} vs {peer.name}
                  </Link>
                </li>
              ))}
              {peers.length >= 2 && (
                <li className={hub.row}>
                  <Link
                    to={paths.comparison(cc, [peerKey(company.slug), ...peers.slice(0, 2).map((p) => peerKey(p.slug))])}
                    className={hub.link}
                  >
                    {company.name} vs {peers[0]!.name} vs {peers[1]!.name}
                  </Link>
                </li>
              )}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}

export default function CompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, cc, heading } = loaderData;
  useSecurityCheck(kind === 'limited');

  return (
    <PageFrame>
      <PageHeading
        eyebrow={<>Companies · {countryName(cc)}</>}
        title={heading}
        logo={kind === 'ok' ? paths.logo(loaderData.found.company.slug) : undefined}
      >
        {kind === 'ok' && (
          <Text c="dimmed" mt={6}>
            Total pay per year (base, stock and bonus) from {groupDigits(loaderData.found.count)} salaries shared on Paysight.
            {loaderData.found.location && (
              <>
                {' '}
                <Link to={loaderData.path} className={hub.link}>
                  All of {countryName(cc)}
                </Link>
              </>
            )}
          </Text>
        )}
        {kind === 'ok' && loaderData.found.isDemo && (
          <Group gap="xs" mt="sm">
            <DemoDataLabel />
            <Text fz="sm" c="dimmed">
              These figures come from generated demonstration data, not real submissions.
            </Text>
          </Group>
        )}
        {kind === 'ok' && (
          <Text fz="sm" mt="xs">
            <Link to={paths.switchPage(cc, loaderData.found.company.slug)} className={hub.link}>
              Where people go next
            </Link>
            {loaderData.layoffs && (
              <>
                {' · '}
                <Link
                  to={paths.layoffs({ company: loaderData.found.company.slug })}
                  className={hub.link}
                  data-testid="company-warn-notices"
                >
                  WARN notices: {groupDigits(loaderData.layoffs.notices)}
                </Link>
              </>
            )}
          </Text>
        )}
      </PageHeading>

      {kind === 'ok' && <CompanyFigures page={loaderData} />}
      {kind === 'ok' && (
        <CompanyMoreTabs
          current={loaderData.about}
          hrefOf={(about) => {
            const href = paths.company(cc, loaderData.found.company.slug, loaderData.filters);
            return `${href}${href.includes('?') ? '&' : '?'}about=${about}#more`;
          }}
        />
      )}
      {kind === 'ok' && loaderData.more?.ok && (
        <CompanyMoreSection more={loaderData.more.value} cc={cc} companyName={loaderData.found.company.name} />
      )}
      {kind === 'ok' && loaderData.more && !loaderData.more.ok && (
        <section className={blocks.card} id="more">
          <Text c="dimmed">{loaderData.more.limited ? 'Daily search limit reached.' : loaderData.more.message}</Text>
        </section>
      )}
      {kind === 'ok' && loaderData.ratings && (
        <CompanyRatings
          ratings={actionData?.ok ? actionData.ratings : loaderData.ratings}
          answer={actionData as RateAnswer | undefined}
          signedIn={loaderData.signedIn}
        />
      )}
      {kind === 'not-found' && (
        <SalaryNotFound
          reason={loaderData.reason}
          message={loaderData.message}
          clearFiltersHref={loaderData.clearFiltersHref}
          titlePage={loaderData.hubPage}
        />
      )}
      {kind === 'limited' && (
        <SalaryLimited message={loaderData.message} signInHref={loaderData.signInHref} upgradeHref={loaderData.upgradeHref} />
      )}
    </PageFrame>
  );
}
