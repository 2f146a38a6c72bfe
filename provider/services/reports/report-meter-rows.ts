import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { MeterReportPage } from '../../../lib/contract';
import { sessionStatus } from '../../../lib/rules/meters/sessions';
import { meters, parkingSessions } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { sessionColumns } from '../meters';
import { decodeCursor, encodeCursor } from './report-scan-rows';
import { cursorTimeText } from '../../db/sql-time';

/** Which sessions a meter report holds: those started in the window, of one meter or all. */
export interface MeterReportFilter {
  start: Date;
  end: Date;
  /** One meter's sessions; null: every meter of the organisation. */
  meter: string | null;
  /** The report as it was at this time (a share's creation): no session started after it. */
  asOf?: Date | null;
}

/**
 * One page of meter report rows, newest first, by keyset on (start_time, uuid): each page is one
 * range scan of parking_sessions_entity_start_idx (or _meter_start_idx for one meter), never an
 * OFFSET. Another organisation's meter is 404.
 */
export async function meterReportPage(
  db: DbOrTx,
  entityUuid: string,
  filter: MeterReportFilter,
  options: { cursor?: string | null; limit: number },
  now = new Date(),
): Promise<MeterReportPage> {
  if (filter.meter) {
    const [meter] = await db
      .select({ uuid: meters.uuid })
      .from(meters)
      .where(and(eq(meters.uuid, filter.meter), eq(meters.entityUuid, entityUuid)));
    if (!meter) throw fail.notFound('No such meter.');
  }
  const where: SQL[] = [
    filter.meter
      ? eq(parkingSessions.meterUuid, filter.meter)
      : eq(parkingSessions.entityUuid, entityUuid),
    gte(parkingSessions.startTime, filter.start),
    lte(parkingSessions.startTime, filter.end),
  ];
  if (filter.asOf) where.push(lte(parkingSessions.startTime, filter.asOf));
  if (options.cursor) {
    const { at, uuid } = decodeCursor(options.cursor);
    where.push(
      sql`(${parkingSessions.startTime}, ${parkingSessions.uuid}) < (${at}::timestamptz, ${uuid}::uuid)`,
    );
  }
  const rows = await db
    .select({
      ...sessionColumns,
      cursorAt: cursorTimeText(parkingSessions.startTime),
    })
    .from(parkingSessions)
    .where(and(...where))
    .orderBy(sql`${parkingSessions.startTime} desc, ${parkingSessions.uuid} desc`)
    .limit(options.limit + 1);

  const more = rows.length > options.limit;
  const page = more ? rows.slice(0, options.limit) : rows;
  const last = page.at(-1);
  return {
    rows: page.map((r) => ({
      uuid: r.uuid,
      publicId: r.publicId,
      zoneId: r.zoneId,
      meterName: r.meterName,
      plate: r.plate,
      currency: r.currency,
      totalAmount: r.totalAmount,
      totalFees: r.totalFees,
      netAmount: r.netAmount,
      status: sessionStatus(r, now),
      startTime: r.startTime,
      endTime: r.endTime,
      email: r.email ?? '',
    })),
    nextCursor: more && last ? encodeCursor(last.cursorAt, last.uuid) : null,
  };
}
