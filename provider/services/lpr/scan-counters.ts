import { sql } from 'drizzle-orm';
import { array } from '../../db/sql-arrays';
import type { DbOrTx } from '../../db/types';

/** A change of the counters at one scan's capture time (+1 scan, −1 alert …). */
export interface CounterDelta {
  capturedAt: Date;
  scans: number;
  alerts: number;
  /** Whose scan it is (scan deltas count for the member too). */
  capturedByUuid?: string | null;
}

const HOUR_MS = 3_600_000;

/** Start of the UTC hour of an instant. */
export const utcHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);

/** Deltas summed per UTC hour (zero sums dropped). */
export function deltasByHour(
  deltas: Iterable<CounterDelta>,
): Map<number, { scans: number; alerts: number }> {
  const byHour = new Map<number, { scans: number; alerts: number }>();
  for (const d of deltas) {
    const hour = utcHour(d.capturedAt).getTime();
    const sum = byHour.get(hour) ?? { scans: 0, alerts: 0 };
    sum.scans += d.scans;
    sum.alerts += d.alerts;
    byHour.set(hour, sum);
  }
  for (const [hour, sum] of byHour) if (sum.scans === 0 && sum.alerts === 0) byHour.delete(hour);
  return byHour;
}

/**
 * Adds per-hour sums to scan_hourly_counts and their total to scan_totals (run it in the
 * transaction that changed the scans or alerts).
 */
export async function addHourlyCounts(
  db: DbOrTx,
  entityUuid: string,
  byHour: Map<number, { scans: number; alerts: number }>,
): Promise<void> {
  if (byHour.size === 0) return;
  const hours: Date[] = [];
  const scanCounts: number[] = [];
  const alertCounts: number[] = [];
  let scansTotal = 0;
  let alertsTotal = 0;
  for (const [hour, sum] of byHour) {
    hours.push(new Date(hour));
    scanCounts.push(sum.scans);
    alertCounts.push(sum.alerts);
    scansTotal += sum.scans;
    alertsTotal += sum.alerts;
  }
  await db.execute(sql`
    insert into scan_hourly_counts (entity_uuid, hour, scans, alerts)
    select ${entityUuid}::uuid, d.hour, d.scans, d.alerts
    from unnest(${array(hours)}::timestamptz[], ${array(scanCounts)}::int[], ${array(alertCounts)}::int[])
      as d(hour, scans, alerts)
    on conflict (entity_uuid, hour) do update
      set scans = scan_hourly_counts.scans + excluded.scans,
          alerts = scan_hourly_counts.alerts + excluded.alerts`);
  if (scansTotal === 0 && alertsTotal === 0) return;
  await db.execute(sql`
    insert into scan_totals (entity_uuid, scans, alerts)
    values (${entityUuid}::uuid, ${scansTotal}, ${alertsTotal})
    on conflict (entity_uuid) do update
      set scans = scan_totals.scans + excluded.scans,
          alerts = scan_totals.alerts + excluded.alerts`);
}

/** Adds scans per member to scan_member_totals (zero sums skipped). */
export async function addMemberCounts(
  db: DbOrTx,
  entityUuid: string,
  byMember: Map<string, number>,
): Promise<void> {
  const members = [...byMember].filter(([, n]) => n !== 0);
  if (members.length === 0) return;
  await db.execute(sql`
    insert into scan_member_totals (entity_uuid, user_uuid, scans)
    select ${entityUuid}::uuid, d.user_uuid, d.scans
    from unnest(${array(members.map(([u]) => u))}::uuid[], ${array(members.map(([, n]) => n))}::int[])
      as d(user_uuid, scans)
    on conflict (entity_uuid, user_uuid) do update
      set scans = scan_member_totals.scans + excluded.scans`);
}

/** Scan deltas summed per member. */
export function deltasByMember(deltas: Iterable<CounterDelta>): Map<string, number> {
  const byMember = new Map<string, number>();
  for (const d of deltas) {
    if (d.capturedByUuid && d.scans !== 0) {
      byMember.set(d.capturedByUuid, (byMember.get(d.capturedByUuid) ?? 0) + d.scans);
    }
  }
  return byMember;
}

/** Applies counter changes of one organisation's scans (hourly, totals, per member). */
export async function applyCounterDeltas(
  db: DbOrTx,
  entityUuid: string,
  deltas: CounterDelta[],
): Promise<void> {
  await addHourlyCounts(db, entityUuid, deltasByHour(deltas));
  await addMemberCounts(db, entityUuid, deltasByMember(deltas));
}
