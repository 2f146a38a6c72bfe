import { eq, sql } from 'drizzle-orm';
import { LIST_PLATES_UPLOAD_MAX, LIST_TYPE, type PlateFields } from '../../../lib/contract';
import { listPlates } from '../../db/schema';
import { array } from '../../db/sql-arrays';
import type { Db, DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { recordOrgAudit, type OrgContext } from '../access';
import { listIn } from './list-access';
import { plateValues } from './list-plate-rows';
import { rowsInMemory, spoolRows, type RowSpool, type SpoolRow } from './plate-spool';

/** A list's CSV replace (split from list-plate-rows.ts): one transaction, one audit event. */

/** Rows per INSERT … SELECT unnest(…) statement of a replace. */
export const REPLACE_CHUNK_ROWS = 5_000;

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
      const before = await tx
        .selectDistinct({ plate: listPlates.plate })
        .from(listPlates)
        .where(eq(listPlates.listUuid, list.uuid));
      await tx.delete(listPlates).where(eq(listPlates.listUuid, list.uuid));
      const after = new Set<string>();
      let inserted = 0;
      for await (const chunk of rows.chunks(REPLACE_CHUNK_ROWS)) {
        await insertChunk(tx, list.uuid, chunk, base + inserted);
        for (const row of chunk) after.add(row.plate);
        inserted += chunk.length;
      }
      // One event for the whole upload, with what it did to the list's plates.
      const kept = before.filter((r) => after.has(r.plate)).length;
      await recordOrgAudit(tx, ctx, {
        action: 'list_plates.replaced',
        targetUuid: list.uuid,
        detail: {
          list: list.name,
          count: rows.count,
          added: after.size - kept,
          removed: before.length - kept,
          kept,
        },
      });
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
