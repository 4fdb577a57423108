import { Anchor, Button, Text } from '@mantine/core';
import { formatAmount } from '@paysight/contract/core';
import { Form, Link, useNavigation } from 'react-router';
import { paths } from '~/config/paths';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { moneyCountry } from '~/features/salary/salary-text';
import { DOC_KIND_LABELS, docStatusLabel, formatDate, roleLine, stateLabel, type Contribution, type DocKind } from '../verified-text';
import classes from '../verified.module.css';
import { Notice, SelectField } from '~/shell/fields';
import { OutcomeAlert } from '~/shell/outcome-alert';

/** What the upload action answered, for the contribution it was about. */
export interface UploadResult {
  ok: boolean;
  message: string;
  memberSalaryId: number | null;
}

const STATE_NOTES: Record<Contribution['state'], string> = {
  published: 'Counted on the salary pages as member-shared. Send a document to have it verified.',
  verified: 'A reviewer checked your document: this salary counts as verified.',
  held: 'Far from similar salaries, so it waits for a review before it counts. A document helps the reviewer.',
  'not-published': 'Not published after review: these figures are not counted on the salary pages.',
};

const KINDS = (Object.keys(DOC_KIND_LABELS) as DocKind[]).map((value) => ({ value, label: DOC_KIND_LABELS[value] }));

function UploadForm({ contribution }: { contribution: Contribution }) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('memberSalaryId') === String(contribution.id);
  const fileId = `verify-file-${contribution.id}`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={`${blocks.columns} ${classes.uploadForm}`}
      aria-label={`Send a document for ${roleLine(contribution)}`}
    >
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="memberSalaryId" value={contribution.id} />
      <SelectField name="kind" label="Kind of document" data={KINDS} defaultValue="payslip" />
      <label className={classes.fileInput} htmlFor={fileId}>
        File (PDF, PNG or JPEG, up to 5 MB)
        <input id={fileId} type="file" name="file" accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg" required />
      </label>
      <Button type="submit" loading={sending}>
        Send for review
      </Button>
    </Form>
  );
}

function ContributionItem({ contribution: c, result }: { contribution: Contribution; result: UploadResult | null }) {
  const cc = moneyCountry(c.currency);
  const pending = c.docs.filter((d) => d.status === 'pending').length;
  return (
    <li className={classes.item} data-testid={`contribution-${c.id}`}>
      <div className={`${blocks.spread} ${classes.itemHead}`}>
        <h3 className={classes.itemTitle}>{roleLine(c)}</h3>
        <span className={`${blocks.pill} ${classes.status}`} data-status={c.state}>
          {stateLabel(c.state)}
        </span>
      </div>
      <dl className={classes.figures}>
        <div>
          <dt>Total</dt>
          <dd>{formatAmount(c.total, cc)} a year</dd>
        </div>
        <div>
          <dt>Base</dt>
          <dd>{formatAmount(c.base, cc)}</dd>
        </div>
        {c.stocks !== null && (
          <div>
            <dt>Stock</dt>
            <dd>{formatAmount(c.stocks, cc)}</dd>
          </div>
        )}
        {c.bonus !== null && (
          <div>
            <dt>Bonus</dt>
            <dd>{formatAmount(c.bonus, cc)}</dd>
          </div>
        )}
        <div>
          <dt>Shared</dt>
          <dd>{formatDate(c.createdAt)}</dd>
        </div>
      </dl>
      <Text fz="sm" c="dimmed">
        {STATE_NOTES[c.state]}
      </Text>
      {c.docs.length > 0 && (
        <ul className={classes.docs} aria-label="Documents">
          {c.docs.map((d) => (
            <li key={d.id} className={`${blocks.inline} ${classes.doc}`}>
              <span>
                {DOC_KIND_LABELS[d.kind]}, sent {formatDate(d.createdAt)}
              </span>
              <span className={`${blocks.pill} ${classes.status}`} data-status={d.status}>
                {docStatusLabel(d.status)}
              </span>
              {d.reason && <span className={classes.reason}>Reason: {d.reason}</span>}
            </li>
          ))}
        </ul>
      )}
      {result && (
        <OutcomeAlert ok={result.ok} failTitle="Not sent">
          {result.message}
        </OutcomeAlert>
      )}
      {c.canUpload ? (
        <UploadForm contribution={c} />
      ) : (
        (c.state === 'published' || c.state === 'held') &&
        pending > 0 && (
          <Text fz="sm" c="dimmed">
            {pending === 1 ? '1 document is' : `${pending} documents are`} waiting for review; you can send another once they are reviewed.
          </Text>
        )
      )}
    </li>
  );
}

/**
 * "Verify your salary": a guest is asked to sign in; a member sees each contribution with where it
 * stands, its documents (and why one was rejected) and a plain upload form.
 */
export function VerifyYourSalary({
  contributions,
  loginHref,
  result,
}: {
  /** Null for a guest. */
  contributions: Contribution[] | null;
  loginHref: string;
  result: UploadResult | null;
}) {
  return (
    <CardSection id="verify-your-salary" title="Verify your salary" testId="verify-your-salary">
      <p className={blocks.sectionNote}>
        Send an offer letter, payslip or tax form for a salary you shared. A reviewer compares it with your figures; the document is never
        shown on the site, and you may cover anything but the company, the title, the pay and the date.
      </p>
      {result && result.memberSalaryId === null && (
        <Notice color="red" title="Not sent" style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          {result.message}
        </Notice>
      )}
      {contributions === null ? (
        <Text>
          <Anchor component={Link} to={loginHref} fw={600}>
            Sign in
          </Anchor>{' '}
          to verify a salary you shared.
        </Text>
      ) : contributions.length === 0 ? (
        <Text data-testid="no-contributions">
          You have not shared a salary yet.{' '}
          <Anchor component={Link} to={paths.profileSalary()} fw={600}>
            Share your salary
          </Anchor>
          , then come back to verify it.
        </Text>
      ) : (
        <ul className={blocks.cardList}>
          {contributions.map((c) => (
            <ContributionItem key={c.id} contribution={c} result={result?.memberSalaryId === c.id ? result : null} />
          ))}
        </ul>
      )}
    </CardSection>
  );
}
