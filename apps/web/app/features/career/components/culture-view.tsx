import type { api } from '@paysight/contract';
import { Text } from '@mantine/core';
import { starWidth } from '../career-model';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import classes from './career.module.css';
import bars from '~/shell/bars.module.css';

const ASPECT_LABELS: Record<api.RatingAspect, string> = {
  workLife: 'Work-life balance',
  culture: 'Culture',
  growth: 'Growth',
  management: 'Management',
  compensation: 'Compensation',
};

const ASPECTS = Object.keys(ASPECT_LABELS) as api.RatingAspect[];

/** Culture: members' ratings of the company, beside another's and the region's average, aspect by aspect. */
export function CultureView({ view }: { view: api.CultureView }) {
  const sides = [view.company, ...(view.compare ? [view.compare] : [])];
  const shown = sides.filter((s) => s.summary !== null);
  return (
    <CardSection id="culture-title" title="Culture, by the people who work there" testId="view-culture">
      <p className={blocks.sectionNote}>
        Members rate their own current or past company once a year, from 1 to 5. A company shows once {view.minSlice} members have rated it.
        {view.region ? ` The black tick is the average of ${view.region.raters} ratings across the region.` : ''}
      </p>
      {sides.map((s) =>
        s.summary ? (
          <Text key={s.company.slug} fw={600}>
            {s.company.name}: {s.summary.overall.toFixed(1)} / 5 from {s.summary.raters} members
          </Text>
        ) : (
          <Text key={s.company.slug} c="dimmed" data-testid="culture-not-enough">
            {s.company.name}: not enough ratings yet.
          </Text>
        ),
      )}
      {shown.length > 0 && (
        <ul className={bars.rows} aria-label="Ratings by aspect">
          {ASPECTS.map((aspect) => (
            <li key={aspect} className={bars.row}>
              <div className={bars.head}>{ASPECT_LABELS[aspect]}</div>
              {shown.map((s, i) => {
                const average = s.summary!.aspects.find((a) => a.aspect === aspect)?.average ?? 0;
                return (
                  <div key={s.company.slug}>
                    <div className={bars.track}>
                      <span className={bars.fill} data-tone={i === 1 ? 'second' : undefined} style={{ width: `${starWidth(average)}%` }} />
                      {view.region && (
                        <span className={classes.tick} style={{ left: `${starWidth(view.region.averages[aspect] ?? 0)}%` }} />
                      )}
                    </div>
                    <div className={bars.facts}>
                      <span>
                        {s.company.name} {average.toFixed(1)}
                      </span>
                      {i === shown.length - 1 && view.region && <span>region {(view.region.averages[aspect] ?? 0).toFixed(1)}</span>}
                    </div>
                  </div>
                );
              })}
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
