import { and, desc, eq, inArray, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import {
  PLATE_HISTORY_LIMIT,
  SCAN_PAGE_SIZE,
  SCAN_SEARCH_LIMIT,
  type Scan,
  type ScanPage,
} from '../../../lib/contract';
import { alerts, scanMemberTotals, scans, scanTotals, users } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { normalizePlate } from '../../../lib/rules/plate';
import { findScanView, scanViewColumns, selectScanViews, toScan } from './scan-view';

/**
 * Pages pick their uuids on an index first (`uuid in (… limit … offset …)`) and join users and
 * alerts to those rows only; joining first would repeat the joins for every row OFFSET skips.
 * Every list is newest first, ties by uuid: the order of the (…, captured_at DESC, uuid DESC) indexes. */
const newestScansFirst = [desc(scans.capturedAt), desc(scans.uuid)];
const newestAlertsFirst = [desc(alerts.capturedAt), desc(alerts.scanUuid)];

const totalsStatement = preparedStatement('scan_totals_of', (db, name) =>
  db
    .select()
    .from(scanTotals)
    .where(eq(scanTotals.entityUuid, sql.placeholder('entity')))
    .prepare(name),
);

async function totalsOf(db: DbOrTx, entityUuid: string) {
  const [row] = await totalsStatement(db).execute({ entity: entityUuid });
  return { scans: Number(row?.scans ?? 0), alerts: Number(row?.alerts ?? 0) };
}

const countOf = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** Alerts of the organisation (optionally of one list), joined to their scans. */
function selectAlertViews(db: DbOrTx) {
  return db
    .select(scanViewColumns)
    .from(alerts)
    .innerJoin(scans, eq(scans.uuid, alerts.scanUuid))
    .leftJoin(users, eq(users.uuid, scans.capturedByUuid));
}

const entity = sql.placeholder('entity');
const pageLimit = sql.placeholder('limit');
const pageOffset = sql.placeholder('offset');

const scansPageStatement = preparedStatement('scans_page', (db, name) =>
  selectScanViews(db)
    .where(
      inArray(
        scans.uuid,
        db
          .select({ uuid: scans.uuid })
          .from(scans)
          .where(eq(scans.entityUuid, entity))
          .orderBy(...newestScansFirst)
          .limit(pageLimit)
          .offset(pageOffset),
      ),
    )
    .orderBy(...newestScansFirst)
    .prepare(name),
);

function alertsPageQuery(db: DbOrTx, where: SQL | undefined) {
  return selectAlertViews(db)
    .where(
      inArray(
        alerts.scanUuid,
        db
          .select({ uuid: alerts.scanUuid })
          .from(alerts)
          .where(where)
          .orderBy(...newestAlertsFirst)
          .limit(pageLimit)
          .offset(pageOffset),
      ),
    )
    .orderBy(...newestAlertsFirst);
}

const alertsPageStatement = preparedStatement('alerts_page', (db, name) =>
  alertsPageQuery(db, eq(alerts.entityUuid, entity)).prepare(name),
);

const listAlertsPageStatement = preparedStatement('list_alerts_page', (db, name) =>
  alertsPageQuery(
    db,
    and(eq(alerts.entityUuid, entity), eq(alerts.listUuid, sql.placeholder('list'))),
  ).prepare(name),
);

/** Page n (0-based) of all scans, or with alert of the alerts (of one list). */
export async function scansPage(
  db: DbOrTx,
  entityUuid: string,
  n: number,
  options: { alert: boolean; list?: string },
): Promise<ScanPage> {
  const values = { entity: entityUuid, limit: SCAN_PAGE_SIZE, offset: n * SCAN_PAGE_SIZE };
  if (!options.alert) {
    const rows = await scansPageStatement(db).execute(values);
    return { plates: rows.map(toScan), count: (await totalsOf(db, entityUuid)).scans };
  }
  if (!options.list) {
    const rows = await alertsPageStatement(db).execute(values);
    return { plates: rows.map(toScan), count: (await totalsOf(db, entityUuid)).alerts };
  }
  const rows = await listAlertsPageStatement(db).execute({ ...values, list: options.list });
  const count = countOf(
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(alerts)
      .where(and(eq(alerts.entityUuid, entityUuid), eq(alerts.listUuid, options.list))),
  );
  return { plates: rows.map(toScan), count };
}

const memberScansPageStatement = preparedStatement('member_scans_page', (db, name) =>
  selectScanViews(db)
    .where(
      inArray(
        scans.uuid,
        db
          .select({ uuid: scans.uuid })
          .from(scans)
          .where(
            and(eq(scans.entityUuid, entity), eq(scans.capturedByUuid, sql.placeholder('user'))),
          )
          .orderBy(...newestScansFirst)
          .limit(pageLimit)
          .offset(pageOffset),
      ),
    )
    .orderBy(...newestScansFirst)
    .prepare(name),
);

/** Page n (0-based) of one member's scans. */
export async function memberScansPage(
  db: DbOrTx,
  entityUuid: string,
  userUuid: string,
  n: number,
): Promise<ScanPage> {
  const rows = await memberScansPageStatement(db).execute({
    entity: entityUuid,
    user: userUuid,
    limit: SCAN_PAGE_SIZE,
    offset: n * SCAN_PAGE_SIZE,
  });
  const [member] = await db
    .select({ n: scanMemberTotals.scans })
    .from(scanMemberTotals)
    .where(
      and(eq(scanMemberTotals.entityUuid, entityUuid), eq(scanMemberTotals.userUuid, userUuid)),
    );
  return { plates: rows.map(toScan), count: Number(member?.n ?? 0) };
}

/**
 * The newest 500 scans (or alerts) whose plate starts with the term (upper-cased, A–Z 0–9 only);
 * count is every match, so it is larger than the rows when the term matches more than 500. */
export async function searchScanPlates(
  db: DbOrTx,
  entityUuid: string,
  term: string,
  options: { alert: boolean },
): Promise<ScanPage> {
  const prefix = normalizePlate(term);
  if (prefix === '') return { plates: [], count: 0 };
  // The prefix holds only A–Z 0–9, so it needs no LIKE escaping.
  const where = and(eq(scans.entityUuid, entityUuid), like(scans.plate, `${prefix}%`));
  const query = options.alert
    ? selectAlertViews(db).where(and(where, eq(alerts.entityUuid, entityUuid)))
    : selectScanViews(db).where(where);
  const rows = await query.orderBy(...newestScansFirst).limit(SCAN_SEARCH_LIMIT);
  if (rows.length < SCAN_SEARCH_LIMIT) return { plates: rows.map(toScan), count: rows.length };
  // More may match than are answered: count them all, so the screen can say so.
  const count = countOf(
    options.alert
      ? await db
          .select({ n: sql<number>`count(*)::int` })
          .from(alerts)
          .innerJoin(scans, eq(scans.uuid, alerts.scanUuid))
          .where(and(where, eq(alerts.entityUuid, entityUuid)))
      : await db
          .select({ n: sql<number>`count(*)::int` })
          .from(scans)
          .where(where),
  );
  return { plates: rows.map(toScan), count };
}

const plateHistoryStatement = preparedStatement('plate_history', (db, name) =>
  selectScanViews(db)
    .where(and(eq(scans.entityUuid, entity), eq(scans.plate, sql.placeholder('plate'))))
    .orderBy(...newestScansFirst)
    .limit(PLATE_HISTORY_LIMIT)
    .prepare(name),
);

/** Scans of exactly this plate, newest first (at most 200). */
export async function plateHistory(
  db: DbOrTx,
  entityUuid: string,
  plate: string,
): Promise<{ plates: Scan[] }> {
  const exact = normalizePlate(plate);
  if (exact === '') return { plates: [] };
  const rows = await plateHistoryStatement(db).execute({ entity: entityUuid, plate: exact });
  return { plates: rows.map(toScan) };
}

/** One scan of the organisation; another organisation's (or an unknown) uuid is 404. */
export async function getScanOf(db: DbOrTx, entityUuid: string, uuid: string): Promise<Scan> {
  const scan = await findScanView(db, entityUuid, uuid);
  if (!scan) throw fail.notFound('No such scan in this organisation.');
  return scan;
}

/** One alert of the organisation by its scan's uuid; else 404. */
export async function getAlertOf(db: DbOrTx, entityUuid: string, uuid: string): Promise<Scan> {
  const [row] = await selectScanViews(db)
    .where(and(eq(scans.entityUuid, entityUuid), eq(scans.uuid, uuid), isNotNull(alerts.scanUuid)))
    .limit(1);
  if (!row) throw fail.notFound('No such alert in this organisation.');
  return toScan(row);
}
