import type { api } from '@paysight/contract';
import type { ReactNode } from 'react';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { formatAmount } from '@paysight/contract/core';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { moneyCountry } from '~/features/salary/salary-text';
import { DOC_KIND_LABELS, docFileHref, formatDate, formatSize, roleLine } from '../verified-text';
import classes from '../verified.module.css';
import { IntentForm } from '~/shell/intent-form';
import { usePendingIntent } from '~/lib/pending-intent';

type Figures = Pick<api.HeldRecord, 'currency' | 'base' | 'stocks' | 'bonus' | 'signingBonus' | 'total' | 'location' | 'experience'>;

/** The figures a reviewer compares with the document: every amount in full, with location and experience. */
function FigureList({ f }: { f: Figures }) {
  const cc = moneyCountry(f.currency);
  const items: Array<[string, string]> = [
    ['Total', `${formatAmount(f.total, cc)} a year`],
    ['Base', formatAmount(f.base, cc)],
    ...(f.stocks !== null ? ([['Stock', formatAmount(f.stocks, cc)]] as Array<[string, string]>) : []),
    ...(f.bonus !== null ? ([['Bonus', formatAmount(f.bonus, cc)]] as Array<[string, string]>) : []),
    ...(f.signingBonus !== null ? ([['Signing', formatAmount(f.signingBonus, cc)]] as Array<[string, string]>) : []),
    ...(f.location ? ([['Location', f.location]] as Array<[string, string]>) : []),
    ...(f.experience !== null ? ([['Experience', `${f.experience} years`]] as Array<[string, string]>) : []),
  ];
  return (
    <dl className={classes.figures}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const useBusy = (intent: string, id: number) => usePendingIntent()(intent, { id });

/** One item waiting for review: its role and status label, then what the reviewer reads and decides. */
function ReviewItem({
  testId,
  title,
  status,
  label,
  children,
}: {
  testId: string;
  title: string;
  status: 'pending' | 'held';
  label: string;
  children: ReactNode;
}) {
  return (
    <li className={classes.item} data-testid={testId}>
      <div className={`${blocks.spread} ${classes.itemHead}`}>
        <h3 className={classes.itemTitle}>{title}</h3>
        <span className={`${blocks.pill} ${classes.status}`} data-status={status}>
          {label}
        </span>
      </div>
      {children}
    </li>
  );
}

/** A review queue: its count in the title, what its decisions do, then its items (oldest first) or the line saying there are none. */
function ReviewQueue({
  id,
  title,
  note,
  empty,
  children,
}: {
  id: string;
  title: ReactNode;
  note: ReactNode;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <CardSection id={id} title={title}>
      <p className={blocks.sectionNote}>{note}</p>
      {children.length === 0 ? <Text c="dimmed">{empty}</Text> : <ul className={blocks.cardList}>{children}</ul>}
    </CardSection>
  );
}

function recordNote(record: api.PendingVerification['record']) {
  if (!record) return 'The record was removed after review: there is nothing to verify, reject the document.';
  if (record.status === 'held') return 'The record is held as an outlier: approving verifies it; publish it under Held records.';
  return `The record is published (${record.verification === 'verified' ? 'already verified' : 'member-shared'}).`;
}

function PendingDoc({ doc }: { doc: api.PendingVerification }) {
  const busy = useBusy('review-doc', doc.id);
  return (
    <ReviewItem testId={`pending-doc-${doc.id}`} title={roleLine(doc.contribution)} status="pending" label={DOC_KIND_LABELS[doc.kind]}>
      <Text fz="sm">
        From <strong className={classes.email}>{doc.member.email}</strong>, sent {formatDate(doc.createdAt)} · {formatSize(doc.size)} ·{' '}
        <Anchor href={docFileHref(doc.id)} fw={600} download>
          View file
        </Anchor>
      </Text>
      <FigureList f={doc.contribution} />
      <Text fz="sm" c="dimmed">
        {recordNote(doc.record)}
      </Text>
      <div className={`${blocks.inline} ${classes.actions}`}>
        <IntentForm intent="review-doc" fields={{ id: doc.id, decision: 'approve' }}>
          <Button type="submit" color="green" loading={busy} disabled={!doc.record}>
            Approve
          </Button>
        </IntentForm>
        <IntentForm intent="review-doc" fields={{ id: doc.id, decision: 'reject' }} className={classes.rejectForm}>
          <TextInput
            name="reason"
            label="Reason to reject"
            placeholder="e.g. the figures do not match the payslip"
            required
            maxLength={500}
          />
          <Button type="submit" color="red" variant="light">
            Reject
          </Button>
        </IntentForm>
      </div>
    </ReviewItem>
  );
}

/** Documents waiting for review, oldest first. */
export function PendingDocs({ docs }: { docs: api.PendingVerification[] }) {
  return (
    <ReviewQueue
      id="pending-docs"
      title={<>Documents waiting ({docs.length})</>}
      note="Compare the document with the member’s figures. Approving marks the salary verified; rejecting mails the member your reason."
      empty="No documents are waiting."
    >
      {docs.map((doc) => (
        <PendingDoc key={doc.id} doc={doc} />
      ))}
    </ReviewQueue>
  );
}

function HeldItem({ record }: { record: api.HeldRecord }) {
  const busy = useBusy('review-held', record.id);
  return (
    <ReviewItem testId={`held-record-${record.id}`} title={roleLine(record)} status="held" label="Held">
      <FigureList f={record} />
      <Text fz="sm">
        <strong>Why held:</strong> {record.heldReason ?? 'no reason recorded'}
      </Text>
      <Text fz="sm" c="dimmed">
        {record.source === 'offer' ? 'From an offer' : 'From a member'}, shared {formatDate(record.createdAt)}
      </Text>
      <div className={`${blocks.inline} ${classes.actions}`}>
        {(['publish', 'reject'] as const).map((decision) => (
          <IntentForm intent="review-held" fields={{ id: record.id, decision: decision }} key={decision}>
            <Button
              type="submit"
              color={decision === 'publish' ? 'green' : 'red'}
              variant={decision === 'publish' ? 'filled' : 'light'}
              loading={busy && decision === 'publish'}
            >
              {decision === 'publish' ? 'Publish' : 'Reject'}
            </Button>
          </IntentForm>
        ))}
      </div>
    </ReviewItem>
  );
}

/** Records the outlier rule held back, oldest first. */
export function HeldRecords({ records }: { records: api.HeldRecord[] }) {
  return (
    <ReviewQueue
      id="held-records"
      title={<>Held records ({records.length})</>}
      note="Figures far from their peers, or outside any real salary. Publish counts them on the salary pages; reject removes them (the member sees “not published after review”)."
      empty="No records are held."
    >
      {records.map((record) => (
        <HeldItem key={record.id} record={record} />
      ))}
    </ReviewQueue>
  );
}
