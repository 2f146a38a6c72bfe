import { sql } from 'drizzle-orm';
import { sessionPublicId } from '../../../lib/rules/meters/session-id';
import { array } from '../../db/sql-arrays';
import type { Db } from '../../db/types';
import type { Rng } from '../world/random';

/** The seeded parking sessions' rows: their public ids, their columns, start order, the bulk insert. */

const CHUNK = 10_000;

/**
 * Seeded sessions' public ids, in the format of the ones paid on the portal, repeatable (the
 * seed's generator) and distinct across the seed (the column is unique).
 */
export class SessionIds {
  private readonly taken = new Set<string>();
  constructor(private readonly rng: Rng) {}

  next(): string {
    for (;;) {
      const id = sessionPublicId((n) => this.rng.int(0, n - 1));
      if (!this.taken.has(id)) {
        this.taken.add(id);
        return id;
      }
    }
  }
}

export interface SessionCols {
  meter: string[];
  /** Given in start order by chronological(). */
  publicId: string[];
  zoneId: string[];
  meterName: string[];
  plate: string[];
  total: number[];
  fees: number[];
  net: number[];
  start: string[];
  end: string[];
  email: (string | null)[];
}

/** The sessions in start order, with their public ids (issue 27 item 22: the portal's format). */
export function chronological(cols: SessionCols, ids: SessionIds): SessionCols {
  const order = cols.start
    .map((_, i) => i)
    .sort((a, b) => (cols.start[a] < cols.start[b] ? -1 : 1));
  const out = Object.fromEntries(
    Object.entries(cols).map(([k, v]) => [k, order.map((i) => (v as unknown[])[i])]),
  ) as unknown as SessionCols;
  out.publicId = order.map(() => ids.next());
  return out;
}

export async function insertSessions(db: Db, entityUuid: string, cols: SessionCols) {
  for (let at = 0; at < cols.meter.length; at += CHUNK) {
    const part = <T>(a: T[]) => array(a.slice(at, at + CHUNK));
    await db.execute(sql`
      insert into parking_sessions (entity_uuid, meter_uuid, public_id, zone_id, meter_name, plate,
        total_amount, total_fees, net_amount, start_time, end_time, email, created_at)
      select ${entityUuid}::uuid, m, p, z, n, pl, t, f, ne, s, e, em, s
      from unnest(${part(cols.meter)}::uuid[], ${part(cols.publicId)}::text[],
        ${part(cols.zoneId)}::text[], ${part(cols.meterName)}::text[], ${part(cols.plate)}::text[],
        ${part(cols.total)}::int[], ${part(cols.fees)}::int[], ${part(cols.net)}::int[],
        ${part(cols.start)}::timestamptz[], ${part(cols.end)}::timestamptz[],
        ${part(cols.email)}::text[]) as x(m, p, z, n, pl, t, f, ne, s, e, em)`);
  }
  // The hourly roll-up, from the same rows: money lands in the hour the session was paid (its start).
  await db.execute(sql`
    insert into meter_hourly_totals (meter_uuid, entity_uuid, hour, sessions, total, fees, net)
    select meter_uuid, entity_uuid, date_trunc('hour', start_time at time zone 'UTC') at time zone 'UTC',
      count(*)::int, sum(total_amount)::int, sum(total_fees)::int, sum(net_amount)::int
    from parking_sessions where entity_uuid = ${entityUuid}::uuid
    group by 1, 2, 3`);
}
