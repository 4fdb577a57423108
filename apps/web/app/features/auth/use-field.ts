import { useState, type ChangeEvent } from 'react';

/**
 * One text field's value and validation (SPEC §5): its error shows once the field is touched
 * (left, or the form submitted) and invalid.
 */
export function useField(validate: (value: string) => string | null, initial = '') {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = validate(value);
  return {
    value,
    valid: error === null,
    touch: () => setTouched(true),
    reset: () => {
      setValue(initial);
      setTouched(false);
    },
    inputProps: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.currentTarget.value),
      onBlur: () => setTouched(true),
      error: touched && error ? error : undefined,
    },
  };
}
