import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { ScrollTable } from '~/features/salary/components/scroll-table';
import bars from '~/shell/bars.module.css';
import { CardSection } from '~/shell/card-section';
import { FigureHeads } from '~/shell/figure-cells';
import blocks from '~/shell/page-blocks.module.css';
import {
  HIDDEN_TEXT,
  monthsText,
  movesText,
  netText,
  payText,
  payTone,
  percentChangeText,
  peopleText,
  privacyText,
  ratioText,
  shareText,
  timeText,
} from '../talent-text';
import classes from './talent.module.css';

type Report = api.TalentReport;
type Direction = 'hires' | 'leavers';

const DIRECTION_TITLE: Record<Direction, string> = { hires: 'Where hires come from', leavers: 'Where leavers go' };

/** The headline figures of both directions: how many, the time in the role left and the pay change. */
export function TalentTotals({ report }: { report: Report }) {
  const items = (['hires', 'leavers'] as const).flatMap((d) => {
    const t = report[d].total;
    if (!t) return [{ key: d, value: '—', label: `${d === 'hires' ? 'Hires' : 'Leavers'}: fewer than ${report.minSlice} people` }];
    return [
      { key: d, value: t.count.toLocaleString('en-US'), label: `${d === 'hires' ? 'hires' : 'leavers'} (${peopleText(t.people)})` },
      ...(d === 'leavers' && t.medianMonthsInRole !== null
        ? [{ key: 'time', value: monthsText(t.medianMonthsInRole), label: 'median time in the role before leaving' }]
        : []),
      ...(d === 'hires' && t.medianPayChangePercent !== null
        ? [
            {
              key: 'pay',
              value: percentChangeText(t.medianPayChangePercent),
              label: `median pay change on joining (${movesText(t.payChangeCount ?? 0, 'hires')})`,
            },
          ]
        : []),
    ];
  });
  return (
    <dl className={classes.totals} data-testid="talent-totals">
      {items.map((i) => (
        <div key={i.key} className={classes.totalItem}>
          <dt className={classes.totalLabel}>{i.label}</dt>
          <dd className={classes.totalValue}>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Hires and leavers by year as bars (hidden years as a hatched stub), then the same as a table. */
export function TalentYears({ report, foldTable = false }: { report: Report; foldTable?: boolean }) {
  const { hires, leavers } = report;
  const keys = [
    ...(hires.byYear.some((c) => c.key === 'earlier') || leavers.byYear.some((c) => c.key === 'earlier') ? ['earlier'] : []),
    ...Array.from({ length: report.years.to - report.years.from + 1 }, (_, i) => String(report.years.from + i)),
  ];
  if (hires.byYear.length === 0 && leavers.byYear.length === 0) {
    return <p className={blocks.sectionNote}>Too few moves to show by year.</p>;
  }
  const at = (side: api.TalentSide, key: string) => side.byYear.find((c) => c.key === key);
  const labelOf = (key: string) => at(hires, key)?.label ?? at(leavers, key)?.label ?? key;
  const top = Math.max(1, ...[...hires.byYear, ...leavers.byYear].map((c) => c.figures?.count ?? 0));
  const short = (key: string) => (key === 'earlier' ? `<’${String(report.years.from).slice(2)}` : `’${key.slice(2)}`);
  const cellText = (c: api.TalentCell | undefined) => (!c ? '—' : c.figures ? c.figures.count.toLocaleString('en-US') : HIDDEN_TEXT);
  const peak = keys.reduce((best, k) => Math.max(best, at(hires, k)?.figures?.count ?? 0), 0);
  const yearsTable = (
    <ScrollTable
      label="Hires and leavers by year"
      testId="talent-years"
      head={
        <>
          <th scope="col">Year</th>
          <FigureHeads names={['Hires', 'Leavers']} />
        </>
      }
    >
      {keys.map((key) => (
        <tr key={key} data-year={key}>
          <th scope="row">{labelOf(key)}</th>
          {(['hires', 'leavers'] as const).map((d) => {
            const c = at(report[d], key);
            return (
              <td key={d} className={c && !c.figures ? classes.hiddenCell : blocks.num}>
                {cellText(c)}
              </td>
            );
          })}
        </tr>
      ))}
    </ScrollTable>
  );
  return (
    <>
      <p className={classes.legend} aria-hidden="true">
        <span>
          <span className={classes.key} /> Hires
        </span>
        <span>
          <span className={classes.key} data-side="leavers" /> Leavers
        </span>
        <span>
          <span className={classes.key} data-side="hidden" /> {HIDDEN_TEXT}
        </span>
      </p>
      <figure
        className={classes.yearsChart}
        role="img"
        aria-label={`Hires and leavers by year, ${labelOf(keys[0]!)} to ${keys.at(-1)}; at most ${peak.toLocaleString('en-US')} hires in a year. The table below has the figures.`}
        data-testid="talent-years-chart"
      >
        <div className={classes.valueAxis}>
          <span>{top.toLocaleString('en-US')}</span>
          <span>{Number.isInteger(top / 2) ? (top / 2).toLocaleString('en-US') : ''}</span>
          <span>0</span>
        </div>
        <div className={classes.plot}>
          {keys.map((key) => (
            <div key={key} className={classes.year}>
              {(['hires', 'leavers'] as const).map((d) => {
                const c = at(report[d], key);
                if (!c) return null;
                const title = `${labelOf(key)}: ${c.figures ? movesText(c.figures.count, d) : `${d}, ${HIDDEN_TEXT.toLowerCase()}`}`;
                return c.figures ? (
                  <span
                    key={d}
                    className={classes.bar}
                    data-side={d}
                    style={{ height: `${(c.figures.count / top) * 100}%` }}
                    title={title}
                  />
                ) : (
                  <span key={d} className={classes.bar} data-side={d} data-hidden="" title={title} />
                );
              })}
            </div>
          ))}
        </div>
        <div className={classes.timeAxis} aria-hidden="true">
          {keys.map((key) => (
            <span key={key}>{short(key)}</span>
          ))}
        </div>
      </figure>
      {foldTable ? (
        <details className={classes.more}>
          <summary>The years as a table</summary>
          {yearsTable}
        </details>
      ) : (
        yearsTable
      )}
    </>
  );
}

/** One direction's companies as bars (the largest `limit`), each with its time in the role and pay change; then "other". */
export function CompanyFlows({
  report,
  direction,
  limit,
  heading: Heading = 'h3',
}: {
  report: Report;
  direction: Direction;
  limit?: number;
  heading?: 'h3' | 'h4';
}) {
  const side = report[direction];
  const shown = limit === undefined ? side.companies : side.companies.slice(0, limit);
  const top = Math.max(1, ...shown.map((c) => c.figures!.count));
  const headingId = `talent-${direction}-companies`;
  return (
    <section aria-labelledby={headingId} data-testid={headingId}>
      <Heading className={classes.flowTitle} id={headingId}>
        {DIRECTION_TITLE[direction]}
      </Heading>
      {!side.total ? (
        <p className={blocks.sectionNote}>
          Fewer than {report.minSlice} people {direction === 'hires' ? 'joined' : 'left'} in these histories: nothing is shown.
        </p>
      ) : shown.length === 0 ? (
        <p className={blocks.sectionNote}>No company on its own holds {report.minSlice} people.</p>
      ) : (
        <>
          <CompanyRows
            rows={shown.slice(0, SHOWN_COMPANIES)}
            report={report}
            direction={direction}
            top={top}
            label={DIRECTION_TITLE[direction]}
          />
          {shown.length > SHOWN_COMPANIES && (
            <details className={classes.more}>
              <summary>
                Show {shown.length - SHOWN_COMPANIES} more {shown.length - SHOWN_COMPANIES === 1 ? 'company' : 'companies'}
              </summary>
              <CompanyRows
                rows={shown.slice(SHOWN_COMPANIES)}
                report={report}
                direction={direction}
                top={top}
                label={`${DIRECTION_TITLE[direction]}: more companies`}
              />
            </details>
          )}
        </>
      )}
      {side.other?.figures && (
        <p className={classes.other} data-testid="talent-other">
          Other companies, each with fewer than {report.minSlice} people: {movesText(side.other.figures.count, direction)} together.
        </p>
      )}
    </section>
  );
}

/** Companies named at once; the rest fold away behind "Show N more". */
const SHOWN_COMPANIES = 10;

function CompanyRows({
  rows,
  report,
  direction,
  top,
  label,
}: {
  rows: api.TalentSide['companies'];
  report: Report;
  direction: Direction;
  top: number;
  label: string;
}) {
  return (
    <ul className={bars.rows} aria-label={label}>
      {rows.map((c) => (
        <li key={c.key} className={bars.row} data-testid="talent-company">
          <div className={bars.head}>
            <Link to={paths.company(report.countryCode, c.company.slug)} className={classes.name}>
              {c.company.name}
            </Link>
            <span className={bars.value} data-testid="talent-count">
              {movesText(c.figures!.count, direction)}
            </span>
          </div>
          <div className={bars.track} aria-hidden="true">
            <span
              className={bars.fill}
              data-tone={direction === 'leavers' ? 'third' : undefined}
              style={{ width: `${(c.figures!.count / top) * 100}%` }}
            />
          </div>
          <div className={bars.facts}>
            <span>{timeText(c.figures!, direction)}</span>
            <span className={payTone(c.figures!) === 'up' ? bars.up : payTone(c.figures!) === 'down' ? bars.down : undefined}>
              {payText(c.figures!, report.minSlice)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function figureCells(c: api.TalentCell, minSlice: number) {
  if (!c.figures) {
    return (
      <td colSpan={4} className={classes.hiddenCell}>
        {HIDDEN_TEXT}
      </td>
    );
  }
  const f = c.figures;
  return (
    <>
      <td className={blocks.num}>{f.count.toLocaleString('en-US')}</td>
      <td className={blocks.num}>{f.people.toLocaleString('en-US')}</td>
      <td className={blocks.num}>{f.medianMonthsInRole === null ? '—' : monthsText(f.medianMonthsInRole)}</td>
      <td className={blocks.num} title={f.medianPayChangePercent === null ? payText(f, minSlice) : undefined}>
        {f.medianPayChangePercent === null ? `Under ${minSlice} known` : percentChangeText(f.medianPayChangePercent)}
      </td>
    </>
  );
}

/** One direction by job family, each shown family with its levels. */
export function FamilyTable({ report, direction }: { report: Report; direction: Direction }) {
  const side = report[direction];
  if (side.byFamily.length === 0) return null;
  return (
    <>
      <h3 className={classes.tableTitle}>{direction === 'hires' ? 'Hires: the role taken' : 'Leavers: the role left'}</h3>
      <ScrollTable
        label={`${direction === 'hires' ? 'Hires' : 'Leavers'} by job family and level`}
        testId={`talent-${direction}-families`}
        head={
          <>
            <th scope="col">Job family and level</th>
            <FigureHeads
              names={[
                direction === 'hires' ? 'Hires' : 'Leavers',
                'People',
                direction === 'hires' ? 'Time in previous role' : 'Time in role',
                'Pay change',
              ]}
            />
          </>
        }
      >
        {side.byFamily.flatMap((f) => [
          <tr key={f.key} data-family={f.key}>
            <th scope="row">{f.label}</th>
            {figureCells(f, report.minSlice)}
          </tr>,
          ...f.levels.map((l) => (
            <tr key={`${f.key}:${l.key}`} data-level={l.key}>
              <th scope="row" className={classes.level}>
                {l.label}
              </th>
              {figureCells(l, report.minSlice)}
            </tr>
          )),
        ])}
      </ScrollTable>
    </>
  );
}

/** The company's share of the moves between the companies of its peer table: bars of each one's hires, then the table. */
export function PeerShare({ report }: { report: Report }) {
  const p = report.peers;
  const subject = p.rows.find((r) => r.isSubject);
  const basis =
    p.basis === 'peer-group' && p.group
      ? `the peer group “${p.group.name}”${p.groupSize > p.rows.length - 1 ? ` (the ${p.rows.length - 1} of its ${p.groupSize} companies with the most people in career histories)` : ''}`
      : `the ${p.rows.length - 1} companies ${report.company.name} exchanges most people with`;
  if (p.moves === 0 || !subject) {
    return (
      <p className={blocks.sectionNote} data-testid="talent-peers-empty">
        Between {report.company.name} and {basis}, no move from one company to another holds {report.minSlice} people yet.
      </p>
    );
  }
  const top = Math.max(...p.rows.map((r) => r.shareOfHires), 0.001);
  return (
    <>
      <p className={classes.stat} data-testid="talent-peer-share">
        <span className={classes.statValue}>{shareText(subject.shareOfHires)}</span>
        <span>
          of the {p.moves.toLocaleString('en-US')} moves between {report.company.name} and {basis} went to {report.company.name}; it lost{' '}
          {shareText(subject.shareOfLeavers)} (net {netText(subject.net)}).
        </span>
      </p>
      <ul className={bars.rows} aria-label="Share of the moves each company took" data-testid="talent-peer-bars">
        {[...p.rows]
          .sort((a, b) => b.shareOfHires - a.shareOfHires)
          .map((r) => (
            <li key={r.company.slug} className={bars.row}>
              <div className={bars.head}>
                <span className={classes.name}>
                  {r.company.name}
                  {r.isSubject ? ' (this company)' : ''}
                </span>
                <span className={bars.value}>{shareText(r.shareOfHires)}</span>
              </div>
              <div className={bars.track} aria-hidden="true">
                <span
                  className={bars.fill}
                  data-tone={r.isSubject ? undefined : 'second'}
                  style={{ width: `${(r.shareOfHires / top) * 100}%` }}
                />
              </div>
            </li>
          ))}
      </ul>
      <ScrollTable
        label="Moves between the peers"
        testId="talent-peers"
        head={
          <>
            <th scope="col">Company</th>
            <FigureHeads names={['Hires', 'Leavers', 'Net', 'Share of hires', 'Share of leavers']} />
          </>
        }
      >
        {p.rows.map((r) => (
          <tr key={r.company.slug} data-subject={r.isSubject || undefined}>
            <th scope="row">{r.company.name}</th>
            <td className={blocks.num}>{r.hires.toLocaleString('en-US')}</td>
            <td className={blocks.num}>{r.leavers.toLocaleString('en-US')}</td>
            <td className={blocks.num}>{netText(r.net)}</td>
            <td className={blocks.num}>{shareText(r.shareOfHires)}</td>
            <td className={blocks.num}>{shareText(r.shareOfLeavers)}</td>
          </tr>
        ))}
      </ScrollTable>
      <p className={blocks.sectionNote}>
        Counted: moves from one of these companies to another, where at least {report.minSlice} people made that move; smaller pairs are
        left out of every figure here.
      </p>
    </>
  );
}

/** Offers against incumbents of the same title and level: the median ratio, then by family. */
export function OffersFigure({ report }: { report: Report }) {
  const o = report.offers;
  if (!o.total) {
    return (
      <p className={blocks.sectionNote} data-testid="talent-offers-none">
        Fewer than {report.minSlice} people’s offers from the last {o.years} years can be set against {o.minIncumbents} or more incumbents
        with the same title and level at {report.company.name}.
      </p>
    );
  }
  const r = ratioText(o.total.medianRatio);
  return (
    <>
      <p className={classes.stat} data-testid="talent-offer-ratio">
        <span className={classes.statValue}>{r.value}</span>
        <span>
          the median offer at {report.company.name} against what incumbents with the same title and level are paid: {r.meaning}. From{' '}
          {o.total.count.toLocaleString('en-US')} offers to {peopleText(o.total.people)} in the last {o.years} years.
        </span>
      </p>
      {o.byFamily.length > 1 && (
        <ScrollTable
          label="Offers against incumbents by job family"
          testId="talent-offers"
          head={
            <>
              <th scope="col">Job family</th>
              <FigureHeads names={['Offer ÷ incumbents', 'Offers', 'People']} />
            </>
          }
        >
          {o.byFamily.map((f) => (
            <tr key={f.key}>
              <th scope="row">{f.label}</th>
              {f.figures ? (
                <>
                  <td className={blocks.num}>{ratioText(f.figures.medianRatio).value}</td>
                  <td className={blocks.num}>{f.figures.count.toLocaleString('en-US')}</td>
                  <td className={blocks.num}>{f.figures.people.toLocaleString('en-US')}</td>
                </>
              ) : (
                <td colSpan={3} className={classes.hiddenCell}>
                  {HIDDEN_TEXT}
                </td>
              )}
            </tr>
          ))}
        </ScrollTable>
      )}
      <p className={blocks.sectionNote}>
        Offers are members’ offers they let count and the starting pay of hires in career histories (an offer taken); incumbents are
        published salary records other than offers, from at least {o.minIncumbents} per title and level.
      </p>
    </>
  );
}

/** The workspace screen's whole report, section by section. */
export function TalentReportView({ report }: { report: Report }) {
  return (
    <>
      <CardSection id="talent-summary-title" title={`${report.company.name}: moves in career histories`} testId="talent-summary">
        <TalentTotals report={report} />
        <p className={blocks.sectionNote} data-testid="talent-privacy">
          {privacyText(report.minSlice)}
        </p>
      </CardSection>
      <CardSection id="talent-companies-title" title="Where hires come from and leavers go" testId="talent-companies">
        <div className={`${blocks.columns} ${classes.flows}`}>
          <CompanyFlows report={report} direction="hires" />
          <CompanyFlows report={report} direction="leavers" />
        </div>
      </CardSection>
      <CardSection id="talent-years-title" title="Over time" testId="talent-over-time">
        <TalentYears report={report} />
      </CardSection>
      <CardSection id="talent-families-title" title="By job family and level" testId="talent-families">
        <p className={blocks.sectionNote}>
          The role at {report.company.name}: taken by a hire, left by a leaver. Each family’s levels add up to it, hidden ones included.
        </p>
        <FamilyTable report={report} direction="hires" />
        <FamilyTable report={report} direction="leavers" />
      </CardSection>
      <CardSection id="talent-peers-title" title="Share of moves among peers" testId="talent-peer-section">
        <PeerShare report={report} />
      </CardSection>
      <CardSection id="talent-offers-title" title="Offers against incumbents" testId="talent-offer-section">
        <OffersFigure report={report} />
      </CardSection>
    </>
  );
}
