import { Autocomplete, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { QueryProvider } from '~/lib/query-client';
import { jobsCountLabel, useJobsSuggestions, type JobsSuggestKind } from '../api/suggest-jobs';
import classes from './jobs.module.css';

// The server already ranked and filtered; show its answer as it is.
const keepAll: OptionsFilter = ({ options }) => options;

export interface JobsTypeaheadProps {
  kind: JobsSuggestKind;
  id: string;
  /** The field's visible label (the form's own <label>); also the combobox's accessible name. */
  label: string;
  name: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  region: 'in' | 'us' | undefined;
}

/**
 * A jobs search field with suggestions from the jobs listed now (GET /suggest/jobs/{kind}), each
 * with how many jobs it finds. Loaded on the field's first focus (see SuggestField), so /jobs
 * ships no input library to visitors who never type. As the shell's Typeahead, but kept in the form.
 */
export default function JobsTypeahead(props: JobsTypeaheadProps) {
  return (
    <QueryProvider>
      <Field {...props} />
    </QueryProvider>
  );
}

function Field({ kind, id, label, name, placeholder, value, onChange, region }: JobsTypeaheadProps) {
  const [debounced] = useDebouncedValue(value, 200);
  const { data } = useJobsSuggestions(kind, debounced, region, true);
  const counts = new Map((data ?? []).map((s) => [s.name, s.jobs]));
  return (
    <Autocomplete
      id={id}
      aria-label={label}
      name={name}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      data={(data ?? []).map((s) => s.name)}
      renderOption={({ option }) => (
        <span className={classes.suggestion}>
          <span>{option.value}</span>
          <span className={classes.suggestionCount}>{jobsCountLabel(counts.get(option.value) ?? 0)}</span>
        </span>
      )}
      filter={keepAll}
      // In the form (inside the page's main landmark), its few options unscrolled: axe finds a
      // portal outside every landmark, and a scrolled list of unfocusable options, at fault.
      comboboxProps={{ withinPortal: false, keepMounted: false }}
      withScrollArea={false}
      autoComplete="off"
      autoFocus
    />
  );
}
