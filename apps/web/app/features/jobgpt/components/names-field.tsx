import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { QueryProvider } from '~/lib/query-client';
import { Typeahead, useEntryListText } from '~/shell/typeahead';
import { useNameSuggestions, type NameKind } from '../api/suggest-names';
import { lastEntry, list, replaceLastEntry } from '../hunt-form';

export interface NamesFieldProps {
  kind: NameKind;
  name: string;
  label: string;
  description?: string;
  placeholder?: string;
  defaultValue: string;
  /** A <datalist> id: the browser's suggestions before JavaScript runs. */
  datalist?: string;
}

/**
 * A comma-separated list of catalogue names (titles, cities, companies, skills), as the profile's
 * skills field works: a plain text input before JavaScript, then a typeahead over the suggest calls
 * for the entry being typed; a pick replaces that entry and leaves room for the next.
 */
export function NamesField(props: NamesFieldProps) {
  return (
    <QueryProvider>
      <Field {...props} />
    </QueryProvider>
  );
}

function Field({ kind, name, label, description, placeholder, defaultValue, datalist }: NamesFieldProps) {
  const { text, onChange, pick } = useEntryListText(defaultValue, replaceLastEntry);
  const [active, setActive] = useState(false);
  const [debounced] = useDebouncedValue(lastEntry(text), 200);
  const { data } = useNameSuggestions(kind, debounced, active);
  // Less the names already listed.
  const taken = new Set(list(text).map((n) => n.toLowerCase()));
  const items = [...new Set(data ?? [])].filter((n) => !taken.has(n.toLowerCase()));
  return (
    <Typeahead
      name={name}
      label={label}
      description={description}
      placeholder={placeholder}
      value={text}
      onChange={onChange}
      onFocus={() => setActive(true)}
      onOptionSubmit={pick}
      data={items}
      autoComplete="off"
      datalist={datalist}
    />
  );
}
