import { Column, is, SQL, Subquery } from 'drizzle-orm';

/**
 * A prepared select's rows mapped in one tight loop. drizzle maps every value of every row
 * through `mapResultRow` (a reduce over the selected fields, an `is()` class check and a path
 * iterator per value): ~70 µs for a page of 50 rows of 13 columns, more than the rest of the
 * provider's work on that page. The fields, their decoders and their paths are the same for
 * every execution, so they are worked out once per statement here; each value still goes
 * through its column's own decoder, exactly as drizzle does it.
 */

interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The drizzle prepared query's own fields this reads and sets (the same on PGlite and pg). */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder drizzle's mapResultRow picks for a selected field (an SQL's is internal to it). */
function decoderOf(field: unknown): Decoder {
  type WithDecoder = { decoder: Decoder };
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

/**
 * The row mapper of a prepared select's fields, or null where drizzle's own is needed: a left
 * join whose table is selected as an object (drizzle makes the object null when its columns all
 * are: a flat selection, such as the scans page's, has no such object) or a path deeper than one
 * object.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((rows: unknown[][]) => Record<string, unknown>[]) | null {
  if (fields.some(({ path }) => path.length < 1 || path.length > 2)) return null;
  const leftJoin =
    joinsNotNullableMap && Object.values(joinsNotNullableMap).some((notNull) => !notNull);
  if (leftJoin && fields.some(({ path }) => path.length === 2)) return null;
  const count = fields.length;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const outer = fields.map(({ path }) => path[0]);
  const inner = fields.map(({ path }) => (path.length === 2 ? path[1] : null));
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const raw = row[i];
      const value = raw === null ? null : decoders[i].mapFromDriverValue(raw);
      const key = inner[i];
      if (key === null) result[outer[i]] = value;
      else ((result[outer[i]] ??= {}) as Record<string, unknown>)[key] = value;
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/**
 * Gives a drizzle prepared select the compiled row mapper (drizzle calls a prepared query's
 * `customResultMapper` with the rows when it has one). Anything else is left as it is.
 */
export function withCompiledRows<T>(statement: T): T {
  const prepared = statement as PreparedSelect;
  if (!prepared || !Array.isArray(prepared.fields) || prepared.customResultMapper) return statement;
  const mapper = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  if (mapper) prepared.customResultMapper = mapper;
  return statement;
}
