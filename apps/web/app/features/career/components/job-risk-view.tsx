import type { api } from '@paysight/contract';
import { Text } from '@mantine/core';
import { pct } from '../career-text';
import { SourcesList } from './sources-list';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import bars from '~/shell/bars.module.css';

/**
 * Job risk: each occupation's exposure to LLMs (Eloundou et al., rated by GPT-4 and by people) beside
 * Microsoft's AI applicability, labelled for what each measures: applicability is not replacement.
 */
export function JobRiskView({ view }: { view: api.JobRisk }) {
  return (
    <CardSection id="risk-title" title={<>AI and {view.title}</>} testId="view-job-risk">
      <p className={blocks.sectionNote}>
        Two research measures, side by side. Neither says a job will disappear: exposure is how many tasks AI could speed up, applicability
        is how much of the work AI is already used for.
        {view.ambiguous ? ` “${view.title}” matches ${view.occupations.length} occupations: each is shown.` : ''}
      </p>
      {view.occupations.length === 0 && <Text c="dimmed">No occupation in O*NET’s titles matches this title.</Text>}
      {view.occupations.map((o) => (
        <div key={o.onetSoc} data-testid="risk-occupation">
          <Text fw={700} mt="sm">
            {o.title}{' '}
            <Text span fz="sm" c="dimmed">
              {o.onetSoc}
            </Text>
          </Text>
          <ul className={bars.rows} aria-label={`AI measures for ${o.title}`}>
            <Bar label="Exposure to LLMs with tools (β), rated by GPT-4" value={o.exposure?.gpt4.beta ?? null} />
            <Bar label="Exposure to LLMs with tools (β), rated by people" value={o.exposure?.human.beta ?? null} tone="second" />
            <Bar
              label="AI applicability (Microsoft)"
              value={o.applicability?.score ?? null}
              tone="third"
              extra={o.applicability ? `higher than ${Math.round(o.applicability.percentile)}% of occupations` : undefined}
            />
          </ul>
        </div>
      ))}
      <Text fz="sm" c="dimmed" mt="sm">
        Exposure: {view.measures.exposure}
      </Text>
      <Text fz="sm" c="dimmed">
        Applicability: {view.measures.applicability}
      </Text>
      {view.company && (
        <Text fz="sm" c="dimmed" mt="xs">
          Layoffs at {view.company.name}: we hold no layoff data yet.
        </Text>
      )}
      <SourcesList sources={view.sources} />
    </CardSection>
  );
}

function Bar({
  label,
  value,
  tone,
  extra,
}: {
  label: string;
  value: number | null;
  tone?: 'second' | 'third';
  extra?: string | undefined;
}) {
  return (
    <li className={bars.row}>
      <div className={bars.head}>
        <span>{label}</span>
        <span className={bars.value}>{value === null ? 'not rated' : pct(value)}</span>
      </div>
      <div className={bars.track} aria-hidden="true">
        <span className={bars.fill} data-tone={tone} style={{ width: `${value === null ? 0 : Math.round(value * 100)}%` }} />
      </div>
      {extra && <div className={bars.facts}>{extra}</div>}
    </li>
  );
}
