import { Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Route } from './+types/compare.$cc';
import { paths } from '~/config/paths';
import { comparisonAction } from '~/features/compare/comparison.action';
import { loadComparePicker } from '~/features/compare/compare-picker.loader';
import { CompareForm } from '~/features/compare/components/compare-form';
import { PopularComparisons } from '~/features/compare/components/popular-comparisons';
import { SavedComparisons } from '~/features/compare/components/saved-comparisons';
import compare from '~/features/compare/components/compare.module.css';
import { JsonLdScript } from '~/shell/json-ld-script';
import blocks from '~/shell/page-blocks.module.css';
import segments from '~/shell/segments.module.css';
import { countryName } from '~/features/salary/salary-text';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { PageHeading } from '~/shell/page-frame';
import { pageQuery } from '~/lib/page-query';
import { COMPARE_FORM_QUERY } from '~/features/compare/compare-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...COMPARE_FORM_QUERY);
export const headers = publicPageHeaders;

/**
 * /{cc}/compare/companies: pick two or three companies and a title. The form is a GET to this
 * page; with its values in the query, the loader checks each name against the region's companies
 * and titles and redirects to the comparison's own URL, or shows the form again with what is wrong.
 */
export const loader = (args: Route.LoaderArgs) => loadComparePicker(args);
/** A member's Remove form on their saved comparisons (a plain post). */
export const action = (args: Route.ActionArgs) => comparisonAction(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: loaderData.errors !== null }, matches) : [];

export default function ComparePicker({ loaderData, actionData }: Route.ComponentProps) {
  const { cc, values, errors, didYouMean, options } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading eyebrow={<>Compare · {countryName(cc)}</>} title={loaderData.meta.title}>
          <Text c="dimmed" mt={6}>
            Pick two or three companies and a job title to see their pay side by side, level by level.
          </Text>
        </PageHeading>
        <nav className={`${blocks.inline} ${compare.regions}`} aria-label="Region">
          <span className={segments.segments}>
            {(['in', 'us'] as const).map((region) => (
              <Link
                key={region}
                className={compare.regionLink}
                to={paths.compareCompanies(region)}
                aria-current={region === cc ? 'page' : undefined}
              >
                {countryName(region)}
              </Link>
            ))}
          </span>
        </nav>
        <section className={blocks.card}>
          <CompareForm cc={cc} values={values} errors={errors} didYouMean={didYouMean} options={options} />
        </section>
        {loaderData.saved && <SavedComparisons data={loaderData.saved} answer={actionData ?? undefined} />}
        {loaderData.popular && <PopularComparisons data={loaderData.popular} />}
        <Text c="dimmed" fz="sm">
          Not sure which companies?{' '}
          <Link className={blocks.link} to={paths.leaderboard({ cc })}>
            See the top-paying companies in {countryName(cc)}
          </Link>
          .
        </Text>
      </Stack>
      <JsonLdScript json={loaderData.jsonLd} />
    </Container>
  );
}
