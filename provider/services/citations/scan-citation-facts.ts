import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { LIST_TYPE, type ScanCitationFinding } from '../../../lib/contract';
import { formatDateTime } from '../../../lib/format';
import { normalizePlate } from '../../../lib/rules/plate';
import {
  alerts,
  citationLocations,
  citations,
  citationTypes,
  lists,
  scans,
  users,
  type OrganisationRow,
} from '../../db/schema';
import { rowsOf, type DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { PLATE_KEY } from '../permits';

/**
 * What a scan's citation is made of (issue 29 item 2): the scan with its alert and officer, the
 * live findings for its plate (valid permits, paid meter sessions now), the nearest ticket
 * location, a time-limit alert's overstay, and the types the organisation may issue.
 */

/** The scan as its citation reads it. */
export interface ScanForCitation {
  uuid: string;
  plate: string;
  capturedAt: Date;
  latitude: number;
  longitude: number;
  imageFileUuid: string | null;
  confidence: number;
  status: string | null;
  listType: number | null;
  listName: string | null;
  expiresAt: Date | null;
  isAlert: boolean;
  listMinutes: number | null;
  officer: { uuid: string | null; name: string | null };
}

/** The organisation's scan (another organisation's or an unknown one: 404). */
export async function scanForCitation(
  db: DbOrTx,
  entityUuid: string,
  uuid: string,
): Promise<ScanForCitation> {
  const [row] = await db
    .select({
      uuid: scans.uuid,
      plate: scans.plate,
      capturedAt: scans.capturedAt,
      latitude: scans.latitude,
      longitude: scans.longitude,
      imageFileUuid: scans.imageFileUuid,
      confidence: scans.confidence,
      status: scans.status,
      listType: scans.listType,
      listName: scans.listName,
      expiresAt: scans.expiresAt,
      alert: alerts.scanUuid,
      listMinutes: lists.minutes,
      officerUuid: users.uuid,
      officerName: users.fullname,
    })
    .from(scans)
    .leftJoin(alerts, eq(alerts.scanUuid, scans.uuid))
    .leftJoin(lists, and(eq(lists.uuid, scans.listUuid), eq(lists.entityUuid, scans.entityUuid)))
    .leftJoin(users, eq(users.uuid, scans.capturedByUuid))
    .where(and(eq(scans.uuid, uuid), eq(scans.entityUuid, entityUuid)));
  if (!row) throw fail.notFound('No such scan in this organisation.');
  return {
    ...row,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    confidence: Number(row.confidence),
    isAlert: row.alert !== null,
    officer: { uuid: row.officerUuid, name: row.officerName },
  };
}

/** The citation a scan became, if any. */
export async function citationOfScan(db: DbOrTx, entityUuid: string, scanUuid: string) {
  const [row] = await db
    .select({ uuid: citations.uuid, citationNumber: citations.citationNumber })
    .from(citations)
    .where(and(eq(citations.scanUuid, scanUuid), eq(citations.entityUuid, entityUuid)));
  return row ?? null;
}

type Iso = string | Date | null;
const isoOf = (value: Iso) => (value === null ? null : new Date(value).toISOString());

/** Valid permits (paid, started, not expired) and paid meter sessions of the plate at `now`. */
export async function liveFindings(
  db: DbOrTx,
  entityUuid: string,
  plate: string,
  now = new Date(),
): Promise<ScanCitationFinding[]> {
  const at = now.toISOString();
  const key = normalizePlate(plate);
  const permits = rowsOf<{ name: string; until: Iso; reference: string }>(
    await db.execute(sql`
      select distinct p.name, i.expires_at as until, i.customer_permit_id as reference
      from permits_issued i
      join permit_products p on p.uuid = i.product_uuid
      join permit_vehicles v on (v.uuid = i.vehicle_uuid and i.is_primary_vehicle_active)
        or v.uuid = any(i.secondary_vehicle_uuids)
      where i.entity_uuid = ${entityUuid} and i.paid_status = 'paid'
        and i.issued_on <= ${at}::timestamptz and i.expires_at > ${at}::timestamptz
        and ${PLATE_KEY} = ${key}
      order by i.expires_at desc
      limit 10`),
  );
  const sessions = rowsOf<{ meter: string; zone: string; until: Iso; reference: string }>(
    await db.execute(sql`
      select s.meter_name as meter, s.zone_id as zone, s.end_time as until, s.public_id as reference
      from parking_sessions s
      where s.entity_uuid = ${entityUuid} and s.plate = ${key}
        and s.start_time <= ${at}::timestamptz and s.end_time > ${at}::timestamptz
      order by s.end_time desc
      limit 10`),
  );
  return [
    ...permits.map((p) => ({
      kind: 'permit' as const,
      label: p.name,
      until: isoOf(p.until),
      reference: p.reference,
    })),
    ...sessions.map((s) => ({
      kind: 'session' as const,
      label: `${s.meter} (zone ${s.zone})`,
      until: isoOf(s.until),
      reference: s.reference,
    })),
  ];
}

/** A ticket location counts as the scan's place within this distance. */
export const NEAREST_LOCATION_METRES = 250;

const metresBetween = (a: [number, number], b: [number, number]) => {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
};

/** The organisation's ticket locations (for the select) and the nearest one within reach. */
export async function ticketLocationsNear(
  db: DbOrTx,
  entityUuid: string,
  point: { latitude: number; longitude: number },
) {
  const rows = await db
    .select({
      uuid: citationLocations.uuid,
      name: citationLocations.name,
      latitude: citationLocations.latitude,
      longitude: citationLocations.longitude,
    })
    .from(citationLocations)
    .where(eq(citationLocations.entityUuid, entityUuid))
    .orderBy(asc(citationLocations.name));
  let nearest: { uuid: string; name: string } | null = null;
  let best = NEAREST_LOCATION_METRES;
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue;
    const d = metresBetween([point.latitude, point.longitude], [row.latitude, row.longitude]);
    if (d <= best) [nearest, best] = [{ uuid: row.uuid, name: row.name }, d];
  }
  return { locations: rows.map(({ uuid, name }) => ({ uuid, name })), nearest };
}

