import type { ReactNode } from 'react';
import { Notice } from './fields';

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
    <Notice color={ok ? 'green' : 'red'} role={ok ? 'status' : 'alert'} title={ok ? undefined : failTitle} testId={testId}>
      {children}
    </Notice>
  );
}
