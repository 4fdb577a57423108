import { Anchor, Table, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import blocks from '~/shell/page-blocks.module.css';
import { compaHref, type CompaQuery } from '../compa-query';
import { money, percent, ratio, type Currency } from '../compa-text';
import classes from './compa.module.css';
import { RangeMarker } from './range-marker';

/** The roster as filtered and sorted: each employee's band and market figures, a link to their view. */
export function RosterTable({ roster, query }: { roster: api.CompaRoster; query: CompaQuery }) {
  const currency = roster.version.currency as Currency;
  if (roster.employees.length === 0) return <Text>No employee matches these filters.</Text>;
  return (
    <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label="Roster table">
      <Table className={classes.table} withTableBorder striped data-testid="roster-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Employee</Table.Th>
            <Table.Th scope="col">Level</Table.Th>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col">Base</Table.Th>
            <Table.Th scope="col">Compa-ratio (band)</Table.Th>
            <Table.Th scope="col">Range penetration</Table.Th>
            <Table.Th scope="col">Band</Table.Th>
            <Table.Th scope="col">Compa-ratio (market)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roster.employees.map((e) => (
            <Table.Tr key={e.id} data-employee={e.employeeId}>
              <Table.Th scope="row">
                <Anchor component={Link} to={compaHref({ ...query, employee: e.id })}>
                  {e.name ?? e.employeeId}
                </Anchor>
                <Text span size="xs" c="dimmed">
                  {' '}
                  {e.employeeId} · {e.title}
                </Text>
              </Table.Th>
              <Table.Td>{e.levelName}</Table.Td>
              <Table.Td>{e.location}</Table.Td>
              <Table.Td>
                {money(e.base, currency)}
                {e.fte < 1 && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({Math.round(e.fte * 100)} % FTE)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{e.band ? ratio(e.band.compaRatio) : '—'}</Table.Td>
              <Table.Td>
                {e.band ? percent(e.band.penetration) : '—'} <RangeMarker band={e.band} />
              </Table.Td>
              <Table.Td>
                {e.band ? (
                  <>
                    {money(e.band.min, currency)}–{money(e.band.max, currency)}
                    {e.band.match !== 'own' && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (closest)
                      </Text>
                    )}
                  </>
                ) : (
                  <Text span size="sm" c="dimmed">
                    No band
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{e.market ? ratio(e.market.compaRatio) : <span className={classes.muted}>Not shown</span>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The views: each team, level or location with its counts. */
export function GroupsTable({ groups, by }: { groups: api.CompaRoster['groups']; by: string }) {
  return (
    <div className={blocks.tableScroll} tabIndex={0} role="region" aria-label={`Roster by ${by}`}>
      <Table withTableBorder data-testid="roster-groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{by}</Table.Th>
            <Table.Th scope="col">Employees</Table.Th>
            <Table.Th scope="col">Median compa-ratio</Table.Th>
            <Table.Th scope="col">Below minimum</Table.Th>
            <Table.Th scope="col">Above maximum</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g) => (
            <Table.Tr key={g.key}>
              <Table.Th scope="row">{g.label}</Table.Th>
              <Table.Td>{g.employees}</Table.Td>
              <Table.Td>{ratio(g.medianCompaRatio)}</Table.Td>
              <Table.Td>{g.belowMin}</Table.Td>
              <Table.Td>{g.aboveMax}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
