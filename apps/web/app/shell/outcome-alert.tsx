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

/** What came of a form's last send, when there was one: `saved` when it was done, the API's message under `failTitle` when not. */
export function SendOutcome({
  answer,
  saved,
  failTitle,
}: {
  answer: { ok: true } | { ok: false; message: string } | undefined;
  saved: string;
  failTitle: string;
}) {
  if (!answer) return null;
  return (
    <OutcomeAlert ok={answer.ok} failTitle={failTitle}>
      {answer.ok ? saved : answer.message}
    </OutcomeAlert>
  );
}
