import { Text } from '@mantine/core';
import type { Route } from './+types/admin.company-domains';
import { AddDomainForm, DomainList } from '~/features/referrals/components/company-domains-admin';
import { companyDomainsAction, loadCompanyDomains } from '~/features/referrals/company-domains.server';
import { ADMIN_COMPANY_DOMAINS_PATH } from '~/features/referrals/referral-url';
import { privatePageMeta } from '~/lib/meta';
import { OutcomeAlert } from '~/shell/outcome-alert';
import { PageFrame, PageHeading } from '~/shell/page-frame';

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
    <PageFrame fade={false}>
      <PageHeading eyebrow="Admin" title="Company email domains">
        <Text c="dimmed" mt={6}>
          A member signed in with a verified address at one of a company’s domains proves they work there, and may refer there. Removing a
          domain stops at once the referrers it alone proves; their open requests that nobody else can answer close, and a bundle’s credits
          come back.
        </Text>
      </PageHeading>
      {actionData && (
        <OutcomeAlert ok={actionData.ok} failTitle="Not done" testId="domains-outcome">
          {actionData.message}
        </OutcomeAlert>
      )}
      <AddDomainForm />
      <DomainList q={loaderData.q} domains={loaderData.domains} />
    </PageFrame>
  );
}
