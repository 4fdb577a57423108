import { sql } from 'drizzle-orm';

/** Ids as one PostgreSQL int[] literal (each once), for `= any(…)`: one parameter-free value however many ids. */
export const intArray = (ids: readonly number[]) => sql.raw(`'{${[...new Set(ids)].map(Number).join(',')}}'::int[]`);

/** Values as a comma-separated list of parameters, for `in (…)`. */
export const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
