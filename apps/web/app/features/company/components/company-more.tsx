import type { api } from '@paysight/contract';
import { formatCompact, type CountryCode } from '@paysight/contract/core';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CompanyMoreData } from '../api/get-company-more';
import { COMPANY_MORE, COMPANY_MORE_LABELS, type CompanyMore } from '../company-more';
import blocks from '~/shell/page-blocks.module.css';
import classes from './company.module.css';
import bars from '~/shell/bars.module.css';

const REGION: Record<CountryCode, string> = { in: 'India', us: 'the US' };
const pct = (v: number) => `${Math.round(v)}%`;

/** The tabs to the further sections: plain links (?about=), so each is a page of its own. */
export function CompanyMoreTabs({ current, hrefOf }: { current: CompanyMore | null; hrefOf: (about: CompanyMore) => string }) {
  return (
    <nav aria-label="More about the company">
      <ul className={bars.tabs}>
        {COMPANY_MORE.map((about) => (
          <li key={about}>
            <Link to={hrefOf(about)} className={bars.tab} aria-current={about === current ? 'page' : undefined} preventScrollReset>
              {COMPANY_MORE_LABELS[about]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A company's place in a ranking, with the range it falls in across resamples. */
function RankFigure({ where, place }: { where: string; place: { rank: number; ranked: number; rankLow: number; rankHigh: number } }) {
  return (
    <div>
      <Text fz="sm" c="dimmed">
        {where}
      </Text>
      <div className={classes.moreFigure}>
        #{place.rank}{' '}
        <Text span c="dimmed">
          of {place.ranked}
        </Text>
      </div>
      <Text fz="sm" c="dimmed">
        likely #{place.rankLow}–#{place.rankHigh}
      </Text>
    </div>
  );
}

/** One further section: the company's rank from moves, leadership pay, stock, or its titles' AI exposure. */
export function CompanyMoreSection({ more, cc, companyName }: { more: CompanyMoreData; cc: CountryCode; companyName: string }) {
  return (
    <section
      className={`${blocks.card} ${classes.moreSection}`}
      aria-labelledby="company-more-title"
      data-testid={`company-${more.about}`}
      id="more"
    >
      <h2 className={blocks.sectionTitle} id="company-more-title">
        {COMPANY_MORE_LABELS[more.about]}
      </h2>
      {more.about === 'ranks' && <Ranks data={more.data} cc={cc} companyName={companyName} />}
      {more.about === 'exec' && <Exec data={more.data} />}
      {more.about === 'stocks' && <Stocks data={more.data} />}
      {more.about === 'futureofwork' && <FutureOfWork data={more.data} />}
    </section>
  );
}

function Bar({ label, value, width, note }: { label: React.ReactNode; value: string; width: number; note?: string | undefined }) {
  return (
    <li className={bars.row}>
      <div className={bars.head}>
        <span>{label}</span>
        <span className={bars.value}>{value}</span>
      </div>
      <div className={bars.track} aria-hidden="true">
        <span className={bars.fill} style={{ width: `${Math.max(0, Math.min(100, width))}%` }} />
      </div>
      {note && <div className={bars.facts}>{note}</div>}
    </li>
  );
}

function Ranks({ data, cc, companyName }: { data: api.CompanyRanks; cc: CountryCode; companyName: string }) {
  const region = data.regions.find((r) => r.countryCode === cc) ?? null;
  if (!data.computedAt)
    return <Text c="dimmed">The rankings are not computed yet: they are rebuilt in the background after histories change.</Text>;
  if (!region?.region)
    return (
      <Text c="dimmed">
        {companyName} is not ranked in {REGION[cc]}: fewer than 5 people moved in or out of it.
      </Text>
    );
  const flows = (rows: api.CompanyRanks['regions'][number]['leavesFor'], title: string) => {
    const max = Math.max(1, ...rows.map((r) => r.people));
    return rows.length === 0 ? null : (
      <>
        <Text fw={600} mt="md">
          {title}
        </Text>
        <ul className={bars.rows}>
          {rows.map((r) => (
            <Bar
              key={r.slug}
              label={<Link to={`/${cc}/company/${r.slug}`}>{r.name}</Link>}
              value={`${r.people} people`}
              width={(r.people / max) * 100}
            />
          ))}
        </ul>
      </>
    );
  };
  return (
    <>
      <p className={blocks.sectionNote}>
        Ranked by where people move (SpringRank): when people leave one company for another, the second is preferred. The range is where the
        rank falls in 90% of resamples of the moves.
      </p>
      <div className={classes.moreFigures}>
        <RankFigure where={`In ${REGION[cc]}`} place={region.region} />
        {region.industry && <RankFigure where={`Among ${region.industry.industry} companies`} place={region.industry} />}
      </div>
      {flows(region.leavesFor, `Where people leave ${companyName} for`)}
      {flows(region.comesFrom, `Where people join ${companyName} from`)}
    </>
  );
}

function Exec({ data }: { data: api.CompanyExecSalary }) {
  const cc: CountryCode = data.countryCode;
  if (data.count === null || data.levels.length === 0)
    return <Text c="dimmed">Fewer than 5 salaries at director level and above here yet, so nothing is shown.</Text>;
  const max = Math.max(...data.levels.map((l) => l.total.p75));
  return (
    <>
      <p className={blocks.sectionNote}>
        Directors and above (our standard level {data.minLevel}+): {data.count} salaries, median {formatCompact(data.totalMedian ?? 0, cc)}{' '}
        a year. The bar runs from the 25th to the 75th percentile of yearly total pay.
      </p>
      <ul className={bars.rows}>
        {data.levels.map((l) => (
          <li key={l.level} className={bars.row}>
            <div className={bars.head}>
              <span>
                {l.name}
                {l.companyLevels.length > 0 ? ` · ${l.companyLevels.join(', ')}` : ''}
              </span>
              <span className={bars.value}>{formatCompact(l.total.p50, cc)}</span>
            </div>
            <div className={bars.track} aria-hidden="true">
              <span
                className={bars.fill}
                style={{ marginLeft: `${(l.total.p25 / max) * 100}%`, width: `${((l.total.p75 - l.total.p25) / max) * 100}%` }}
              />
            </div>
            <div className={bars.facts}>
              {l.count} salaries · base {formatCompact(l.baseMedian, cc)}
              {l.stockMedian !== null ? ` · stock ${formatCompact(l.stockMedian, cc)}` : ''}
              {l.bonusMedian !== null ? ` · bonus ${formatCompact(l.bonusMedian, cc)}` : ''}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Stocks({ data }: { data: api.CompanyStocks }) {
  const cc: CountryCode = data.countryCode;
  return (
    <>
      <Text fw={600}>
        Vesting{' '}
        {data.vesting.basis === 'company'
          ? 'schedule (the company’s usual one)'
          : 'schedule (four even years assumed: we do not know its own)'}
      </Text>
      <ul className={bars.rows}>
        {data.vesting.percents.map((p, i) => (
          <Bar key={i} label={`Year ${i + 1}`} value={pct(p)} width={p * 2} />
        ))}
      </ul>
      {data.count === null ? (
        <Text c="dimmed" mt="md">
          Fewer than 5 salaries here yet, so no stock figures are shown.
        </Text>
      ) : (
        <>
          <p className={blocks.sectionNote}>
            {pct(data.withStockPct ?? 0)} of {data.count} salaries include stock
            {data.stockSharePct !== null ? `; for them, stock is ${pct(data.stockSharePct)} of a typical yearly total` : ''}.
          </p>
          <ul className={bars.rows}>
            {data.levels.map((l) => (
              <Bar
                key={l.level}
                label={l.name}
                value={l.stockSharePct === null ? `${pct(l.withStockPct)} with stock` : `${pct(l.stockSharePct)} of pay`}
                width={l.stockSharePct ?? 0}
                note={`${l.count} salaries, ${pct(l.withStockPct)} with stock${l.stockYearlyMedian !== null ? ` · ${formatCompact(l.stockYearlyMedian, cc)} a year` : ''}${l.grantMedian !== null ? ` · grant ${formatCompact(l.grantMedian, cc)}` : ''}`}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function FutureOfWork({ data }: { data: api.FutureOfWork }) {
  const exposure = data.exposure.gpt4Beta;
  return (
    <>
      <p className={blocks.sectionNote}>
        The company’s titles (each from at least 5 salaries), weighted by how many people hold them, and each title’s exposure to AI.
        {exposure !== null
          ? ` Weighted exposure (GPT-4 β): ${pct(exposure * 100)}, over ${pct(data.coverage * 100)} of the people shown.`
          : ''}
      </p>
      <ul className={bars.rows}>
        {data.titles.map((t) => (
          <Bar
            key={t.title.slug}
            label={t.title.name}
            value={t.gpt4Beta === null ? 'not rated' : `${pct(t.gpt4Beta * 100)} exposed`}
            width={t.gpt4Beta === null ? 0 : t.gpt4Beta * 100}
            note={`${pct(t.share * 100)} of people${t.applicability !== null ? ` · AI applicability ${t.applicability.toFixed(2)}` : ''}${t.ambiguous ? ' · several occupations' : ''}`}
          />
        ))}
      </ul>
      <Text fz="xs" c="dimmed" mt="sm">
        {data.measures.exposure}. {data.measures.applicability}.
      </Text>
      <ul className={classes.moreSources}>
        {data.sources.map((s) => (
          <li key={s.name}>Source: {s.credit}</li>
        ))}
      </ul>
    </>
  );
}
