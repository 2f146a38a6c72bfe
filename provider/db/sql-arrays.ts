import { sql, type SQL } from 'drizzle-orm';

/**
 * A JS array as ONE query parameter (drizzle would otherwise expand it into `($1, $2, …)`), for
 * `unnest(${array(values)}::text[])` bulk statements and `= any(…)`. Dates are sent as ISO
 * strings so PGlite and node-postgres read them alike.
 */
export function array(values: readonly unknown[]): SQL {
  return sql`${sql.param(values.map((v) => (v instanceof Date ? v.toISOString() : v)))}`;
}
