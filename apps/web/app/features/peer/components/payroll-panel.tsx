import { Alert, Button, FileInput, NativeSelect, Table } from '@mantine/core';
import type { api } from '@paysight/contract';
import { groupDigits } from '@paysight/contract/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay } from '~/features/salary/salary-text';
import { uploadPayroll } from '../api/upload-payroll';
import { companiesLabel, compaText, money, PAYROLL_COLUMN_NOTES, payrollErrors } from '../peer-text';
import classes from './peer.module.css';
import blocks from '~/shell/page-blocks.module.css';

/** The columns a payroll file has, in words (the header names are the API's). */
function PayrollTemplate({ columns, maxRows, families }: { columns: readonly string[]; maxRows: number; families: string[] }) {
  return (
    <section className={classes.panel} aria-labelledby="payroll-template-title" data-testid="payroll-template">
      <h3 className={classes.panelTitle} id="payroll-template-title">
        The file
      </h3>
      <p className={classes.muted}>
        A CSV or XLSX of at most 4 MB and {groupDigits(maxRows)} rows, one row per employee, with this header row (case, spaces, underscores
        and hyphens do not matter). A file with any bad row keeps nothing; a good one becomes your payroll (the earlier ones stay as dated
        versions, and /compa reads the same employees).
      </p>
      <pre className={classes.template}>{columns.join(',')}</pre>
      <dl className={classes.columns}>
        {columns.map((c) => (
          <div key={c}>
            <dt>{c}</dt>
            <dd>{PAYROLL_COLUMN_NOTES[c] ?? ''}</dd>
          </div>
        ))}
      </dl>
      {families.length > 0 && <p className={classes.muted}>Job families: {families.join(', ')}.</p>}
    </section>
  );
}

function PayrollResult({ payroll }: { payroll: api.Payroll }) {
  const { upload, summary, peer } = payroll;
  const cur = upload.currency;
  return (
    <section className={classes.panel} aria-labelledby="payroll-result-title" data-testid="payroll-result">
      <h3 className={classes.panelTitle} id="payroll-result-title">
        {upload.fileName}: {summary.employees} employees against the market
      </h3>
      <ul className={classes.facts}>
        <li>
          Uploaded {formatDay(upload.uploadedAt.slice(0, 10))}; market figures aged to {formatDay(payroll.effectiveDate)}.
        </li>
        <li>
          Market: {peer.name ? `peer group “${peer.name}”` : 'every company in the region'} ({companiesLabel(peer.companies)}).{' '}
          {summary.withMarketData} of {summary.employees} employees have a shown market cell.
        </li>
        <li data-testid="payroll-median">
          Median compa-ratio {compaText(summary.medianCompaRatio)} · below p25: {summary.byPosition['below p25']} · p25–p50:{' '}
          {summary.byPosition['p25–p50']} · p50–p75: {summary.byPosition['p50–p75']} · above p75: {summary.byPosition['above p75']}
        </li>
      </ul>
      <div className={classes.scroll}>
        <Table verticalSpacing="xs" striped="even" className={classes.payroll}>
          <caption className={classes.caption}>Compa-ratio is base ÷ the market’s p50 base for the same family, level and metro.</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Employee</Table.Th>
              <Table.Th scope="col">Family, level</Table.Th>
              <Table.Th scope="col">Location</Table.Th>
              <Table.Th scope="col" className={classes.num}>
                Base
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                Market p25 / p50 / p75 base
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                Compa-ratio
              </Table.Th>
              <Table.Th scope="col">Position</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payroll.employees.map((e) => (
              <Table.Tr key={e.employeeId} data-testid="payroll-employee">
                <Table.Td className={classes.payEmployee}>
                  {e.employeeId} <span className={classes.muted}>{e.title}</span>
                </Table.Td>
                <Table.Td className={classes.payFamily}>
                  {e.family.name}, L{e.level}
                </Table.Td>
                <Table.Td>{e.location}</Table.Td>
                <Table.Td className={classes.num} data-label="Base">
                  {money(e.base, cur)}
                </Table.Td>
                {e.market ? (
                  <>
                    <Table.Td className={`${classes.num} ${classes.payMarket}`} data-label="Market p25 / p50 / p75">
                      {money(e.market.base.p25, cur)} / {money(e.market.base.p50, cur)} / {money(e.market.base.p75, cur)}
                    </Table.Td>
                    <Table.Td className={classes.num} data-testid="compa-ratio" data-label="Compa-ratio">
                      {compaText(e.compaRatio)}
                    </Table.Td>
                    <Table.Td className={classes.payPosition} data-label="Position">
                      {e.position ?? '–'}
                    </Table.Td>
                  </>
                ) : (
                  <>
                    <Table.Td className={`${classes.num} ${classes.payMarket}`} data-label="Market">
                      –
                    </Table.Td>
                    <Table.Td className={classes.num} data-label="Compa-ratio">
                      –
                    </Table.Td>
                    <Table.Td className={`${classes.hiddenReason} ${classes.payPosition}`}>
                      {e.hidden?.message ?? 'No market cell'}
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}

/**
 * Payroll against the market: the file's columns, the upload (analysts and admins; a refused file
 * lists each error by row and column) and each employee's compa-ratio and quartile.
 */
export function PayrollPanel({
  initial,
  loadError,
  groups,
  canEdit,
  columns,
  maxRows,
  families,
}: {
  columns: readonly string[];
  maxRows: number;
  families: string[];
  initial: api.Payroll | null;
  loadError: string | null;
  groups: api.PeerGroup[];
  canEdit: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [group, setGroup] = useState('');
  const uploading = useMutation({
    mutationFn: async () => {
      const r = await uploadPayroll(file!, group ? Number(group) : null);
      if (!r.ok) throw new Error(r.message);
      return r.data.payroll;
    },
  });
  const payroll = uploading.data ?? initial;
  const refused = uploading.isError ? payrollErrors(uploading.error.message) : null;
  return (
    <div className={classes.results}>
      <PayrollTemplate columns={columns} maxRows={maxRows} families={families} />
      {canEdit && (
        <form
          aria-label="Upload payroll"
          className={`${blocks.inline} ${classes.inlineForm}`}
          onSubmit={(e) => {
            e.preventDefault();
            if (file) uploading.mutate();
          }}
        >
          <FileInput
            className={classes.grow}
            placeholder="Choose a CSV or XLSX file"
            label="Payroll file"
            description="One row per employee"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            clearable
            required
          />
          <NativeSelect
            label="Market"
            value={group}
            onChange={(e) => setGroup(e.currentTarget.value)}
            data={[{ value: '', label: 'Every company in the region' }, ...groups.map((g) => ({ value: String(g.id), label: g.name }))]}
          />
          <Button type="submit" loading={uploading.isPending} disabled={!file}>
            Upload
          </Button>
        </form>
      )}
      {refused && (
        <Alert color="red" role="alert" title="The file was not taken" data-testid="payroll-errors">
          <p className={classes.alertHead}>{refused.head}.</p>
          {refused.errors.length > 0 && (
            <ul className={classes.errorList}>
              {refused.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {loadError && !payroll && (
        <Alert color="red" role="alert" title="The payroll could not be loaded">
          {loadError}
        </Alert>
      )}
      {payroll ? (
        <PayrollResult payroll={payroll} />
      ) : (
        !loadError && <p className={classes.muted}>No payroll uploaded yet{canEdit ? '.' : ': analysts and admins upload it.'}</p>
      )}
    </div>
  );
}
