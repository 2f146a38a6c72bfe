import { sql, type SQL } from 'drizzle-orm';
import { LIST_TYPE, type PlateEvent, type PlateTimeline } from '../../../lib/contract';
import { CITATION_LOG } from '../../../lib/rules/citations/log-types';
import { rowsOf, type DbOrTx } from '../../db/types';
import { array } from '../../db/sql-arrays';
import { permitUuidsOfPlate, uuidArray } from './plate-permits';

/**
 * The timeline of one plate in one organisation, newest first, keyset-paged on (time, id): a
 * UNION ALL of one query per kind of record, each reading its own index in the same order
 * (entity, plate, time DESC, uuid DESC) with the cursor as its bound and the page size as its
 * limit, so a page costs `kinds × limit` index rows at most, whatever the plate's history.
 * Ids are `<prefix>:<uuid>` with one prefix per table, so within a table the id orders as its
 * uuid (lower-case hex under the C collation) and the merged order is total: no duplicates or gaps.
 */

/** The citation log types other events already show (the issue, the appeal and its answer). */
const SHOWN_ELSEWHERE = [
  CITATION_LOG.issued,
  CITATION_LOG.appealSubmitted,
  CITATION_LOG.appealApproved,
  CITATION_LOG.appealRejected,
  CITATION_LOG.appealClosed,
];

interface Cursor {
  at: string;
  id: string;
}

/** '<iso µs>~<id>' → its parts (the contract's regex has checked the shape). */
export function parseCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  const cut = text.indexOf('~');
  return { at: text.slice(0, cut), id: text.slice(cut + 1) };
}

const cursorText = (c: Cursor) => `${c.at}~${c.id}`;

