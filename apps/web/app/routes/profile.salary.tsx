import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatAmount, STANDARD_LEVELS } from '@paysight/contract/core';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/profile.salary';
import { paths } from '~/config/paths';
import { loadAddSalary } from '~/features/contributions/add-salary.loader';
import { AmountInput, CurrencySelect, useAmountCurrency } from '~/features/contributions/amount-input';
import { deleteContribution } from '~/features/contributions/api/delete-contribution';
import { saveContribution } from '~/features/contributions/api/save-contribution';
import { formToContribution, VESTING_SCHEDULES, type ContributionFormValues } from '~/features/contributions/contribution-form';
import { SalaryStanding } from '~/features/contributions/salary-standing';
import { internshipAction } from '~/features/contributions/internship-entry.action';
import { EntryKindLinks, InternshipEntry, InternshipNotice } from '~/features/contributions/internship-entry';
import type { InternshipFormValues } from '~/features/contributions/internship-form';
import classes from '~/features/profile/profile.module.css';
import { parseFormBody } from '~/lib/form-body';
import { privatePageMeta } from '~/lib/meta';
import { memberFormAction } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';
import { SuggestionLists } from '~/shell/suggestion-list';

/**
 * /profile/salary: "Add your salary" (SPEC §3 Salary, §7 GET/POST /profile/salary). A plain POST
 * form (works before JavaScript) over the contributions API, with the member's own contributions
 * listed below it: where each stands (published, held for review) and how to change or withdraw
 * it. After a save (`?saved={id}`) the confirmation says where a published salary stands in its
 * slice. `?company=&title=&src=` prefill the form from the page that sent the member here;
 * `?edit={id}` opens one of their own for editing.
 */
export const loader = (args: Route.LoaderArgs) => loadAddSalary(args);

export async function action(args: Route.ActionArgs) {
  const { api, client, form } = await memberFormAction(args);
  const intent = form.get('intent');
  if (intent === 'internship' || intent === 'delete-internship') return internshipAction(client, api, form);
  if (intent === 'delete') {
    const result = await deleteContribution(client, api, Number(form.get('id')));
    if (result.ok) return redirect(`${paths.profileSalary()}?withdrawn=1`);
    return data({ ok: false as const, message: result.message, typed: null }, { status: result.status === 401 ? 401 : 400 });
  }
  const body = parseFormBody(api.saveContribution, formToContribution(form));
  const result = body.ok ? await saveContribution(client, api, body.body) : body;
  if (result.ok) return redirect(`${paths.profileSalary()}?saved=${result.data.id}`);
  // Keep what was typed, with the reason it was refused.
  const typed = Object.fromEntries([...form].map(([k, v]) => [k, typeof v === 'string' ? v : ''])) as Partial<ContributionFormValues>;
  return data(
    { ok: false as const, message: result.message, typed },
    { status: result.status === 401 ? 401 : result.status === 429 ? 429 : 400 },
  );
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Add your salary',
  description: 'Share what you earn, anonymously, and see where you stand.',
  path: paths.profileSalary(),
});

const STATUS_TEXT = {
  published: { label: 'Published', color: 'green', note: 'Counted on the salary pages, without your name.' },
  held: {
    label: 'Held for review',
    color: 'yellow',
    note: 'Far from what others at this level report; a person checks it before it counts.',
  },
  'not-published': { label: 'Not published', color: 'gray', note: 'Not counted after review.' },
} as const;

