import { sql } from 'drizzle-orm';
import { array } from '../../db/sql-arrays';
import type { DbOrTx } from '../../db/types';

/**
 * After scans disappear from (or move to) a plate at these times, the next scan of that plate
 * may point at the wrong previous sighting: recomputes last_seen of the first scan of each
 * (plate, time) pair that follows it. Matching results of later scans are snapshots and stay.
 */
export async function repairLastSeen(
  db: DbOrTx,
  entityUuid: string,
  points: { plate: string; capturedAt: Date }[],
): Promise<void> {
  if (points.length === 0) return;
  await db.execute(sql`
    update scans s
    set last_seen = (
      select p.captured_at from scans p
      where p.entity_uuid = s.entity_uuid and p.plate = s.plate and p.captured_at < s.captured_at
      order by p.captured_at desc, p.uuid desc
      limit 1
    )
    where s.uuid in (
      select n.uuid
      from unnest(${array(points.map((p) => p.plate))}::text[],
                  ${array(points.map((p) => p.capturedAt))}::timestamptz[]) as d(plate, t)
      cross join lateral (
        select x.uuid from scans x
        where x.entity_uuid = ${entityUuid}::uuid and x.plate = d.plate and x.captured_at > d.t
        order by x.captured_at asc, x.uuid asc
        limit 1
      ) n
    )`);
}
