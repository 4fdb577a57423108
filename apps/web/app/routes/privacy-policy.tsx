import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Divider, List, Stack, Text, Title } from '@mantine/core';
import type { Route } from './+types/privacy-policy';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Privacy Policy',
      description:
        'How Paysight collects, anonymises, uses, shares and protects your data, and how to exercise your rights in India and the US.',
      path: '/privacy-policy',
    },
    matches,
  );

const SECTIONS = {
  'who-we-are': 'Who we are',
  'data-we-collect': 'Data we collect',
  anonymisation: 'How salary submissions are anonymised',
  'how-we-use-data': 'How we use your data',
  sharing: 'Who we share data with',
  'legal-bases': 'Legal bases: India and the United States',
  retention: 'How long we keep data',
  security: 'Security',
  'your-rights': 'Deleting your account and your other rights',
  children: 'Children',
  changes: 'Changes to this policy',
  contact: 'Contact and grievance officer',
} as const;

type SectionId = keyof typeof SECTIONS;
const SECTION_IDS = Object.keys(SECTIONS) as SectionId[];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} id={id} style={{ scrollMarginTop: 80 }}>
        {SECTION_IDS.indexOf(id) + 1}. {SECTIONS[id]}
      </Title>
      {children}
    </Stack>
  );
}

const Sub = ({ children }: { children: ReactNode }) => (
  <Title order={3} size="h4">
    {children}
  </Title>
);

