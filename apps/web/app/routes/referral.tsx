import { Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/referral';
import { paths } from '~/config/paths';
import { AskOneCompany } from '~/features/referrals/components/ask-one-company';
import { MyBundles } from '~/features/referrals/components/my-bundles';
import { PageLinks } from '~/features/referrals/components/page-links';
import { ResumeAndNoteFields } from '~/features/referrals/components/request-fields';
import { loadReferral, referralAction, type ReferralAnswer } from '~/features/referrals/referral.server';
import { LEVEL_OPTIONS } from '~/features/referrals/referral-text';
import { referralUrl } from '~/features/referrals/referral-url';
import { pageMeta } from '~/lib/meta';
import { SignInCard } from '~/shell/sign-in-card';
import { CardSection } from '~/shell/card-section';
import { CheckboxField, SelectField, TextField } from '~/shell/fields';
import { IntentForm } from '~/shell/intent-form';
import { OutcomeAlert } from '~/shell/outcome-alert';
import classes from '~/features/referrals/referral.module.css';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /referral (SPEC §2.1 Referrals; docs/decisions/048-referrals.md): companies whose proved employees
 * refer, with how many and how fast they answer; for a member, the form to ask one company (or
 * several, a bundle paid in credits), their requests, the offer to refer at their own company and
 * the inbox of requests waiting for their answer. Every form is a plain post.
 */
export const loader = (args: Route.LoaderArgs) => loadReferral(args);
export const action = (args: Route.ActionArgs) => referralAction(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Referrals from verified employees',
      description: 'Ask employees who work at a company, proved by their work email or a verified salary, to refer you to a live job.',
      path: paths.referral(),
    },
    matches,
  );

const STATUS_TEXT: Record<api.SeekerReferral['status'], string> = {
  requested: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};
const CLOSE_TEXT: Record<string, string> = {
  'all-declined': 'the company’s referrers declined',
  'no-answer': 'no referrer answered in time',
  'no-referrer': 'no eligible referrer there; credits refunded',
};
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const hours = (h: number) => (h < 24 ? `${Math.max(1, Math.round(h))} h` : `${Math.round(h / 24)} days`);

function Outcome({ answer, intent }: { answer: ReferralAnswer | undefined; intent: string }) {
  if (!answer || answer.intent !== intent) return null;
  return (
    <OutcomeAlert ok={answer.ok} failTitle="Not sent" testId={`outcome-${intent}`}>
      {answer.message}
    </OutcomeAlert>
  );
}

