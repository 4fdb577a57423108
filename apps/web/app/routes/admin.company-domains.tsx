import type { Route } from './+types/admin.company-domains';
import { AddDomainForm, DomainList } from '~/features/referrals/components/company-domains-admin';
import { companyDomainsAction, loadCompanyDomains } from '~/features/referrals/company-domains.server';
import { ADMIN_COMPANY_DOMAINS_PATH } from '~/features/referrals/referral-url';
import { privatePageMeta } from '~/lib/meta';
import { AdminPage } from '~/shell/admin-page';

/**
 * /admin/company-domains (admins only; docs/decisions/048-referrals.md): the companies' work-email
 * domains, which prove that a member with a verified address there works at the company (and so may
 * refer there). Plain forms: add, remove, search, pages.
 */
export const loader = (args: Route.LoaderArgs) => loadCompanyDomains(args);
export const action = (args: Route.ActionArgs) => companyDomainsAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Company email domains',
  description: "Companies' work-email domains, which prove where a member works.",
  path: ADMIN_COMPANY_DOMAINS_PATH,
});

export default function AdminCompanyDomainsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Company email domains"
      outcome={actionData}
      outcomeTestId="domains-outcome"
      intro={
        <>
          A member signed in with a verified address at one of a company’s domains proves they work there, and may refer there. Removing a
          domain stops at once the referrers it alone proves; their open requests that nobody else can answer close, and a bundle’s credits
          come back.
        </>
      }
    >
      <AddDomainForm />
      <DomainList q={loaderData.q} domains={loaderData.domains} />
    </AdminPage>
  );
}
