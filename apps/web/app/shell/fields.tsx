import {
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import classes from './fields.module.css';
import controls from './form-controls.module.css';

const control = `${controls.input} ${classes.control}`;

/** What every labelled control takes beside its element's own attributes. */
type FieldParts = { label: ReactNode; description?: ReactNode; error?: ReactNode; className?: string };

/** An option as Mantine's `data` takes it: the value alone, or a value with its label. */
export type FieldOption = string | { value: string; label: string };

/**
 * The label, description and error around one control, tied to it by id (label `for`,
 * `aria-describedby`, `aria-invalid`): what Mantine's input wrapper does, as plain markup.
 */
function Field({
  label,
  description,
  error,
  className,
  required,
  id,
  children,
}: FieldParts & { required?: boolean; id?: string; children: (a11y: ControlA11y) => ReactNode }) {
  const own = useId();
  const controlId = id ?? own;
  const describedBy = [description ? `${controlId}-description` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      <label className={classes.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {description && (
        <p className={classes.description} id={`${controlId}-description`} style={{ margin: 0 }}>
          {description}
        </p>
      )}
      {children({ id: controlId, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p className={classes.error} id={`${controlId}-error`} style={{ margin: 0 }}>
          {error}
        </p>
      )}
    </div>
  );
}

type ControlA11y = { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };

/** A labelled text input (any text-like `type`). */
export function TextField({ label, description, error, className, ...input }: FieldParts & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} description={description} error={error} className={className} required={input.required} id={input.id}>
      {(a11y) => <input {...input} {...a11y} className={control} />}
    </Field>
  );
}

/** A labelled multi-line input; it grows with its text where the browser can (`field-sizing`). */
export function TextareaField({
  label,
  description,
  error,
  className,
  ...textarea
}: FieldParts & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} description={description} error={error} className={className} required={textarea.required} id={textarea.id}>
      {(a11y) => <textarea rows={2} {...textarea} {...a11y} className={control} />}
    </Field>
  );
}

/** A labelled native select over `data`. */
export function SelectField({
  label,
  description,
  error,
  className,
  data,
  ...select
}: FieldParts & { data: readonly FieldOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} description={description} error={error} className={className} required={select.required} id={select.id}>
      {(a11y) => (
        <select {...select} {...a11y} className={control}>
          {data.map((o) => {
            const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  label,
  className,
  ...input
}: { label: ReactNode; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={className ? `${classes.checkbox} ${className}` : classes.checkbox}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** A notice in one of the theme's colours, as Mantine's light Alert: read out at once (`role="alert"`) unless told otherwise. */
export function Notice({
  color,
  title,
  role = 'alert',
  testId,
  className,
  style,
  children,
}: {
  color: 'red' | 'green' | 'teal' | 'blue' | 'yellow' | 'orange' | 'gray';
  title?: ReactNode;
  role?: 'alert' | 'status';
  testId?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const colours = {
    '--notice-bg': `var(--mantine-color-${color}-light)`,
    '--notice-fg': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div
      role={role}
      className={className ? `${classes.notice} ${className}` : classes.notice}
      style={{ ...colours, ...style }}
      data-testid={testId}
    >
      {title && <div className={classes.noticeTitle}>{title}</div>}
      <div>{children}</div>
    </div>
  );
}
