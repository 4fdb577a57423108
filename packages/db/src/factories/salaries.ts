import type { Db } from '../client.js';
import { bulkInsertSalaryRecords } from '../bulk-insert.js';
import type { NewSalaryRecord } from '../schema/index.js';

export type SalaryRecordInput = Omit<NewSalaryRecord, 'total' | 'currency' | 'source' | 'verification' | 'reportedOn'> &
  Partial<Pick<NewSalaryRecord, 'source' | 'verification' | 'reportedOn'>>;

/** A record with its derived fields filled: currency from the region, yearly total = base + stock + bonus. */
export function buildSalaryRecord(input: SalaryRecordInput): NewSalaryRecord {
  return {
    source: 'member',
    verification: 'member',
    reportedOn: '2026-10-01',
    ...input,
    currency: input.countryCode === 'in' ? 'INR' : 'USD',
    total: input.base + (input.stockYearly ?? 0) + (input.bonus ?? 0),
  };
}

export async function insertSalaryRecords(db: Db, inputs: SalaryRecordInput[]) {
  return bulkInsertSalaryRecords(db, inputs.map(buildSalaryRecord));
}
