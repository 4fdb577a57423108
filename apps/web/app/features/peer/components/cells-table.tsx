import { Table, UnstyledButton } from '@mantine/core';
import type { api } from '@paysight/contract';
import type { PayElement } from '../peer-query';
import { ELEMENT_LABELS, evidenceParts, money } from '../peer-text';
import classes from './peer.module.css';

const PERCENTILES = ['p10', 'p25', 'p50', 'p75', 'p90'] as const;

/**
 * The cells of a benchmark, one row per family × level × location: p10–p90 of the chosen pay
 * element and the evidence behind them. A hidden cell shows a dash and why, never a figure. A
 * shown cell opens the records behind it (when `onOpen` is given).
 */
export function CellsTable({
  cells,
  currency,
  element,
  caption,
  onOpen,
}: {
  cells: api.BenchmarkCell[];
  currency: 'INR' | 'USD';
  element: PayElement;
  caption: string;
  onOpen?: ((cell: api.BenchmarkCell) => void) | undefined;
}) {
  if (cells.length === 0) return <p className={classes.muted}>No cells: pick at least one family.</p>;
  return (
    <div className={classes.scroll}>
      <Table className={classes.cells} verticalSpacing="xs" striped="even" data-testid="benchmark-cells">
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Family</Table.Th>
            <Table.Th scope="col">Level</Table.Th>
            <Table.Th scope="col">Location</Table.Th>
            {PERCENTILES.map((p) => (
              <Table.Th scope="col" key={p} className={classes.num}>
                {ELEMENT_LABELS[element]} {p}
              </Table.Th>
            ))}
            <Table.Th scope="col">Evidence</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cells.map((c) => {
            const key = `${c.family.slug}|${c.level}|${c.location}`;
            const figures = c.shown ? c[element] : null;
            return (
              <Table.Tr key={key} data-testid={c.shown ? 'cell-shown' : 'cell-hidden'}>
                <Table.Td className={classes.cellFamily}>{c.family.name}</Table.Td>
                <Table.Td className={classes.cellLevel}>
                  L{c.level} <span className={classes.muted}>{c.levelName}</span>
                </Table.Td>
                <Table.Td className={classes.cellLocation}>{c.location}</Table.Td>
                {c.shown && figures ? (
                  PERCENTILES.map((p) => (
                    <Table.Td key={p} className={classes.num} data-testid="cell-figure" data-label={p}>
                      {money(figures[p], currency)}
                    </Table.Td>
                  ))
                ) : (
                  <>
                    <Table.Td className={classes.num} data-label="Hidden">
                      –
                    </Table.Td>
                    <Table.Td colSpan={4} className={`${classes.hiddenReason} ${classes.cellReason}`} data-testid="cell-hidden-reason">
                      {c.hidden?.message ?? 'Not shown'}
                    </Table.Td>
                  </>
                )}
                <Table.Td className={classes.cellEvidence}>
                  {c.shown && c.evidence ? (
                    <div className={classes.evidence} data-testid="cell-evidence">
                      <span>{evidenceParts(c.evidence).join(' · ')}</span>
                      {onOpen && (
                        <UnstyledButton
                          className={classes.linkButton}
                          onClick={() => onOpen(c)}
                          aria-label={`Records behind ${c.family.name} L${c.level}, ${c.location}`}
                        >
                          Records
                        </UnstyledButton>
                      )}
                    </div>
                  ) : (
                    <span className={classes.muted}>–</span>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
