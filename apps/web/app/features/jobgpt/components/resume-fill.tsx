import { Alert, Button, Group, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import type { api } from '@paysight/contract';
import { readResumeFilters } from '../api/read-resume-filters';
import classes from './jobgpt.module.css';

type Answer = { ok: true; summary: string } | { ok: false; message: string } | null;

/**
 * "Start from your resume" above a new hunt's form: the file goes to POST /jobs/resume-filters
 * (read, not kept), and what it states fills the form for the member to review before starting
 * the hunt. The call's limit is 10 seconds (SPEC §9); past it the member is told so.
 */
export function ResumeFill({ onFilters }: { onFilters: (filters: api.ResumeFiltersResult) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const id = useId();

  async function read() {
    const file = input.current?.files?.[0];
    if (!file) {
      setAnswer({ ok: false, message: 'Choose your resume first (a PDF or DOCX).' });
      return;
    }
    setReading(true);
    setAnswer(null);
    const result = await readResumeFilters(file);
    setReading(false);
    if (!result.ok) {
      setAnswer({ ok: false, message: result.message });
      return;
    }
    onFilters(result.data);
    setAnswer({ ok: true, summary: result.data.summary });
  }

  return (
    <section className={`${classes.explain} ${classes.resumeFill}`} aria-labelledby={`${id}-title`} data-testid="resume-fill">
      <Text fw={700} id={`${id}-title`}>
        Start from your resume
      </Text>
      <Text fz="sm" mt={4}>
        A PDF or DOCX of at most 5 MB. The titles, cities, countries and skills it states and its years of work fill the form below for you
        to check. The file is read, not kept.
      </Text>
      <Group mt="xs" gap="sm" align="center" wrap="wrap">
        <label htmlFor={`${id}-file`} className={classes.fileLabel}>
          Resume file
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className={classes.fileInput}
          onChange={() => setAnswer(null)}
        />
        <Button type="button" variant="light" onClick={() => void read()} loading={reading}>
          Fill from resume
        </Button>
      </Group>
      {answer?.ok && (
        <Alert color="green" role="status" mt="xs" data-testid="resume-fill-done">
          {answer.summary} Check the form below, then start the hunt.
        </Alert>
      )}
      {answer && !answer.ok && (
        <Alert color="red" role="alert" mt="xs" title="The resume was not read">
          {answer.message}
        </Alert>
      )}
    </section>
  );
}
