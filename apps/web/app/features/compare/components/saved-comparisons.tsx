import type { api } from '@paysight/contract';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { countryName } from '~/features/salary/salary-text';
import { CardSection } from '~/shell/card-section';
import { IntentForm } from '~/shell/intent-form';
import { OutcomeAlert } from '~/shell/outcome-alert';
import blocks from '~/shell/page-blocks.module.css';
import { comparisonLabel } from '../compare-text';
import classes from './compare.module.css';

/** What a comparison form (save, remove) answered: its intent and message. */
export type ComparisonAnswer = { intent: 'save-comparison' | 'remove-comparison'; ok: boolean; message: string };

/** The form that removes one saved comparison (intent remove-comparison): a plain post, before JavaScript too. */
export function RemoveComparisonForm({ id, label }: { id: number; label: string }) {
  return (
    <IntentForm intent="remove-comparison" fields={{ id }}>
      <Button type="submit" variant="subtle" size="compact-sm">
        Remove<span className={blocks.srOnly}> {label}</span>
      </Button>
    </IntentForm>
  );
}

/** A member's saved comparisons (GET /compare), each a link to its page with a Remove form; on /profile and the picker. */
export function SavedComparisons({ data, answer }: { data: api.SavedComparisons; answer?: ComparisonAnswer | undefined }) {
  return (
    <CardSection id="saved-comparisons" title="Your saved comparisons" testId="saved-comparisons">
      {answer?.intent === 'remove-comparison' && (
        <OutcomeAlert ok={answer.ok} failTitle="Not removed" testId="outcome-remove-comparison">
          {answer.message}
        </OutcomeAlert>
      )}
      {data.items.length === 0 ? (
        <p className={blocks.dim}>None yet: save a comparison from its page to come back to it here.</p>
      ) : (
        <ul className={classes.comparisons}>
          {data.items.map((item) => {
            const label = comparisonLabel(item.entries);
            return (
              <li key={item.id}>
                <span>
                  <Link className={blocks.link} to={item.path}>
                    {label}
                  </Link>{' '}
                  <span className={classes.itemNote}>in {countryName(item.countryCode)}</span>
                </span>
                <RemoveComparisonForm id={item.id} label={label} />
              </li>
            );
          })}
        </ul>
      )}
      <p className={classes.itemNote}>
        {data.items.length} of {data.max} kept.
      </p>
    </CardSection>
  );
}
