import { sql } from 'drizzle-orm';
import { array } from '../../db/sql-arrays';
import { PLATE_KEY } from '../permits';
import { column, type RecordKind, type RequestScope } from './record-kind';

/**
 * The permit and meter kinds of a data request: the permit holders (customers), their vehicles,
 * their permits (with the registration images) and the paid meter sessions. For a plate: the
 * holders whose vehicles carry it, those vehicles, the permits of those vehicles, the plate's
 * sessions. For an e-mail: the holders with that address, all their vehicles and permits (and
 * permits whose holder details name the address), the sessions paid with a receipt to it.
 */

const uuids = (values: string[]) => sql`${array(values)}::uuid[]`;

export const holderKind: RecordKind = {
  kind: 'permit_holders',
  label: 'Permit holders',
  about: 'The permit holders (customer accounts): name, e-mail, customer number and business.',
  rows: (scope) =>
    sql`select c.created_at as t, c.uuid as k, c.customer_public_id, c.fullname, c.email,
        b.name as business
      from permit_customers c left join permit_business_accounts b on b.uuid = c.business_uuid
      where c.entity_uuid = ${scope.entity} and c.uuid = any(${uuids(scope.holderUuids)})`,
  columns: [
    column.text('Customer number', 'customer_public_id'),
    column.time('Created at', 't'),
    column.text('Name', 'fullname'),
    column.text('Email', 'email'),
    column.text('Business account', 'business'),
  ],
};

export const vehicleKind: RecordKind = {
  kind: 'permit_vehicles',
  label: 'Permit vehicles',
  about:
    "The permit holders' vehicles: for a plate, the vehicles that carry it; for an e-mail, every vehicle of its holders.",
  rows: (scope) =>
    sql`select v.created_at as t, v.uuid as k, v.plate, v.state, v.make, v.model, v.color,
        c.fullname, c.email
      from permit_vehicles v join permit_customers c on c.uuid = v.customer_uuid
      where c.entity_uuid = ${scope.entity} and c.uuid = any(${uuids(scope.holderUuids)})
        ${scope.plate !== null ? sql`and ${PLATE_KEY} = ${scope.plate}` : sql``}`,
  columns: [
    column.text('Vehicle ID', 'k'),
    column.time('Added at', 't'),
    column.text('Plate', 'plate'),
    column.text('State or province', 'state'),
    column.text('Make', 'make'),
    column.text('Model', 'model'),
    column.text('Color', 'color'),
    column.text('Holder name', 'fullname'),
    column.text('Holder email', 'email'),
  ],
};

const permitsOf = (scope: RequestScope) =>
  sql`i.entity_uuid = ${scope.entity} and i.uuid = any(${uuids(scope.permitUuids)})`;

export const permitKind: RecordKind = {
  kind: 'permits',
  label: 'Permits',
  about:
    'The permits issued for those vehicles or holders: type, status, dates, amounts, the holder details given at checkout and the primary vehicle; registration images in their folders.',
  rows: (scope) =>
    sql`select i.created_at as t, i.uuid as k, i.customer_permit_id, p.name as permit_type,
        i.paid_status, c.fullname, c.email, i.holder::text as holder, v.plate, v.state, v.make,
        v.model, v.color, i.issued_on, i.expires_at, i.amount, i.paid_total, p.currency,
        i.issued_by, cardinality(i.reg_img_file_uuids) > 0 as has_images
      from permits_issued i join permit_products p on p.uuid = i.product_uuid
        join permit_customers c on c.uuid = i.customer_uuid
        left join permit_vehicles v on v.uuid = i.vehicle_uuid
      where ${permitsOf(scope)}`,
  columns: [
    column.text('Permit number', 'customer_permit_id'),
    column.time('Created at', 't'),
    column.text('Permit type', 'permit_type'),
    column.text('Status', 'paid_status'),
    column.text('Holder name', 'fullname'),
    column.text('Holder email', 'email'),
    column.text('Holder details given', 'holder'),
    column.text('Vehicle plate', 'plate'),
    column.text('Vehicle state or province', 'state'),
    column.text('Vehicle make', 'make'),
    column.text('Vehicle model', 'model'),
    column.text('Vehicle color', 'color'),
    column.time('Issued on', 'issued_on'),
    column.time('Expires at', 'expires_at'),
    column.money('Amount', 'amount'),
    column.money('Paid total', 'paid_total'),
    column.text('Currency', 'currency'),
    column.text('Issued by', 'issued_by'),
    column.images((row) => `permits/${row.customer_permit_id}`),
  ],
  images: (scope) =>
    sql`select 'permits/' || i.customer_permit_id as folder, f.uuid::text as file_uuid, f.path,
        f.content_type, i.uuid::text || ':' || f.uuid::text as k
      from permits_issued i cross join lateral unnest(i.reg_img_file_uuids) as r(file_uuid)
        join stored_files f on f.uuid = r.file_uuid
      where ${permitsOf(scope)} and f.entity_uuid = ${scope.entity}`,
};

export const sessionKind: RecordKind = {
  kind: 'meter_sessions',
  label: 'Meter sessions',
  about:
    'The paid parking sessions: for a plate, those of the plate; for an e-mail, those whose receipt went to it.',
  rows: (scope) =>
    sql`select ps.start_time as t, ps.uuid as k, ps.public_id, ps.zone_id, ps.meter_name,
        ps.plate, ps.end_time, ps.total_amount, ps.total_fees, ps.currency, ps.email
      from parking_sessions ps
      where ps.entity_uuid = ${scope.entity} and ${
        scope.plate !== null
          ? sql`ps.plate = ${scope.plate}`
          : sql`lower(ps.email) = ${scope.email}`
      }`,
  columns: [
    column.text('Session number', 'public_id'),
    column.time('Started at', 't'),
    column.time('Ends at', 'end_time'),
    column.text('Zone', 'zone_id'),
    column.text('Meter', 'meter_name'),
    column.text('Plate', 'plate'),
    column.money('Total paid', 'total_amount'),
    column.money('Fees', 'total_fees'),
    column.text('Currency', 'currency'),
    column.text('Receipt email', 'email'),
  ],
};
