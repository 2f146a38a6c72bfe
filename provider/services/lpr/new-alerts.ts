import { and, asc, eq, sql } from 'drizzle-orm';
import type { NewAlerts } from '../../../lib/contract';
import { alerts, scans, users } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import { rowsOf, type DbOrTx } from '../../db/types';
import { scanViewColumns, toScan, type ScanViewRow } from './scan-view';

/**
 * The live alerts' read (GET …/alerts/new): an organisation's alerts after a cursor, in the order
 * of the transactions that wrote them, for the dashboard's event stream (one per signed-in tab,
 * on any number of dashboard instances: the cursor is in the database, not in a process).
 *
 * The cursor is (tx_id, scan_uuid), tx_id the writing transaction's id (alerts.tx_id, xid8). A
 * row is answered only once its transaction is below the reading snapshot's xmin: every
 * transaction there has ended, so no row can still appear below that horizon, and a reader going
 * forward from its last cursor misses no late commit and sees no row twice. (A created time or
 * a sequence is taken before the commit: a slower transaction could commit a smaller value after
 * a reader went past it.) A long transaction elsewhere only delays the alerts, it never loses
 * them. Text form: `<tx_id>:<scan uuid>` (ALERT_CURSOR_PATTERN).
 */

/** The uuid below every other: the cursor of "now" is (xmin, NIL), before any row of xmin. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Every transaction below this id has ended (committed or rolled back). */
const horizon = sql`pg_snapshot_xmin(pg_current_snapshot())`;

const newAlertsStatement = preparedStatement('new_alerts', (db, name) =>
  db
    .select({ ...scanViewColumns, txId: sql<string>`${alerts.txId}::text`.as('tx_text') })
    .from(alerts)
    .innerJoin(scans, eq(scans.uuid, alerts.scanUuid))
    .leftJoin(users, eq(users.uuid, scans.capturedByUuid))
    .where(
      and(
        eq(alerts.entityUuid, sql.placeholder('entity')),
        sql`(${alerts.txId}, ${alerts.scanUuid}) > (${sql.placeholder('tx')}::xid8, ${sql.placeholder('scan')}::uuid)`,
        sql`${alerts.txId} < ${horizon}`,
      ),
    )
    .orderBy(asc(alerts.txId), asc(alerts.scanUuid))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

/** The cursor before every alert not yet final: what a stream opened now starts after. */
export async function alertCursorNow(db: DbOrTx): Promise<string> {
  const [row] = rowsOf<{ xmin: string }>(await db.execute(sql`select ${horizon}::text as xmin`));
  return `${row.xmin}:${NIL_UUID}`;
}

/**
 * The organisation's alerts after `after` (oldest first, at most `limit`), each with the cursor
 * after it; without `after`, none and the cursor of now.
 */
export async function newAlertsOf(
  db: DbOrTx,
  entityUuid: string,
  options: { after?: string; limit: number },
): Promise<NewAlerts> {
  if (!options.after) return { alerts: [], cursor: await alertCursorNow(db) };
  const [tx, scan] = options.after.split(':');
  const rows = (await newAlertsStatement(db).execute({
    entity: entityUuid,
    tx,
    scan,
    limit: options.limit,
  })) as (ScanViewRow & { txId: string })[];
  const found = rows.map((row) => ({ cursor: `${row.txId}:${row.uuid}`, alert: toScan(row) }));
  return { alerts: found, cursor: found.at(-1)?.cursor ?? options.after };
}
