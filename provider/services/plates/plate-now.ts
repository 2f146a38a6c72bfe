import { sql } from 'drizzle-orm';
import { LIST_TYPE, type PlateNow } from '../../../lib/contract';
import { appealStatusLabel } from '../../../lib/rules/citations/appeal-status';
import {
  citationDueOn,
  PAYABLE_STORED_STATUSES,
} from '../../../lib/rules/citations/citation-status';
import { array } from '../../db/sql-arrays';
import { rowsOf, type DbOrTx } from '../../db/types';
import { organisationTimeZone } from '../orgs';
import { permitUuidsOfPlate, uuidArray } from './plate-permits';

/**
 * What holds now for one plate in one organisation (Plate 360's "Now" panel): each section is one
 * indexed read bounded by the plate, run together.
 */

/** At most this many rows of one section (a plate with more is shown its newest). */
export const NOW_SECTION_CAP = 50;

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const str = (v: unknown) => String(v ?? '');

/** The statements of the panel (exported for the bench, which runs them raw). */
export function plateNowSql(entity: string, plate: string, at: string, permitUuids: string[]) {
  const now = sql`${at}::timestamptz`;
  return {
    permits: sql`select i.uuid::text as uuid, i.product_uuid::text as product, p.name as type_name,
        i.customer_permit_id as permit_id, c.fullname as holder, ${iso('i.issued_on')} as issued_on,
        ${iso('i.expires_at')} as expires_at
      from permits_issued i join permit_products p on p.uuid = i.product_uuid
      join permit_customers c on c.uuid = i.customer_uuid
      where i.uuid = any(${uuidArray(permitUuids)}) and i.paid_status = 'paid'
        and i.issued_on <= ${now} and i.expires_at > ${now}
      order by i.expires_at desc limit ${NOW_SECTION_CAP}`,
    // Sessions start before now; one still running started less than its longest length ago,
    // but the plate's sessions are few: the newest first, those not ended yet.
    sessions: sql`select uuid::text as uuid, meter_uuid::text as meter, zone_id, meter_name,
        ${iso('start_time')} as start_time, ${iso('end_time')} as end_time
      from parking_sessions
      where entity_uuid = ${entity} and plate = ${plate} and start_time <= ${now} and end_time > ${now}
      order by start_time desc limit ${NOW_SECTION_CAP}`,
    lists: sql`select lp.uuid::text as uuid, l.uuid::text as list, l.name, l.type::int as type,
        lp.label, ${iso('lp.expires_at')} as expires_at,
        (lp.expires_at is not null and lp.expires_at <= ${now}) as expired
      from list_plates lp join lists l on l.uuid = lp.list_uuid
      where lp.plate = ${plate} and l.entity_uuid = ${entity}
        and l.type = any(${array([LIST_TYPE.allow, LIST_TYPE.hot, LIST_TYPE.timeLimit])}::int[])
      order by l.name, lp.created_at desc limit ${NOW_SECTION_CAP}`,
    citations: sql`select uuid::text as uuid, citation_number, citation_name, currency,
        payment_status, void_date, issued_at, amount, amount_override, late_amount1, late_days1,
        late_amount2, late_days2, ${iso('issued_at')} as issued_text
      from citations
      where entity_uuid = ${entity} and plate = ${plate} and void_date is null
        and payment_status = any(${array([...PAYABLE_STORED_STATUSES])}::text[])
      order by issued_at desc limit ${NOW_SECTION_CAP}`,
    appeals: sql`select ci.uuid::text as citation, ci.citation_number, ca.name, ca.status,
        ca.is_approved, ca.response_date, ${iso('ca.submission_date')} as submitted
      from citation_appeals ca join citations ci on ci.uuid = ca.citation_uuid
      where ca.citation_uuid in (select uuid from citations where entity_uuid = ${entity} and plate = ${plate})
        and ca.response_date is null
      order by ca.submission_date desc limit ${NOW_SECTION_CAP}`,
    lastScan: sql`select s.uuid::text as uuid, ${iso('s.captured_at')} as captured_at, s.latitude,
        s.longitude, exists (select 1 from alerts a where a.scan_uuid = s.uuid) as is_alert
      from scans s where s.entity_uuid = ${entity} and s.plate = ${plate}
      order by s.captured_at desc, s.uuid desc limit 1`,
  };
}

