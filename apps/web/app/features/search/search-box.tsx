import { Button, Group } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { Form } from 'react-router';
import type { CountryCode } from '@paysight/contract/core';
import { paths } from '~/config/paths';
import type { SearchAutocompleteProps } from './search-autocomplete';
import classes from './search-box.module.css';
import { SearchIcon } from './search-icon';

/**
 * Company or title search. A plain GET form to the salary hub (the region's, when given), so it works before JavaScript
 * loads; on first focus it becomes an autocomplete that suggests companies and titles (its code
 * loads then, keeping the landing page light).
 */
export function SearchBox({ size = 'lg', region }: { size?: 'md' | 'lg'; region?: CountryCode }) {
  const [value, setValue] = useState('');
  // Loaded on first focus; the plain input keeps focus (and what is typed) until it is ready.
  const [Autocomplete, setAutocomplete] = useState<ComponentType<SearchAutocompleteProps> | null>(null);
  const enhance = () => {
    if (!Autocomplete) void import('./search-autocomplete').then((m) => setAutocomplete(() => m.default));
  };
  // Until first focus: a native input styled like Mantine's, so the landing page ships no input library.
  const plain = (
    <div className={classes.plain} data-size={size}>
      <span className={classes.icon}>
        <SearchIcon />
      </span>
      <input
        name="q"
        aria-label="Company or job title"
        placeholder="Search a company or job title, e.g. Google or Data Scientist"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onFocus={enhance}
        onPointerEnter={() => void import('./search-autocomplete')}
        className={classes.input}
        required
      />
    </div>
  );

  return (
    <Form method="get" action={region === 'us' ? paths.regionHub('us') : paths.salaries()} role="search" aria-label="Search salaries">
      <Group gap="xs" wrap="nowrap" align="stretch">
        {Autocomplete ? <Autocomplete value={value} onChange={setValue} size={size} /> : plain}
        <Button type="submit" size={size}>
          Search
        </Button>
      </Group>
    </Form>
  );
}
