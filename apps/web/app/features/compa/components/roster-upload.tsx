import { Alert, Anchor, Button, FileInput, Group, Text } from '@mantine/core';
import { API_BASE } from '@paysight/contract/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { uploadRoster } from '../api/upload-roster';
import { rosterErrors } from '../compa-text';
import classes from './compa.module.css';

/**
 * The roster file: its columns, the sample (CSV or XLSX), and the upload for analysts and admins.
 * A refused file lists each error by row and column and nothing is kept; a good one becomes the
 * newest dated version and the page reloads its figures.
 */
export function RosterUpload({ canEdit, columns, maxRows }: { canEdit: boolean; columns: string[]; maxRows: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true; rows: number; fileName: string } | { ok: false; message: string } | null>(null);
  const revalidator = useRevalidator();
  const upload = async (f: File) => {
    setPending(true);
    setOutcome(null);
    const r = await uploadRoster(f);
    setPending(false);
    if (!r.ok) return setOutcome({ ok: false, message: r.message });
    setOutcome({ ok: true, rows: r.data.roster?.version.rows ?? 0, fileName: r.data.roster?.version.fileName ?? f.name });
    setFile(null);
    await revalidator.revalidate();
  };
  const refused = outcome && !outcome.ok ? rosterErrors(outcome.message) : null;
  return (
    <div>
      <Text size="sm">
        One row per employee, in one currency. Columns: {columns.join(', ')} (gender and the columns after it are optional; FTE is 1 when
        left out). At most {maxRows.toLocaleString('en-US')} employees. Download the sample as{' '}
        <Anchor href={`${API_BASE}/compa/sample`} download underline="always">
          CSV
        </Anchor>{' '}
        or{' '}
        <Anchor href={`${API_BASE}/compa/sample?format=xlsx`} download underline="always">
          XLSX
        </Anchor>
        .
      </Text>
      {canEdit ? (
        <form
          aria-label="Upload roster"
          className={classes.upload}
          onSubmit={(e) => {
            e.preventDefault();
            if (file) void upload(file);
          }}
        >
          <FileInput
            className={classes.grow}
            label="Roster file"
            description="CSV or XLSX; each upload is a new dated version"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            clearable
            required
          />
          <Group>
            <Button type="submit" loading={pending} disabled={!file}>
              Upload
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          You are a viewer in this workspace: analysts and admins upload the roster.
        </Text>
      )}
      {outcome?.ok && (
        <Alert color="green" mt="sm" role="status" title="Roster uploaded">
          {outcome.rows.toLocaleString('en-US')} employees from {outcome.fileName}.
        </Alert>
      )}
      {refused && (
        <Alert color="red" mt="sm" role="alert" title="The file was not taken" data-testid="roster-errors">
          <p>{refused.head}.</p>
          {refused.errors.length > 0 && (
            <ul className={classes.errorList}>
              {refused.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </div>
  );
}
