import type { Route } from './+types/privacy-policy';
import { paths } from '~/config/paths';
import { LegalPage } from '~/features/legal/components/legal-page';
import { loadLegalDocument } from '~/features/legal/legal-document.server';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery();
export const headers = publicPageHeaders;

/** The policy is Markdown (app/content/legal/privacy-policy.md), rendered on the server. */
export const loader = () => loadLegalDocument('privacy-policy');

/** The text does not change while the page is open. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: paths.privacy() }, matches) : [];

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData} />;
}
