import type { api } from '@paysight/contract';
import { benefitItemsOf, type CountryCode } from '@paysight/contract/core';
import { data, type AppLoadContext } from 'react-router';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';

/** What the benefits page's report form answers. */
export type ReportAnswer = { ok: true; view: api.CompanyBenefitsView } | { ok: false; message: string };

/**
 * The report form as posted: each of the region's items the member answered, typed by its kind
 * (yes/no, a number, a choice); an item left at "Don't know" or empty is not sent.
 */
export function formToReport(form: FormData, cc: CountryCode) {
  const items: Record<string, unknown> = {};
  for (const item of benefitItemsOf(cc)) {
    const raw = form.get(item.key);
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const value = raw.trim();
    if (item.kind === 'yes-no') items[item.key] = value === 'yes' ? true : value === 'no' ? false : value;
    else if (item.kind === 'choice') items[item.key] = value;
    else items[item.key] = /^\d+(\.\d+)?$/.test(value.replaceAll(',', '')) ? Number(value.replaceAll(',', '')) : value;
  }
  return { countryCode: cc, items };
}

/** The page action for the report form (intent "report"): POST /benefits/{id}. */
export async function reportAction(form: FormData, request: Request, context: AppLoadContext, company: string, cc: CountryCode) {
  const { api } = await import('@paysight/contract');
  const parsed = parseFormBody(api.reportBenefits, formToReport(form, cc) as never);
  const result = parsed.ok
    ? await serverApi(context, request).call(api.reportBenefits, { params: { id: company }, body: parsed.body })
    : parsed;
  if (result.ok) return { ok: true as const, view: result.data } satisfies ReportAnswer;
  return data({ ok: false as const, message: result.message } satisfies ReportAnswer, {
    status: result.status === 401 ? 401 : result.status === 403 ? 403 : result.status === 404 ? 404 : 400,
  });
}
