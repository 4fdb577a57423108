import type { api } from '@paysight/contract';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { monthsText, payChangeText } from '../career-text';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import classes from './career.module.css';
import bars from '~/shell/bars.module.css';
import { PeopleBar } from '~/shell/people-bar';

/** The career tree: the roles people took after the title, and after those, each with people, time and pay change. */
export function CareerTreeView({
  tree,
  titleHref,
}: {
  tree: api.CareerTree;
  titleHref: (title: { name: string; slug: string }) => string;
}) {
  return (
    <CardSection id="tree-title" title={<>Where {tree.title.name}s went next</>} testId="career-tree">
      <p className={blocks.sectionNote}>
        From {tree.people} career histories{tree.company ? ` at ${tree.company.name}` : ''}: {tree.movedOn} moved to another role. Roles
        that fewer than 5 people moved to are not shown{tree.hiddenMoves > 0 ? ` (${tree.hiddenMoves} moves)` : ''}.
      </p>
      {tree.next.length === 0 ? (
        <Text c="dimmed">No next role has enough people yet.</Text>
      ) : (
        <Branches nodes={tree.next} parentPeople={tree.movedOn} titleHref={titleHref} />
      )}
    </CardSection>
  );
}

function Branches({
  nodes,
  parentPeople,
  titleHref,
}: {
  nodes: api.CareerTreeNode[];
  parentPeople: number;
  titleHref: (title: { name: string; slug: string }) => string;
}) {
  return (
    <ul className={classes.tree}>
      {nodes.map((node) => {
        const pay = node.medianPayChangePct;
        return (
          <li key={node.title.slug} className={bars.row}>
            <PeopleBar
              name={<Link to={titleHref(node.title)}>{node.title.name}</Link>}
              people={node.people}
              width={parentPeople > 0 ? (node.people / parentPeople) * 100 : 0}
            />
            <div className={bars.facts}>
              <span>{monthsText(node.medianMonthsBefore)}</span>
              <span className={pay === null ? undefined : pay >= 0.5 ? bars.up : pay <= -0.5 ? bars.down : undefined}>
                {payChangeText(pay)}
              </span>
              <span>{node.changedCompanyPct}% changed company</span>
            </div>
            {node.next.length > 0 && <Branches nodes={node.next} parentPeople={node.people} titleHref={titleHref} />}
          </li>
        );
      })}
    </ul>
  );
}
