import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What came of a form: green and read out politely when it was done, red and read out at once when
 * not (under `failTitle`, if given).
 */
export function OutcomeAlert({
  ok,
  failTitle,
  testId,
  children,
}: {
  ok: boolean;
  failTitle?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Alert color={ok ? 'green' : 'red'} role={ok ? 'status' : 'alert'} title={ok ? undefined : failTitle} data-testid={testId}>
      {children}
    </Alert>
  );
}
