import { Autocomplete, Button, Group, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Form } from 'react-router';
import { paths } from '~/config/paths';
import { useSearchSuggestions } from '~/features/suggest/api/get-suggestions';

// The server already ranked and filtered; show its answer as it is.
const keepAll: OptionsFilter = ({ options }) => options;

/**
 * Company or title search. A plain GET form to the salary hub, so it works before JavaScript
 * loads; with JavaScript it suggests companies and titles as the visitor types.
 */
export function SearchBox({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, 200);
  const { data } = useSearchSuggestions(debounced);
  const groups = [
    { group: 'Companies', items: (data?.companies ?? []).map((c): ComboboxItem => ({ value: c.name, label: c.name })) },
    { group: 'Titles', items: (data?.titles ?? []).map((t): ComboboxItem => ({ value: t.name, label: t.name })) },
  ].filter((g) => g.items.length > 0);

  return (
    <Form method="get" action={paths.salaries()} role="search" aria-label="Search salaries">
      <Group gap="xs" wrap="nowrap" align="stretch">
        <Autocomplete
          name="q"
          aria-label="Company or job title"
          placeholder="Search a company or job title, e.g. Google or Data Scientist"
          value={value}
          onChange={setValue}
          data={groups}
          filter={keepAll}
          size={size}
          radius="md"
          leftSection={<IconSearch size={18} />}
          style={{ flex: 1 }}
          maxDropdownHeight={320}
          comboboxProps={{ withinPortal: true }}
          required
        />
        <Button type="submit" size={size}>
          Search
        </Button>
      </Group>
    </Form>
  );
}
