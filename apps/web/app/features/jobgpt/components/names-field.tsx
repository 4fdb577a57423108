import { Autocomplete, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue, useMounted } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { QueryProvider } from '~/lib/query-client';
import { useNameSuggestions, type NameKind } from '../api/suggest-names';
import { lastEntry, list, replaceLastEntry } from '../hunt-form';

// The server already ranked and filtered; show its answer as it is, less the names already listed.
const keepAll: OptionsFilter = ({ options }) => options;

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
  const mounted = useMounted();
  const [text, setText] = useState(defaultValue);
  const [active, setActive] = useState(false);
  const [debounced] = useDebouncedValue(lastEntry(text), 200);
  const { data } = useNameSuggestions(kind, debounced, active);
  const taken = new Set(list(text).map((n) => n.toLowerCase()));
  const items = [...new Set(data ?? [])].filter((n) => !taken.has(n.toLowerCase()));
  // The combobox sets the picked option as the value; a pick replaces only the last entry.
  const picked = useRef<string | null>(null);
  return (
    <Autocomplete
      name={name}
      label={label}
      description={description}
      placeholder={placeholder}
      value={text}
      onChange={(value) => {
        setText(picked.current ?? value);
        picked.current = null;
      }}
      onFocus={() => setActive(true)}
      onOptionSubmit={(value) => {
        picked.current = replaceLastEntry(text, value);
      }}
      data={items}
      filter={keepAll}
      maxDropdownHeight={280}
      // Only while open: a hidden list would share the field's label.
      comboboxProps={{ keepMounted: false }}
      autoComplete="off"
      list={mounted ? undefined : datalist}
    />
  );
}
