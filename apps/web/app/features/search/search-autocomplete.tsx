import { Autocomplete, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchSuggestions } from '~/features/suggest/api/get-suggestions';
import { QueryProvider } from '~/lib/query-client';
import { SearchIcon } from './search-icon';

// The server already ranked and filtered; show its answer as it is.
const keepAll: OptionsFilter = ({ options }) => options;

export interface SearchAutocompleteProps {
  value: string;
  onChange: (value: string) => void;
  size: 'md' | 'lg';
}

/** The search input with company and title suggestions; loaded when the visitor first focuses the box. */
export default function SearchAutocomplete(props: SearchAutocompleteProps) {
  return (
    <QueryProvider>
      <SuggestingInput {...props} />
    </QueryProvider>
  );
}

function SuggestingInput({ value, onChange, size }: SearchAutocompleteProps) {
  const [debounced] = useDebouncedValue(value, 200);
  const { data } = useSearchSuggestions(debounced);
  const groups = [
    { group: 'Companies', items: (data?.companies ?? []).map((c): ComboboxItem => ({ value: c.name, label: c.name })) },
    { group: 'Titles', items: (data?.titles ?? []).map((t): ComboboxItem => ({ value: t.name, label: t.name })) },
  ].filter((g) => g.items.length > 0);

  return (
    <Autocomplete
      name="q"
      aria-label="Company or job title"
      placeholder="Search a company or job title, e.g. Google or Data Scientist"
      value={value}
      onChange={onChange}
      data={groups}
      filter={keepAll}
      size={size}
      radius="md"
      leftSection={<SearchIcon />}
      style={{ flex: 1 }}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      autoFocus
      required
    />
  );
}
