import type { Db } from '../client.js';
import { bulkInsertSalaryRecords } from '../bulk-insert.js';
import { salaryTotals, type NewSalaryRecord } from '../schema/index.js';

export type SalaryRecordInput = Omit<NewSalaryRecord, 'total' | 'firstYearTotal' | 'currency' | 'source' | 'verification' | 'reportedOn'> &
  Partial<Pick<NewSalaryRecord, 'source' | 'verification' | 'reportedOn'>>;

/** A record with its derived fields filled: currency from the region, and its totals (salaryTotals). */
export function buildSalaryRecord(input: SalaryRecordInput): NewSalaryRecord {
  return {
    source: 'member',
    verification: 'member',
    reportedOn: '2026-10-01',
    ...input,
    currency: input.countryCode === 'in' ? 'INR' : 'USD',
    ...salaryTotals(input),
  };
}

export async function insertSalaryRecords(db: Db, inputs: SalaryRecordInput[]) {
  return bulkInsertSalaryRecords(db, inputs.map(buildSalaryRecord));
}
