import { Alert, Button, Checkbox, NativeSelect, Text, TextInput } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate } from '@paysight/contract/core';
import { Form } from 'react-router';
import blocks from '~/shell/page-blocks.module.css';
import { planFormValues, SPARE_ROWS, type RewardsPlanFormValues } from '../plan-form';
import { STATEMENTS_PATH } from '../statements-query';
import classes from './statements.module.css';

const PF_LABEL = {
  'statutory-ceiling': 'Basic to ₹15,000 a month (statute)',
  'full-basic': 'The whole basic',
} as const;

/** What the statements are made with, for a viewer: the plan values in words. */
function PlanSummary({ plan, currency }: { plan: api.StatementPlan; currency: string }) {
  const unit = currency === 'INR' ? '₹' : '$';
  return (
    <dl className={blocks.columns} style={{ ['--columns-sm' as string]: 'repeat(2, minmax(0, 1fr))' }} data-testid="plan-summary">
      <div>
        <dt className={blocks.figureLabel}>India</dt>
        <dd style={{ margin: 0 }}>
          Basic {Math.round(plan.india.basicShare * 1000) / 10} % of base; employer PF 12 % of {PF_LABEL[plan.india.pfBasis].toLowerCase()};{' '}
          {plan.india.baseIsCtc ? 'base is the fixed CTC' : 'PF and gratuity on top of base'}
        </dd>
      </div>
      <div>
        <dt className={blocks.figureLabel}>Insurance premium a year</dt>
        <dd style={{ margin: 0 }}>
          {unit}
          {plan.insurancePremium.toLocaleString('en-US')}
        </dd>
      </div>
      <div>
        <dt className={blocks.figureLabel}>Benefits</dt>
        <dd style={{ margin: 0 }}>
          {plan.benefits.length === 0
            ? 'None'
            : plan.benefits
                .map(
                  (b) =>
                    `${b.label}: ${b.yearly !== null ? `${unit}${b.yearly.toLocaleString('en-US')} a year` : `${(b.percentOfBase ?? 0) * 100} % of base`}`,
                )
                .join(' · ')}
        </dd>
      </div>
      <div>
        <dt className={blocks.figureLabel}>Perquisites</dt>
        <dd style={{ margin: 0 }}>
          {plan.perquisites.length === 0
            ? 'None'
            : plan.perquisites.map((p) => `${p.label}: ${unit}${p.yearly.toLocaleString('en-US')}`).join(' · ')}
        </dd>
      </div>
      <div>
        <dt className={blocks.figureLabel}>Equity</dt>
        <dd style={{ margin: 0 }}>
          {plan.sharePrice === null ? 'No share price: grants at their value' : `Share price ${unit}${plan.sharePrice}`}
          {plan.stockCompany ? `; stock of ${plan.stockCompany}` : ''}
          {plan.defaultVesting ? `; vesting ${plan.defaultVesting.join('/')}` : ''}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The plan values: a plain POST form for analysts and admins (each refused field named, its input
 * marked), the values in words for viewers.
 */
export function PlanValues({
  view,
  canEdit,
  currency,
  refused,
  saved,
}: {
  view: api.RewardsPlanView;
  canEdit: boolean;
  currency: string;
  refused: { message: string; fields: Record<string, string>; values: RewardsPlanFormValues } | null;
  saved: boolean;
}) {
  const status = view.saved
    ? `Version ${view.version}, saved ${view.updatedAt ? formatDate(view.updatedAt) : ''}.`
    : 'Not saved yet: the statements use the defaults below.';
  if (!canEdit) {
    return (
      <>
        <Text size="sm" mb="sm">
          {status} Analysts and admins of the workspace change them.
        </Text>
        <PlanSummary plan={view.plan} currency={currency} />
      </>
    );
  }
  const v = refused?.values ?? planFormValues(view.plan);
  const err = (field: string) => refused?.fields[field];
  const benefits = [...v.benefits, ...Array.from({ length: SPARE_ROWS }, () => ({ label: '', yearly: '', percent: '' }))];
  const perks = [...v.perks, ...Array.from({ length: SPARE_ROWS }, () => ({ label: '', yearly: '' }))];
  const unit = currency === 'INR' ? '₹' : '$';
  return (
    <>
      <Text size="sm" mb="sm">
        {status} What the workspace’s benefits cost it per employee, in the payroll’s currency ({currency}); every statement uses them.
      </Text>
      {saved && !refused && (
        <Alert color="green" mb="md" data-testid="plan-saved">
          Plan values saved: the statements now use them.
        </Alert>
      )}
      {refused && (
        <Alert color="red" role="alert" mb="md" title="The plan values were not saved" data-testid="plan-error">
          {refused.message}
        </Alert>
      )}
      {/* `key` remounts the form when the values change (after a save or a refusal), so its defaults show. */}
      <Form method="post" action={STATEMENTS_PATH} aria-label="Plan values" key={JSON.stringify(v)}>
        <fieldset className={blocks.fieldset}>
          <legend>
            <Text fw={600} mb="xs">
              India
            </Text>
          </legend>
          <div className={classes.formGrid}>
            <TextInput
              label="Basic pay (India), % of base"
              name="basicShare"
              defaultValue={v.basicShare}
              inputMode="decimal"
              error={err('basicShare')}
            />
            <NativeSelect
              label="Employer PF (12 %) on"
              name="pfBasis"
              defaultValue={v.pfBasis}
              data={Object.entries(PF_LABEL).map(([value, label]) => ({ value, label }))}
              error={err('pfBasis')}
            />
            <Checkbox
              label="Base is the fixed CTC (PF and gratuity inside it)"
              name="baseIsCtc"
              defaultChecked={v.baseIsCtc}
              mt={{ sm: 'xl' }}
            />
          </div>
        </fieldset>
        <div className={classes.formGrid} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <TextInput
            label={`Insurance premium, ${unit} a year`}
            name="insurancePremium"
            defaultValue={v.insurancePremium}
            inputMode="decimal"
            error={err('insurancePremium')}
          />
          <TextInput
            label={`Share price, ${unit}`}
            description="Values unit grants; empty: each grant’s value"
            name="sharePrice"
            defaultValue={v.sharePrice}
            inputMode="decimal"
            error={err('sharePrice')}
          />
          <TextInput
            label="Stock of (company)"
            description="Its usual vesting, e.g. amazon"
            name="stockCompany"
            defaultValue={v.stockCompany}
            error={err('stockCompany')}
          />
          <TextInput
            label="Default vesting, % a year"
            description="e.g. 25/25/25/25"
            name="defaultVesting"
            defaultValue={v.defaultVesting}
            error={err('defaultVesting')}
          />
        </div>
        <fieldset className={blocks.fieldset} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <legend>
            <Text fw={600}>Benefits</Text>
            <Text size="sm" c="dimmed" mb="xs">
              A yearly amount or a percent of base (a 401(k) match of 4 %), not both. Leave a row empty to drop it.
            </Text>
          </legend>
          {benefits.map((b, i) => (
            <div key={i} className={classes.rows} style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
              <TextInput label={`Benefit ${i + 1}`} name={`benefit.${i}.label`} defaultValue={b.label} error={err(`benefit.${i}.label`)} />
              <TextInput
                label={`Benefit ${i + 1}, ${unit} a year`}
                name={`benefit.${i}.yearly`}
                defaultValue={b.yearly}
                inputMode="decimal"
                error={err(`benefit.${i}.yearly`)}
              />
              <TextInput
                label={`Benefit ${i + 1}, or % of base`}
                name={`benefit.${i}.percent`}
                defaultValue={b.percent}
                inputMode="decimal"
                error={err(`benefit.${i}.percent`)}
              />
            </div>
          ))}
        </fieldset>
        <fieldset className={blocks.fieldset} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <legend>
            <Text fw={600} mb="xs">
              Perquisites every employee gets
            </Text>
          </legend>
          {perks.map((p, i) => (
            <div key={i} className={classes.perkRows} style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
              <TextInput label={`Perquisite ${i + 1}`} name={`perk.${i}.label`} defaultValue={p.label} error={err(`perk.${i}.label`)} />
              <TextInput
                label={`Perquisite ${i + 1}, ${unit} a year`}
                name={`perk.${i}.yearly`}
                defaultValue={p.yearly}
                inputMode="decimal"
                error={err(`perk.${i}.yearly`)}
              />
            </div>
          ))}
        </fieldset>
        <Button type="submit" mt="md">
          Save plan values
        </Button>
      </Form>
    </>
  );
}
