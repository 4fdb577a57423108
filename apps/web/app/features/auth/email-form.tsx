import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import classes from './auth.module.css';
import { FieldInput } from './field-input';
import { validateEmail } from './email-validation';
import { useField } from './use-field';

export interface EmailFormProps {
  /** Called with the trimmed address once the field is valid. */
  onSubmit: (email: string) => void;
  submitting: boolean;
  buttonLabel: string;
  placeholder?: string;
  /** Fields shown after the email (e.g. the coupon code). */
  children?: ReactNode;
  /** Extra checks of the other fields: marks them touched and says whether they are valid. */
  validateOthers?: () => boolean;
  /**
   * Submitted before JavaScript loads, the form posts here (a route action), so the address never
   * goes into a URL. The page's own URL when only `method` is given.
   */
  method?: 'post';
  action?: string;
}

/**
 * The email form of the login card and of the request-password screen (SPEC §4, §5): errors show
 * once a field is touched; submitting marks every field touched and does nothing while one is
 * invalid; while the request runs the button is disabled and pulses. Once hydrated the browser
 * sends it (no page load); before that it is an ordinary form (see `method`).
 */
export function EmailForm({
  onSubmit,
  submitting,
  buttonLabel,
  placeholder = 'Work or School Email',
  children,
  validateOthers,
  method,
  action,
}: EmailFormProps) {
  const email = useField(validateEmail);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    email.touch();
    const othersValid = validateOthers ? validateOthers() : true;
    if (submitting || !email.valid || !othersValid) return;
    onSubmit(email.value.trim());
  };
  return (
    <form noValidate method={method} action={action} onSubmit={handleSubmit}>
      <Stack gap="sm">
        <FieldInput
          {...email.inputProps}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={placeholder}
          aria-label={placeholder}
          readOnly={submitting}
        />
        {children}
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={submitting}
          aria-busy={submitting || undefined}
          className={submitting ? classes.pulsing : undefined}
          data-pulsing={submitting || undefined}
        >
          {buttonLabel}
        </Button>
      </Stack>
    </form>
  );
}
