import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OutcomeAlert } from './outcome-alert';
import { PageFrame, PageHeading } from './page-frame';

/**
 * An admin page (its loader lets admins only in): the heading and what the page asks of the admin,
 * what came of the last form sent, then the page's own sections. It does not fade between loads:
 * each decision reloads the page where the admin is.
 */
export function AdminPage({
  title,
  intro,
  outcome,
  outcomeTestId,
  children,
}: {
  title: string;
  intro: ReactNode;
  outcome: { ok: boolean; message: string } | undefined;
  outcomeTestId?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame fade={false}>
      <PageHeading eyebrow="Admin" title={title}>
        <Text c="dimmed" mt={6}>
          {intro}
        </Text>
      </PageHeading>
      {outcome && (
        <OutcomeAlert ok={outcome.ok} failTitle="Not done" testId={outcomeTestId}>
          {outcome.message}
        </OutcomeAlert>
      )}
      {children}
    </PageFrame>
  );
}
