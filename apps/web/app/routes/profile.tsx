import { Alert, Button, NativeSelect, Progress, Text, TextInput } from '@mantine/core';
import { PROFILE_GENDERS } from '@paysight/contract/core';
import { data, Form, useNavigation } from 'react-router';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import type { Route } from './+types/profile';
import { paths } from '~/config/paths';
import { SalaryCard } from '~/features/contributions/salary-card';
import { getSavedComparisons } from '~/features/compare/api/get-saved-comparisons';
import { comparisonIntent } from '~/features/compare/comparison.action';
import { SavedComparisons, type ComparisonAnswer } from '~/features/compare/components/saved-comparisons';
import { CatalogField, CatalogListField } from '~/features/profile/catalog-fields';
import { CareerSection, type CareerAnswer } from '~/features/profile/components/career-section';
import { NetworkImportSection } from '~/features/profile/components/network-import-section';
import { ResumeSection, sourceOf, sourcesAction } from '~/features/profile/components/resume-section';
import { careerToForm, describeCareerMessage, formToCareerBody, typedCareer } from '~/features/profile/career-form';
import { formToBody, JOB_HUNT_LABELS, profileToForm } from '~/features/profile/profile-form';
import classes from '~/features/profile/profile.module.css';
import { getPopularNames } from '~/features/suggest/api/get-popular-names';
import { getCareerHistory } from '~/features/profile/api/get-career-history';
import { getProfile } from '~/features/profile/api/get-profile';
import { getProfileSources } from '~/features/profile/api/get-profile-sources';
import { saveCareerHistory } from '~/features/profile/api/save-career-history';
import { updateProfile } from '~/features/profile/api/update-profile';
import { requireUser } from '~/lib/auth-guard';
import { formField, parseFormBody } from '~/lib/form-body';
import { privatePageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import { SuggestionLists } from '~/shell/suggestion-list';

/**
 * /profile: the signed-in member's profile (SPEC §3 Profile, §5 completeness). A plain POST form
 * (works before JavaScript); the action saves through POST /profile and the page shows the API's
 * message when a field is refused. Company, school and skills are typed as names: before
 * JavaScript with the most reported ones offered by the browser's own suggestions, then with a
 * typeahead over the suggest calls that sends the picked entries' slugs (catalog-fields.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [profile, career, suggestions, comparisons] = await Promise.all([
    getProfile(client, api),
    getCareerHistory(client, api),
    getPopularNames(client, api, ['companies', 'schools', 'skills']),
    getSavedComparisons(client, api),
  ]);
  if (!profile.ok) throw new Error(`GET /profile answered ${profile.status}: ${profile.message}`);
  return {
    profile: profile.data,
    career: career.ok ? career.data : { countryCode: null, positions: [], education: [] },
    sources: await getProfileSources(client, api).then((r) => (r.ok ? r.data : null)),
    suggestions,
    comparisons: comparisons.ok ? comparisons.data : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(request, context);
  const source = sourceOf(request);
  if (source) return sourcesAction(source, request, context);
  const { api } = await import('@paysight/contract');
  const form = await request.formData();
  if (form.get('intent') === 'career') return careerAction(form, request, context);
  // A saved comparison's Remove form (features/compare).
  const comparison = await comparisonIntent(serverApi(context, request), api, (key) => formField(form, key));
  if (comparison) return comparison;
  // Checked with the contract's schema first: "six" years is refused, naming the field, as the API would.
  const body = parseFormBody(api.updateProfile, formToBody(form));
  const result = body.ok ? await updateProfile(serverApi(context, request), api, body.body) : body;
  if (result.ok) return { ok: true as const, profile: result.data };
  // Keep what was typed, with the reason it was refused.
  const typed = Object.fromEntries([...form].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  return data({ ok: false as const, message: result.message, typed }, { status: result.status === 401 ? 401 : 400 });
}

/** The career history form (intent "career"): the whole list, checked with the contract's schema, then PUT /profile/career. */
async function careerAction(form: FormData, request: Request, context: Route.ActionArgs['context']) {
  const { api } = await import('@paysight/contract');
  const { body, rows } = formToCareerBody(form);
  const parsed = parseFormBody(api.putCareerHistory, body);
  const result = parsed.ok ? await saveCareerHistory(serverApi(context, request), api, parsed.body) : parsed;
  if (result.ok) return { career: true as const, ok: true as const, history: result.data };
  return data(
    { career: true as const, ok: false as const, message: describeCareerMessage(result.message, rows), typed: typedCareer(form) },
    { status: result.status === 401 ? 401 : 400 },
  );
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Your profile',
  description: 'Your Paysight profile: work, education and job-hunt details.',
  path: paths.profile(),
});

/** The catalogue fields, each named after its catalogue; the picked entry's slug goes along. */
const CATALOG_FIELDS = [
  { kind: 'company', label: 'Company', datalist: 'profile-companies', autoComplete: 'organization' },
  { kind: 'title', label: 'Job title', autoComplete: 'organization-title' },
  { kind: 'school', label: 'School or university', datalist: 'profile-schools' },
] as const;

const GENDER_LABELS: Record<(typeof PROFILE_GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};

