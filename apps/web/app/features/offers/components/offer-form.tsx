import { Alert, Button, Checkbox, FileInput, NativeSelect, TextInput } from '@mantine/core';
import type { api } from '@paysight/contract';
import { STANDARD_LEVELS } from '@paysight/contract/core';
import { useState, useSyncExternalStore } from 'react';
import { uploadOfferLetter } from '../api/upload-offer-letter';
import { amountHint, applyPrefill, foundFields, type OfferFormField, type OfferFormValues } from '../offer-form';
import { COUNT_LABEL, SHARING_STATEMENT } from '../offers-text';
import { CaptchaWidget } from './captcha-widget';
import blocks from '~/shell/page-blocks.module.css';
import classes from './offers.module.css';
import { SuggestionLists } from '~/shell/suggestion-list';
import { IntentForm } from '~/shell/intent-form';
import { usePendingIntent } from '~/lib/pending-intent';

export interface OfferFormProps {
  /** What the form shows first: empty, or what was typed before a refusal. */
  initial: OfferFormValues;
  suggestions: { companies: string[]; titles: string[]; cities: string[] };
}

const noSubscription = () => () => {};
/** false while rendering on the server and hydrating, true after: the parts that need JavaScript show then. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const LEVEL_OPTIONS = [
  { value: '', label: 'Not sure' },
  ...STANDARD_LEVELS.map((l) => ({ value: String(l.level), label: `${l.level} · ${l.name}` })),
];
const GENDER_OPTIONS = [
  { value: '', label: 'Not said' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
];

/** The prefill from an offer letter (needs JavaScript: the letter is read by the API, not the page). */
function LetterPrefill({ onRead }: { onRead: (prefill: api.OfferPrefill) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; found: ReturnType<typeof foundFields> } | { ok: false; message: string } | null>(null);

  const read = async () => {
    if (!file) return;
    setBusy(true);
    const res = await uploadOfferLetter(file);
    setBusy(false);
    if (!res.ok) {
      setResult({ ok: false, message: res.message });
      return;
    }
    const found = foundFields(res.data);
    setResult({ ok: true, found });
    onRead(res.data);
  };

  return (
    <section className={classes.prefill} aria-labelledby="prefill-title">
      {/* The first heading under the page's h1 (the offers' own come after). */}
      <h2 className={classes.subTitle} id="prefill-title">
        Prefill from your offer letter
      </h2>
      <p className={classes.note}>A PDF of up to 5 MB. It is read, not kept: check every figure before you add the offer.</p>
      <div className={`${blocks.inline} ${classes.prefillRow}`}>
        <FileInput
          className={classes.grow}
          label="Offer letter (PDF)"
          placeholder="Choose a PDF"
          // Mantine's placeholder grey is under 4.5:1 on the page; the dimmed text colour is not.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept="application/pdf"
          value={file}
          onChange={setFile}
          clearable
        />
        <Button variant="light" onClick={() => void read()} loading={busy} disabled={!file}>
          Read the letter
        </Button>
      </div>
      {result && !result.ok && (
        <Alert color="red" role="alert" mt="sm" title="The letter could not be read">
          {result.message}
        </Alert>
      )}
      {result?.ok && (
        <div className={classes.found} data-testid="prefill-found" role="status">
          {result.found.length === 0 ? (
            <p className={classes.note}>Nothing in this letter looked like pay or terms; fill the form by hand.</p>
          ) : (
            <>
              <p className={classes.note}>Filled in from your letter; each figure with the line it came from:</p>
              <dl className={classes.foundList}>
                {result.found.map((f) => (
                  <div key={f.field}>
                    <dt>{f.label}</dt>
                    <dd>
                      <strong>{f.value}</strong>
                      {f.note ? ` (${f.note})` : ''} <q className={classes.quote}>{f.line}</q>
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Add an offer: a plain POST form (the page's action calls POST /offers) that renders and
 * submits without JavaScript; amounts say what they mean as they are typed (lakhs, k). The
 * captcha and the letter prefill need JavaScript, and the form says so when it is off. The page
 * remounts the form after a refusal (with what was typed), so the captcha starts afresh.
 */
export function OfferForm({ initial, suggestions }: OfferFormProps) {
  const [values, setValues] = useState(initial);
  const hydrated = useHydrated();

  const set = (field: OfferFormField) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const text = (field: OfferFormField) => ({ name: field, value: values[field], onChange: set(field) });
  const amount = (field: OfferFormField) => ({
    ...text(field),
    inputMode: 'decimal' as const,
    description:
      amountHint(values[field], values.currency) ||
      (values.currency === 'INR' ? 'Whole rupees, e.g. 2450000' : 'Whole dollars, e.g. 185000'),
    autoComplete: 'off',
  });
  const saving = usePendingIntent()('create');

  return (
    <div className={classes.formWrap}>
      {hydrated && <LetterPrefill onRead={(p) => setValues((v) => applyPrefill(v, p))} />}
      <IntentForm intent="create" className={classes.form} aria-label="Add an offer">
        <fieldset className={`${blocks.fieldset} ${classes.fieldset}`}>
          <legend>The job</legend>
          <div className={`${blocks.columns} ${classes.fields}`}>
            <TextInput label="Company" required list="offer-companies" autoComplete="organization" {...text('companyName')} />
            <TextInput label="Title" required list="offer-titles" {...text('title')} />
            <TextInput label="Level at the company" description="e.g. L5, SDE II (optional)" {...text('level')} />
            <NativeSelect label="Standard level" description="If you know it (optional)" data={LEVEL_OPTIONS} {...text('standardLevel')} />
            <TextInput label="City" list="offer-cities" description="Optional" {...text('location')} />
            <TextInput label="Years of experience" inputMode="numeric" description="Optional" {...text('experience')} />
          </div>
        </fieldset>

        <fieldset className={`${blocks.fieldset} ${classes.fieldset}`}>
          <legend>Pay</legend>
          <div className={`${blocks.columns} ${classes.fields}`}>
            <NativeSelect
              label="Currency"
              data={[
                { value: 'INR', label: '₹ INR (India)' },
                { value: 'USD', label: '$ USD (United States)' },
              ]}
              {...text('currency')}
            />
            <TextInput
              label={values.currency === 'INR' ? 'Fixed pay per year (base)' : 'Base salary per year'}
              required
              {...amount('base')}
            />
            <TextInput label={values.currency === 'INR' ? 'Variable pay / bonus per year' : 'Target bonus per year'} {...amount('bonus')} />
            <TextInput label="Joining / signing bonus" {...amount('signingBonus')} />
            <TextInput label="Stock grant (total)" {...amount('totalStocks')} />
            <TextInput label="Or stock per year" {...amount('stocks')} />
            <TextInput
              label="Vesting, % per year"
              description="e.g. 25, 25, 25, 25 or 5, 15, 40, 40 (empty: even over 4 years)"
              {...text('vesting')}
            />
          </div>
        </fieldset>

        <fieldset className={`${blocks.fieldset} ${classes.fieldset}`}>
          <legend>Dates and you</legend>
          <div className={`${blocks.columns} ${classes.fields}`}>
            <TextInput label="Offer date" type="date" {...text('date')} />
            <TextInput label="Answer by (deadline)" type="date" {...text('deadline')} />
            <NativeSelect label="Gender" description="Optional; only in anonymous totals" data={GENDER_OPTIONS} {...text('gender')} />
          </div>
          <Checkbox
            mt="sm"
            name="isCurrent"
            label="I accepted this offer (it is my current job)"
            checked={values.isCurrent === 'on'}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, isCurrent: checked ? 'on' : '' }));
            }}
          />
        </fieldset>

        {hydrated && <CaptchaWidget />}
        <noscript>
          <p className={classes.captchaNote}>
            Adding an offer needs a quick captcha that runs in JavaScript, and so does reading an offer letter. With JavaScript off the form
            still shows and checks your figures, but it cannot be sent until JavaScript is on.
          </p>
        </noscript>
        <fieldset className={`${blocks.fieldset} ${classes.fieldset}`}>
          <legend>What is shared</legend>
          <p className={classes.note} id="offer-sharing-statement">
            {SHARING_STATEMENT}
          </p>
          <Checkbox
            role="switch"
            mt="xs"
            name="countInFigures"
            label={COUNT_LABEL}
            aria-describedby="offer-sharing-statement"
            checked={values.countInFigures === 'on'}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, countInFigures: checked ? 'on' : '' }));
            }}
          />
        </fieldset>
        <div>
          <Button type="submit" loading={saving}>
            Add the offer
          </Button>
        </div>
      </IntentForm>
      <SuggestionLists prefix="offer" lists={suggestions} />
    </div>
  );
}
