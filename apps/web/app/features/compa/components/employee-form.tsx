import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import { STANDARD_LEVELS } from '@paysight/contract/core';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';
import { usePendingIntent } from '~/lib/pending-intent';
import { ADD_EMPLOYEE, type EDIT_EMPLOYEE, type EmployeeFormField, type EmployeeFormValues } from '../employee-form';
import classes from './compa.module.css';

export interface EmployeeFormChoices {
  families: Array<{ slug: string; name: string }>;
  /** The region's metros (suggested; a city of the catalogue is taken too). */
  metros: string[];
  /** The roster's managers (suggested for the manager id). */
  managers: Array<{ employeeId: string; name: string | null }>;
}

export interface EmployeeFormProps {
  intent: typeof ADD_EMPLOYEE | typeof EDIT_EMPLOYEE;
  /** The row edited (POST /compa/employees/{id}); none when adding. */
  rowId?: number;
  /** What the form shows first: empty, the employee's values, or what was typed before a refusal. */
  initial: EmployeeFormValues;
  /** The API's refusal of the last post of this form, shown above its fields. */
  error: string | null;
  choices: EmployeeFormChoices;
  /** Gender is for workspace analysts and admins only (the API's rule). */
  showGender: boolean;
  /** The form's accessible name ("Add an employee", "Edit Asha Rao"). */
  label: string;
  submit: string;
}

const LEVELS = STANDARD_LEVELS.map((l) => ({ value: String(l.level), label: `${l.level} · ${l.name}` }));
const EQUITY_TYPES = [
  { value: '', label: 'Not given' },
  { value: 'rsu', label: 'RSU' },
  { value: 'options', label: 'Options' },
  { value: 'phantom', label: 'Phantom' },
  { value: 'none', label: 'None' },
];
const GENDERS = [
  { value: '', label: 'Not given' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
];
const CURRENCIES = [
  { value: 'INR', label: '₹ INR (India)' },
  { value: 'USD', label: '$ USD (United States)' },
];

/**
 * One employee of the roster, added or edited: a plain POST form (the page's action calls POST
 * /compa/employees or /compa/employees/{id}) that renders and submits without JavaScript, with every
 * column a roster file has, checked by the same rules. The page remounts it after a refusal with
 * what was typed, and after a save with the saved values.
 */
export function EmployeeForm({ intent, rowId, initial, error, choices, showGender, label, submit }: EmployeeFormProps) {
  const saving = usePendingIntent()(intent, rowId ? { employee: rowId } : {});
  // Field ids and datalists are per form: the add form and an employee's edit form share a page.
  const prefix = intent === ADD_EMPLOYEE ? 'add' : `edit-${rowId}`;
  const field = (name: EmployeeFormField) => ({ name, id: `${prefix}-${name}`, defaultValue: initial[name] });
  const inr = initial.currency !== 'USD';
  const amountHelp = inr ? 'Whole rupees a year: 1800000, 18,00,000 or 18 lakhs' : 'Whole dollars a year: 120000 or 120k';
  const level = LEVELS.some((l) => l.value === initial.level) || initial.level === '' ? LEVELS : [...LEVELS, initial.level];

  return (
    <IntentForm intent={intent} fields={rowId ? { employee: rowId } : {}} className={classes.employeeForm} aria-label={label}>
      {error && (
        <Alert color="red" role="alert" title={intent === ADD_EMPLOYEE ? 'The employee was not added' : 'The changes were not saved'}>
          {error}
        </Alert>
      )}
      <fieldset className={`${blocks.fieldset} ${classes.formFieldset}`}>
        <legend>Who</legend>
        <div className={`${blocks.columns} ${classes.formFields}`}>
          <TextInput label="Employee ID" required description="As in your HR system; once on the roster" {...field('employeeId')} />
          <TextInput label="Name" description="Optional" autoComplete="off" {...field('name')} />
          <TextInput label="Email" type="email" description="Optional" autoComplete="off" {...field('email')} />
          <TextInput label="Title" required {...field('title')} />
          <NativeSelect label="Level" required data={[{ value: '', label: 'Choose a level' }, ...level]} {...field('level')} />
          {choices.families.length > 0 ? (
            <NativeSelect
              label="Job family"
              required
              data={[{ value: '', label: 'Choose a family' }, ...choices.families.map((f) => ({ value: f.slug, label: f.name }))]}
              {...field('family')}
            />
          ) : (
            <TextInput label="Job family" required description="A family of the catalogue, by name" {...field('family')} />
          )}
          <TextInput label="Location" required description="A metro or a city" list={`${prefix}-metros`} {...field('location')} />
          <TextInput label="Manager’s employee ID" description="Optional" list={`${prefix}-managers`} {...field('managerId')} />
        </div>
      </fieldset>

      <fieldset className={`${blocks.fieldset} ${classes.formFieldset}`}>
        <legend>Pay</legend>
        <div className={`${blocks.columns} ${classes.formFields}`}>
          <NativeSelect label="Currency" description="The roster’s one currency" data={CURRENCIES} {...field('currency')} />
          <TextInput label="Base pay a year" required inputMode="decimal" description={amountHelp} {...field('base')} />
          <TextInput label="Bonus target a year" inputMode="decimal" description="Optional; 0 when left empty" {...field('bonusTarget')} />
          <TextInput label="Equity a year" inputMode="decimal" description="Its yearly value; optional" {...field('equity')} />
          <NativeSelect label="Equity type" data={EQUITY_TYPES} {...field('equityType')} />
          <TextInput label="Equity units" inputMode="numeric" description="Optional" {...field('equityUnits')} />
          <TextInput label="Vesting" description="e.g. 25/25/25/25 or monthly, 1y cliff" {...field('equityVesting')} />
          <TextInput label="FTE" inputMode="decimal" description="1 for full time, 0.5 or 50% for half" {...field('fte')} />
        </div>
      </fieldset>

      <fieldset className={`${blocks.fieldset} ${classes.formFieldset}`}>
        <legend>Dates and review</legend>
        <div className={`${blocks.columns} ${classes.formFields}`}>
          <TextInput label="Hire date" type="date" required {...field('hireDate')} />
          <TextInput label="Last pay change" type="date" description="Optional" {...field('lastChangeDate')} />
          <TextInput label="Performance rating" description="As your scale writes it; optional" {...field('performanceRating')} />
          {showGender && <NativeSelect label="Gender" description="Seen only by analysts and admins" data={GENDERS} {...field('gender')} />}
        </div>
      </fieldset>

      <div>
        <Button type="submit" loading={saving}>
          {submit}
        </Button>
      </div>
      <datalist id={`${prefix}-metros`}>
        {choices.metros.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      <datalist id={`${prefix}-managers`}>
        {choices.managers.map((m) => (
          <option key={m.employeeId} value={m.employeeId}>
            {m.name ?? m.employeeId}
          </option>
        ))}
      </datalist>
    </IntentForm>
  );
}
