import { Autocomplete, type AutocompleteProps, type OptionsFilter } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useRef, useState } from 'react';

// The server already ranked and filtered; show its answer as it is.
const keepAll: OptionsFilter = ({ options }) => options;

export interface TypeaheadProps extends Omit<AutocompleteProps, 'filter' | 'autoComplete' | 'list'> {
  /** A <datalist> id: the browser's suggestions before JavaScript runs. */
  datalist?: string;
  /** The input's autocomplete before JavaScript runs (then "off": the typeahead suggests). */
  autoComplete?: string;
}

/**
 * A text field over the suggest calls: a plain input (with the browser's own suggestions from a
 * datalist) before JavaScript, then a typeahead showing the server's answer in its order.
 */
export function Typeahead({ datalist, autoComplete, ...props }: TypeaheadProps) {
  const mounted = useMounted();
  return (
    <Autocomplete
      {...props}
      filter={keepAll}
      maxDropdownHeight={280}
      // Only while open: a hidden list would share the field's label.
      comboboxProps={{ keepMounted: false }}
      autoComplete={mounted ? 'off' : autoComplete}
      list={mounted ? undefined : datalist}
    />
  );
}

/**
 * The text of a comma-separated field with a typeahead for the entry being typed: `pick` puts the
 * list with that entry replaced (`replaceLastEntry`) in place of the option the combobox sets.
 */
export function useEntryListText(defaultValue: string, replaceLastEntry: (text: string, name: string) => string) {
  const [text, setText] = useState(defaultValue);
  const picked = useRef<string | null>(null);
  const onChange = (value: string) => {
    setText(picked.current ?? value);
    picked.current = null;
  };
  const pick = (name: string) => {
    picked.current = replaceLastEntry(text, name);
  };
  return { text, onChange, pick };
}