/** Open citations with what each owes today, in the organisation's zone (the one status rule). */
function openCitations(rows: Row[], now: Date, timeZone: string) {
  return rows
    .map((r) => {
      const due = citationDueOn(
        {
          paymentStatus: str(r.payment_status),
          voidDate: null,
          issuedAt: new Date(str(r.issued_text)),
          amount: Number(r.amount),
          amountOverride: r.amount_override === null ? null : Number(r.amount_override),
          lateAmount1: r.late_amount1 === null ? null : Number(r.late_amount1),
          lateDays1: r.late_days1 === null ? null : Number(r.late_days1),
          lateAmount2: r.late_amount2 === null ? null : Number(r.late_amount2),
          lateDays2: r.late_days2 === null ? null : Number(r.late_days2),
        },
        now,
        timeZone,
      );
      return {
        uuid: str(r.uuid),
        citationNumber: Number(r.citation_number),
        citationName: str(r.citation_name),
        issuedAt: str(r.issued_text),
        status: due.status,
        amountDue: due.amountDue,
        currency: str(r.currency),
      };
    })
    .filter((c) => c.amountDue > 0);
}

/** The "Now" panel of the plate (normalised) at `now`. */
export async function plateNow(
  db: DbOrTx,
  entity: string,
  plate: string,
  now = new Date(),
): Promise<PlateNow> {
  const q = plateNowSql(
    entity,
    plate,
    now.toISOString(),
    await permitUuidsOfPlate(db, entity, plate),
  );
  const run = async (statement: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(statement));
  const [permits, sessions, lists, citations, appeals, last, timeZone] = await Promise.all([
    run(q.permits),
    run(q.sessions),
    run(q.lists),
    run(q.citations),
    run(q.appeals),
    run(q.lastScan),
    organisationTimeZone(db, entity),
  ]);
  const open = openCitations(citations, now, timeZone);
  const scan = last[0];
  return {
    plate,
    at: now.toISOString(),
    permits: permits.map((r) => ({
      uuid: str(r.uuid),
      productUuid: str(r.product),
      typeName: str(r.type_name),
      customerPermitId: str(r.permit_id),
      holderName: str(r.holder),
      issuedOn: text(r.issued_on),
      expiresAt: text(r.expires_at),
    })),
    sessions: sessions.map((r) => ({
      uuid: str(r.uuid),
      meterUuid: str(r.meter),
      zoneId: str(r.zone_id),
      meterName: str(r.meter_name),
      startTime: str(r.start_time),
      endTime: str(r.end_time),
    })),
    lists: lists.map((r) => ({
      uuid: str(r.uuid),
      listUuid: str(r.list),
      listName: str(r.name),
      listType: Number(r.type),
      label: str(r.label),
      expiresAt: text(r.expires_at),
      expired: r.expired === true,
    })),
    citations: open,
    totalDue: open.reduce((sum, c) => sum + c.amountDue, 0),
    appeals: appeals.map((r) => ({
      citationUuid: str(r.citation),
      citationNumber: Number(r.citation_number),
      submissionDate: str(r.submitted),
      name: str(r.name),
      status: appealStatusLabel({
        responseDate: null,
        isApproved: (r.is_approved as boolean | null) ?? null,
        status: text(r.status),
      }),
    })),
    lastScan: scan
      ? {
          uuid: str(scan.uuid),
          capturedAt: str(scan.captured_at),
          latitude: Number(scan.latitude),
          longitude: Number(scan.longitude),
          isAlert: scan.is_alert === true,
        }
      : null,
  };
}
