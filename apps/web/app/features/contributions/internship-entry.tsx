import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatAmount } from '@paysight/contract/core';
import { Form, Link } from 'react-router';
import { paths } from '~/config/paths';
import segments from '~/shell/segments.module.css';
import { AmountInput, CurrencySelect, useAmountCurrency } from './amount-input';
import type { InternshipFormValues } from './internship-form';

/**
 * The "Add your salary" page's internship option: the stipend form (a plain POST form, intent
 * "internship") and the member's own internships with a way to withdraw each. A stipend counts on
 * the internships pages once its company (and title, and city) has MIN_SLICE of them.
 */
export function InternshipEntry({
  values,
  internships,
  saving,
  classes,
}: {
  values: InternshipFormValues;
  internships: api.MemberInternship[];
  saving: boolean;
  /** The page's form and card styles, shared with its salary form. */
  classes: { form: string | undefined; card: string | undefined };
}) {
  const amounts = useAmountCurrency(values.currency);
  const { cc } = amounts;
  return (
    <>
      <Form method="post" action={paths.profileSalary('internship')} className={classes.form} key={JSON.stringify(values)}>
        <Text fw={700}>Internship</Text>
        <TextInput
          name="company"
          label="Company"
          required
          defaultValue={values.company}
          list="salary-companies"
          autoComplete="organization"
        />
        <TextInput
          name="title"
          label="Role"
          description="e.g. Software Engineer, Data Analyst"
          required
          defaultValue={values.title}
          list="salary-titles"
        />
        <TextInput name="location" label="City" defaultValue={values.location} list="salary-cities" />
        <Text fw={700} mt="md">
          Stipend
        </Text>
        <CurrencySelect choice={amounts} />
        <AmountInput
          name="monthlyStipend"
          label="Stipend a month"
          description="0 for an unpaid internship"
          cc={cc}
          required
          defaultValue={values.monthlyStipend}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput name="durationMonths" label="Length in months" inputMode="numeric" defaultValue={values.durationMonths} />
          <TextInput name="year" label="Year" required inputMode="numeric" defaultValue={values.year} />
        </SimpleGrid>
        <Button type="submit" name="intent" value="internship" loading={saving} mt="md">
          Add internship
        </Button>
      </Form>

      {internships.length > 0 && (
        <section aria-labelledby="your-internships">
          <Title order={2} fz="h3" id="your-internships" mb="sm">
            Your internships
          </Title>
          <Stack gap="sm">
            {internships.map((i) => (
              <div key={i.id} className={classes.card} data-testid="member-internship">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div>
                    <Text fw={700}>
                      {i.title.name} intern at {i.company.name}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {[i.location?.name, String(i.year), i.durationMonths ? `${i.durationMonths} months` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    <Text mt={4}>{formatAmount(i.monthlyStipend, i.countryCode)} a month</Text>
                  </div>
                  <Badge color="green" variant="light">
                    Counted
                  </Badge>
                </Group>
                <Text fz="sm" c="dimmed" mt="xs">
                  Shown on the <Link to={paths.internships(i.countryCode, i.company.slug)}>{i.company.name} internships page</Link> once
                  five stipends there can be shown together, without your name.
                </Text>
                <Form method="post" action={paths.profileSalary('internship')}>
                  <input type="hidden" name="id" value={i.id} />
                  <Button type="submit" name="intent" value="delete-internship" variant="subtle" color="red" size="xs" mt="xs">
                    Withdraw
                  </Button>
                </Form>
              </div>
            ))}
          </Stack>
        </section>
      )}
    </>
  );
}

/** What the page says after an internship was added or withdrawn. */
export function InternshipNotice({ outcome }: { outcome: 'saved' | 'withdrawn' }) {
  return (
    <Alert color="green" role="status" title={outcome === 'saved' ? 'Saved' : 'Withdrawn'}>
      {outcome === 'saved'
        ? 'Your stipend counts on the internships pages, without your name, once there are five to show together.'
        : 'That internship no longer counts on the internships pages.'}
    </Alert>
  );
}

/** "A job" / "An internship": two links (works without JavaScript), the current one marked. */
export function EntryKindLinks({ current }: { current: 'job' | 'internship' }) {
  const links = [
    { kind: 'job', label: 'A job', to: paths.profileSalary() },
    { kind: 'internship', label: 'An internship', to: paths.profileSalary('internship') },
  ] as const;
  return (
    <nav aria-label="What you are adding">
      <ul className={segments.segments} style={{ listStyle: 'none', margin: 0 }}>
        {links.map((l) => (
          <li key={l.kind}>
            <Link
              to={l.to}
              className={segments.segment}
              aria-current={l.kind === current ? 'true' : undefined}
              style={{ display: 'block', padding: '6px 14px', textDecoration: 'none' }}
              data-testid={`entry-kind-${l.kind}`}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