export default function PrivacyPolicy() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Privacy Policy</Title>
          <Text c="dimmed">Last updated: 22 November 2026</Text>
          <Text>
            This policy explains what personal data Paysight collects when you use our website and services, how salary and offer
            submissions are anonymised, and the choices and rights you have. It applies to job seekers, premium subscribers and enterprise
            (employer) accounts in India and the United States. Please read it together with our{' '}
            <Anchor component={Link} to="/terms-and-conditions">
              Terms and Conditions
            </Anchor>
            .
          </Text>
        </Stack>

        <nav aria-label="Table of contents">
          <Title order={2} size="h4" mb="xs">
            Contents
          </Title>
          <List type="ordered" spacing={4}>
            {SECTION_IDS.map((id) => (
              <List.Item key={id}>
                <Anchor href={`#${id}`}>{SECTIONS[id]}</Anchor>
              </List.Item>
            ))}
          </List>
        </nav>

        <Divider />

        <Section id="who-we-are">
          <Text>
            Paysight is the compensation trust layer between employees and employers: salary data for India and the US, company comparison,
            career rankings, offer evaluation, an AI job-search assistant with auto-apply, and employer tools such as peer benchmarking, pay
            bands, compa ratios and merit-cycle planning. &ldquo;Paysight&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean the operator of
            Paysight, which decides how and why your personal data is processed (the &ldquo;data fiduciary&rdquo; under Indian law and the
            &ldquo;business&rdquo; under California law).
          </Text>
          <Text>
            When an employer uploads its own employees&rsquo; data into our enterprise tools (such as compa or merit-cycle planning), we
            process it on the employer&rsquo;s instructions; employees should direct requests about that data to their employer.
          </Text>
        </Section>

        <Section id="data-we-collect">
          <Sub>Account data</Sub>
          <List spacing={4}>
            <List.Item>Your name, email address and avatar.</List.Item>
            <List.Item>
              How you sign in: the work or school email used for magic-link sign-in, or the account identifier and email returned by Google,
              LinkedIn, Microsoft or your organisation&rsquo;s single sign-on provider. We do not receive your passwords for those
              providers.
            </List.Item>
            <List.Item>
              Your role (member, premium or enterprise), plan, trial status and, for enterprise accounts, the region your organisation is
              configured for.
            </List.Item>
          </List>
          <Sub>Profile data (you choose what to add)</Sub>
          <List spacing={4}>
            <List.Item>
              Current company, school, skills, interests, years of experience, date of birth, phone and contact numbers, LinkedIn profile
              URL and your current salary.
            </List.Item>
            <List.Item>
              Your resume, resumes the job assistant generates for you, and data imported from a professional network when you ask us to
              enrich your profile.
            </List.Item>
            <List.Item>
              Job-search preferences such as notice period and whether you need immigration sponsorship, and optionally gender and
              ethnicity. Gender and ethnicity are used only for aggregate pay-equity statistics and are never shown against your name.
            </List.Item>
          </List>
          <Sub>Salary and offer submissions</Sub>
          <Text>
            Company, title, level, location, experience, currency, base salary, stock (including vesting schedules, RSU values and option
            counts and prices), bonus, signing bonus, offer date and whether the role is current. Submissions are anonymised as described in{' '}
            <Anchor href="#anonymisation">section 3</Anchor>.
          </Text>
          <Sub>Usage data and cookies</Sub>
          <List spacing={4}>
            <List.Item>
              Pages visited, searches, device and browser type, IP address, approximate location derived from it, and timestamps. We use
              this to run the service, enforce daily search limits and prevent abuse.
            </List.Item>
            <List.Item>A session cookie holding your sign-in token, so you stay signed in.</List.Item>
            <List.Item>Your theme choice (Light or Cosmic) and your locale preference.</List.Item>
            <List.Item>
              A referral tracking cookie, <code>ref_trk</code>, which records which referral link brought you to Paysight so that referrals
              can be credited.
            </List.Item>
            <List.Item>
              Cookies set by analytics, session-recording (to see where pages confuse people), advertising and support-chat tools. These
              load only in production and only for non-bot visitors.
            </List.Item>
          </List>
          <Sub>Payment data</Sub>
          <Text>
            Payments are handled by our payment processors: your card, UPI or bank details go directly to them and we never store them. We
            keep only your subscription status.
          </Text>
        </Section>

        <Section id="anonymisation">
          <Text>Salary data is only useful if contributors are safe, so:</Text>
          <List spacing={4}>
            <List.Item>
              <strong>Identity is separated from the record.</strong> A salary or offer record is stored without your name, email or account
              identifier attached to it.
            </List.Item>
            <List.Item>
              <strong>Figures appear only in aggregates.</strong> A salary figure is shown only as part of an aggregate (such as a median or
              percentile) built from at least five records. This minimum is configurable and is currently five; where there are fewer
              records, no figure is shown.
            </List.Item>
            <List.Item>
              <strong>Nothing identifying is shown next to a figure.</strong> No figure is displayed together with your name, email, profile
              or any other detail that identifies you as a member.
            </List.Item>
            <List.Item>
              <strong>Outliers are held for review.</strong> Submissions far outside the usual range for a company, title and level are held
              back until reviewed, to protect accuracy and to stop unusual figures from singling anyone out.
            </List.Item>
            <List.Item>
              <strong>Demo data is labelled.</strong> Where figures are generated for demonstration rather than contributed by members or
              taken from public filings (such as US H-1B LCA disclosures), they are labelled as demo data.
            </List.Item>
          </List>
        </Section>

        <Section id="how-we-use-data">
          <List spacing={4}>
            <List.Item>
              <strong>Aggregates:</strong> to build salary ranges, levels and percentile benchmarks, company comparisons, leaderboards,
              career rankings and layoff tracking.
            </List.Item>
            <List.Item>
              <strong>Personal analysis:</strong> to evaluate your offers, suggest negotiation steps, compute your profile completeness,
              show talent-flow &ldquo;switch&rdquo; paths and generate AI features you ask for, such as the career roast.
            </List.Item>
            <List.Item>
              <strong>Job assistant:</strong> to match jobs to your profile, generate tailored resumes and, if you turn on auto-apply, send
              applications. Auto-apply only sends applications for job hunts you have set up, using the details you provided.
            </List.Item>
            <List.Item>
              <strong>Account and service:</strong> to sign you in, send magic links and notifications, verify salaries, process
              subscriptions and referrals, provide support, enforce our Terms and keep the service secure.
            </List.Item>
            <List.Item>
              <strong>Improvement:</strong> to see, in aggregate, which features are used and to fix problems. We never use contributed
              salary figures to identify or contact you.
            </List.Item>
          </List>
        </Section>

        <Section id="sharing">
          <List spacing={4}>
            <List.Item>
              <strong>Employers</strong> see only aggregates. Enterprise benchmarking (peer groups, pay bands, cohorts and talent
              intelligence) is built from anonymised aggregates, never from individual member records.
            </List.Item>
            <List.Item>
              <strong>Job applications:</strong> when you use auto-apply, the details and resume for that application are sent to the
              employer or job board you applied to.
            </List.Item>
            <List.Item>
              <strong>Service providers</strong> that process data for us under contract and only on our instructions: hosting and storage;
              email delivery (for magic links and notifications); payment processing; AI model providers used by the job assistant; and
              analytics and support chat, which load only in production and only for non-bot visitors.
            </List.Item>
            <List.Item>
              <strong>Legal reasons:</strong> where required by law, court order or a lawful request from a government authority, or to
              protect the rights and safety of members and Paysight.
            </List.Item>
            <List.Item>
              <strong>Business transfers:</strong> to a successor if Paysight is merged or acquired, subject to this policy.
            </List.Item>
          </List>
          <Text>We do not sell your personal data.</Text>
        </Section>

        <Section id="legal-bases">
          <Sub>India: Digital Personal Data Protection Act, 2023</Sub>
          <Text>
            We rely on the consent you give when you create an account, add profile data or submit a salary, and on the legitimate uses the
            Act allows, such as complying with the law. You may withdraw consent at any time (anonymised records no longer linked to you are
            not personal data). You have the right to information about the processing; to correction, completion, updating and erasure; to
            grievance redressal; and to nominate someone to act for you in case of death or incapacity. You may also complain to the Data
            Protection Board of India.
          </Text>
          <Sub>United States: state privacy laws</Sub>
          <Text>
            Residents of California (CCPA as amended by the CPRA) and other states with comprehensive privacy laws may know what personal
            information we collect and how we use it, access and receive a copy of it, correct it, delete it, opt out of its sale or sharing
            for cross-context behavioural advertising, and limit the use of sensitive personal information. We do not sell personal
            information, we use sensitive information (such as date of birth, gender or ethnicity you choose to provide) only to provide the
            service, and we honour Global Privacy Control signals. We will not discriminate against you for exercising these rights. You may
            use an authorised agent; we verify requests through your account email.
          </Text>
        </Section>

        <Section id="retention">
          <List spacing={4}>
            <List.Item>Account, profile data and resumes: until you delete them or your account.</List.Item>
            <List.Item>Sign-in links and sessions: until they are used, expire or you log out.</List.Item>
            <List.Item>Anonymised salary and offer records: indefinitely (not linked to you).</List.Item>
            <List.Item>Subscription and invoice records: as long as tax law requires.</List.Item>
            <List.Item>Security and usage logs: for a limited period, then deleted or aggregated.</List.Item>
          </List>
        </Section>

        <Section id="security">
          <List spacing={4}>
            <List.Item>All traffic to Paysight is encrypted with TLS.</List.Item>
            <List.Item>
              Sign-in tokens (magic-link and session tokens) are stored only as hashes, so a copy of our database cannot be used to sign in
              as you.
            </List.Item>
            <List.Item>
              Where a password is used, it is hashed in your browser before sending and we store only an argon2id hash of that value; we
              never store or see your password.
            </List.Item>
          </List>
          <Text>
            Access to production data is restricted to staff who need it, and salary records are kept apart from identity data. If a breach
            affects your personal data, we will notify you and the authorities as the law requires.
          </Text>
        </Section>

        <Section id="your-rights">
          <Text>
            <strong>Delete your account</strong> at any time from the{' '}
            <Anchor component={Link} to="/account">
              Account
            </Anchor>{' '}
            page. Deleting your account deletes your profile, your uploaded and generated files (such as resumes) and all your sessions.
            Your salary and offer contributions remain only as anonymised records that are not linked to you in any way.
          </Text>
          <Text>
            <strong>Access, correction and export:</strong> you can view and correct most of your data on your{' '}
            <Anchor component={Link} to="/profile">
              Profile
            </Anchor>{' '}
            page. To receive a copy of your personal data in a machine-readable format, or to exercise any other right in this policy, email{' '}
            <Anchor href="mailto:privacy@paysight.app">privacy@paysight.app</Anchor> from your account email. We respond within 30 days, or
            sooner where the law requires. You can also clear cookies in your browser (this signs you out) and unsubscribe from
            non-essential emails using the link in each email.
          </Text>
        </Section>

        <Section id="children">
          <Text>
            Paysight is not for anyone under 18, and you must be 18 or older to create an account. We do not knowingly collect
            children&rsquo;s data; if you believe a child has given us personal data, contact us and we will delete it.
          </Text>
        </Section>

        <Section id="changes">
          <Text>
            We may update this policy as the product or the law changes. We will change the &ldquo;Last updated&rdquo; date above and, for
            material changes, notify you by email or in-product notification before they take effect. Where the law requires fresh consent,
            we will ask for it.
          </Text>
        </Section>

        <Section id="contact">
          <Text>
            For questions, requests or complaints about your personal data, including grievances under the Digital Personal Data Protection
            Act, 2023, write to our Grievance Officer at <Anchor href="mailto:privacy@paysight.app">privacy@paysight.app</Anchor>. Please
            tell us the email address on your account and what you are asking for. We acknowledge grievances promptly and resolve them
            within the period required by law.
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}
