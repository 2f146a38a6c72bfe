import { sql } from 'drizzle-orm';
import { column, type RecordKind, type RequestScope } from './record-kind';

/**
 * The citation kinds of a data request: the notices (with their evidence images) and their
 * appeals (with the appellant's files). For a plate: its notices and their appeals. For an
 * e-mail: the appeals sent with it and the notices they appeal (the portal does not keep the
 * address a notice was paid with, only the receipt mail).
 */

const citationsOf = (scope: RequestScope) =>
  scope.plate !== null
    ? sql`ci.entity_uuid = ${scope.entity} and ci.plate = ${scope.plate}`
    : sql`ci.entity_uuid = ${scope.entity} and ci.uuid in (select citation_uuid
        from citation_appeals where entity_uuid = ${scope.entity} and lower(email) = ${scope.email})`;

const appealsOf = (scope: RequestScope) =>
  scope.plate !== null
    ? sql`ca.entity_uuid = ${scope.entity} and ci.plate = ${scope.plate}`
    : sql`ca.entity_uuid = ${scope.entity} and lower(ca.email) = ${scope.email}`;

export const citationKind: RecordKind = {
  kind: 'citations',
  label: 'Citations',
  about:
    'The violation notices: number, violation, vehicle, place, officer, amounts and payment; evidence images in their folders.',
  rows: (scope) =>
    sql`select ci.issued_at as t, ci.uuid as k, ci.citation_number, ci.citation_name,
        ci.citation_description, ci.plate, ci.state_prov, ci.make, ci.model, ci.color, ci.location,
        ci.officer_name, ci.comments, coalesce(ci.amount_override, ci.amount) as amount,
        ci.currency, case when ci.void_date is not null then 'void' else ci.payment_status end
          as status, ci.date_paid, ci.paid_total,
        exists (select 1 from citation_images im where im.citation_uuid = ci.uuid) as has_images
      from citations ci
      where ${citationsOf(scope)}`,
  columns: [
    column.number('Notice number', 'citation_number'),
    column.time('Issued at', 't'),
    column.text('Violation', 'citation_name'),
    column.text('Description', 'citation_description'),
    column.text('Plate', 'plate'),
    column.text('State or province', 'state_prov'),
    column.text('Make', 'make'),
    column.text('Model', 'model'),
    column.text('Color', 'color'),
    column.text('Location', 'location'),
    column.text('Officer', 'officer_name'),
    column.text('Comments', 'comments'),
    column.money('Amount', 'amount'),
    column.text('Currency', 'currency'),
    column.text('Status', 'status'),
    column.time('Paid at', 'date_paid'),
    column.money('Paid total', 'paid_total'),
    column.images((row) => `citations/notice-${row.citation_number}`),
  ],
  images: (scope) =>
    sql`select 'citations/notice-' || ci.citation_number::text as folder,
        f.uuid::text as file_uuid, f.path, f.content_type,
        ci.uuid::text || ':' || lpad(im.position::text, 5, '0') || ':' || f.uuid::text as k
      from citations ci join citation_images im on im.citation_uuid = ci.uuid
        join stored_files f on f.uuid = im.file_uuid
      where ${citationsOf(scope)} and f.entity_uuid = ${scope.entity}`,
};

export const appealKind: RecordKind = {
  kind: 'appeals',
  label: 'Appeals',
  about:
    "The appeals of those notices: the appellant's name, e-mail, phone, address and reason, and the decision; the appellant's files in their folders.",
  rows: (scope) =>
    sql`select ca.submission_date as t, ca.uuid as k, ci.citation_number, ca.name,
        ca.email, ca.phone_number, ca.address, ca.reason, ca.status, ca.is_approved,
        ca.response_date,
        exists (select 1 from citation_appeal_images im where im.appeal_uuid = ca.uuid)
          as has_images
      from citation_appeals ca join citations ci on ci.uuid = ca.citation_uuid
      where ${appealsOf(scope)}`,
  columns: [
    column.number('Notice number', 'citation_number'),
    column.time('Submitted at', 't'),
    column.text('Name', 'name'),
    column.text('Email', 'email'),
    column.text('Phone', 'phone_number'),
    column.text('Address', 'address'),
    column.text('Reason', 'reason'),
    column.text('Status', 'status'),
    column.yesNo('Approved', 'is_approved'),
    column.time('Answered at', 'response_date'),
    column.images((row) => `appeals/notice-${row.citation_number}`),
  ],
  images: (scope) =>
    sql`select 'appeals/notice-' || ci.citation_number::text as folder,
        f.uuid::text as file_uuid, f.path, f.content_type,
        ca.uuid::text || ':' || lpad(im.position::text, 5, '0') || ':' || f.uuid::text as k
      from citation_appeals ca join citations ci on ci.uuid = ca.citation_uuid
        join citation_appeal_images im on im.appeal_uuid = ca.uuid
        join stored_files f on f.uuid = im.file_uuid
      where ${appealsOf(scope)} and f.entity_uuid = ${scope.entity}`,
};
