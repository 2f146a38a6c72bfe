import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { meterHourlyTotals, type ParkingSessionRow } from '../../db/tables/meters';

/** Session money to add to a meter's hourly roll-up (integer cents). */
export interface SessionMoney {
  total: number;
  fees: number;
  net: number;
  /** A new session counts once; a time-add adds money only (false). Default true. */
  newSession?: boolean;
  /** When the money was taken (the hour it lands in). Default now. */
  at?: Date;
}

/** The UTC hour an instant falls in. */
export const utcHourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * Adds a payment's money (and, for a new session, one session) to meter_hourly_totals, in the
 * same transaction as the session row it pays for, so the meters table, the earnings columns
 * and the session stats count it at once. Call it with every payment and every time-add.
 */
export async function recordSessionMoney(
  tx: DbOrTx,
  session: Pick<ParkingSessionRow, 'meterUuid' | 'entityUuid'>,
  amounts: SessionMoney,
): Promise<void> {
  const sessions = amounts.newSession === false ? 0 : 1;
  await tx
    .insert(meterHourlyTotals)
    .values({
      meterUuid: session.meterUuid,
      entityUuid: session.entityUuid,
      hour: utcHourOf(amounts.at ?? new Date()),
      sessions,
      total: amounts.total,
      fees: amounts.fees,
      net: amounts.net,
    })
    .onConflictDoUpdate({
      target: [meterHourlyTotals.meterUuid, meterHourlyTotals.hour],
      set: {
        sessions: sql`${meterHourlyTotals.sessions} + excluded.sessions`,
        total: sql`${meterHourlyTotals.total} + excluded.total`,
        fees: sql`${meterHourlyTotals.fees} + excluded.fees`,
        net: sql`${meterHourlyTotals.net} + excluded.net`,
      },
    });
}