/** The place of a citation without a ticket location: the scan's coordinates. */
export const coordinatesText = (scan: { latitude: number; longitude: number }) =>
  `${scan.latitude.toFixed(5)}, ${scan.longitude.toFixed(5)}`;

const minutesText = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
};

/**
 * A time-limit alert's overstay: first seen (when the chalk started: the limit's end less the
 * rule), last seen (this scan), the rule. Null for any other scan.
 */
export function overstayComment(scan: ScanForCitation, zone: string): string | null {
  const rule = scan.listMinutes;
  if (!scan.isAlert || scan.listType !== LIST_TYPE.timeLimit || !scan.expiresAt || !rule)
    return null;
  const first = new Date(scan.expiresAt.getTime() - rule * 60_000);
  const stayed = Math.round((scan.capturedAt.getTime() - first.getTime()) / 60_000);
  return (
    `Time limit exceeded on ${scan.listName ?? 'a time-limit list'} (rule: ${minutesText(rule)}). ` +
    `First seen ${formatDateTime(first, '', zone)}, last seen ${formatDateTime(scan.capturedAt, '', zone)}: ` +
    `parked ${minutesText(stayed)}, ${minutesText(Math.max(0, stayed - rule))} over.`
  );
}

/**
 * The plate's state (scans carry none): its latest citation's in the organisation, else the
 * state of a permit vehicle of the organisation with that plate.
 */
export async function lastStateOf(db: DbOrTx, entityUuid: string, plate: string) {
  const [row] = await db
    .select({ stateProv: citations.stateProv })
    .from(citations)
    .where(
      and(
        eq(citations.entityUuid, entityUuid),
        eq(citations.plate, plate),
        isNotNull(citations.stateProv),
      ),
    )
    .orderBy(desc(citations.issuedAt))
    .limit(1);
  if (row?.stateProv) return row.stateProv;
  const [vehicle] = rowsOf<{ state: string }>(
    await db.execute(sql`
      select v.state from permit_vehicles v
      join permit_customers c on c.uuid = v.customer_uuid
      where c.entity_uuid = ${entityUuid} and ${PLATE_KEY} = ${normalizePlate(plate)}
        and v.state <> ''
      order by v.created_at desc limit 1`),
  );
  return vehicle?.state ?? null;
}

/** The types the organisation may issue now: not archived; priced ones need active payouts. */
export async function issuableTypesOf(db: DbOrTx, org: OrganisationRow) {
  const priced = org.isActivated && org.isPaymentsActive;
  return db
    .select({
      uuid: citationTypes.uuid,
      name: citationTypes.name,
      amount: citationTypes.amount,
      currency: citationTypes.currency,
    })
    .from(citationTypes)
    .where(
      and(
        eq(citationTypes.entityUuid, org.uuid),
        eq(citationTypes.isArchived, false),
        priced ? sql`true` : eq(citationTypes.amount, 0),
      ),
    )
    .orderBy(asc(citationTypes.name));
}
