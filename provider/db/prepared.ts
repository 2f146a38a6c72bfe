import { withCompiledRows } from './row-mapper';
import type { DbOrTx } from './types';

/**
 * A statement built once per database (drizzle `.prepare(name)`) and then only executed with
 * new values for its `sql.placeholder`s: the hot reads (every request's membership check, the
 * scan and alert pages) skip drizzle's query building each time. A transaction gets its own
 * copy the first time it asks. On PostgreSQL the name makes it a named prepared statement. A
 * select's rows are mapped by a loop compiled once for its fields (./row-mapper.ts).
 */
export function preparedStatement<T>(
  name: string,
  build: (db: DbOrTx, name: string) => T,
): (db: DbOrTx) => T {
  const byDb = new WeakMap<object, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = withCompiledRows(build(db, name));
      byDb.set(db, statement);
    }
    return statement;
  };
}
