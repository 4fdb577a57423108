import { Button, Group, NativeSelect } from '@mantine/core';
import type { api } from '@paysight/contract';
import { FUNDING_STAGES, SIZE_BANDS } from '@paysight/contract/core';
import { Form } from 'react-router';
import { PEER_FACTS_INTENT, savedFactsLine } from '../peer-facts';
import { FUNDING_STAGE_LABELS, sizeBandLabel } from '../peer-text';
import { formatDay } from '~/features/salary/salary-text';
import { OutcomeAlert } from '~/shell/outcome-alert';
import classes from './peer.module.css';

export type PeerFactsOutcome = { ok: boolean; message: string; at: number };

const NOT_SET = { value: '', label: 'Not set' };

/**
 * The workspace's own size band and funding stage, saved for its suggested peers: a plain POST to
 * /peer's action, so it works before JavaScript loads. Analysts and admins save; viewers read them.
 */
export function SavedFactsForm({
  saved,
  canEdit,
  outcome,
}: {
  saved: api.SavedPeerFacts | null;
  canEdit: boolean;
  outcome: PeerFactsOutcome | null;
}) {
  const line = savedFactsLine(saved);
  return (
    <div data-testid="saved-peer-facts">
      <h3 className={classes.panelTitle} id="peer-saved-facts-title">
        Your workspace’s size and funding stage
      </h3>
      <p className={classes.muted} data-testid="saved-peer-facts-line">
        {line && saved
          ? `Saved: ${line} (on ${formatDay(saved.updatedAt.slice(0, 10))}). Suggestions use these unless you state others above.`
          : canEdit
            ? 'Nothing saved yet: save them here and every member’s suggestions use them.'
            : 'Nothing saved yet: analysts and admins save them.'}
      </p>
      {outcome && (
        <OutcomeAlert ok={outcome.ok} failTitle="Size and funding stage were not saved" testId="peer-facts-result">
          {outcome.message}
        </OutcomeAlert>
      )}
      {canEdit && (
        <Form
          method="post"
          className={classes.formGrid}
          aria-labelledby="peer-saved-facts-title"
          key={`${saved?.sizeBand}|${saved?.fundingStage}|${outcome?.at ?? ''}`}
        >
          <input type="hidden" name="intent" value={PEER_FACTS_INTENT} />
          <NativeSelect
            label="Saved size"
            name="sizeBand"
            defaultValue={saved?.sizeBand ?? ''}
            data={[NOT_SET, ...SIZE_BANDS.map((b) => ({ value: b, label: sizeBandLabel(b) }))]}
          />
          <NativeSelect
            label="Saved funding stage"
            name="fundingStage"
            defaultValue={saved?.fundingStage ?? ''}
            data={[NOT_SET, ...FUNDING_STAGES.map((f) => ({ value: f, label: FUNDING_STAGE_LABELS[f] ?? f }))]}
          />
          <Group align="flex-end">
            <Button type="submit" variant="default">
              Save for the workspace
            </Button>
          </Group>
        </Form>
      )}
    </div>
  );
}
