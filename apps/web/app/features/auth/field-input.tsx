import { useId, type InputHTMLAttributes } from 'react';
import classes from './field-input.module.css';

export interface FieldInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The field's message once touched and invalid (useField's `error`). */
  error?: string | undefined;
}

/**
 * A text field of the sign-in screens: an input with its error below, tied by aria-describedby.
 * Plain elements styled like Mantine's input (field-input.module.css) rather than `TextInput`,
 * which brings the Input system's script (about 5 KB gzipped) to the pages with the tightest JS
 * budget (SPEC §10: 150 KB; the login page was over it).
 */
export function FieldInput({ error, className, ...props }: FieldInputProps) {
  const errorId = useId();
  return (
    <div className={classes.root}>
      <input
        {...props}
        className={className ? `${classes.input} ${className}` : classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
