import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { api } from '@paysight/contract';
import { useState } from 'react';
import { mapWorkspaceJobs } from './api/map-workspace-jobs';
import { setWorkspaceLevels } from './api/set-workspace-levels';
import { parseJobLines } from './job-lines';
import { OutcomeAlert } from '~/shell/outcome-alert';
import { ScrollTable } from '~/features/salary/components/scroll-table';

type Level = { name: string; standardLevel: number };

/**
 * The workspace's job architecture: its own level scale mapped to the standard levels (analysts and
 * admins edit it; payroll and job mapping read levels through it), and its jobs mapped to a job
 * family and a standard level, or sent to review.
 */
export function JobArchitecturePanel({ initial, canEdit }: { initial: api.WorkspaceLevels; canEdit: boolean }) {
  const [saved, setSaved] = useState<Level[]>(initial.levels.map(({ name, standardLevel }) => ({ name, standardLevel })));
  const [draft, setDraft] = useState<Level[]>(saved);
  const [levelMessage, setLevelMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [jobsText, setJobsText] = useState('');
  const [jobsError, setJobsError] = useState<string | null>(null);
  const [mapped, setMapped] = useState<api.MappedJob[] | null>(null);
  const standard = initial.standard;
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  const update = (i: number, patch: Partial<Level>) => setDraft((d) => d.map((l, k) => (k === i ? { ...l, ...patch } : l)));

  async function saveLevels() {
    setBusy(true);
    setLevelMessage(null);
    try {
      const result = await setWorkspaceLevels(draft);
      if (result.ok) {
        const next = result.data.levels.map(({ name, standardLevel }) => ({ name, standardLevel }));
        setSaved(next);
        setDraft(next);
        setLevelMessage({ ok: true, text: `Saved: ${next.length} ${next.length === 1 ? 'level' : 'levels'}.` });
      } else setLevelMessage({ ok: false, text: result.message });
    } finally {
      setBusy(false);
    }
  }

  async function mapJobs() {
    const parsed = parseJobLines(jobsText);
    setJobsError(parsed.error);
    if (parsed.error) return;
    setBusy(true);
    try {
      const result = await mapWorkspaceJobs(parsed.jobs);
      if (result.ok) setMapped(result.data.jobs);
      else setJobsError(result.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xl">
      <section aria-labelledby="levels-title">
        <Stack gap="sm">
          <Text component="h3" id="levels-title" fw={700} fz="lg" m={0}>
            Your levels
          </Text>
          <Text fz="sm" c="dimmed">
            Your ladder&apos;s names, junior first, each mapped to the standard level our benchmarks use. Payroll files and job lists may
            then use your names.
          </Text>
          {draft.length === 0 && <Text fz="sm">No levels yet{canEdit ? ': add your first.' : '.'}</Text>}
          {draft.map((l, i) => (
            <Group key={i} gap="sm" align="flex-end" wrap="nowrap" data-testid="level-row">
              <TextInput
                label={`Level ${i + 1} name`}
                value={l.name}
                readOnly={!canEdit}
                onChange={(e) => update(i, { name: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <NativeSelect
                label="Standard level"
                value={String(l.standardLevel)}
                disabled={!canEdit}
                onChange={(e) => update(i, { standardLevel: Number(e.currentTarget.value) })}
                data={standard.map((s) => ({ value: String(s.level), label: `${s.level} · ${s.name}` }))}
                style={{ flex: 1 }}
              />
              {canEdit && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => setDraft((d) => d.filter((_, k) => k !== i))}
                  aria-label={`Remove level ${i + 1}`}
                >
                  Remove
                </Button>
              )}
            </Group>
          ))}
          {levelMessage && (
            <OutcomeAlert ok={levelMessage.ok} testId="levels-message">
              {levelMessage.text}
            </OutcomeAlert>
          )}
          {canEdit && (
            <Group gap="sm">
              <Button
                variant="light"
                onClick={() => setDraft((d) => [...d, { name: '', standardLevel: d.at(-1)?.standardLevel ?? 1 }])}
                disabled={draft.length >= 30}
              >
                Add a level
              </Button>
              <Button onClick={() => void saveLevels()} loading={busy} disabled={!changed}>
                Save levels
              </Button>
            </Group>
          )}
        </Stack>
      </section>

      <section aria-labelledby="jobs-title">
        <Stack gap="sm">
          <Text component="h3" id="jobs-title" fw={700} fz="lg" m={0}>
            Map your jobs
          </Text>
          <Textarea
            label="Jobs, one per line: title | level | a few lines about it"
            description="The level may be one of yours or a standard level; without it, the level is read from the text."
            autosize
            minRows={4}
            maxRows={12}
            value={jobsText}
            onChange={(e) => setJobsText(e.currentTarget.value)}
            placeholder={'Backend Engineer | IC3 | Go services, APIs, on-call\nData Analyst | | SQL dashboards for finance'}
          />
          {jobsError && (
            <Alert color="red" role="alert" data-testid="jobs-error">
              {jobsError}
            </Alert>
          )}
          <Button onClick={() => void mapJobs()} loading={busy} style={{ alignSelf: 'flex-start' }}>
            Map jobs
          </Button>
          {mapped && (
            <ScrollTable
              labelledBy="jobs-title"
              testId="mapped-jobs"
              head={
                <>
                  <th scope="col">Job</th>
                  <th scope="col">Family</th>
                  <th scope="col">Standard level</th>
                  <th scope="col">Decided by</th>
                </>
              }
            >
              {mapped.map((j, i) => (
                <tr key={i} data-status={j.status}>
                  <th scope="row">
                    {j.title}
                    {j.level ? ` (${j.level})` : ''}
                  </th>
                  {j.status === 'matched' ? (
                    <>
                      <td>{j.family?.name}</td>
                      <td>
                        {j.standardLevel} · {j.standardName}
                      </td>
                      <td>
                        {j.levelFrom === 'your-scale'
                          ? 'Your level; '
                          : j.levelFrom === 'standard'
                            ? 'Standard level; '
                            : 'Level from the text; '}
                        {j.words.length > 0 ? `words: ${j.words.slice(0, 4).join(', ')}` : ''}
                      </td>
                    </>
                  ) : (
                    <td colSpan={3}>Needs review: {j.reason}</td>
                  )}
                </tr>
              ))}
            </ScrollTable>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
