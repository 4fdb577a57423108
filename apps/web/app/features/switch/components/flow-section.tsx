import { Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FlowRowModel, FlowSectionModel } from '../switch-model';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import classes from './switch.module.css';
import bars from '~/shell/bars.module.css';
import { PeopleBar } from '~/shell/people-bar';

/** One direction of the flow (went to, came from, first jobs): a bar per company, its people, median time and pay. */
export function FlowSection({ section }: { section: FlowSectionModel }) {
  const headingId = `switch-${section.id}`;
  return (
    <CardSection id={headingId} title={section.title} testId={headingId}>
      <p className={blocks.sectionNote}>{section.note}</p>
      {section.rows.length === 0 ? (
        <Text c="dimmed">{section.emptyText}</Text>
      ) : (
        <>
          <FlowRows rows={section.rows} label={section.summary} />
          {section.moreRows.length > 0 && (
            <details className={classes.more}>
              <summary>
                Show {section.moreRows.length} more {section.moreRows.length === 1 ? 'company' : 'companies'}
              </summary>
              <FlowRows rows={section.moreRows} label={`${section.title}: more companies`} />
            </details>
          )}
        </>
      )}
      {section.otherText && <p className={classes.other}>{section.otherText}</p>}
    </CardSection>
  );
}

function FlowRows({ rows, label }: { rows: FlowRowModel[]; label: string }) {
  return (
    <ul className={bars.rows} aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className={bars.row}>
          <PeopleBar
            name={
              <Link to={row.href} className={classes.name}>
                {row.name}
              </Link>
            }
            people={row.count}
            width={row.width}
          />
          <div className={bars.facts}>
            <span>{row.timeText}</span>
            <span className={row.payTone === 'up' ? bars.up : row.payTone === 'down' ? bars.down : undefined}>{row.payText}</span>
            {row.titlesText && <span>{row.titlesText}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
