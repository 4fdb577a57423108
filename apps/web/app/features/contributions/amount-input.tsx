import { NativeSelect, TextInput } from '@mantine/core';
import { typedAmountHint, type CountryCode } from '@paysight/contract/core';
import { useState } from 'react';
import { parseAmount } from './contribution-form';

/**
 * An amount typed in full, with what it means in the unit members think in shown as they type
 * (SPEC §3 multiplier and postfix: "₹24.5 lakhs", "$185k"). The hint is rendered on the server
 * too, so it is there before JavaScript.
 */
export function AmountInput(props: {
  name: string;
  label: string;
  cc: CountryCode;
  defaultValue: string;
  description?: string;
  required?: boolean;
}) {
  const [value, setValue] = useState(props.defaultValue);
  const parsed = parseAmount(value);
  const hint = typeof parsed === 'number' ? typedAmountHint(parsed, props.cc) : '';
  return (
    <TextInput
      name={props.name}
      label={props.label}
      required={props.required}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      description={props.description}
      rightSection={hint ? <span data-testid={`${props.name}-hint`}>{hint}</span> : null}
      rightSectionWidth={hint ? Math.max(72, hint.length * 8 + 16) : undefined}
      rightSectionPointerEvents="none"
      styles={{
        section: {
          color: 'var(--mantine-color-dimmed)',
          fontSize: 'var(--mantine-font-size-sm)',
          justifyContent: 'flex-end',
          paddingRight: 12,
        },
      }}
    />
  );
}

/** The currency a form's amounts are typed in, ₹ unless the form was last sent in $, and its region for the amounts' hints. */
export function useAmountCurrency(initial: string) {
  const [currency, setCurrency] = useState<'INR' | 'USD'>(initial === 'USD' ? 'USD' : 'INR');
  const cc: CountryCode = currency === 'USD' ? 'us' : 'in';
  return { currency, setCurrency, cc };
}

/** The form's currency field (`currency`): the amounts' hints follow it as it changes. */
export function CurrencySelect({ choice }: { choice: ReturnType<typeof useAmountCurrency> }) {
  return (
    <NativeSelect
      name="currency"
      label="Currency"
      value={choice.currency}
      onChange={(e) => choice.setCurrency(e.currentTarget.value === 'USD' ? 'USD' : 'INR')}
      data={[
        { value: 'INR', label: '₹ Rupees (India)' },
        { value: 'USD', label: '$ Dollars (US)' },
      ]}
    />
  );
}
