import blocks from '~/shell/page-blocks.module.css';
import classes from './salary.module.css';

/** A figures list's Confidence entry (a full row): the label as a coloured tag, then its reason. */
export function ConfidenceFact({ confidence }: { confidence: { label: string; reason: string } }) {
  return (
    <div className={blocks.wide}>
      <dt>Confidence</dt>
      <dd>
        <span className={classes.confidence} data-level={confidence.label}>
          {confidence.label}
        </span>
        <span className={classes.reason}>{confidence.reason}</span>
      </dd>
    </div>
  );
}
