import { Autocomplete, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { QueryProvider } from '~/lib/query-client';
import { useVehicleMakes } from '../api/list-vehicle-makes';

// The server already matched and ranked (the carmakers' short names first); show its answer as it is.
const keepAll: OptionsFilter = ({ options }) => options;

export interface VehicleMakeTypeaheadProps {
  id: string;
  /** The field's visible label (its own <label>); also the combobox's accessible name. */
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The vehicle make field once the page runs: suggestions from the stored vPIC list
 * (GET /tools/vehicle-makes) as the member types. Loaded on the field's first focus (see
 * VehicleMakeField), so the page ships no input library to members who never type a make.
 */
export default function VehicleMakeTypeahead(props: VehicleMakeTypeaheadProps) {
  return (
    <QueryProvider>
      <Field {...props} />
    </QueryProvider>
  );
}

function Field({ id, label, name, value, onChange }: VehicleMakeTypeaheadProps) {
  const [debounced] = useDebouncedValue(value, 200);
  const { data } = useVehicleMakes(debounced, true);
  return (
    <Autocomplete
      id={id}
      aria-label={label}
      name={name}
      placeholder="Start typing, e.g. Toyota"
      value={value}
      onChange={onChange}
      data={data ?? []}
      filter={keepAll}
      maxLength={100}
      // In the form (inside the page's main landmark): axe finds a portal outside every landmark at fault.
      comboboxProps={{ withinPortal: false, keepMounted: false }}
      maxDropdownHeight={240}
      autoComplete="off"
      autoFocus
    />
  );
}