/** ISO text with microseconds (the cursor's time: a JS Date keeps only milliseconds). */
const usText = (t: SQL) => sql`to_char(${t} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** ISO text with milliseconds, as the contract writes times. */
const msText = (t: SQL) => sql`to_char(${t} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Older than the cursor in the merged order: an earlier time, or the same time and a lower id. */
function olderThan(cursor: Cursor | null, time: SQL, id: SQL): SQL {
  if (!cursor) return sql`true`;
  return sql`${time} <= ${cursor.at}::timestamptz
    and (${time} < ${cursor.at}::timestamptz or ${id} collate "C" < ${cursor.id})`;
}

interface Part {
  kind: SQL;
  prefix: string;
  /** The row's key (a uuid or a number): the table's order, the same as its id's as text. */
  key: SQL;
  /** The key as text (a number padded), so ids sort as their keys do. */
  keyText?: SQL;
  time: SQL;
  /** The remaining columns, in the union's order. */
  columns: SQL;
  from: SQL;
  where: SQL;
}

function partSql(part: Part, cursor: Cursor | null, limit: number): SQL {
  const id = sql`(${part.prefix + ':'} || ${part.keyText ?? sql`${part.key}::text`})`;
  return sql`(select ${part.kind} as kind, ${id} as id, ${part.time} as t, ${part.columns}
    from ${part.from}
    where ${part.where} and ${olderThan(cursor, part.time, id)}
    order by ${part.time} desc, ${part.key} desc limit ${limit})`;
}

/** Each kind's query for one plate; columns: record, parent, title, status, number, actor, note, amount, currency, until, latitude, longitude, last seen. */
function sightingParts(entity: string, plate: string): Part[] {
  return [
    {
      kind: sql`case when a.scan_uuid is null then 'scan' else 'alert' end`,
      prefix: 'scan',
      key: sql`s.uuid`,
      time: sql`s.captured_at`,
      columns: sql`s.uuid::text, s.list_uuid::text, s.list_name, s.status, null::int,
        u.fullname, null::text, null::int, null::text, s.expires_at, s.latitude, s.longitude, s.last_seen`,
      from: sql`scans s left join alerts a on a.scan_uuid = s.uuid left join users u on u.uuid = s.captured_by_uuid`,
      where: sql`s.entity_uuid = ${entity} and s.plate = ${plate}`,
    },
    {
      kind: sql`'list'`,
      prefix: 'list',
      key: sql`lp.uuid`,
      time: sql`lp.created_at`,
      columns: sql`lp.uuid::text, l.uuid::text, l.name, null::text, l.type::int, null::text,
        nullif(lp.label, ''), null::int, null::text, lp.expires_at, null::float8, null::float8, null::timestamptz`,
      from: sql`list_plates lp join lists l on l.uuid = lp.list_uuid`,
      where: sql`lp.plate = ${plate} and l.entity_uuid = ${entity} and l.type <> ${LIST_TYPE.permit}`,
    },
  ];
}

function permitParts(entity: string, permitUuids: string[]): Part[] {
  const permits = uuidArray(permitUuids);
  return [
    {
      kind: sql`'permit'`,
      prefix: 'permit',
      key: sql`i.uuid`,
      time: sql`i.created_at`,
      columns: sql`i.uuid::text, i.product_uuid::text, p.name, i.paid_status, null::int,
        i.issued_by, c.fullname, i.amount, p.currency, i.expires_at, null::float8, null::float8, null::timestamptz`,
      from: sql`permits_issued i join permit_products p on p.uuid = i.product_uuid
        join permit_customers c on c.uuid = i.customer_uuid`,
      where: sql`i.uuid = any(${permits})`,
    },
    {
      kind: sql`'permit-change'`,
      prefix: 'pchange',
      key: sql`ae.id`,
      keyText: sql`lpad(ae.id::text, 20, '0')`,
      time: sql`ae.created_at`,
      columns: sql`i.uuid::text, i.product_uuid::text, p.name, ae.action, null::int, ae.actor_name,
        case when ae.action = 'permit.dates_changed' then null
          else coalesce(ae.detail->>'from', '') || ' → ' || coalesce(ae.detail->>'to', '') end,
        null::int, null::text,
        case when ae.action = 'permit.dates_changed'
          then (ae.detail->'expiresAt'->>'to')::timestamptz end,
        null::float8, null::float8, null::timestamptz`,
      from: sql`audit_events ae join permits_issued i on i.uuid = ae.target_uuid
        join permit_products p on p.uuid = i.product_uuid`,
      where: sql`ae.target_uuid = any(${permits}) and ae.entity_uuid = ${entity}
        and ae.action like 'permit.%' and ae.action <> 'permit.issued'`,
    },
  ];
}

function meterParts(entity: string, plate: string): Part[] {
  return [
    {
      kind: sql`'session'`,
      prefix: 'session',
      key: sql`ps.uuid`,
      time: sql`ps.start_time`,
      columns: sql`ps.uuid::text, ps.meter_uuid::text, ps.meter_name, null::text, null::int, null::text,
        ps.zone_id, ps.total_amount, ps.currency, ps.end_time, null::float8, null::float8, null::timestamptz`,
      from: sql`parking_sessions ps`,
      where: sql`ps.entity_uuid = ${entity} and ps.plate = ${plate}`,
    },
    {
      kind: sql`'time-add'`,
      prefix: 'timeadd',
      key: sql`pp.uuid`,
      time: sql`pp.created_at`,
      columns: sql`ps.uuid::text, ps.meter_uuid::text, ps.meter_name, null::text, null::int, null::text,
        ps.zone_id, pp.total, pp.currency, null::timestamptz, null::float8, null::float8, null::timestamptz`,
      from: sql`portal_payments pp join parking_sessions ps on ps.uuid = pp.reference_uuid`,
      where: sql`pp.reference_uuid in (select uuid from parking_sessions
          where entity_uuid = ${entity} and plate = ${plate})
        and pp.entity_uuid = ${entity} and pp.kind = 'meter' and pp.idempotency_key like 'meter-add:%'`,
    },
  ];
}

function citationParts(entity: string, plate: string): Part[] {
  const citationsOfPlate = sql`(select uuid from citations where entity_uuid = ${entity} and plate = ${plate})`;
  return [
    {
      kind: sql`'citation'`,
      prefix: 'citation',
      key: sql`ci.uuid`,
      time: sql`ci.issued_at`,
      columns: sql`ci.uuid::text, null::text, ci.citation_name,
        case when ci.void_date is not null then 'void' else ci.payment_status end, ci.citation_number,
        ci.officer_name, ci.location, coalesce(ci.amount_override, ci.amount), ci.currency,
        null::timestamptz, null::float8, null::float8, null::timestamptz`,
      from: sql`citations ci`,
      where: sql`ci.entity_uuid = ${entity} and ci.plate = ${plate}`,
    },
    {
      kind: sql`'citation-change'`,
      prefix: 'clog',
      key: sql`cl.uuid`,
      time: sql`cl.created_at`,
      columns: sql`ci.uuid::text, null::text, ci.citation_name, cl.type, ci.citation_number,
        cl.created_by_name, cl.note, null::int, null::text, null::timestamptz, null::float8, null::float8, null::timestamptz`,
      from: sql`citation_logs cl join citations ci on ci.uuid = cl.citation_uuid`,
      where: sql`cl.citation_uuid in ${citationsOfPlate}
        and cl.type <> all(${array(SHOWN_ELSEWHERE)}::text[])`,
    },
    {
      kind: sql`'appeal'`,
      prefix: 'appeal',
      key: sql`ca.uuid`,
      time: sql`ca.submission_date`,
      columns: sql`ci.uuid::text, null::text, ci.citation_name, null::text, ci.citation_number,
        ca.name, ca.reason, null::int, null::text, null::timestamptz, null::float8, null::float8, null::timestamptz`,
      from: sql`citation_appeals ca join citations ci on ci.uuid = ca.citation_uuid`,
      where: sql`ca.citation_uuid in ${citationsOfPlate}`,
    },
    {
      kind: sql`'appeal-response'`,
      prefix: 'appealr',
      key: sql`ca.uuid`,
      time: sql`ca.response_date`,
      columns: sql`ci.uuid::text, null::text, ci.citation_name,
        coalesce(nullif(trim(ca.status), ''), case when ca.is_approved then 'Approved' else 'Rejected' end),
        ci.citation_number, null::text, null::text, null::int, null::text, null::timestamptz,
        null::float8, null::float8, null::timestamptz`,
      from: sql`citation_appeals ca join citations ci on ci.uuid = ca.citation_uuid`,
      where: sql`ca.citation_uuid in ${citationsOfPlate} and ca.response_date is not null`,
    },
  ];
}

const partsOf = (entity: string, plate: string, permitUuids: string[]): Part[] => [
  ...sightingParts(entity, plate),
  ...permitParts(entity, permitUuids),
  ...meterParts(entity, plate),
  ...citationParts(entity, plate),
];

interface EventRow {
  kind: PlateEvent['kind'];
  id: string;
  at_us: string;
  at: string;
  record: string;
  parent: string | null;
  title: string | null;
  status: string | null;
  number: number | null;
  actor: string | null;
  note: string | null;
  amount: number | null;
  currency: string | null;
  until: string | null;
  latitude: number | null;
  longitude: number | null;
  last_seen: string | null;
}

/** The timeline's SQL for one page (exported for the bench, which runs it raw). */
export function timelineSql(
  entity: string,
  plate: string,
  cursor: Cursor | null,
  limit: number,
  permitUuids: string[],
) {
  const parts = partsOf(entity, plate, permitUuids).map((part) => partSql(part, cursor, limit + 1));
  const union = sql.join(parts, sql` union all `);
  return sql`select kind, id, ${usText(sql`t`)} as at_us, ${msText(sql`t`)} as at,
      record, parent, title, status, number, actor, note, amount, currency,
      ${msText(sql`until`)} as until, latitude, longitude, ${msText(sql`last_seen`)} as last_seen
    from (${union}) as e(kind, id, t, record, parent, title, status, number, actor, note, amount,
      currency, until, latitude, longitude, last_seen)
    order by t desc, id collate "C" desc limit ${limit + 1}`;
}

const toEvent = (r: EventRow): PlateEvent => ({
  id: r.id,
  kind: r.kind,
  at: r.at,
  recordUuid: r.record,
  parentUuid: r.parent,
  title: r.title,
  status: r.status,
  number: r.number === null ? null : Number(r.number),
  actor: r.actor,
  note: r.note,
  amount: r.amount === null ? null : Number(r.amount),
  currency: r.currency,
  until: r.until,
  latitude: r.latitude === null ? null : Number(r.latitude),
  longitude: r.longitude === null ? null : Number(r.longitude),
  lastSeen: r.last_seen,
});

/** One page of the plate's timeline, older than `before` when given. */
export async function plateTimeline(
  db: DbOrTx,
  entity: string,
  plate: string,
  page: { before?: string; limit: number },
): Promise<PlateTimeline> {
  const cursor = parseCursor(page.before);
  const permits = await permitUuidsOfPlate(db, entity, plate);
  const rows = rowsOf<EventRow>(
    await db.execute(timelineSql(entity, plate, cursor, page.limit, permits)),
  );
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    plate,
    events: shown.map(toEvent),
    next: rows.length > page.limit && last ? cursorText({ at: last.at_us, id: last.id }) : null,
  };
}
