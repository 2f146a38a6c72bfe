import { sql } from 'drizzle-orm';
import { array } from '../../db/sql-arrays';
import { column, type RecordKind, type RequestScope } from './record-kind';

/**
 * The sighting kinds of a data request: scans and alerts of the plate (exact: a scan of another
 * plate that matched it as a look-alike is not the plate's), list entries of the plate or the
 * e-mail, and the audit events about it (look-ups, changes, earlier exports).
 */

const scansOfPlate = (scope: RequestScope) =>
  sql`s.entity_uuid = ${scope.entity} and s.plate = ${scope.plate}`;

export const scanKind: RecordKind = {
  kind: 'scans',
  label: 'Scans',
  about:
    "Every read of the plate by the organisation's patrols and cameras: when, where, by whom, how sure the reader was, and the result of matching it against the lists.",
  rows: (scope) =>
    scope.plate === null
      ? null
      : sql`select s.captured_at as t, s.uuid as k, s.plate, s.confidence, s.latitude,
          s.longitude, u.fullname as captured_by, s.list_name, s.status, s.is_valid, s.expires_at,
          s.label1, s.label2, s.near_plate, s.near_why, s.last_seen,
          s.image_file_uuid is not null as has_images
        from scans s left join users u on u.uuid = s.captured_by_uuid
        where ${scansOfPlate(scope)}`,
  columns: [
    column.text('Scan ID', 'k'),
    column.time('Captured at', 't'),
    column.text('Plate', 'plate'),
    column.number('Confidence', 'confidence'),
    column.number('Latitude', 'latitude'),
    column.number('Longitude', 'longitude'),
    column.text('Captured by', 'captured_by'),
    column.text('Matched list', 'list_name'),
    column.text('Match status', 'status'),
    column.yesNo('Valid', 'is_valid'),
    column.time('Match expires at', 'expires_at'),
    column.text('Label 1', 'label1'),
    column.text('Label 2', 'label2'),
    column.text('Look-alike list plate', 'near_plate'),
    column.text('Look-alike reason', 'near_why'),
    column.time('Previously seen at', 'last_seen'),
    column.images((row) => `scans/${row.k}`),
  ],
  images: (scope) =>
    scope.plate === null
      ? null
      : sql`select 'scans/' || s.uuid::text as folder, f.uuid::text as file_uuid, f.path,
          f.content_type, s.uuid::text as k
        from scans s join stored_files f on f.uuid = s.image_file_uuid
        where ${scansOfPlate(scope)} and f.entity_uuid = ${scope.entity}`,
};

export const alertKind: RecordKind = {
  kind: 'alerts',
  label: 'Alerts',
  about: "The plate's scans that raised an alert (an invalid match against a list).",
  rows: (scope) =>
    scope.plate === null
      ? null
      : sql`select a.captured_at as t, a.scan_uuid as k, s.list_name, s.status, a.created_at
        from alerts a join scans s on s.uuid = a.scan_uuid
        where a.entity_uuid = ${scope.entity} and ${scansOfPlate(scope)}`,
  columns: [
    column.text('Scan ID', 'k'),
    column.time('Captured at', 't'),
    column.text('List', 'list_name'),
    column.text('Match status', 'status'),
    column.time('Alert raised at', 'created_at'),
  ],
};

export const listEntryKind: RecordKind = {
  kind: 'list_entries',
  label: 'List entries',
  about:
    "The entries of the organisation's plate lists (allow, deny, visitor, permit and integration lists) that carry the plate or the e-mail address.",
  rows: (scope) =>
    sql`select lp.created_at as t, lp.uuid as k, l.name as list_name, lp.plate, lp.name,
        lp.email, lp.label, lp.label2, lp.make, lp.model, lp.color, lp.expires_at, lp.vendor_name,
        lp.vendor_location_description
      from list_plates lp join lists l on l.uuid = lp.list_uuid
      where l.entity_uuid = ${scope.entity} and ${
        scope.plate !== null
          ? sql`lp.plate = ${scope.plate}`
          : sql`lower(lp.email) = ${scope.email}`
      }`,
  columns: [
    column.text('Entry ID', 'k'),
    column.time('Added at', 't'),
    column.text('List', 'list_name'),
    column.text('Plate', 'plate'),
    column.text('Name', 'name'),
    column.text('Email', 'email'),
    column.text('Label', 'label'),
    column.text('Label 2', 'label2'),
    column.text('Make', 'make'),
    column.text('Model', 'model'),
    column.text('Color', 'color'),
    column.time('Expires at', 'expires_at'),
    column.text('Parking vendor', 'vendor_name'),
    column.text('Vendor location', 'vendor_location_description'),
  ],
};

/**
 * The audit events about the subject: for a plate, those naming it (look-ups, plate changes,
 * earlier exports); for an e-mail, earlier exports of it; for both, the events about the permit
 * holders and permits it leads to.
 */
function auditOf(scope: RequestScope) {
  const targets = sql`ae.target_uuid = any(${array([...scope.holderUuids, ...scope.permitUuids])}::uuid[])`;
  const named =
    scope.plate !== null
      ? sql`ae.plate = ${scope.plate}`
      : sql`(ae.action = 'privacy.exported' and ae.detail->>'email' = ${scope.email})`;
  return sql`(${named} or ${targets})`;
}

export const auditKind: RecordKind = {
  kind: 'audit_events',
  label: 'Look-ups and changes',
  about:
    'The audit log events about it: who looked the plate up (searches, histories, Plate 360 views, reports), changes staff made to its permit holders, permits and other records, and earlier data-request exports of it.',
  rows: (scope) =>
    sql`select ae.created_at as t, lpad(ae.id::text, 20, '0') as k, ae.id, ae.actor_name,
        ae.actor_email, ae.action, ae.plate, ae.target_uuid, ae.detail::text as detail
      from audit_events ae
      where ae.entity_uuid = ${scope.entity}
        and ${auditOf(scope)}
        and (ae.detail->>'exportId') is distinct from ${scope.exportId}`,
  columns: [
    column.number('Event ID', 'id'),
    column.time('At', 't'),
    column.text('Staff member', 'actor_name'),
    column.text('Staff email', 'actor_email'),
    column.text('Action', 'action'),
    column.text('Plate', 'plate'),
    column.text('Record ID', 'target_uuid'),
    column.text('Details', 'detail'),
  ],
};
