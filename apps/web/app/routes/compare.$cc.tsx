import { Container, Stack, Text, Title } from '@mantine/core';
import type { CountryCode } from '@paysight/contract/core';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/compare.$cc';
import { paths } from '~/config/paths';
import { getPickerOptions, resolvePicker } from '~/features/compare/api/compare-picker';
import { CompareForm } from '~/features/compare/components/compare-form';
import compare from '~/features/compare/components/compare.module.css';
import { emptyCompareForm, parseCompareForm } from '~/features/compare/compare-query';
import { JsonLdScript } from '~/features/salary/components/json-ld-script';
import classes from '~/features/salary/components/salary.module.css';
import { serializeJsonLd } from '~/features/salary/salary-json-ld';
import { countryName } from '~/features/salary/salary-text';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';
import { publicPageHeaders } from '~/lib/page-cache';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors. */
export const headers = publicPageHeaders;

/**
 * /{cc}/compare/companies: pick two or three companies and a title. The form is a GET to this
 * page; with its values in the query, the loader checks each name against the region's companies
 * and titles and redirects to the comparison's own URL, or shows the form again with what is wrong.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.cc !== 'in' && params.cc !== 'us') throw data(null, { status: 404 });
  const cc: CountryCode = params.cc;
  const path = paths.compareCompanies(cc);
  const submitted = parseCompareForm(new URL(request.url).searchParams);
  const client = serverApi(context, request);
  const { api } = await import('@paysight/contract');

  const [picked, options] = await Promise.all([
    submitted ? resolvePicker(client, api, cc, submitted) : null,
    getPickerOptions(client, api, cc),
  ]);
  if (picked?.ok) throw redirect(paths.comparison(cc, picked.entries));

  const title = `Compare Company Salaries in ${countryName(cc)}`;
  const description =
    `Compare pay at two or three companies in ${countryName(cc)} side by side: median total pay, middle half, ` +
    'base, stock and bonus, and pay by level mapped across companies.';
  const origin = context.clientConfig.publicUrl.replace(/\/+$/, '');
  return {
    cc,
    path,
    meta: { title, description },
    jsonLd: serializeJsonLd({ '@context': 'https://schema.org', '@type': 'WebPage', name: title, description, url: `${origin}${path}` }),
    values: submitted ?? emptyCompareForm(),
    errors: picked && !picked.ok ? picked.errors : null,
    didYouMean: picked && !picked.ok ? picked.didYouMean : null,
    options,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: loaderData.errors !== null }, matches) : [];

export default function ComparePicker({ loaderData }: Route.ComponentProps) {
  const { cc, values, errors, didYouMean, options } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <span className={shell.eyebrow}>Compare · {countryName(cc)}</span>
          <Title order={1} className={classes.pageTitle} mt="sm">
            {loaderData.meta.title}
          </Title>
          <Text c="dimmed" mt={6}>
            Pick two or three companies and a job title to see their pay side by side, level by level.
          </Text>
        </div>
        <nav className={compare.regions} aria-label="Region">
          <span className={compare.regionSwitch}>
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
        <section className={classes.card}>
          <CompareForm cc={cc} values={values} errors={errors} didYouMean={didYouMean} options={options} />
        </section>
        <Text c="dimmed" fz="sm">
          Not sure which companies?{' '}
          <Link className={classes.link} to={paths.leaderboard({ cc })}>
            See the top-paying companies in {countryName(cc)}
          </Link>
          .
        </Text>
      </Stack>
      <JsonLdScript json={loaderData.jsonLd} />
    </Container>
  );
}
