import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What the salary page offers for the CSV export: the download for a premium member, the way to Premium for anyone else. */
export type SalaryExportAccess = { kind: 'download'; href: string } | { kind: 'upgrade'; href: string };

/**
 * "Download CSV" under the recent salaries: the page's records, with its filters, from
 * GET /{cc}/salary/profiles/export (premium). Anyone else sees the same control lead to /pricing,
 * said plainly, so the Premium line "Salary CSV export" has a control wherever salaries are shown.
 */
export function SalaryExport({ access }: { access: SalaryExportAccess }) {
  if (access.kind === 'download')
    return (
      <Group gap="sm" mt="md" data-testid="salary-export">
        <Button component="a" href={access.href} download leftSection={<IconDownload size={16} aria-hidden />} size="sm" variant="light">
          Download CSV
        </Button>
        <Text fz="sm" c="dimmed">
          Every salary of this page’s filters, newest first (up to 10,000 rows).
        </Text>
      </Group>
    );
  return (
    <Group gap="sm" mt="md" data-testid="salary-export">
      <Button component={Link} to={access.href} leftSection={<IconLock size={16} aria-hidden />} size="sm" variant="default">
        Download CSV with Premium
      </Button>
      <Text fz="sm" c="dimmed">
        The CSV export of these salaries is part of Premium.
      </Text>
    </Group>
  );
}
