import { Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { benefitItemsOf, currencySign, type CountryCode } from '@paysight/contract/core';
import { usePendingIntent } from '~/lib/pending-intent';
import { SelectField, TextField } from '~/shell/fields';
import { SendOutcome } from '~/shell/outcome-alert';
import { IntentForm } from '~/shell/intent-form';
import type { ReportAnswer } from '../api/report-benefits';
import { itemLabel } from '../benefits-text';
import classes from './benefits.module.css';

const YES_NO = [
  { value: '', label: "Don't know" },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A member's report of their own company's benefits for this year: a plain form that works before JavaScript. */
export function ReportForm({ view, answer }: { view: api.CompanyBenefitsView; answer: ReportAnswer | undefined }) {
  const saving = usePendingIntent()('report');
  const cc = view.countryCode as CountryCode;
  const mine = view.mine?.items ?? {};
  const initial = (key: string) => {
    const v = mine[key];
    return v === true ? 'yes' : v === false ? 'no' : v === undefined ? '' : String(v);
  };
  return (
    <IntentForm
      intent="report"
      fields={{ company: view.company.slug, cc }}
      className={classes.report}
      aria-label={`Report ${view.company.name}'s benefits`}
      key={JSON.stringify(view.mine)}
    >
      <Text fz="sm" c="dimmed">
        Answer what you know; leave the rest. One report a year; reporting again this year replaces it. Each figure shows only once{' '}
        {view.minSlice} members answered it.
      </Text>
      <div className={classes.reportFields}>
        {benefitItemsOf(cc).map((item) =>
          item.kind === 'yes-no' || item.kind === 'choice' ? (
            <SelectField
              key={item.key}
              name={item.key}
              label={item.label}
              description={item.hint}
              defaultValue={initial(item.key)}
              data={item.kind === 'yes-no' ? YES_NO : [{ value: '', label: "Don't know" }, ...(item.choices ?? [])]}
            />
          ) : (
            <TextField
              key={item.key}
              name={item.key}
              label={item.kind === 'money' ? `${itemLabel(item)} (${currencySign(cc)})` : `${item.label} (${item.unit})`}
              description={item.hint}
              inputMode="decimal"
              defaultValue={initial(item.key)}
            />
          ),
        )}
      </div>
      <SendOutcome answer={answer} saved="Thanks: your report is saved." failTitle="Report not saved" />
      <Button type="submit" loading={saving} w="fit-content">
        {view.mine ? 'Update report' : 'Send report'}
      </Button>
    </IntentForm>
  );
}