export default function ProfilePage({ loaderData, actionData: answer }: Route.ComponentProps) {
  // The resume and export forms answer in their own sections.
  const sourcesAnswer = answer && 'source' in answer ? answer : undefined;
  const careerAnswer: CareerAnswer | undefined = answer && 'career' in answer ? answer : undefined;
  const comparisonAnswer: ComparisonAnswer | undefined = answer && 'intent' in answer ? answer : undefined;
  const actionData = answer && ('source' in answer || 'career' in answer || 'intent' in answer) ? undefined : answer;
  const career = careerAnswer?.ok ? careerAnswer.history : loaderData.career;
  const careerValues = careerAnswer && !careerAnswer.ok ? careerAnswer.typed : careerToForm(career, 'in');
  const navigation = useNavigation();
  const profile = actionData?.ok ? actionData.profile : loaderData.profile;
  const values = actionData && !actionData.ok ? { ...profileToForm(profile), ...actionData.typed } : profileToForm(profile);
  const saving = navigation.state === 'submitting';
  return (
    <PageFrame size="sm" fade={false}>
      <PageHeading eyebrow="Profile" title="Your profile" plainTitle />

      <section className={classes.card} aria-labelledby="completeness">
        <Text id="completeness" fw={700}>
          Profile {profile.completeness}% complete
        </Text>
        <Progress value={profile.completeness} mt="xs" aria-label="Profile completeness" />
        <Text fz="sm" c="dimmed" mt="xs">
          Company, school, salary, skills and experience count 20% each.
        </Text>
        {profile.missingJobHuntFields.length > 0 && (
          <Text fz="sm" mt="xs" data-testid="missing-job-hunt">
            For job applications, add: {profile.missingJobHuntFields.map((f) => JOB_HUNT_LABELS[f]).join(', ')}.
          </Text>
        )}
      </section>

      <SalaryCard salary={profile.salary} className={classes.card} />

      {loaderData.comparisons && <SavedComparisons data={loaderData.comparisons} answer={comparisonAnswer} />}

      {actionData?.ok && (
        <Alert color="green" role="status">
          Profile saved.
        </Alert>
      )}
      {actionData && !actionData.ok && (
        <Alert color="red" role="alert" title="Not saved">
          {actionData.message}
        </Alert>
      )}

      <ResumeSection fileName={profile.resumeFileName} resume={loaderData.sources?.resume} answer={sourcesAnswer} />
      <NetworkImportSection canEnrich={profile.canEnrich} networkImport={loaderData.sources?.networkImport} answer={sourcesAnswer} />

      <CareerSection history={career} values={careerValues} answer={careerAnswer} />
      {career.positions.length + career.education.length > 0 && (
        <Text fz="sm" c="dimmed" data-testid="from-career">
          Saving your career history fills company, job title and experience from the position you hold now, and school from your latest
          education.
        </Text>
      )}

      {/* The key resets the fields to what was saved after each answer. */}
      <Form method="post" className={classes.form} key={JSON.stringify(values)}>
        <Text fw={700}>Work and education</Text>
        <TextInput
          name="name"
          label="Full name"
          description="Application forms ask for it first"
          defaultValue={values.name}
          autoComplete="name"
        />
        {CATALOG_FIELDS.map((field) => {
          const saved = profile[field.kind];
          return (
            <CatalogField key={field.kind} {...field} name={field.kind} defaultValue={values[field.kind]} known={saved ? [saved] : []} />
          );
        })}
        <CatalogListField
          kind="skill"
          name="skills"
          slugName="skillSlug"
          label="Skills"
          description="Separated by commas"
          defaultValue={values.skills}
          known={profile.skills}
          datalist="profile-skills"
        />
        <TextInput name="experience" label="Years of experience" inputMode="numeric" defaultValue={values.experience} />

        <Text fw={700} mt="md">
          Job hunt
        </Text>
        <TextInput
          name="phoneNo"
          label="Phone number"
          description="International format, e.g. +91 98765 43210"
          type="tel"
          defaultValue={values.phoneNo}
          autoComplete="tel"
        />
        <TextInput name="contactNo" label="Other contact number" type="tel" defaultValue={values.contactNo} />
        <TextInput name="noticePeriodDays" label="Notice period (days)" inputMode="numeric" defaultValue={values.noticePeriodDays} />
        <NativeSelect
          name="immigrationSponsorshipRequired"
          label="Do you need visa sponsorship?"
          defaultValue={values.immigrationSponsorshipRequired}
          data={[
            { value: '', label: 'Not said' },
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />

        <Text fw={700} mt="md">
          About you
        </Text>
        <TextInput name="dob" label="Date of birth" type="date" defaultValue={values.dob} />
        <NativeSelect
          name="gender"
          label="Gender"
          defaultValue={values.gender}
          data={[{ value: '', label: 'Not said' }, ...PROFILE_GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))]}
        />
        <TextInput name="ethnicity" label="Ethnicity" defaultValue={values.ethnicity} />
        <TextInput name="interests" label="Interests" description="Separated by commas" defaultValue={values.interests} />

        <Button type="submit" loading={saving} mt="md">
          Save profile
        </Button>
      </Form>
      <SuggestionLists prefix="profile" lists={loaderData.suggestions} />
    </PageFrame>
  );
}
