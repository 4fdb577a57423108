import { Alert, Button, Drawer, Group, Loader, Table, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { useState } from 'react';
import { formatMonth } from '~/features/salary/salary-text';
import { useCellRecords } from '../api/get-cell-records';
import { exactMoney, recordsLabel } from '../peer-text';
import classes from './peer.module.css';

export interface OpenCell {
  family: { slug: string; name: string };
  level: number;
  levelName: string;
  location: string;
}

/**
 * The records behind one shown cell (POST /benchmarking/records), ten a page, anonymised by the
 * API: no company, the metro not the city, the month not the day, amounts aged like the cell's.
 */
export function RecordsDrawer({
  cell,
  request,
  onClose,
}: {
  cell: OpenCell | null;
  /** The benchmark's peer, region and date. */
  request: Pick<api.BenchmarkRecordsBody, 'countryCode' | 'peerGroupId' | 'peer' | 'effectiveDate'>;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={cell !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={cell ? `Records behind ${cell.family.name}, L${cell.level} ${cell.levelName}, ${cell.location}` : 'Records'}
      closeButtonProps={{ 'aria-label': 'Close the records' }}
    >
      {cell && <RecordsList key={`${cell.family.slug}|${cell.level}|${cell.location}`} cell={cell} request={request} />}
    </Drawer>
  );
}

function RecordsList({ cell, request }: { cell: OpenCell; request: Parameters<typeof RecordsDrawer>[0]['request'] }) {
  const [page, setPage] = useState(1);
  const body: api.BenchmarkRecordsBody = {
    ...request,
    family: cell.family.slug,
    level: cell.level,
    location: cell.location,
    page,
  };
  const records = useCellRecords(body);
  if (records.isError) {
    return (
      <Alert color="red" role="alert" title="The records could not be shown">
        {records.error.message}
      </Alert>
    );
  }
  const data = records.data;
  if (!data) return <Loader size="sm" aria-label="Loading the records" />;
  return (
    <div data-testid="records-drawer">
      <Text size="sm" c="dimmed" mb="sm">
        {recordsLabel(data.total)}, highest total first. No company is named; locations are metros and dates months. Amounts are aged to the
        benchmark’s date.
      </Text>
      <Table.ScrollContainer minWidth={620} type="native">
        <Table verticalSpacing="xs" striped="even">
          <caption className={classes.caption}>
            Page {data.page} of {data.pages}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Title</Table.Th>
              <Table.Th scope="col">Experience</Table.Th>
              <Table.Th scope="col">Location</Table.Th>
              {['Base', 'Stock', 'Bonus', 'Total'].map((pay) => (
                <Table.Th key={pay} scope="col" className={classes.num}>
                  {pay}
                </Table.Th>
              ))}
              <Table.Th scope="col">Reported</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.records.map((r, i) => (
              <Table.Tr key={`${data.page}-${i}`} data-testid="record-row">
                <Table.Td>{r.title}</Table.Td>
                <Table.Td>{r.yearsOfExperience === null ? '–' : `${r.yearsOfExperience} yrs`}</Table.Td>
                <Table.Td>{r.location ?? '–'}</Table.Td>
                <Table.Td className={classes.num}>{exactMoney(r.base, data.currency)}</Table.Td>
                <Table.Td className={classes.num}>{exactMoney(r.stock, data.currency)}</Table.Td>
                <Table.Td className={classes.num}>{exactMoney(r.bonus, data.currency)}</Table.Td>
                <Table.Td className={classes.num}>{exactMoney(r.total, data.currency)}</Table.Td>
                <Table.Td>{formatMonth(`${r.reported}-01`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.pages > 1 && (
        <Group justify="space-between" mt="sm">
          <Button variant="default" size="xs" disabled={data.page <= 1 || records.isFetching} onClick={() => setPage(data.page - 1)}>
            Previous page
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={data.page >= data.pages || records.isFetching}
            onClick={() => setPage(data.page + 1)}
          >
            Next page
          </Button>
        </Group>
      )}
    </div>
  );
}