function Companies({ data }: { data: Route.ComponentProps['loaderData'] }) {
  const { companies, q, page, signedIn } = data;
  return (
    <CardSection id="companies" title="Companies with referrers" testId="referral-companies">
      <Form method="get" className={classes.inlineForm} role="search" aria-label="Find a company">
        <TextField name="q" label="Company" defaultValue={q} placeholder="e.g. Infosys" />
        <Button type="submit" variant="light">
          Search
        </Button>
      </Form>
      {companies.items.length === 0 ? (
        <Text c="dimmed" mt="sm">
          {page > 1 && companies.total > 0
            ? `No more companies: the list has ${companies.total}.`
            : q
              ? `No company matching “${q}” has referrers yet.`
              : 'No company has referrers yet.'}
        </Text>
      ) : (
        <ul className={classes.list}>
          {companies.items.map((c) => (
            <li key={c.company.slug} data-testid={`company-${c.company.slug}`}>
              <strong>{c.company.name}</strong>{' '}
              <span className={blocks.dim}>
                {c.referrers === null ? `fewer than ${companies.minSlice} referrers` : `${c.referrers} referrers`}
                {c.demoReferrers > 0 && ` · ${c.demoReferrers} demo`}
                {' · '}
                {c.medianAnswerHours === null
                  ? `answer time shown from ${companies.minSlice} referrers’ answers`
                  : `median answer ${hours(c.medianAnswerHours)}`}
                {c.listedJobs > 0 && ` · ${c.listedJobs} jobs listed`}
              </span>{' '}
              {c.demoReferrers > 0 && <DemoDataLabel notReal="referrers" />}
              {signedIn && c.askable && (
                <>
                  {' '}
                  <Link
                    className={blocks.link}
                    to={referralUrl({ q, page, ask: c.company.slug }, '#ask')}
                    aria-label={`Ask ${c.company.name} for a referral`}
                  >
                    Ask {c.company.name}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <PageLinks q={q} page={page} total={companies.total} pageSize={companies.pageSize} />
    </CardSection>
  );
}

function AskForm({ data, answer }: { data: Route.ComponentProps['loaderData']; answer: ReferralAnswer | undefined }) {
  const askable = data.companies.items.filter((c) => c.askable);
  const price = data.companies.bundleCreditsPerCompany;
  return (
    <CardSection id="ask" title="Ask for a referral" testId="referral-ask">
      <Outcome answer={answer} intent="ask" />
      {data.resumes.length > 0 && data.ask ? (
        <AskOneCompany data={data} />
      ) : data.resumes.length === 0 ? (
        <Text>
          A request carries one of your resumes. Make one first on{' '}
          <Link className={blocks.link} to="/jobgpt/resumes">
            your resumes
          </Link>
          .
        </Text>
      ) : askable.length === 0 ? (
        <Text c="dimmed">No company here has a referrer who can answer yet.</Text>
      ) : (
        <IntentForm intent="ask" aria-label="Ask for a referral" className={classes.stack}>
          <Text fz="sm">
            For a job a company lists on Paysight, follow its “Ask” link above and pick the job. Here, ask one company or several for a job
            elsewhere, by its apply URL.
          </Text>
          <fieldset className={blocks.fieldset}>
            <legend>Companies</legend>
            <Text fz="sm" c="dimmed">
              One company is free ({data.requests?.open ?? 0} of {data.requests?.maxOpen ?? 0} open). Two or more are a bundle: {price}{' '}
              credit{price === 1 ? '' : 's'} each, refunded for a company with no eligible referrer or no answer in time. Your balance:{' '}
              {data.companies.balance ?? 0}.
            </Text>
            {askable.map((c) => (
              <CheckboxField key={c.company.slug} name="company" value={c.company.slug} label={c.company.name} />
            ))}
          </fieldset>
          <TextField name="jobTitle" label="Job title" required minLength={2} maxLength={200} />
          <TextField name="applyUrl" label="The job’s apply URL" type="url" required placeholder="https://…" />
          <SelectField name="level" label="Level" data={LEVEL_OPTIONS} defaultValue="" />
          <ResumeAndNoteFields resumes={data.resumes} />
          <Button type="submit" w="fit-content">
            Send request
          </Button>
        </IntentForm>
      )}
    </CardSection>
  );
}

function MyRequests({ data, answer }: { data: Route.ComponentProps['loaderData']; answer: ReferralAnswer | undefined }) {
  const items = data.requests?.items ?? [];
  return (
    <CardSection id="requests" title="Your requests" testId="referral-requests">
      <Outcome answer={answer} intent="outcome" />
      {items.length === 0 ? (
        <Text c="dimmed">You have not asked for a referral yet.</Text>
      ) : (
        <ul className={classes.list}>
          {items.map((r) => (
            <li key={r.id} data-testid={`request-${r.id}`}>
              <strong>{r.job.title}</strong> at {r.company.name}{' '}
              <span className={blocks.dim}>
                · {STATUS_TEXT[r.status]}
                {r.closeReason && ` (${CLOSE_TEXT[r.closeReason] ?? r.closeReason})`} · asked {day(r.createdAt)}
                {r.bundleId !== null && ' · bundle'}
              </span>
              {r.referrer && (
                <Text fz="sm">
                  Referrer: {r.referrer.name} ({r.referrer.email})
                </Text>
              )}
              {r.status === 'accepted' && r.outcome === null && (
                <div className={classes.inlineForm}>
                  <IntentForm intent="outcome" fields={{ id: r.id, outcome: 'confirmed' }}>
                    <Button type="submit" size="xs">
                      I was referred
                    </Button>
                  </IntentForm>
                  <IntentForm intent="outcome" fields={{ id: r.id, outcome: 'disputed' }}>
                    <Button type="submit" size="xs" variant="default">
                      I was not referred
                    </Button>
                  </IntentForm>
                </div>
              )}
              {r.outcome && <Text fz="sm">You {r.outcome} this referral.</Text>}
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}

function Referring({ data, answer }: { data: Route.ComponentProps['loaderData']; answer: ReferralAnswer | undefined }) {
  const view = data.referrer;
  const offered = new Set(view?.companies.map((c) => c.company.slug));
  return (
    <CardSection id="refer" title="Refer at your company" testId="referral-refer">
      <Outcome answer={answer} intent="refer" />
      {view?.companies.map((c) => (
        <Text key={c.company.slug} fz="sm">
          {c.company.name}: {c.eligible ? 'you can refer here' : c.reason}
        </Text>
      ))}
      {data.profileCompany && !offered.has(data.profileCompany.slug) ? (
        <IntentForm intent="refer" fields={{ company: data.profileCompany.slug }} aria-label="Offer to refer" className={classes.stack}>
          <Text fz="sm">
            Referrers are proved employees: a verified work email at {data.profileCompany.name}’s domain, or a verified salary there. No
            money changes hands.
          </Text>
          <SelectField name="level" label="Your level" data={LEVEL_OPTIONS} defaultValue="" />
          <Button type="submit" w="fit-content">
            Refer at {data.profileCompany.name}
          </Button>
        </IntentForm>
      ) : (
        !data.profileCompany && (
          <Text c="dimmed" fz="sm">
            Set your current company on{' '}
            <Link className={blocks.link} to="/profile">
              your profile
            </Link>{' '}
            to refer there.
          </Text>
        )
      )}
      {view && view.inbox.length > 0 && <Inbox view={view} answer={answer} />}
    </CardSection>
  );
}

function Inbox({ view, answer }: { view: api.ReferrerView; answer: ReferralAnswer | undefined }) {
  return (
    <section aria-labelledby="inbox-title" data-testid="referral-inbox" className={classes.inbox}>
      <h3 id="inbox-title">Requests for you</h3>
      <Text fz="sm" c="dimmed">
        You accepted {view.acceptsToday} of {view.maxAcceptsPerDay} a day. A member’s name, contact details and resume reach you when you
        accept.
      </Text>
      <Outcome answer={answer} intent="answer" />
      <ul className={classes.list}>
        {view.inbox.map((r) => (
          <li key={r.id} data-testid={`inbox-${r.id}`}>
            <strong>{r.job.title}</strong> at {r.company.name} <span className={blocks.dim}>· expires {day(r.expiresAt)}</span>
            <Text fz="sm">“{r.note}”</Text>
            {r.seeker ? (
              <div>
                <Text fz="sm">
                  {r.seeker.name} · {r.seeker.email}
                  {r.seeker.phone && ` · ${r.seeker.phone}`}
                </Text>
                {r.seeker.resume && (
                  <Text fz="sm" c="dimmed">
                    {[r.seeker.resume.headline, ...r.seeker.resume.work].filter(Boolean).join(' · ')}
                  </Text>
                )}
                <Text fz="sm">
                  <a className={blocks.link} href={r.job.applyUrl} rel="noopener noreferrer" target="_blank">
                    The job posting
                  </a>
                </Text>
              </div>
            ) : (
              <div className={classes.inlineForm}>
                <IntentForm intent="answer" fields={{ id: r.id, decision: 'accept' }}>
                  <Button type="submit" size="xs">
                    Accept
                  </Button>
                </IntentForm>
                <IntentForm intent="answer" fields={{ id: r.id, decision: 'decline' }}>
                  <Button type="submit" size="xs" variant="default">
                    Decline
                  </Button>
                </IntentForm>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ReferralPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as ReferralAnswer | undefined;
  const demo = loaderData.companies.items.some((c) => c.demoReferrers > 0);
  return (
    <PageFrame>
      <PageHeading eyebrow="Referrals" badge={demo && <DemoDataLabel notReal="referrers" />} title="Referrals from verified employees">
        <Text c="dimmed" mt={6}>
          Ask people who work at a company — proved by their work email or a verified salary — to refer you to a live job. Your details
          reach a referrer only when they accept.
        </Text>
      </PageHeading>
      <Companies data={loaderData} />
      {loaderData.signedIn ? (
        <>
          <AskForm data={loaderData} answer={answer} />
          <MyRequests data={loaderData} answer={answer} />
          <MyBundles bundles={loaderData.bundles} />
          <Referring data={loaderData} answer={answer} />
        </>
      ) : (
        <SignInCard returnUrl={paths.referral()} purpose="to ask for a referral, or to refer at your company." />
      )}
    </PageFrame>
  );
}
