import { Alert, Anchor, Button, FileInput, Group, Text } from '@mantine/core';
import { API_BASE } from '@paysight/contract/core';
import { useMutation } from '@tanstack/react-query';
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
  const revalidator = useRevalidator();
  const uploading = useMutation({
    mutationFn: async (f: File) => {
      const r = await uploadRoster(f);
      if (!r.ok) throw new Error(r.message);
      return r.data.roster;
    },
    onSuccess: () => {
      setFile(null);
      void revalidator.revalidate();
    },
  });
  const refused = uploading.isError ? rosterErrors(uploading.error.message) : null;
  return (
    <div>
      <Text size="sm">
        One row per employee, in one currency. Columns: {columns.join(', ')} (gender and the columns after it are optional; FTE is 1 when
        left out). At most {maxRows.toLocaleString('en-US')} employees. Download the sample as{' '}
        <Anchor href={`${API_BASE}/compa/sample`} download>
          CSV
        </Anchor>{' '}
        or{' '}
        <Anchor href={`${API_BASE}/compa/sample?format=xlsx`} download>
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
            if (file) uploading.mutate(file);
          }}
        >
          <FileInput
            className={classes.grow}
            label="Roster file"
            description="CSV or XLSX; each upload is a new dated version"
            placeholder="Choose a CSV or XLSX file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            clearable
            required
          />
          <Group>
            <Button type="submit" loading={uploading.isPending} disabled={!file}>
              Upload
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          You are a viewer in this workspace: analysts and admins upload the roster.
        </Text>
      )}
      {uploading.isSuccess && (
        <Alert color="green" mt="sm" role="status" title="Roster uploaded">
          {uploading.data?.version.rows.toLocaleString('en-US')} employees from {uploading.data?.version.fileName}.
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
