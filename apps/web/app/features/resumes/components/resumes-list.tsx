import { Anchor, Badge, Button, Text, VisuallyHidden } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate } from '@paysight/contract/core';
import { Link } from 'react-router';
import { fileSizeText } from '../resumes-text';
import classes from './resumes.module.css';
import { IntentForm } from '~/shell/intent-form';

export interface ResumesListProps {
  items: api.GeneratedResumeSummary[];
  /** The job a new version is being made for, while its form is sent. */
  busyJobId: number | null;
}

/**
 * The member's tailored resumes as a table: the job (its page), the version, when and why it was
 * made, the PDF (a plain download link: the member's own session fetches it), and a form to make
 * the next version for the same job. Works without JavaScript.
 */
export function ResumesList({ items, busyJobId }: ResumesListProps) {
  return (
    <table className={classes.table} data-testid="resumes-list">
      <thead>
        <tr>
          <th scope="col">Job</th>
          <th scope="col">Version</th>
          <th scope="col">Made</th>
          <th scope="col">PDF</th>
          <th scope="col">
            <VisuallyHidden>New version</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.id} data-testid="resume-row">
            <td>
              {r.job ? (
                <>
                  <Anchor component={Link} to={r.job.path} fw={600} fz="sm">
                    {r.job.title}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {r.job.company.name}
                  </Text>
                </>
              ) : (
                <Text fz="sm" c="dimmed">
                  A job no longer listed
                </Text>
              )}
            </td>
            <td className={classes.num}>v{r.version}</td>
            <td>
              <Text fz="sm">{formatDate(r.createdAt)}</Text>
              <Badge size="xs" variant="light" color={r.manualTrigger ? 'brand' : 'gray'}>
                {r.manualTrigger ? 'Made by you' : 'For an application'}
              </Badge>
            </td>
            <td className={classes.num}>
              <a
                href={r.pdfPath}
                download
                aria-label={`Download version ${r.version}${r.job ? ` for ${r.job.title} at ${r.job.company.name}` : ''} (PDF)`}
              >
                Download
              </a>
              <Text fz="xs" c="dimmed">
                PDF, {fileSizeText(r.pdfSize)}
              </Text>
            </td>
            <td>
              {r.job && (
                <IntentForm intent="new-version" fields={{ jobId: r.job.id }}>
                  <Button
                    type="submit"
                    size="xs"
                    variant="subtle"
                    loading={busyJobId === r.job.id}
                    aria-label={`Make a new version for ${r.job.title} at ${r.job.company.name}`}
                  >
                    New version
                  </Button>
                </IntentForm>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
