import { Alert, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import type { api } from '@paysight/contract';
import type { SessionUser } from '@paysight/contract/core';
import { useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import classes from '~/features/jobs/components/jobs.module.css';
import { shellEvents } from '~/lib/shell-events';
import { analyzeJob } from '../api/analyze-job';
import { ANALYSIS_COMMANDS, analysisBody, blocksOf, FOCUS_MAX, focusProblem, partPercent, scoreText, writerLabel } from '../analysis-text';

/**
 * "Ask JobGPT" on a job's page, for a signed-in member: fit, gaps, a pitch or likely interview
 * questions, written from the member's own figures (SPEC §7 Jobs: AI analysis). Asked after the
 * page is up, so the page itself stays server-rendered and shared; a failed call is a toast (the
 * API client's catalogue action for jobs calls, SPEC §8).
 */
export function AskJobGpt({ jobId }: { jobId: number }) {
  const root = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined;
  const [focus, setFocus] = useState('');
  const [asking, setAsking] = useState<api.AiAnalysisCommand | null>(null);
  const [answer, setAnswer] = useState<api.AiAnalysis | null>(null);
  const latest = useRef(0);
  if (!root?.user) return null;

  const problem = focusProblem(focus);
  async function ask(command: api.AiAnalysisCommand) {
    if (problem) return;
    const call = ++latest.current;
    setAsking(command);
    try {
      // The contract's schemas load with the first question, not with the page.
      const { loadBrowserApi } = await import('~/lib/browser-api');
      const { client, routes } = await loadBrowserApi();
      const result = await analyzeJob(client, routes, jobId, analysisBody(command, focus));
      // A failure has been told as a toast by the client; the last answer stays.
      if (result.ok && call === latest.current) setAnswer(result.data);
    } catch (err) {
      shellEvents.emit({ type: 'toast', message: err instanceof Error ? err.message : 'JobGPT could not be reached', color: 'red' });
    } finally {
      if (call === latest.current) setAsking(null);
    }
  }

  return (
    <section className={classes.card} aria-labelledby="ask-jobgpt" data-testid="ask-jobgpt">
      <h2 id="ask-jobgpt" className={classes.sectionTitle}>
        Ask JobGPT
      </h2>
      <Text fz="sm" c="dimmed" mb="sm">
        From your own figures: your skills, years and pay, never your gender, age or background.
      </Text>
      <Stack gap="sm">
        <Textarea
          label="Anything to keep in mind? (optional)"
          placeholder="I am switching from QA"
          value={focus}
          onChange={(e) => setFocus(e.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={4}
          error={problem}
          description={`${focus.trim().length}/${FOCUS_MAX}`}
          data-testid="ask-jobgpt-focus"
        />
        <Group gap="xs">
          {ANALYSIS_COMMANDS.map((c) => (
            <Button
              key={c.command}
              variant={answer?.command === c.command ? 'filled' : 'light'}
              size="sm"
              title={c.hint}
              loading={asking === c.command}
              disabled={asking !== null || problem !== null}
              onClick={() => void ask(c.command)}
              data-testid={`ask-jobgpt-${c.command}`}
            >
              {c.label}
            </Button>
          ))}
        </Group>
        {answer && <AnalysisAnswer answer={answer} />}
      </Stack>
    </section>
  );
}

/** One answer: who wrote it, why it was written offline if a model was refused, the text, and the match part by part. */
export function AnalysisAnswer({ answer }: { answer: api.AiAnalysis }) {
  return (
    <Stack gap="sm" data-testid="ask-jobgpt-answer" aria-live="polite">
      <Text fz="xs" c="dimmed" data-testid="ask-jobgpt-writer">
        {writerLabel(answer.writer)}
      </Text>
      {answer.note && (
        <Alert color="yellow" variant="light" p="xs">
          <Text fz="sm">{answer.note}</Text>
        </Alert>
      )}
      <div data-testid="ask-jobgpt-text">
        {blocksOf(answer.text).map((b, i) =>
          b.kind === 'paragraph' ? (
            <Text key={i} mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {b.text}
            </Text>
          ) : (
            <ul key={i} style={{ marginTop: 0 }}>
              {b.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
      {answer.match && (
        <div>
          <Text fw={600} fz="sm" mb={4}>
            The match: {scoreText(answer.match.score)}
          </Text>
          <Table fz="sm" withRowBorders={false} verticalSpacing={4} data-testid="ask-jobgpt-parts">
            <Table.Tbody>
              {answer.match.parts.map((p) => (
                <Table.Tr key={p.key}>
                  <Table.Td>{p.label}</Table.Td>
                  <Table.Td>{partPercent(p.value)}</Table.Td>
                  <Table.Td c="dimmed">{p.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
