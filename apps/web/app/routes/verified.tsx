import { Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/verified';
import { paths } from '~/config/paths';
import salary from '~/features/salary/components/salary.module.css';
import { countryName } from '~/features/salary/salary-text';
import { getVerifiedStats } from '~/features/verified/api/get-verified-stats';
import { listVerifiableContributions } from '~/features/verified/api/list-verifiable-contributions';
import { uploadVerificationDoc } from '~/features/verified/api/upload-verification-doc';
import { RegionSwitch } from '~/features/verified/components/region-switch';
import { TierCards } from '~/features/verified/components/tier-cards';
import { VerifyYourSalary, type UploadResult } from '~/features/verified/components/verify-your-salary';
import { NothingVerified } from '~/features/verified/components/nothing-verified';
import { formatShare, parseRegion, verifiedCount, verifiedPath } from '~/features/verified/verified-text';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';
import { publicPageHeaders } from '~/lib/page-cache';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors. */
export const headers = publicPageHeaders;

// Below the fold, and only where something is verified: out of the page's first JavaScript.
const CompanyShare = lazy(() => import('~/features/verified/components/company-share').then((m) => ({ default: m.CompanyShare })));

/**
 * /verified?cc=us: how much of a region's salary data is verified (the three kinds of figures and
 * how each is checked, the verified share by company), and for a signed-in member, their
 * contributions with where each stands and a plain upload form (works without JavaScript). The
 * action forwards the file to POST /verify/docs as multipart with the member's own session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cc = parseRegion(new URL(request.url).searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [stats, contributions] = await Promise.all([
    getVerifiedStats(client, api, cc),
    context.user ? listVerifiableContributions(client, api) : null,
  ]);
  if (!stats.ok) throw new Error(`GET /verified/stats answered ${stats.status}: ${stats.message}`);
  if (contributions && !contributions.ok)
    throw new Error(`GET /verify/contributions answered ${contributions.status}: ${contributions.message}`);
  const verified = stats.data.tiers.find((t) => t.tier === 'verified');
  return {
    cc,
    stats: stats.data,
    contributions: contributions ? contributions.data : null,
    canonical: verifiedPath(cc),
    description:
      `How Paysight checks salaries in ${countryName(cc)}: ${verified?.count ? `${formatShare(verified.share)} are verified with documents` : 'none is verified with a document yet'}. ` +
      'The three kinds of figures, how each is checked, and the verified share by company.',
  };
}

/** Bytes a form post may carry: the largest document plus room for the fields. */
const MAX_FORM_BYTES = 5 * 1024 * 1024 + 64 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  if (!context.user) throw redirect(paths.login({ returnUrl: `${url.pathname}${url.search}` }));
  const refuse = (status: number, message: string, memberSalaryId: number | null = null) =>
    data<UploadResult>({ ok: false, message, memberSalaryId }, { status });
  // The form is read into memory: refuse what is plainly too large before reading it.
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length)) return refuse(411, 'The upload did not say its size; please try again.');
  if (length > MAX_FORM_BYTES) return refuse(413, 'The file is larger than 5 MB.');

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, 'The upload could not be read; please try again.');
  }
  const memberSalaryId = String(form.get('memberSalaryId') ?? '');
  const id = /^\d{1,9}$/.test(memberSalaryId) ? Number(memberSalaryId) : null;
  const file = form.get('file');
  if (form.get('intent') !== 'upload') return refuse(400, 'Unknown form.');
  if (!(file instanceof File) || file.size === 0) return refuse(400, 'Choose a PDF, PNG or JPEG file to upload.', id);

  const { api } = await import('@paysight/contract');
  const result = await uploadVerificationDoc(context.apiFetch, api, {
    memberSalaryId,
    kind: String(form.get('kind') ?? ''),
    file,
  });
  if (result.ok) {
    return {
      ok: true,
      message: 'Document sent. A reviewer will compare it with your figures; we will email you the outcome.',
      memberSalaryId: id,
    };
  }
  if (result.status === 401) throw redirect(paths.login({ returnUrl: `${url.pathname}${url.search}` }));
  return refuse(result.status >= 400 && result.status < 500 ? result.status : 500, result.message, id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(
    {
      title: 'Salary verifications',
      description: loaderData?.description ?? 'How Paysight checks salaries, and the verified share by company.',
      path: loaderData?.canonical ?? '/verified',
    },
    matches,
  );

export default function VerifiedPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { cc, stats, contributions } = loaderData;
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/verified';
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <span className={shell.eyebrow}>Salary verifications</span>
          <Title order={1} className={salary.pageTitle} mt="sm">
            Verified salaries
          </Title>
          <Text c="dimmed" mt={6} maw={720}>
            Every salary on Paysight says where it comes from. Members can have theirs verified by sending a document, which a reviewer
            compares with the figures. Verified salaries carry a badge on the salary pages.
          </Text>
        </div>

        <RegionSwitch cc={cc} />

        <section className={salary.card} aria-labelledby="tiers">
          <h2 className={salary.sectionTitle} id="tiers">
            How figures are checked · {countryName(cc)}
          </h2>
          <TierCards stats={stats} />
        </section>

        {verifiedCount(stats) > 0 ? (
          <section className={`${salary.card} ${salary.content}`} aria-labelledby="companies" data-loading={loading || undefined}>
            <h2 className={salary.sectionTitle} id="companies">
              Verified share by company · {countryName(cc)}
            </h2>
            <p className={salary.sectionNote}>Companies with the most verified salaries, then the most salaries.</p>
            <Suspense fallback={null}>
              <CompanyShare stats={stats} />
            </Suspense>
          </section>
        ) : (
          <NothingVerified cc={cc} />
        )}

        <VerifyYourSalary
          contributions={contributions}
          loginHref={paths.login({ returnUrl: verifiedPath(cc) })}
          result={actionData ?? null}
        />
      </Stack>
    </Container>
  );
}
