import { useDebouncedValue } from '@mantine/hooks';
import type { CountryCode } from '@paysight/contract/core';
import { useState } from 'react';
import { QueryProvider } from '~/lib/query-client';
import { Typeahead } from '~/shell/typeahead';
import { useTalentCompanySuggestions } from '../api/suggest-talent-companies';

/**
 * The talent screen's company: a plain text field posted as typed (the API resolves a name through
 * the catalogue), which becomes a typeahead over the suggest call once the page runs.
 */
export function CompanyField(props: { defaultValue: string; cc: CountryCode; error?: string | null }) {
  return (
    <QueryProvider>
      <Field {...props} />
    </QueryProvider>
  );
}

function Field({ defaultValue, cc, error }: { defaultValue: string; cc: CountryCode; error?: string | null }) {
  const [text, setText] = useState(defaultValue);
  const [active, setActive] = useState(false);
  const [debounced] = useDebouncedValue(text, 200);
  const { data } = useTalentCompanySuggestions(debounced, cc, active);
  return (
    <Typeahead
      name="company"
      label="Company"
      placeholder="Type a company name"
      required
      value={text}
      onChange={setText}
      onFocus={() => setActive(true)}
      data={data ?? []}
      error={error ?? undefined}
      autoComplete="organization"
      data-testid="talent-company-field"
    />
  );
}
