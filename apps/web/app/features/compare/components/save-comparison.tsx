import { Button } from '@mantine/core';
import type { CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { IntentForm } from '~/shell/intent-form';
import { OutcomeAlert } from '~/shell/outcome-alert';
import blocks from '~/shell/page-blocks.module.css';
import classes from './compare.module.css';
import { RemoveComparisonForm, type ComparisonAnswer } from './saved-comparisons';

/**
 * The comparison page's "Save this comparison": a plain post (intent save-comparison) for a member,
 * or Saved with its Remove form once kept; a visitor gets the sign-in link, coming back here.
 */
export function SaveComparison({
  cc,
  q,
  label,
  savedId,
  signInHref,
  answer,
}: {
  cc: CountryCode;
  q: string;
  label: string;
  savedId: number | null;
  /** The sign-in link for a visitor; null for a member. */
  signInHref: string | null;
  answer?: ComparisonAnswer | undefined;
}) {
  return (
    <div className={classes.keep} data-testid="save-comparison">
      {answer && (
        <OutcomeAlert
          ok={answer.ok}
          failTitle={answer.intent === 'save-comparison' ? 'Not saved' : 'Not removed'}
          testId="outcome-comparison"
        >
          {answer.message}
        </OutcomeAlert>
      )}
      <div className={`${blocks.inline} ${classes.keepRow}`}>
        {signInHref ? (
          <span>
            <Link className={blocks.link} to={signInHref}>
              Sign in to save this comparison
            </Link>{' '}
            <span className={classes.itemNote}>and to see who at these companies can answer your questions.</span>
          </span>
        ) : savedId !== null ? (
          <>
            <span>
              Saved in{' '}
              <Link className={blocks.link} to={`${paths.profile()}#saved-comparisons`}>
                your comparisons
              </Link>
            </span>
            <RemoveComparisonForm id={savedId} label={label} />
          </>
        ) : (
          <IntentForm intent="save-comparison" fields={{ cc, q }}>
            <Button type="submit" variant="light">
              Save this comparison
            </Button>
          </IntentForm>
        )}
      </div>
    </div>
  );
}
