import { postgresSkipReason } from '@paysight/db/testing';

/** Says once, up front, why the PostgreSQL project's suites are skipped. */
export default function setup() {
  const reason = postgresSkipReason();
  if (reason) console.log(`\n[api-postgres] ${reason}\n`);
}
