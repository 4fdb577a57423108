import { Alert, Button, Checkbox, Group, NativeSelect, NumberInput, Text, TextInput } from '@mantine/core';
import { STANDARD_LEVELS } from '@paysight/contract/core';
import { Link } from 'react-router';
import type { HuntFormValues } from '../hunt-form';
import { jobgptHref } from '../jobgpt-query';
import { COUNTRY_WORDS, REMOTE_WORDS } from '../jobgpt-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './jobgpt.module.css';
import { NamesField } from './names-field';
import { SuggestionLists } from '~/shell/suggestion-list';
import { IntentForm } from '~/shell/intent-form';
import { usePendingIntent } from '~/lib/pending-intent';

export type HuntSuggestions = Record<'titles' | 'cities' | 'companies' | 'skills', string[]>;

/** A set of boxes to tick under its legend, each posted as `name`; `checked` holds the ticked values. */
function CheckGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked: readonly string[];
}) {
  return (
    <fieldset className={`${blocks.fieldset} ${classes.fieldset}`}>
      <legend>{legend}</legend>
      <div className={classes.checks}>
        {options.map((o) => (
          <Checkbox key={o.value} name={name} value={o.value} label={o.label} defaultChecked={checked.includes(o.value)} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Start or change a job hunt: a plain POST form (works before JavaScript). Names are picked with
 * typeaheads; the server refuses a name its catalogue does not know, and the page shows why
 * beside the form. Auto mode is off until the member turns it on, and says what it costs.
 */
export function HuntForm({
  huntId,
  initial,
  error,
  suggestions,
}: {
  huntId: number | null;
  initial: HuntFormValues;
  error: string | null;
  suggestions: HuntSuggestions;
}) {
  const intent = huntId ? 'update' : 'create';
  const saving = usePendingIntent()(intent);
  return (
    <IntentForm intent={intent} className={classes.form} id="hunt-form" aria-label={huntId ? 'Change the job hunt' : 'Start a job hunt'}>
      {huntId && <input type="hidden" name="huntId" value={huntId} />}
      {error && (
        <Alert color="red" role="alert" title={huntId ? 'The hunt was not saved' : 'The hunt was not started'}>
          {error}
        </Alert>
      )}
      <TextInput name="name" label="Name" placeholder="e.g. Senior data roles" defaultValue={initial.name} required maxLength={80} />
      <Text fw={700} mt="sm">
        What to look for
      </Text>
      <NamesField
        kind="title"
        name="titles"
        label="Job titles"
        description="Separated by commas; pick from the suggestions"
        placeholder="e.g. Data Scientist, ML Engineer"
        defaultValue={initial.titles}
        datalist="hunt-titles"
      />
      <NamesField
        kind="location"
        name="locations"
        label="Cities"
        description="Leave empty (and no country) for anywhere"
        placeholder="e.g. Bengaluru, Pune"
        defaultValue={initial.locations}
        datalist="hunt-cities"
      />
      <CheckGroup
        legend="Countries"
        name="countries"
        options={(['in', 'us'] as const).map((c) => ({ value: c, label: COUNTRY_WORDS[c] }))}
        checked={initial.countries}
      />
      <CheckGroup
        legend="Work place (none ticked: any)"
        name="remote"
        options={(['full', 'hybrid', 'none'] as const).map((r) => ({ value: r, label: REMOTE_WORDS[r] }))}
        checked={initial.remote}
      />
      <CheckGroup
        legend="Experience levels (none ticked: any)"
        name="levels"
        options={STANDARD_LEVELS.map((l) => ({ value: String(l.level), label: `${l.level} · ${l.name}` }))}
        checked={initial.levels}
      />
      <div className={classes.payRow}>
        <TextInput
          name="minPay"
          label="Minimum base pay a year"
          description="In lakhs for rupees, thousands for dollars; empty for any"
          inputMode="decimal"
          placeholder="e.g. 30"
          defaultValue={initial.minPay}
        />
        <NativeSelect
          name="payCurrency"
          label="Currency"
          aria-label="Currency of the minimum base pay"
          defaultValue={initial.payCurrency}
          data={[
            { value: 'INR', label: '₹ lakhs' },
            { value: 'USD', label: '$ thousands' },
          ]}
        />
      </div>
      <NamesField
        kind="skill"
        name="skills"
        label="Skills"
        description="The skills you bring; they count for 35% of each match"
        placeholder="e.g. Python, SQL"
        defaultValue={initial.skills}
        datalist="hunt-skills"
      />
      <NamesField
        kind="company"
        name="companies"
        label="Only these companies"
        description="Empty for any company"
        defaultValue={initial.companies}
        datalist="hunt-companies"
      />
      <NamesField
        kind="company"
        name="excludedCompanies"
        label="Never these companies"
        description="JobGPT never matches or applies to them"
        defaultValue={initial.excludedCompanies}
        datalist="hunt-companies"
      />
      <Checkbox name="visa" label="I need visa sponsorship" defaultChecked={initial.visa} />

      <Text fw={700} mt="sm">
        How JobGPT applies
      </Text>
      <div className={classes.explain}>
        <Checkbox name="autoMode" label="Auto mode: apply without asking me" defaultChecked={initial.autoMode} />
        <Text fz="sm" mt={6}>
          Off (the default), every match waits in your review queue until you approve it. On, JobGPT applies by itself to matches at or
          above your minimum score, up to your daily limit, and <strong>each automatic application spends one credit</strong>. Approving a
          match yourself spends none.
        </Text>
      </div>
      <Group grow align="flex-end">
        <NumberInput
          name="dailyLimit"
          label="Daily limit"
          description="Applications a day, 1–100"
          min={1}
          max={100}
          allowDecimal={false}
          defaultValue={initial.dailyLimit}
        />
        <NumberInput
          name="minScore"
          label="Minimum match score (%)"
          description="Matches below it are not offered, 0–100"
          min={0}
          max={100}
          allowDecimal={false}
          defaultValue={initial.minScore}
        />
      </Group>
      <Checkbox
        name="tailoredResume"
        label="Write a tailored resume for each application"
        description="A version of your resume that leads with what the job asks for; facts come only from your profile."
        defaultChecked={initial.tailoredResume}
      />
      <Group mt="sm">
        <Button type="submit" loading={saving}>
          {huntId ? 'Save changes' : 'Start the hunt'}
        </Button>
        {huntId && (
          <Button component={Link} to={jobgptHref({ hunt: huntId })} variant="default">
            Cancel
          </Button>
        )}
      </Group>
      <SuggestionLists prefix="hunt" lists={suggestions} />
    </IntentForm>
  );
}
