import type { api } from '@paysight/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { limitedPage } from '~/lib/limited-page';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';

/**
 * /layoffs/india: India has no WARN notices, so its layoffs are members' reports, shown only once an
 * admin approved them and always labelled "Member reports, moderated" (GET /layoff/reports?cc=in,
 * filtered by company and month, paged at 10). Members report one with a plain POST form (intent
 * "report": POST /layoff/reports), held for review; they see their own reports with the outcome.
 * The list counts against the daily search limit as the /layoffs page of its company (ADR 037), and
 * its security check returns to /layoffs (SPEC §8).
 */

export const INDIA_LAYOFFS_PATH = '/layoffs/india';
export const ADMIN_LAYOFF_REPORTS_PATH = '/admin/layoff-reports';
export const INDIA_LAYOFFS_QUERY = ['company', 'month', 'page'] as const;

export type IndiaQuery = { company?: string; month?: string; page?: number };

export function parseIndiaQuery(params: URLSearchParams): IndiaQuery {
  const text = (name: string) => {
    const v = params.get(name)?.trim();
    return v ? v.slice(0, 200) : undefined;
  };
  const page = Number(params.get('page'));
  return {
    company: text('company'),
    month: text('month'),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function indiaHref(query: IndiaQuery, change: Partial<IndiaQuery> = {}) {
  const merged = { ...query, ...change };
  const search = new URLSearchParams();
  if (merged.company) search.set('company', merged.company);
  if (merged.month) search.set('month', merged.month);
  if (merged.page && merged.page > 1) search.set('page', String(merged.page));
  const qs = search.toString();
  return qs ? `${INDIA_LAYOFFS_PATH}?${qs}` : INDIA_LAYOFFS_PATH;
}

export async function loadIndiaLayoffs({ request, context }: LoaderFunctionArgs) {
  const query = parseIndiaQuery(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const signedIn = Boolean(context.user);
  const [list, mine] = await Promise.all([
    client.call(api.listLayoffReports, { query: { cc: 'in', company: query.company, month: query.month, page: query.page } }),
    signedIn ? client.call(api.listMyLayoffReports, {}) : Promise.resolve(null),
  ]);
  const page = { query, canonical: INDIA_LAYOFFS_PATH, signedIn, mine: mine?.ok ? mine.data.reports : [] };
  const heading = 'Layoffs in India: member reports';
  const meta = {
    title: heading,
    description:
      'Layoffs in India as members report them, each with its source link, shown once an admin checked it. India has no WARN notices.',
  };
  if (list.ok) {
    const filtered = Boolean(query.company || query.month || query.page);
    return { kind: 'ok' as const, ...page, heading, meta, noindex: filtered, list: list.data };
  }
  if (list.status === 429) {
    // SPEC §8: the security check of a layoffs page returns to /layoffs.
    return limitedPage({ ...page, noindex: true }, { heading, message: list.message }, { signedIn, url: '/layoffs' });
  }
  if (list.status === 400) {
    return data({ kind: 'invalid' as const, ...page, heading, meta, noindex: true, message: list.message }, { status: 400 });
  }
  throw new Error(`GET /layoff/reports answered ${list.status}: ${list.message}`);
}

/** What the report form answers. */
export type IndiaReportAnswer = { ok: true; report: api.MyLayoffReport } | { ok: false; message: string };

/** The fields as the form posted them, echoed back when a send was refused. */
export const REPORT_FIELDS = ['company', 'month', 'people', 'sourceUrl', 'note'] as const;

/** The page action of the report form (intent "report"): POST /layoff/reports. */
export async function indiaReportAction(form: FormData, request: Request, context: LoaderFunctionArgs['context']) {
  const { api } = await import('@paysight/contract');
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const note = field('note');
  const parsed = parseFormBody(api.createLayoffReport, {
    countryCode: 'in',
    company: field('company'),
    month: field('month'),
    people: field('people').replaceAll(',', ''),
    sourceUrl: field('sourceUrl'),
    note: note || undefined,
  });
  const result = parsed.ok ? await serverApi(context, request).call(api.createLayoffReport, { body: parsed.body }) : parsed;
  if (result.ok) return { ok: true as const, report: result.data } satisfies IndiaReportAnswer;
  return data({ ok: false as const, message: result.message } satisfies IndiaReportAnswer, {
    status: result.status === 401 ? 401 : result.status === 409 ? 409 : 400,
  });
}
