import type { api } from '@paysight/contract';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { requireAdmin } from '~/lib/auth-guard';
import { formField } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';

/** What a form on the page answers: the outcome's message. */
export type CompanyDomainsAnswer = { ok: boolean; message: string };

/**
 * The companies' work-email domains (docs/decisions/048-referrals.md), 50 a page, filtered by part
 * of a domain or a company's name (`q`); one API call.
 */
export async function loadCompanyDomains({ request, context }: LoaderFunctionArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const asked = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const { api } = await import('@paysight/contract');
  const list = await serverApi(context, request).call(api.listCompanyDomains, { query: { ...(q ? { q } : {}), page } });
  if (!list.ok) throw new Error(`GET /admin/company-domains answered ${list.status}: ${list.message}`);
  return { q, domains: list.data };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a removal did, in a sentence. */
export function removedMessage(r: api.CompanyDomainRemoved): string {
  return (
    `${r.domain} no longer proves work at ${r.company.name}: ` +
    `${plural(r.referrersLost, 'referrer', 'referrers')} it alone proved can no longer refer there, ` +
    `${plural(r.requestsClosed, 'open request', 'open requests')} nobody else could answer closed (a bundle's credits refunded).`
  );
}

/** The page's forms: add (company, domain) and remove (domain). Plain posts: they work before JavaScript. */
export async function companyDomainsAction({ request, context }: ActionFunctionArgs) {
  requireAdmin(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const form = await request.formData();
  const intent = formField(form, 'intent');
  const fail = (status: number, message: string) =>
    data({ ok: false, message } satisfies CompanyDomainsAnswer, { status: status >= 400 && status < 500 ? status : 400 });
  if (intent === 'add') {
    const added = await client.call(api.addCompanyDomain, {
      body: { company: formField(form, 'company').toLowerCase(), domain: formField(form, 'domain') },
    });
    if (!added.ok) return fail(added.status, added.message);
    return {
      ok: true,
      message: `${added.data.domain} is a work-email domain of ${added.data.company.name}: a verified address there proves work there.`,
    } satisfies CompanyDomainsAnswer;
  }
  if (intent === 'remove') {
    const removed = await client.call(api.removeCompanyDomain, { params: { domain: formField(form, 'domain') } });
    if (!removed.ok) return fail(removed.status, removed.message);
    return { ok: true, message: removedMessage(removed.data) } satisfies CompanyDomainsAnswer;
  }
  return fail(400, 'Unknown form');
}
