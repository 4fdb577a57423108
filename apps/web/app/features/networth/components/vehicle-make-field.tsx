import { useId, useState, type ComponentType } from 'react';
import fields from '~/shell/fields.module.css';
import controls from '~/shell/form-controls.module.css';
import type { VehicleMakeTypeaheadProps } from './vehicle-make-typeahead';

const load = () => import('./vehicle-make-typeahead');

/**
 * A vehicle's make: a plain text field on the server and without JavaScript (the API checks the
 * name against the stored vPIC list and says when it does not know it), a searchable field over
 * that list once the member focuses it.
 */
export function VehicleMakeField({ name, label, defaultValue }: { name: string; label: string; defaultValue: string }) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [Typeahead, setTypeahead] = useState<ComponentType<VehicleMakeTypeaheadProps> | null>(null);
  const enhance = () => {
    if (!Typeahead) void load().then((m) => setTypeahead(() => m.default));
  };
  return (
    <div className={fields.field}>
      <label className={fields.label} htmlFor={id}>
        {label}
      </label>
      {Typeahead ? (
        <Typeahead id={id} label={label} name={name} value={value} onChange={setValue} />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          className={`${controls.input} ${fields.control}`}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onFocus={enhance}
          onPointerEnter={() => void load()}
          maxLength={100}
          placeholder="Toyota"
          autoComplete="off"
        />
      )}
    </div>
  );
}
