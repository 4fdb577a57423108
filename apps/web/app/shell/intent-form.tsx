import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-router';

/**
 * A plain POST form that says what it does by its `intent` (the route's action reads it), with
 * the record it acts on as hidden `fields`; it works before JavaScript.
 */
export function IntentForm({
  intent,
  fields = {},
  children,
  ...props
}: Omit<FormProps, 'method' | 'children'> & { intent: string; fields?: Record<string, string | number>; children: ReactNode }) {
  return (
    <Form method="post" {...props}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