export default function ProfileSalaryPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const values = { ...loaderData.form, ...(actionData?.typed ?? {}) } as ContributionFormValues;
  const amounts = useAmountCurrency(values.currency);
  const { cc } = amounts;
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'delete';
  const saved = loaderData.saved;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={paths.profile()} fz="sm" display="block" mb="sm">
            ← Profile
          </Anchor>
          <span className={shell.eyebrow}>Salary</span>
          <Title order={1} mt="sm">
            {loaderData.editing ? 'Change your salary' : 'Add your salary'}
          </Title>
          <Text c="dimmed" mt="xs">
            Your figures are shown on the salary pages without your name, email or anything else that points to you. They stay there,
            anonymous, if you delete your account.
          </Text>
        </div>

        {saved && (
          <Alert color={saved.status === 'published' ? 'green' : 'yellow'} role="status" title="Saved">
            {saved.status === 'published'
              ? `Your salary at ${saved.company.name} counts on the salary pages within a minute.`
              : `Your salary at ${saved.company.name} is held for review: ${STATUS_TEXT.held.note}`}
            {saved.status === 'published' && loaderData.standing?.id === saved.id && <SalaryStanding standing={loaderData.standing} />}
          </Alert>
        )}
        {loaderData.internshipOutcome && <InternshipNotice outcome={loaderData.internshipOutcome} />}
        {actionData && !actionData.ok && (
          <Alert color="red" role="alert" title="Not saved">
            {actionData.message}
          </Alert>
        )}

        {!loaderData.editing && <EntryKindLinks current={loaderData.kind} />}

        {loaderData.kind === 'internship' ? (
          <InternshipEntry
            values={
              {
                ...loaderData.internshipForm,
                ...((actionData && 'typedInternship' in actionData ? actionData.typedInternship : null) ?? {}),
              } as InternshipFormValues
            }
            internships={loaderData.internships}
            classes={{ form: classes.form, card: classes.card }}
            saving={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'internship'}
          />
        ) : (
          <>
            <Form method="post" className={classes.form} key={JSON.stringify(loaderData.form)}>
              {values.id && <input type="hidden" name="id" value={values.id} />}
              <input type="hidden" name="src" value={values.src} />
              <Text fw={700}>Job</Text>
              <TextInput
                name="company"
                label="Company"
                required
                defaultValue={values.company}
                list="salary-companies"
                autoComplete="organization"
              />
              <TextInput name="title" label="Job title" required defaultValue={values.title} list="salary-titles" />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput name="level" label="Level at the company" description="e.g. L5, SDE II" defaultValue={values.level} />
                <NativeSelect
                  name="standardLevel"
                  label="Seniority"
                  description="Where the level sits"
                  defaultValue={values.standardLevel}
                  data={[
                    { value: '', label: 'From the level' },
                    ...STANDARD_LEVELS.map((l) => ({ value: String(l.level), label: l.name })),
                  ]}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput name="location" label="City" defaultValue={values.location} list="salary-cities" />
                <TextInput name="experience" label="Years of experience" required inputMode="numeric" defaultValue={values.experience} />
              </SimpleGrid>

              <Text fw={700} mt="md">
                Pay per year
              </Text>
              <CurrencySelect choice={amounts} />
              <AmountInput name="base" label="Base salary" cc={cc} required defaultValue={values.base} />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <AmountInput name="bonus" label="Yearly bonus" cc={cc} defaultValue={values.bonus} />
                <AmountInput name="signingBonus" label="Signing or joining bonus" cc={cc} defaultValue={values.signingBonus} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <AmountInput name="rsuValue" label="Stock grant (whole grant)" cc={cc} defaultValue={values.rsuValue} />
                <NativeSelect
                  name="vesting"
                  label="Vesting"
                  defaultValue={values.vesting}
                  data={Object.entries(VESTING_SCHEDULES).map(([value, s]) => ({ value, label: s.label }))}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <TextInput name="optionCount" label="Stock options (count)" inputMode="numeric" defaultValue={values.optionCount} />
                <TextInput name="strikePrice" label="Strike price per share" inputMode="decimal" defaultValue={values.strikePrice} />
                <TextInput
                  name="preferredPrice"
                  label="Preferred price per share"
                  description="The latest 409A or round price"
                  inputMode="decimal"
                  defaultValue={values.preferredPrice}
                />
              </SimpleGrid>
              <AmountInput
                name="stocks"
                label="Or stock per year"
                description="When you know the yearly value rather than the grant"
                cc={cc}
                defaultValue={values.stocks}
              />

              <Text fw={700} mt="md">
                For you only
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <AmountInput name="targetSalary" label="Salary you are aiming for" cc={cc} defaultValue={values.targetSalary} />
                <TextInput name="offerDate" label="Offer date" type="date" defaultValue={values.offerDate} />
              </SimpleGrid>
              <Checkbox name="isCurrent" label="This is my current job" defaultChecked={values.isCurrent === 'on'} mt="xs" />

              <Button type="submit" name="intent" value="save" loading={saving} mt="md">
                {loaderData.editing ? 'Save changes' : 'Add salary'}
              </Button>
            </Form>

            {loaderData.salaries.length > 0 && (
              <section aria-labelledby="your-salaries">
                <Title order={2} fz="h3" id="your-salaries" mb="sm">
                  Your salaries
                </Title>
                <Stack gap="sm">
                  {loaderData.salaries.map((s) => {
                    const status = STATUS_TEXT[s.status];
                    return (
                      <div key={s.id} className={classes.card} data-testid="contribution">
                        <Group justify="space-between" align="flex-start" wrap="nowrap">
                          <div>
                            <Text fw={700}>
                              {s.title.name} at {s.company.name}
                              {s.level ? ` · ${s.level}` : ''}
                            </Text>
                            <Text fz="sm" c="dimmed">
                              {[s.location?.name, s.experience !== null ? `${s.experience} yrs` : null, s.isCurrent ? 'Current job' : null]
                                .filter(Boolean)
                                .join(' · ')}
                            </Text>
                            <Text mt={4}>
                              {formatAmount(s.total, s.countryCode)} a year
                              <Text span c="dimmed" fz="sm">
                                {' '}
                                · first year {formatAmount(s.firstYearTotal, s.countryCode)}
                              </Text>
                            </Text>
                          </div>
                          <Stack gap={4} align="flex-end">
                            <Badge color={status.color} variant="light">
                              {status.label}
                            </Badge>
                            {s.verification === 'verified' && (
                              <Badge color="blue" variant="light">
                                Verified
                              </Badge>
                            )}
                          </Stack>
                        </Group>
                        <Text fz="sm" c="dimmed" mt="xs">
                          {status.note}
                        </Text>
                        <Group gap="xs" mt="sm">
                          <Button component={Link} to={`${paths.profileSalary()}?edit=${s.id}`} variant="default" size="xs">
                            Change
                          </Button>
                          <Form method="post">
                            <input type="hidden" name="id" value={s.id} />
                            <Button type="submit" name="intent" value="delete" variant="subtle" color="red" size="xs">
                              Withdraw
                            </Button>
                          </Form>
                        </Group>
                      </div>
                    );
                  })}
                </Stack>
              </section>
            )}
          </>
        )}
        <SuggestionLists prefix="salary" lists={loaderData.suggestions} />
      </Stack>
    </Container>
  );
}
