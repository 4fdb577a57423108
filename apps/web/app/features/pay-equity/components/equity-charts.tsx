import type { api } from '@paysight/contract';
import { Text } from '@mantine/core';
import { gapText, shareText } from '../pay-equity-text';
import stacked from '~/shell/stacked-bar.module.css';
import classes from './pay-equity.module.css';

const WOMEN = stacked.grape;
const MEN = stacked.teal;

const QUARTILE_NAMES = ['Lower quartile (lowest paid)', 'Lower middle quartile', 'Upper middle quartile', 'Upper quartile (highest paid)'];

function Legend() {
  return (
    <div className={classes.legend} aria-hidden="true">
      <span>
        <span className={`${stacked.swatch} ${WOMEN}`} />
        Women
      </span>
      <span>
        <span className={`${stacked.swatch} ${MEN}`} />
        Men
      </span>
    </div>
  );
}

/** Each pay quartile's share of women and men as one bar, with its figures written beside it. */
export function QuartileBars({ quartiles }: { quartiles: api.PayEquityReport['quartiles'] }) {
  return (
    <>
      <Legend />
      <ul className={classes.rows} data-testid="quartile-bars">
        {quartiles.map((q) => (
          <li key={q.quartile} className={classes.row} data-quartile={q.quartile}>
            <Text size="sm" fw={600}>
              {QUARTILE_NAMES[q.quartile - 1]}
            </Text>
            <div>
              <div className={stacked.bar} aria-hidden="true">
                <span className={WOMEN} style={{ width: `${q.womenShare * 100}%` }} />
                <span className={MEN} style={{ width: `${q.menShare * 100}%` }} />
              </div>
              <Text className={classes.figure} data-testid="quartile-figures">
                Women {shareText(q.womenShare)} · Men {shareText(q.menShare)}
              </Text>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Each category's average gap as a bar from a middle line: to the right when men are paid more, to
 * the left when women are; a category under the rule has no bar and says why.
 */
export function CategoryGapBars({ categories }: { categories: api.PayEquityReport['eu']['categories'] }) {
  const largest = Math.max(0.1, ...categories.map((c) => Math.abs(c.average ?? 0)));
  return (
    <ul className={classes.rows} data-testid="category-bars">
      {categories.map((c) => {
        const width = c.average === null ? 0 : (Math.abs(c.average) / largest) * 100;
        return (
          <li key={`${c.family.slug}-${c.level}`} className={classes.row} data-flagged={c.flagged || undefined}>
            <Text size="sm" fw={600}>
              {c.family.name} · {c.levelName}
            </Text>
            <div>
              {c.average !== null && (
                <div className={classes.diverging} aria-hidden="true">
                  <span className={classes.left}>{c.average < 0 && <span className={WOMEN} style={{ width: `${width}%` }} />}</span>
                  <span className={classes.right}>{c.average > 0 && <span className={MEN} style={{ width: `${width}%` }} />}</span>
                  <span className={classes.axis} />
                </div>
              )}
              <Text className={classes.figure}>
                {c.reportable ? gapText(c.average) : `Not reported: ${c.women} women, ${c.men} men (fewer than 5 of one)`}
                {c.flagged && <span className={classes.flag}> · 5 % or more: a joint pay assessment is due unless justified</span>}
              </Text>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
