import { Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { US_STATES } from '@paysight/contract/core';
import { NamesField } from '~/features/jobgpt/components/names-field';
import { usePendingIntent } from '~/lib/pending-intent';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';
import { OutcomeAlert } from '~/shell/outcome-alert';
import type { DigestAnswer } from '../subscribe-digest';
import classes from './alerts-forms.module.css';

/** A member's weekly digest form (subscribe-digest-form.tsx loads it): their digest, or none yet (null). */
export default function DigestForm({ digest, answer }: { digest: api.LayoffDigest | null; answer: DigestAnswer | undefined }) {
  const pending = usePendingIntent();
  const current = answer?.ok ? answer.digest : digest;
  // A refused form shows what was sent again; otherwise the member's digest.
  const typed = answer && !answer.ok ? answer.typed : undefined;
  const chosen = new Set(typed?.states ?? current?.states.map((s) => s.code) ?? []);
  const companies = typed?.companies ?? current?.companies.map((c) => c.name).join(', ') ?? '';
  return (
    <div className={classes.digest}>
      <IntentForm
        intent="digest"
        className={classes.digest}
        aria-label="Weekly digest of new WARN notices"
        key={current?.updatedAt ?? 'none'}
      >
        <Text fz="sm" c="dimmed">
          Once a week, a mail with the notices added since the last one for these states and companies (none when there is nothing new). Up
          to 20 states and 20 companies; each mail has a link to unsubscribe without signing in.
        </Text>
        <fieldset className={blocks.fieldset}>
          <legend>States</legend>
          <div className={classes.digestStates}>
            {US_STATES.map((s) => (
              <label key={s.code} className={classes.digestCheck}>
                <input type="checkbox" name="states" value={s.code} defaultChecked={chosen.has(s.code)} /> {s.name}
              </label>
            ))}
          </div>
        </fieldset>
        <NamesField
          kind="company"
          name="companies"
          label="Companies"
          description="Names from the catalogue, separated by commas"
          placeholder="e.g. Amazon, Boeing"
          defaultValue={companies}
        />
        {answer && (
          <OutcomeAlert ok={answer.ok} failTitle="Digest not saved">
            {answer.ok ? (answer.stopped ? 'Your weekly digest is stopped.' : 'Saved: your weekly digest covers these.') : answer.message}
          </OutcomeAlert>
        )}
        <Button type="submit" loading={pending('digest')} w="fit-content">
          {current ? 'Update the digest' : 'Get the weekly digest'}
        </Button>
      </IntentForm>
      {current && (
        <IntentForm intent="digest-stop" fields={{ digest: current.id }}>
          <Button type="submit" variant="default" loading={pending('digest-stop')} w="fit-content">
            Stop the digest
          </Button>
        </IntentForm>
      )}
    </div>
  );
}
