import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate } from '@paysight/contract/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { findingAnchor, type BandSection } from '../pay-bands-model';
import { payBandsHref } from '../pay-bands-query';
import {
  DIFFERENTIAL_SOURCE,
  levelsText,
  METRIC_LABEL,
  money,
  percent,
  RULES,
  SEVERITY_COLOR,
  SEVERITY_LABEL,
  sortFindings,
  SOURCE_LABEL,
  type Currency,
} from '../pay-bands-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './pay-bands.module.css';

const BandChart = lazy(() => import('./band-chart'));

/** The plan a version was built with, in words. */
export function PlanSummary({
  plan,
  effectiveDate,
  steps = [],
  familyNames = new Map(),
}: {
  plan: api.PayBandPlan;
  effectiveDate: string;
  /** The progression and linter range each family was built with. */
  steps?: api.PayBandVersion['steps'];
  familyNames?: Map<string, string>;
}) {
  const fromMarket = steps.filter((s) => s.source === 'market');
  const marketSteps = fromMarket
    .map(
      (s) =>
        `${familyNames.get(s.family) ?? s.family}: ${percent(s.step ?? 0)} (linted at ${percent(s.progressionMin)}–${percent(s.progressionMax)})`,
    )
    .join('; ');
  const widths = Object.entries(plan.widths ?? {});
  const rows: [string, string][] = [
    ['Effective date', formatDate(effectiveDate)],
    ['Pay', METRIC_LABEL[plan.metric]],
    ['Mid at', `P${plan.targetPercentile} of the peer group’s market`],
    [
      'Width',
      `${percent(plan.width)} (width = max ÷ min − 1)${widths.length > 0 ? `; ${widths.map(([l, w]) => `level ${l}: ${percent(w)}`).join(', ')}` : ''}`,
    ],
    ...(plan.steps === 'market'
      ? ([
          [
            'Steps between levels',
            fromMarket.length > 0
              ? `The market’s own median step per family. ${marketSteps}${fromMarket.length < steps.length ? '; the other families show too few market levels and use the figures below' : ''}`
              : 'The market’s own median step per family; no family shows enough market levels, so the figures below apply',
          ],
        ] as [string, string][])
      : []),
    [
      'Progression',
      plan.progression === null
        ? 'None: levels with a hidden market cell get no band'
        : `${percent(plan.progression)} from the level below where the market cell is hidden`,
    ],
    ['Rounding', plan.rounding === 0 ? 'Not rounded' : `To the nearest ${plan.rounding}`],
    ['Locations', `${plan.locations[0]} (reference)${plan.locations.length > 1 ? `, ${plan.locations.slice(1).join(', ')}` : ''}`],
    [
      'Linter limits',
      `${fromMarket.length > 0 ? `Progression as above for ${fromMarket.length === steps.length ? 'every family' : 'families on the market’s steps'}${fromMarket.length < steps.length ? `, ${percent(plan.lint.progressionMin)}–${percent(plan.lint.progressionMax)} for the others` : ''}` : `Progression ${percent(plan.lint.progressionMin)}–${percent(plan.lint.progressionMax)}`}; overlap at most ${percent(plan.lint.maxOverlap)}`,
    ],
  ];
  return (
    <dl className={`${blocks.terms} ${classes.summary}`}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The version's findings, most severe first, each linking to its level's row. */
export function FindingsList({ findings, families }: { findings: api.PayBandFinding[]; families: Map<string, string> }) {
  return (
    <div>
      <Text size="sm" c="dimmed" mb="sm">
        The linter flags an inverted midpoint (a level whose mid is not above the one below), a progression outside the plan’s range, an
        overlap above its limit (overlap = (lower max − upper min) ÷ lower range), a band narrower than the one below, and an India ÷ US
        ratio more than 25 % off the median of the levels (against the workspace’s newest group in the other region).
      </Text>
      {findings.length === 0 ? (
        <Text data-testid="no-findings">No findings: the structure passes every check.</Text>
      ) : (
        <ul className={classes.findings} data-testid="findings">
          {sortFindings(findings).map((f, i) => {
            const rule = RULES[f.rule];
            return (
              <li key={i} className={classes.finding}>
                <Badge color={SEVERITY_COLOR[rule.severity]} variant="light" className={classes.severity}>
                  {SEVERITY_LABEL[rule.severity]}
                </Badge>
                <div>
                  <Text fw={600} size="sm">
                    {rule.label} ·{' '}
                    <Anchor href={`#${findingAnchor(f)}`} size="sm">
                      {families.get(f.family) ?? f.family}, {f.location}: {levelsText(f.levels)}
                    </Anchor>
                  </Text>
                  <Text size="sm">{f.message}</Text>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** One family × location: the table of levels and the chart. */
export function BandSectionView({
  section,
  currency,
  targetPercentile,
  findings,
}: {
  section: BandSection;
  currency: Currency;
  targetPercentile: number;
  findings: api.PayBandFinding[];
}) {
  const title = `${section.family.name} · ${section.location}`;
  const d = section.differential;
  const showTarget = targetPercentile !== 50;
  return (
    <section className={classes.bandSection} aria-labelledby={`${section.rows[0]?.anchor ?? section.key}-title`}>
      <h4 className={classes.sectionHeading} id={`${section.rows[0]?.anchor ?? section.key}-title`}>
        {title}
      </h4>
      {d && (
        <Text size="sm" c="dimmed" mb="xs">
          Differential {d.factor} ({DIFFERENTIAL_SOURCE[d.source]})
        </Text>
      )}
      <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label={`${title}: bands by level`}>
        <Table className={classes.table} striped withTableBorder data-testid="band-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Level</Table.Th>
              <Table.Th scope="col">Min</Table.Th>
              <Table.Th scope="col">Mid</Table.Th>
              <Table.Th scope="col">Max</Table.Th>
              <Table.Th scope="col">Width</Table.Th>
              <Table.Th scope="col">Market P50</Table.Th>
              {showTarget && <Table.Th scope="col">Market P{targetPercentile}</Table.Th>}
              <Table.Th scope="col">Source</Table.Th>
              <Table.Th scope="col">Progression to next</Table.Th>
              <Table.Th scope="col">Findings</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {section.rows.map((row) => {
              const marketCell = (value: number | null | undefined) =>
                row.market === null ? (
                  '—'
                ) : value != null ? (
                  money(value, currency)
                ) : (
                  <span title={row.market.hidden ?? undefined}>Hidden</span>
                );
              return (
                <Table.Tr key={row.anchor} id={row.anchor} data-level={row.band.level} data-flagged={row.findings.length > 0 || undefined}>
                  <Table.Th scope="row">
                    {row.band.level} · {row.band.levelName}
                  </Table.Th>
                  <Table.Td data-testid="band-min">{money(row.band.min, currency)}</Table.Td>
                  <Table.Td data-testid="band-mid">{money(row.band.mid, currency)}</Table.Td>
                  <Table.Td data-testid="band-max">{money(row.band.max, currency)}</Table.Td>
                  <Table.Td>{percent(row.width)}</Table.Td>
                  <Table.Td>{marketCell(row.market?.p50)}</Table.Td>
                  {showTarget && <Table.Td>{marketCell(row.market?.target)}</Table.Td>}
                  <Table.Td>{SOURCE_LABEL[row.band.source]}</Table.Td>
                  <Table.Td>{row.progressionToNext === null ? '—' : `${percent(row.progressionToNext)} to L${row.nextLevel}`}</Table.Td>
                  <Table.Td className={classes.wrapCell}>
                    {row.findings.length === 0 ? '—' : [...new Set(row.findings.map((i) => RULES[findings[i]!.rule].label))].join(', ')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      <div className={classes.chart}>
        <Suspense fallback={null}>
          <BandChart rows={section.rows} currency={currency} label={`${title}: each level's band from min to max, split at the mid`} />
        </Suspense>
      </div>
    </section>
  );
}

/** The group's versions, newest first, each a link; the one shown is marked. */
export function VersionsList({ groupId, versions, shown }: { groupId: number; versions: api.PayBandVersion[]; shown: number }) {
  return (
    <ol className={classes.versions} data-testid="versions" reversed>
      {versions.map((v, i) => (
        <li key={v.version}>
          <Anchor
            component={Link}
            to={payBandsHref({ group: groupId, version: v.version, compare: [] })}
            aria-current={v.version === shown ? 'page' : undefined}
            fw={v.version === shown ? 700 : 400}
          >
            Version {v.version}
          </Anchor>{' '}
          <Text span size="sm" c="dimmed">
            effective {formatDate(v.effectiveDate)} · saved {formatDate(v.createdAt)}
            {v.createdBy ? ` by ${v.createdBy}` : ''} · {v.bands.length} bands · {v.findings.length}{' '}
            {v.findings.length === 1 ? 'finding' : 'findings'}
            {i === 0 ? ' · latest' : ''}
          </Text>
          {v.note && (
            <Text size="sm" className={classes.note}>
              {v.note}
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}
