import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Container, Divider, List, Stack, Text, Title } from '@mantine/core';
import type { Route } from './+types/terms-and-conditions';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors. */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Terms and Conditions',
      description:
        'The terms for using Paysight: accounts, salary contributions, premium and enterprise plans, the AI job assistant and auto-apply.',
      path: '/terms-and-conditions',
    },
    matches,
  );

const SECTIONS = {
  acceptance: 'Acceptance of these terms',
  eligibility: 'Eligibility',
  accounts: 'Accounts and email verification',
  'acceptable-use': 'Acceptable use',
  contributions: 'Your contributions and the licence you grant',
  accuracy: 'Accuracy of data: no financial or legal advice',
  'plans-and-billing': 'Free use, premium subscriptions and enterprise plans',
  'job-assistant': 'The AI job assistant and auto-apply',
  'intellectual-property': 'Intellectual property',
  termination: 'Suspension, blocking and termination',
  liability: 'Disclaimers and limitation of liability',
  'governing-law': 'Governing law and disputes',
  changes: 'Changes to these terms',
  contact: 'Contact',
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

export default function TermsAndConditions() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Terms and Conditions</Title>
          <Text c="dimmed">Last updated: 22 November 2026</Text>
          <Text>
            These terms govern your use of Paysight, the compensation and career intelligence service for India and the United States,
            including its website, salary data, comparison and career tools, offer evaluation, the AI job assistant and our employer tools.
            How we handle personal data is described in our{' '}
            <Anchor component={Link} to="/privacy-policy">
              Privacy Policy
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

        <Section id="acceptance">
          <Text>
            By visiting Paysight, creating an account or submitting data, you agree to these terms. If you use Paysight on behalf of an
            organisation, you agree on its behalf and confirm you are authorised to do so. If you do not agree, do not use Paysight. An
            enterprise order form or separate written agreement signed with us takes precedence over these terms where the two conflict.
          </Text>
        </Section>

        <Section id="eligibility">
          <Text>
            You must be at least 18 years old and able to enter into a binding contract to use Paysight. You may not use Paysight if we have
            previously blocked your account or if the law prohibits you from doing so.
          </Text>
        </Section>

        <Section id="accounts">
          <List spacing={4}>
            <List.Item>
              Job seekers sign in with a work or school email address, verified by a single-use magic link sent to that address, or with
              Google or LinkedIn. We may refuse personal webmail addresses where a work or school email is required, because verification is
              what keeps our salary data trustworthy.
            </List.Item>
            <List.Item>
              Enterprise accounts sign in through single sign-on with Google Workspace or Microsoft. The organisation is responsible for who
              it grants access to.
            </List.Item>
            <List.Item>
              Keep your account to yourself. You are responsible for activity under your account and must tell us promptly at{' '}
              <Anchor href="mailto:legal@paysight.app">legal@paysight.app</Anchor> if you believe it has been misused.
            </List.Item>
            <List.Item>Information you give us about yourself must be accurate and current.</List.Item>
          </List>
        </Section>

        <Section id="acceptable-use">
          <Text>You must not:</Text>
          <List spacing={4}>
            <List.Item>
              scrape, crawl, bulk-download or otherwise extract data from Paysight by automated means, or use it to build a competing
              dataset, except through an interface we have agreed to in writing;
            </List.Item>
            <List.Item>
              submit false, fabricated or someone else&rsquo;s salary, offer or verification data, or manipulate leaderboards, rankings or
              referrals;
            </List.Item>
            <List.Item>
              attempt to re-identify contributors, reverse-engineer individual records from aggregates (for example by combining narrow
              filters or repeated queries), or link anonymised data back to a person;
            </List.Item>
            <List.Item>
              get around daily search limits, premium restrictions, region locks or other access controls, or share paid accounts;
            </List.Item>
            <List.Item>
              interfere with, probe or overload our systems, or reverse-engineer the service except as the law expressly permits;
            </List.Item>
            <List.Item>
              post unlawful, defamatory, harassing or confidential content, including your employer&rsquo;s trade secrets, in interview
              questions, layoff reports or anywhere else.
            </List.Item>
          </List>
        </Section>

        <Section id="contributions">
          <Text>
            When you submit a salary, offer, interview question or other contribution, you confirm it is truthful and that you are entitled
            to share it. You grant Paysight a worldwide, perpetual, irrevocable, royalty-free, transferable and sublicensable licence to
            store, anonymise, aggregate, analyse, publish and commercialise that contribution in anonymised form, including in aggregates
            provided to employers. This licence survives deletion of your account; after deletion, contributions remain only as anonymised
            records not linked to you. We may hold, edit, exclude or remove any contribution, for example outliers held for review.
          </Text>
        </Section>

        <Section id="accuracy">
          <Text>
            Figures on Paysight are estimates. They are built from member submissions, from public filings such as US H-1B Labor Condition
            Application (LCA) disclosures, and in some places from generated demo data, which is labelled as such. They may be incomplete,
            out of date or wrong, and aggregates are shown only where enough records exist. Offer evaluations, negotiation checklists,
            career rankings, job-risk views and AI-generated content are informational. Nothing on Paysight is financial, tax, legal,
            immigration or career advice; check important decisions with a qualified adviser.
          </Text>
        </Section>

        <Section id="plans-and-billing">
          <List spacing={4}>
            <List.Item>
              <strong>Free and anonymous use.</strong> Anonymous visitors and free members may search a limited number of times each day.
              Some features are available only to premium subscribers or enterprise accounts.
            </List.Item>
            <List.Item>
              <strong>Premium subscriptions.</strong> Prices, billing periods and included features are shown on the{' '}
              <Anchor component={Link} to="/pricing">
                Pricing
              </Anchor>{' '}
              page, in rupees or US dollars, plus applicable taxes such as GST or sales tax. Subscriptions renew automatically until
              cancelled and are charged through our payment processors. Coupon codes are subject to the terms stated with them.
            </List.Item>
            <List.Item>
              <strong>Cancellation.</strong> You can cancel at any time from the{' '}
              <Anchor component={Link} to="/account">
                Account
              </Anchor>{' '}
              page. Cancellation stops future renewals; you keep premium access until the end of the period already paid for. Payments are
              non-refundable except where the law requires otherwise.
            </List.Item>
            <List.Item>
              <strong>Enterprise plans and trials.</strong> Enterprise plans are governed by the order form agreed with your organisation,
              including seats, region and fees. Trials end on the stated date, and expired enterprise accounts lose access to employer tools
              until renewed. Organisations that upload employee data to the compa or merit-cycle tools must have the right to do so and
              remain responsible for that data.
            </List.Item>
            <List.Item>We may change prices with notice before your next renewal; the new price applies from that renewal.</List.Item>
          </List>
        </Section>

        <Section id="job-assistant">
          <List spacing={4}>
            <List.Item>
              The AI job assistant can match jobs, generate resumes and, if you turn on auto-apply, submit applications on your behalf for
              the job hunts you set up, using the profile, resume and preferences you provide.
            </List.Item>
            <List.Item>
              You authorise those applications and are responsible for them, including the accuracy of everything sent and compliance with
              each employer&rsquo;s and job board&rsquo;s terms. Review your job hunts and generated resumes, and pause auto-apply if your
              circumstances change.
            </List.Item>
            <List.Item>
              AI-generated content, including resumes, matches, career roasts and suggestions, may be inaccurate, incomplete or unsuitable.
              We do not guarantee interviews, offers or any outcome, and we are not responsible for employers&rsquo; decisions.
            </List.Item>
          </List>
        </Section>

        <Section id="intellectual-property">
          <Text>
            Paysight, its logo, software, design, compilations of data, aggregates, rankings and content (other than your own contributions)
            belong to Paysight or its licensors. We grant you a limited, personal, non-exclusive, non-transferable licence to use the
            service for your own career or, for enterprise accounts, your organisation&rsquo;s internal compensation decisions. You may
            quote individual figures with attribution to Paysight, but not republish datasets or substantial parts of them. You keep
            ownership of your resume and personal content; you grant us the rights needed to provide the service to you with it.
          </Text>
        </Section>

        <Section id="termination">
          <Text>
            You may stop using Paysight and delete your account from the{' '}
            <Anchor component={Link} to="/account">
              Account
            </Anchor>{' '}
            page at any time. We may suspend, restrict or block an account, remove contributions or block access from a network, with or
            without notice, if we reasonably believe these terms have been broken, data has been falsified or scraped, or the account puts
            members, contributors or Paysight at risk. Where we terminate a paid account without cause, we refund the unused part of the
            fee. Sections 5, 6, 9, 11 and 12 survive termination.
          </Text>
        </Section>

        <Section id="liability">
          <Text>
            Paysight is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the extent the law allows, we disclaim all
            warranties, including merchantability, fitness for a particular purpose, accuracy and uninterrupted availability.
          </Text>
          <Text>
            To the extent the law allows, Paysight is not liable for indirect, incidental, special, consequential or punitive damages, or
            for lost earnings, lost offers, lost profits or lost data, arising from your use of the service or reliance on its figures. Our
            total liability for any claim is limited to the greater of the amount you paid us in the 12 months before the claim and INR
            5,000 (for users in India) or USD 100 (for users in the US). Nothing in these terms limits liability that cannot be limited by
            law.
          </Text>
        </Section>

        <Section id="governing-law">
          <List spacing={4}>
            <List.Item>
              <strong>Users in India:</strong> these terms are governed by the laws of India, and the courts at Bengaluru, Karnataka have
              exclusive jurisdiction.
            </List.Item>
            <List.Item>
              <strong>Users in the United States:</strong> these terms are governed by the laws of the State of Delaware, without regard to
              its conflict-of-laws rules, and the state and federal courts located in Delaware have exclusive jurisdiction.
            </List.Item>
          </List>
          <Text>
            Before starting any proceedings, please contact us so we can try to resolve the dispute informally. Mandatory consumer
            protections of the place where you live still apply.
          </Text>
        </Section>

        <Section id="changes">
          <Text>
            We may update these terms as the product or the law changes. We will update the &ldquo;Last updated&rdquo; date and, for
            material changes, notify you by email or in-product notification before they take effect. Continuing to use Paysight after that
            means you accept the updated terms.
          </Text>
        </Section>

        <Section id="contact">
          <Text>
            Questions about these terms can be sent to <Anchor href="mailto:legal@paysight.app">legal@paysight.app</Anchor>. For privacy
            requests, write to <Anchor href="mailto:privacy@paysight.app">privacy@paysight.app</Anchor>.
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}
