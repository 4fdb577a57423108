import type { api } from '@paysight/contract';
import { companySlug, titleSlug, type CountryCode } from '@paysight/contract/core';
import type { ApiClient } from '~/lib/api-client';
import { checkCompareForm, entryKey, type CompareFormErrors, type CompareFormValues } from '../compare-query';

/** Names offered by the picker's fields (a native datalist, so it works without JavaScript). */
export interface PickerOptions {
  companies: string[];
  titles: string[];
}

/** The region's most reported companies and titles, for the picker's suggestions. */
export async function getPickerOptions(client: ApiClient, routes: typeof api, cc: CountryCode): Promise<PickerOptions> {
  const [companies, titles] = await Promise.all([
    client.call(routes.suggestCompany, { query: { q: '', limit: 25, region: cc, src: 'salary' } }),
    client.call(routes.suggestTitle, { query: { q: '', limit: 25, region: cc } }),
  ]);
  return {
    companies: companies.ok ? companies.data.map((c) => c.name) : [],
    titles: titles.ok ? titles.data.map((t) => t.name).sort((a, b) => a.localeCompare(b)) : [],
  };
}

/** Names close to what was typed, for a field the API knows nothing by: one list per company field, and the title's. */
export interface DidYouMean {
  companies: string[][];
  title: string[];
}

export type PickerResult = { ok: true; entries: string[] } | { ok: false; errors: CompareFormErrors; didYouMean: DidYouMean };

/**
 * The picker's submission: each company must have salaries in the region (GET /suggest/company,
 * src=salary) and the title must exist (GET /suggest/title). A typed name matches by its slug, so
 * "Google", "google" and "Google LLC" are the same company. On success, the comparison's entries.
 */
export async function resolvePicker(
  client: ApiClient,
  routes: typeof api,
  cc: CountryCode,
  values: CompareFormValues,
): Promise<PickerResult> {
  const checked = checkCompareForm(values);
  const { errors } = checked;
  const didYouMean: DidYouMean = { companies: values.companies.map(() => []), title: [] };
  if (errors.form || errors.title || errors.companies.some(Boolean)) return { ok: false, errors, didYouMean };

  const [companies, title] = await Promise.all([
    Promise.all(
      checked.filled.map(async (field) => {
        const result = await client.call(routes.suggestCompany, { query: { q: field.name, limit: 5, region: cc, src: 'salary' } });
        const found = result.ok ? result.data : [];
        const match = found.find((c) => c.slug === field.slug || companySlug(c.name) === field.slug);
        return { field, match: match ?? null, others: found.map((c) => c.name).slice(0, 3) };
      }),
    ),
    checked.titleSlug
      ? client.call(routes.suggestTitle, { query: { q: values.title, limit: 5, region: cc } }).then((result) => {
          const found = result.ok ? result.data : [];
          return { match: found.find((t) => t.slug === checked.titleSlug || titleSlug(t.name) === checked.titleSlug) ?? null, found };
        })
      : Promise.resolve(null),
  ]);

  const region = cc === 'in' ? 'India' : 'the United States';
  for (const { field, match, others } of companies) {
    if (match) continue;
    errors.companies[field.index] = `We have no salaries for “${field.name}” in ${region}.`;
    didYouMean.companies[field.index] = others;
  }
  if (title && !title.match) {
    errors.title = `We have no salaries for the title “${values.title}”.`;
    didYouMean.title = title.found.map((t) => t.name).slice(0, 3);
  }
  if (errors.title || errors.companies.some(Boolean)) return { ok: false, errors, didYouMean };

  const tSlug = title?.match?.slug ?? null;
  const slugs = companies.map(({ match }) => match!.slug);
  if (new Set(slugs).size !== slugs.length) {
    errors.form = 'Pick different companies: two of these are the same company.';
    return { ok: false, errors, didYouMean };
  }
  return { ok: true, entries: slugs.map((slug) => entryKey(slug, tSlug)) };
}
