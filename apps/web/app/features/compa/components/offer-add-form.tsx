import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import type { api } from '@paysight/contract';
import { STANDARD_LEVELS } from '@paysight/contract/core';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';
import { usePendingIntent } from '~/lib/pending-intent';
import { ADD_OFFER, type OfferFormField, type OfferFormValues } from '../offer-form';
import own from './offers.module.css';

const LEVELS = STANDARD_LEVELS.map((l) => ({ value: String(l.level), label: `${l.level} · ${l.name}` }));
const EQUITY_TYPES = [
  { value: '', label: 'Not given' },
  { value: 'rsu', label: 'RSU' },
  { value: 'options', label: 'Options' },
  { value: 'phantom', label: 'Phantom' },
  { value: 'none', label: 'None' },
];
const CURRENCIES = [
  { value: 'INR', label: '₹ INR (India)' },
  { value: 'USD', label: '$ USD (United States)' },
];
const REGION = { in: 'India', us: 'US' } as const;

/**
 * The add-an-offer form: a plain POST (the page's action calls POST /compa/offers) that renders and
 * submits without JavaScript; the job is checked as a roster row is. The page remounts it after a
 * refusal with what was typed.
 */
export function OfferAddForm({
  initial,
  error,
  families,
  metros,
  bandGroups,
}: {
  initial: OfferFormValues;
  error: string | null;
  families: Array<{ slug: string; name: string }>;
  metros: string[];
  bandGroups: api.CompaOffers['bandGroups'];
}) {
  const saving = usePendingIntent()(ADD_OFFER);
  const field = (name: OfferFormField) => ({ name, id: `offer-${name}`, defaultValue: initial[name] });
  const inr = initial.currency !== 'USD';
  const amountHelp = inr ? 'Whole rupees a year: 1800000, 18,00,000 or 18 lakhs' : 'Whole dollars a year: 120000 or 120k';
  const level = LEVELS.some((l) => l.value === initial.level) || initial.level === '' ? LEVELS : [...LEVELS, initial.level];
  return (
    <IntentForm intent={ADD_OFFER} className={own.addForm} aria-label="Add an offer">
      {error && (
        <Alert color="red" role="alert" title="The offer was not added" data-testid="offer-error">
          {error}
        </Alert>
      )}
      <fieldset className={`${blocks.fieldset} ${own.fieldset}`}>
        <legend>Candidate and job</legend>
        <div className={`${blocks.columns} ${own.addFields}`}>
          <TextInput
            label="Candidate"
            required
            description="A name or a label; one offer each"
            autoComplete="off"
            {...field('candidate')}
          />
          <TextInput label="Title" required {...field('title')} />
          <NativeSelect label="Level" required data={[{ value: '', label: 'Choose a level' }, ...level]} {...field('level')} />
          {families.length > 0 ? (
            <NativeSelect
              label="Job family"
              required
              data={[{ value: '', label: 'Choose a family' }, ...families.map((f) => ({ value: f.slug, label: f.name }))]}
              {...field('family')}
            />
          ) : (
            <TextInput label="Job family" required description="A family of the catalogue, by name" {...field('family')} />
          )}
          <TextInput label="Location" required description="A metro or a city" list="offer-metros" {...field('location')} />
          <NativeSelect
            label="Band group"
            description="Empty: the one the roster uses"
            data={[
              { value: '', label: 'The roster’s' },
              ...bandGroups.map((g) => ({ value: String(g.id), label: `${g.name} (${REGION[g.countryCode]})` })),
            ]}
            {...field('bandGroupId')}
          />
        </div>
      </fieldset>
      <fieldset className={`${blocks.fieldset} ${own.fieldset}`}>
        <legend>Pay offered</legend>
        <div className={`${blocks.columns} ${own.addFields}`}>
          <NativeSelect label="Currency" description="Decides the region" data={CURRENCIES} {...field('currency')} />
          <TextInput label="Base pay a year" required inputMode="decimal" description={amountHelp} {...field('base')} />
          <TextInput label="Bonus target a year" inputMode="decimal" description="Optional; 0 when left empty" {...field('bonusTarget')} />
          <TextInput label="Equity a year" inputMode="decimal" description="Its yearly value; optional" {...field('equity')} />
          <NativeSelect label="Equity type" data={EQUITY_TYPES} {...field('equityType')} />
          <TextInput label="Equity units" inputMode="numeric" description="Optional" {...field('equityUnits')} />
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={saving}>
          Add the offer
        </Button>
      </div>
      <datalist id="offer-metros">
        {metros.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
    </IntentForm>
  );
}
