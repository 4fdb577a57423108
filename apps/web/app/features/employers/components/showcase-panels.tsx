import type { api } from '@paysight/contract';
import { formatCompact, type CountryCode } from '@paysight/contract/core';
import blocks from '~/shell/page-blocks.module.css';
import { FigureCells, FigureHeads } from '~/shell/figure-cells';
import { countryName, formatDay } from '~/features/salary/salary-text';
import shell from '~/shell/shell.module.css';
import { percentText } from '../employers-query';
import classes from '../employers.module.css';
import { ScrollTable } from '~/features/salary/components/scroll-table';

type Showcase = api.EmployerShowcase;

const money = (v: number, cc: CountryCode) => formatCompact(v, cc);

function ExampleCaption({ s, what }: { s: Showcase; what: string }) {
  return (
    <p className={classes.caption}>
      Example from our records: {what}. Total pay per year in {s.currency}, aged to {formatDay(s.effectiveDate)} at{' '}
      {percentText(s.agingRate)} a year. A figure is shown only with at least 5 records from at least 3 companies, none holding more than
      half.
    </p>
  );
}

/** Salary benchmarking: a family's levels in the busiest metro, each with its evidence, or why it is hidden. */
export function BenchmarkingExample({ s }: { s: Showcase }) {
  const cc = s.countryCode;
  const shown = s.ladder.filter((l) => l.total);
  const max = Math.max(1, ...shown.map((l) => l.total!.p75));
  return (
    <section aria-labelledby="example-benchmarking" className={classes.example}>
      <h3 id="example-benchmarking" className={classes.exampleTitle}>
        {s.family.name} in {s.metro}, by level
      </h3>
      <ExampleCaption s={s} what={`${s.family.name} in ${s.metro}, all companies in ${countryName(cc)}`} />
      {shown.length > 0 && (
        <ul className={classes.ranges} aria-hidden="true" data-testid="ladder-chart">
          {shown.map((l) => (
            <li key={l.level} className={classes.rangeRow}>
              <span className={classes.rangeLabel}>{l.levelName}</span>
              <span className={classes.rangeTrack}>
                <span
                  className={classes.rangeBand}
                  style={{ left: `${(l.total!.p25 / max) * 100}%`, width: `${((l.total!.p75 - l.total!.p25) / max) * 100}%` }}
                />
                <span className={classes.rangeMid} style={{ left: `${(l.total!.p50 / max) * 100}%` }} />
              </span>
              <span className={classes.rangeValue}>{money(l.total!.p50, cc)}</span>
            </li>
          ))}
        </ul>
      )}
      <ScrollTable
        labelledBy="example-benchmarking"
        testId="ladder-table"
        caption={
          <>
            {s.family.name} in {s.metro}: total pay by level with its evidence
          </>
        }
        head={
          <>
            <th scope="col">Level</th>
            <FigureHeads names={['25th', 'Median', '75th', 'Records', 'Companies', 'Last 12 months']} />
          </>
        }
      >
        {s.ladder.map((l) => (
          <tr key={l.level} data-level={l.level}>
            <th scope="row">{l.levelName}</th>
            {l.total && l.evidence ? (
              <>
                <td className={blocks.num}>{money(l.total.p25, cc)}</td>
                <td className={blocks.num}>
                  <strong>{money(l.total.p50, cc)}</strong>
                </td>
                <FigureCells
                  values={[
                    money(l.total.p75, cc),
                    l.evidence.records.toLocaleString('en-US'),
                    l.evidence.companies,
                    percentText(l.evidence.recentShare),
                  ]}
                />
              </>
            ) : (
              <td colSpan={6} className={classes.hiddenCell}>
                Hidden: {l.hidden}
              </td>
            )}
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}

/** Total rewards: how the median pay splits into base, bonus and stock at each level. */
export function RewardsExample({ s }: { s: Showcase }) {
  const cc = s.countryCode;
  return (
    <section aria-labelledby="example-rewards" className={classes.example}>
      <h3 id="example-rewards" className={classes.exampleTitle}>
        {s.family.name}: base, bonus and stock by level
      </h3>
      <ExampleCaption s={s} what={`${s.family.name}, all locations in ${countryName(cc)}; the median of each part`} />
      {s.mix.length === 0 ? (
        <p className={blocks.sectionNote}>No level has enough records under the rules yet.</p>
      ) : (
        <>
          <p className={classes.legend} aria-hidden="true">
            <span className={classes.key} data-part="base" /> Base <span className={classes.key} data-part="bonus" /> Bonus{' '}
            <span className={classes.key} data-part="stock" /> Stock (yearly)
          </p>
          <ul className={classes.mix} aria-hidden="true" data-testid="mix-chart">
            {s.mix.map((m) => {
              const sum = Math.max(1, m.base + m.bonus + m.stock);
              return (
                <li key={m.level} className={classes.rangeRow}>
                  <span className={classes.rangeLabel}>{m.levelName}</span>
                  <span className={classes.mixTrack}>
                    <span data-part="base" style={{ width: `${(m.base / sum) * 100}%` }} />
                    <span data-part="bonus" style={{ width: `${(m.bonus / sum) * 100}%` }} />
                    <span data-part="stock" style={{ width: `${(m.stock / sum) * 100}%` }} />
                  </span>
                  <span className={classes.rangeValue}>{percentText(m.stock / sum)} stock</span>
                </li>
              );
            })}
          </ul>
          <ScrollTable
            labelledBy="example-rewards"
            testId="mix-table"
            caption={<>{s.family.name}: median base, bonus and stock by level</>}
            head={
              <>
                <th scope="col">Level</th>
                <FigureHeads names={['Base', 'Bonus', 'Stock a year', 'Total', 'With any stock']} />
              </>
            }
          >
            {s.mix.map((m) => (
              <tr key={m.level}>
                <th scope="row">{m.levelName}</th>
                <FigureCells
                  values={[money(m.base, cc), money(m.bonus, cc), money(m.stock, cc), money(m.total, cc), percentText(m.withStock)]}
                />
              </tr>
            ))}
          </ScrollTable>
          <p className={classes.caption}>
            Medians of each part do not add up to the median total. Insurance, leave and other benefits are in the benefits example above.
          </p>
        </>
      )}
    </section>
  );
}

/** Talent intelligence: where a level pays most, and India's tier-2 cities against tier-1. */
export function TalentExample({ s }: { s: Showcase }) {
  const cc = s.countryCode;
  const rows = s.metros.rows;
  const max = Math.max(1, ...rows.map((r) => r.total.p75));
  return (
    <section aria-labelledby="example-talent" className={classes.example}>
      <h3 id="example-talent" className={classes.exampleTitle}>
        {s.family.name}, {s.metros.levelName}: median total pay by metro
      </h3>
      <ExampleCaption s={s} what={`${s.family.name} at the ${s.metros.levelName} level, by metro in ${countryName(cc)}`} />
      {s.tier2VsTier1 !== null && (
        <p className={classes.stat} data-testid="tier-differential">
          <span className={classes.statValue}>{percentText(s.tier2VsTier1)}</span>
          <span>
            Tier-2 cities pay {percentText(s.tier2VsTier1)} of tier-1 metros&apos; median total, across the job families and levels with
            enough records on both sides.
          </span>
        </p>
      )}
      {rows.length === 0 ? (
        <p className={blocks.sectionNote}>No metro has enough records at this level under the rules yet.</p>
      ) : (
        <>
          <ul className={classes.ranges} aria-hidden="true" data-testid="metro-chart">
            {rows.map((r) => (
              <li key={r.metro} className={classes.rangeRow}>
                <span className={classes.rangeLabel}>{r.metro}</span>
                <span className={classes.rangeTrack}>
                  <span className={classes.rangeBar} data-tier={r.tier ?? undefined} style={{ width: `${(r.total.p50 / max) * 100}%` }} />
                </span>
                <span className={classes.rangeValue}>{money(r.total.p50, cc)}</span>
              </li>
            ))}
          </ul>
          <ScrollTable
            labelledBy="example-talent"
            testId="metro-table"
            caption={<>Median total pay by metro with its evidence</>}
            head={
              <>
                <th scope="col">Metro</th>
                {cc === 'in' && <th scope="col">Tier</th>}
                <FigureHeads names={['Median', '25th–75th', 'Records', 'Companies']} />
              </>
            }
          >
            {rows.map((r) => (
              <tr key={r.metro}>
                <th scope="row">{r.metro}</th>
                {cc === 'in' && <td>{r.tier === 1 ? 'Tier 1' : 'Tier 2'}</td>}
                <td className={blocks.num}>
                  <strong>{money(r.total.p50, cc)}</strong>
                </td>
                <td className={blocks.num}>
                  {money(r.total.p25, cc)}–{money(r.total.p75, cc)}
                </td>
                <td className={blocks.num}>{r.records.toLocaleString('en-US')}</td>
                <td className={blocks.num}>{r.companies}</td>
              </tr>
            ))}
          </ScrollTable>
        </>
      )}
    </section>
  );
}

/** The market behind the examples, with the demo label when generated records are among them. */
export function MarketStrip({ s }: { s: Showcase }) {
  const items = [
    { value: s.market.records.toLocaleString('en-US'), label: 'levelled salary records' },
    { value: s.market.companies.toLocaleString('en-US'), label: 'companies' },
    { value: String(s.market.metros), label: 'metros' },
    { value: percentText(s.market.recentShare), label: 'reported in the last 12 months' },
  ];
  return (
    <div className={`${blocks.inline} ${classes.strip}`}>
      <dl className={classes.stripList} data-testid="market-strip">
        {items.map((i) => (
          <div key={i.label} className={classes.stripItem}>
            <dt className={classes.stripLabel}>{i.label}</dt>
            <dd className={classes.stripValue}>{i.value}</dd>
          </div>
        ))}
      </dl>
      {s.isDemo && (
        <span className={shell.demoLabel} title="Generated demonstration data, not real submissions">
          Demo data
        </span>
      )}
    </div>
  );
}
