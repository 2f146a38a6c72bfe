import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  LIST_PLATES_UPLOAD_MAX,
  LIST_TYPE,
  type ListPlate,
  type PlateFields,
} from '../../../lib/contract';
import { listPlates, type ListPlateRow, type ListRow } from '../../db/schema';
import { array } from '../../db/sql-arrays';
import type { Db, DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import type { OrgContext } from '../access';
import { listIn, NO_SUCH_PLATE } from './list-access';
import { rowsInMemory, spoolRows, type RowSpool, type SpoolRow } from './plate-spool';
import { asListType } from './plate-lists';
import { normalizePlate } from '../../../lib/rules/plate';
import { catchUpPermitList } from '../permits';

export const EXPIRY_IN_PAST = 'The expiry date cannot be in the past.';
const INTEGRATION_READ_ONLY = "Integration lists are kept by their vendor and can't be edited.";
/** Spec 1 §5, spec 2: the permit list is kept by Permits (issued, approved, started, expired …). */
export const PERMIT_LIST_READ_ONLY =
  "The permit list is kept up to date by Permits and can't be edited: change the permit instead.";
/** Rows per INSERT … SELECT unnest(…) statement of a replace. */
export const REPLACE_CHUNK_ROWS = 5_000;

/** Plates are stored upper-cased A–Z 0–9, 1 to 16 characters; anything else shows as Invalid. */
const WELL_FORMED_PLATE = /^[A-Z0-9]{1,16}$/;

export function paidStatus(
  row: Pick<ListPlateRow, 'plate' | 'expiresAt'>,
  now: Date,
): ListPlate['paidStatus'] {
  if (!WELL_FORMED_PLATE.test(row.plate.trim())) return 'Invalid';
  if (row.expiresAt === null || row.expiresAt.getTime() > now.getTime()) return 'Valid';
  return 'Expired';
}

export function toListPlate(row: ListPlateRow, listType: number, now = new Date()): ListPlate {
  return {
    uuid: row.uuid,
    plate: row.plate,
    name: row.name,
    email: row.email,
    label: row.label,
    label2: row.label2,
    labelHex: row.labelHex,
    make: row.make,
    model: row.model,
    color: row.color,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paidStatus: paidStatus(row, now),
    vendorName: row.vendorName,
    vendorLocationCode: row.vendorLocationCode,
    vendorLocationDescription: row.vendorLocationDescription,
    type: asListType(listType),
  };
}

/** The list's plates, newest first, at most `limit`; `count` is all of them. */
export async function listPlatesOf(ctx: OrgContext, listUuid: string, limit: number) {
  const { db } = ctx;
  const list = await listIn(ctx, listUuid);
  // The permit list: permits that started or expired since it was written, caught up on read.
  if (list.type === LIST_TYPE.permit) await catchUpPermitList(db, list.entityUuid, list.uuid);
  const rows = await db
    .select()
    .from(listPlates)
    .where(eq(listPlates.listUuid, list.uuid))
    .orderBy(desc(listPlates.createdAt), desc(listPlates.uuid))
    .limit(limit);
  const [{ n }] = await db
    .select({ n: count() })
    .from(listPlates)
    .where(eq(listPlates.listUuid, list.uuid));
  const now = new Date();
  return { plates: rows.map((r) => toListPlate(r, list.type, now)), count: Number(n) };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Plates whose plate contains the upper-cased query or whose name contains it (any case). */
export async function searchPlatesOf(ctx: OrgContext, listUuid: string, query: string) {
  const { db } = ctx;
  const list = await listIn(ctx, listUuid);
  const plateTerm = normalizePlate(query);
  const nameMatch = ilike(listPlates.name, `%${likeEscape(query)}%`);
  const rows = await db
    .select()
    .from(listPlates)
    .where(
      and(
        eq(listPlates.listUuid, list.uuid),
        plateTerm ? or(sql`strpos(${listPlates.plate}, ${plateTerm}) > 0`, nameMatch) : nameMatch,
      ),
    )
    .orderBy(desc(listPlates.createdAt), desc(listPlates.uuid))
    .limit(2500);
  const now = new Date();
  return { plates: rows.map((r) => toListPlate(r, list.type, now)) };
}

/** Integration and permit lists are kept elsewhere: no plate is added, changed or deleted here. */
function refuseIntegration(list: ListRow) {
  if (list.type === LIST_TYPE.integration) throw fail.badRequest(INTEGRATION_READ_ONLY);
  if (list.type === LIST_TYPE.permit) throw fail.badRequest(PERMIT_LIST_READ_ONLY);
}

/** NUL characters cannot be stored in PostgreSQL text; they are dropped. */
const clean = (s: string) => s.replace(/\0/g, '');

function plateValues(fields: PlateFields) {
  return {
    plate: clean(fields.plate),
    name: clean(fields.name),
    email: clean(fields.email),
    label: clean(fields.label),
    label2: clean(fields.label2),
    labelHex: fields.labelHex.toUpperCase(),
    make: clean(fields.make),
    model: clean(fields.model),
    color: clean(fields.color),
    expiresAt: fields.expiresAt === null ? null : new Date(fields.expiresAt),
  };
}

export async function addPlateTo(
  ctx: OrgContext,
  input: PlateFields & { listId: string },
): Promise<ListPlate> {
  const { db } = ctx;
  const list = await listIn(ctx, input.listId);
  refuseIntegration(list);
  const values = plateValues(input);
  if (values.expiresAt && values.expiresAt.getTime() < Date.now()) {
    throw fail.badRequest(EXPIRY_IN_PAST);
  }
  const [row] = await db
    .insert(listPlates)
    .values({ ...values, listUuid: list.uuid })
    .returning();
  return toListPlate(row, list.type);
}

export async function updatePlateOf(
  ctx: OrgContext,
  input: PlateFields & { listId: string; uuid: string },
): Promise<ListPlate> {
  const { db } = ctx;
  const list = await listIn(ctx, input.listId);
  const [current] = await db
    .select()
    .from(listPlates)
    .where(and(eq(listPlates.uuid, input.uuid), eq(listPlates.listUuid, list.uuid)));
  if (!current) throw fail.notFound(NO_SUCH_PLATE);
  refuseIntegration(list);
  const values = plateValues(input);
  // A new expiry must not be in the past; an unchanged (since lapsed) one may stay.
  const changed = values.expiresAt?.getTime() !== current.expiresAt?.getTime();
  if (changed && values.expiresAt && values.expiresAt.getTime() < Date.now()) {
    throw fail.badRequest(EXPIRY_IN_PAST);
  }
  const [row] = await db
    .update(listPlates)
    .set(values)
    .where(eq(listPlates.uuid, current.uuid))
    .returning();
  return toListPlate(row, list.type);
}

export async function deletePlateOf(ctx: OrgContext, plateUuid: string) {
  const { db } = ctx;
  const [row] = await db
    .select({ listUuid: listPlates.listUuid })
    .from(listPlates)
    .where(eq(listPlates.uuid, plateUuid));
  if (!row) throw fail.notFound(NO_SUCH_PLATE);
  const list = await listIn(ctx, row.listUuid);
  refuseIntegration(list);
  await db.delete(listPlates).where(eq(listPlates.uuid, plateUuid));
  return { ok: true as const };
}

/** PostgreSQL data errors (22xxx) and constraint violations (23xxx). */
function isDataError(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e;) {
    if (typeof e.code === 'string' && /^2[23]/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

async function insertChunk(tx: DbOrTx, listUuid: string, rows: SpoolRow[], firstMs: number) {
  const col = <K extends keyof SpoolRow>(key: K) => rows.map((r) => r[key]);
  await tx.execute(sql`
    insert into ${listPlates}
      (list_uuid, plate, name, email, label, label2, label_hex, make, model, color,
       expires_at, created_at)
    select ${listUuid}::uuid, u.plate, u.name, u.email, u.label, u.label2, u.label_hex,
           u.make, u.model, u.color, u.expires_at,
           to_timestamp((${firstMs}::bigint + u.ord - 1) / 1000.0)
    from unnest(
      ${array(col('plate'))}::text[], ${array(col('name'))}::text[],
      ${array(col('email'))}::text[], ${array(col('label'))}::text[],
      ${array(col('label2'))}::text[], ${array(col('labelHex'))}::text[],
      ${array(col('make'))}::text[], ${array(col('model'))}::text[],
      ${array(col('color'))}::text[], ${array(col('expiresAt'))}::timestamptz[]
    ) with ordinality
      as u(plate, name, email, label, label2, label_hex, make, model, color, expires_at, ord)
  `);
}

export const NO_PLATES = 'The upload has no plates; the list was left unchanged.';
const tooManyPlates = () =>
  fail.badRequest(
    `A list can take at most ${LIST_PLATES_UPLOAD_MAX.toLocaleString('en-US')} plates per upload.`,
  );

async function replaceableList(ctx: OrgContext, listUuid: string) {
  const list = await listIn(ctx, listUuid);
  if (list.type === LIST_TYPE.permit || list.type === LIST_TYPE.integration) {
    throw fail.badRequest('Permit and integration lists cannot be replaced by a CSV upload.');
  }
  return list;
}

/**
 * The CSV upload. The caller's right to the list is checked first; then the whole upload is
 * read and validated (a stream is held packed, bounded by the upload cap), and only
 * then, in ONE short transaction, all plates of the list are deleted and the new rows inserted
 * with INSERT … SELECT FROM unnest(arrays) in chunks of REPLACE_CHUNK_ROWS. No transaction ever
 * waits on the client's stream: a slow or stalled upload holds no connection. Any failure (a
 * bad row, a broken stream, too many rows, a database error) leaves the old plates. Permit and
 * integration lists are refused; more than LIST_PLATES_UPLOAD_MAX rows are refused; with
 * `refuseEmpty` (the streamed upload) an upload without plates is refused too.
 */
export async function replacePlatesOf(
  ctx: OrgContext,
  listUuid: string,
  plates: readonly PlateFields[] | AsyncIterable<PlateFields>,
  options: { refuseEmpty?: boolean } = {},
): Promise<{ count: number }> {
  const { db } = ctx;
  await replaceableList(ctx, listUuid);
  let rows: RowSpool;
  if (Symbol.asyncIterator in plates) {
    rows = await spoolRows(plates, plateValues, LIST_PLATES_UPLOAD_MAX, tooManyPlates);
  } else {
    if (plates.length > LIST_PLATES_UPLOAD_MAX) throw tooManyPlates();
    rows = rowsInMemory(plates, plateValues);
  }
  // created_at: one millisecond apart in the file's order, all in the past, so "newest first"
  // shows the file from its end.
  const base = Date.now() - LIST_PLATES_UPLOAD_MAX;
  try {
    if (options.refuseEmpty && rows.count === 0) throw fail.badRequest(NO_PLATES);
    await db.transaction(async (tx) => {
      // Checked again inside: the upload may have taken minutes.
      await ctx.recheck(tx);
      const list = await replaceableList({ ...ctx, db: tx as Db }, listUuid);
      await tx.delete(listPlates).where(eq(listPlates.listUuid, list.uuid));
      let inserted = 0;
      for await (const chunk of rows.chunks(REPLACE_CHUNK_ROWS)) {
        await insertChunk(tx, list.uuid, chunk, base + inserted);
        inserted += chunk.length;
      }
    });
  } catch (error) {
    if (isDataError(error)) {
      throw fail.badRequest('The plates could not be saved; the list was left unchanged.');
    }
    throw error;
  } finally {
    await rows.discard();
  }
  return { count: rows.count };
}
