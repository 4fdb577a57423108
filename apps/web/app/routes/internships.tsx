import { Text } from '@mantine/core';
import type { CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import type { Route } from './+types/internships';
import { StipendTable } from '~/features/internships/components/stipend-table';
import { INTERNSHIPS_QUERY, internshipsHref } from '~/features/internships/internships-query';
import { figuresText } from '~/features/internships/internships-text';
import { loadInternships } from '~/features/internships/internships.loader';
import { countryName } from '~/features/salary/salary-text';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...INTERNSHIPS_QUERY);
export const headers = publicPageHeaders;

/**
 * /{cc}/internships and /{cc}/internships/{company} (SPEC §7 Other): monthly stipends overall and
 * by company, title and city, each figure from MIN_SLICE stipends; ?title= narrows to one title.
 */
export const loader = (args: Route.LoaderArgs) => loadInternships(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.canonical, noindex: loaderData.kind !== 'ok' }, matches) : [];

export default function InternshipsPage({ loaderData }: Route.ComponentProps) {
  const cc = loaderData.cc as CountryCode;
  if (loaderData.kind !== 'ok')
    return (
      <PageFrame>
        <PageHeading eyebrow={<>Internships</>} title={loaderData.heading} />
        <section className={blocks.card} data-testid="internships-not-found">
          <Text>{loaderData.message}</Text>
          <Link className={blocks.link} to={internshipsHref(cc)}>
            All internships in {countryName(cc)}
          </Link>
        </section>
      </PageFrame>
    );
  const d = loaderData.data;
  const company = d.company?.slug ?? null;
  const title = d.title?.slug ?? null;
  return (
    <PageFrame>
      <PageHeading
        eyebrow={<>Internships · {countryName(cc)}</>}
        badge={d.isDemo && <DemoDataLabel notReal="stipends" />}
        title={loaderData.heading}
      >
        <Text c="dimmed" mt={6}>
          What internships pay a month, as interns report it; each figure from {d.minSlice} or more stipends.
        </Text>
      </PageHeading>

      <section className={blocks.card} data-testid="internships-overall">
        {d.overall ? (
          <p>
            Median <strong>{figuresText(d.overall, cc)}</strong>
            {d.years ? `, ${d.years.from === d.years.to ? d.years.from : `${d.years.from}–${d.years.to}`}` : ''}.
          </p>
        ) : (
          <Text c="dimmed">Fewer than {d.minSlice} stipends reported here yet, so no figure is shown.</Text>
        )}
        {(company || title) && (
          <p>
            {title && (
              <Link className={blocks.link} to={internshipsHref(cc, company)}>
                Every title
              </Link>
            )}
            {title && company && ' · '}
            {company && (
              <Link className={blocks.link} to={internshipsHref(cc, null, title)}>
                Every company in {countryName(cc)}
              </Link>
            )}
          </p>
        )}
      </section>

      {[
        {
          id: 'by-company',
          title: 'By company',
          heading: 'Company',
          groups: d.byCompany,
          href: (slug: string) => internshipsHref(cc, slug, title),
        },
        {
          id: 'by-title',
          title: 'By title',
          heading: 'Title',
          groups: title ? [] : d.byTitle,
          href: (slug: string) => internshipsHref(cc, company, slug),
        },
        { id: 'by-city', title: 'By city', heading: 'City', groups: d.byCity, href: undefined },
      ]
        .filter((t) => t.groups.length > 0)
        .map((t) => (
          <CardSection key={t.id} id={t.id} title={t.title}>
            <StipendTable groups={t.groups} cc={cc} heading={t.heading} hrefOf={t.href} testId={t.id} />
          </CardSection>
        ))}
    </PageFrame>
  );
}
