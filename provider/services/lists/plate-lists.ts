import { count, desc, eq } from 'drizzle-orm';
import { listPlates, lists, users, type ListRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { asListType, LIST_TYPE, MATCHED_LIST_TYPES, type PlateList } from '../../../lib/contract';
import { fail } from '../../../platform/errors';
import { changedFields, recordOrgAudit, type OrgContext } from '../access';
import { listIn } from './list-access';

/** Types an admin may create, and change among (permit and integration lists are fixed). */
const EDITABLE_TYPES: readonly number[] = MATCHED_LIST_TYPES;

export { asListType };

/** The defined entries of a changedFields() pick. */
const changes = (picked: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined));

/** Only allow and hot lists match look-alike characters. */
const takesLookalikes = (type: number) => type === LIST_TYPE.allow || type === LIST_TYPE.hot;

/** A lists row as the contract's plate list. */
export function toPlateList(row: ListRow, plateCount: number, createdBy: string | null): PlateList {
  const type = asListType(row.type);
  return {
    uuid: row.uuid,
    name: row.name,
    type,
    plateCount,
    createdBy: createdBy ?? '',
    createdAt: row.createdAt.toISOString(),
    integrationEntity: row.integrationEntity,
    listId: row.listId,
    listName: row.name,
    isCheckEach: row.isCheckEach,
    minutes: type === LIST_TYPE.timeLimit ? (row.minutes ?? 0) : null,
    matchLookalikes: takesLookalikes(row.type) && row.matchLookalikes,
  };
}

/** The organisation's lists (all types), newest first, with plate counts (one grouped query). */
export async function listListsOf(db: DbOrTx, entityUuid: string): Promise<{ lists: PlateList[] }> {
  const counts = db
    .select({ listUuid: listPlates.listUuid, n: count().as('n') })
    .from(listPlates)
    .innerJoin(lists, eq(lists.uuid, listPlates.listUuid))
    .where(eq(lists.entityUuid, entityUuid))
    .groupBy(listPlates.listUuid)
    .as('counts');
  const rows = await db
    .select({ list: lists, n: counts.n, createdBy: users.fullname })
    .from(lists)
    .leftJoin(counts, eq(counts.listUuid, lists.uuid))
    .leftJoin(users, eq(users.uuid, lists.createdByUuid))
    .where(eq(lists.entityUuid, entityUuid))
    .orderBy(desc(lists.createdAt), desc(lists.uuid));
  return { lists: rows.map((r) => toPlateList(r.list, Number(r.n ?? 0), r.createdBy)) };
}

/** One list with its plate count and creator. */
export async function plateListOf(db: DbOrTx, row: ListRow): Promise<PlateList> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(listPlates)
    .where(eq(listPlates.listUuid, row.uuid));
  const [creator] = row.createdByUuid
    ? await db
        .select({ fullname: users.fullname })
        .from(users)
        .where(eq(users.uuid, row.createdByUuid))
    : [];
  return toPlateList(row, Number(n), creator?.fullname ?? null);
}

export async function createListFor(
  ctx: OrgContext,
  input: { type: number; name: string; matchLookalikes?: boolean },
): Promise<PlateList> {
  const { db, org, actor } = ctx;
  if (!EDITABLE_TYPES.includes(input.type)) throw fail.badRequest('The list type is invalid.');
  // list_id: the column default draws a short upper-case id; a (very unlikely) clash is retried.
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(lists)
          .values({
            entityUuid: org.uuid,
            name: input.name,
            type: input.type,
            minutes: input.type === LIST_TYPE.timeLimit ? 0 : null,
            matchLookalikes: takesLookalikes(input.type) && (input.matchLookalikes ?? false),
            createdByUuid: actor.user.uuid,
          })
          .returning();
        await recordOrgAudit(tx, ctx, {
          action: 'list.created',
          targetUuid: created.uuid,
          detail: { list: created.name, type: asListType(created.type) },
        });
        return created;
      });
      return plateListOf(db, row);
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function updateListOf(
  ctx: OrgContext,
  input: { type: number; name: string; uuid: string; matchLookalikes?: boolean },
): Promise<PlateList> {
  const { db } = ctx;
  const list = await listIn(ctx, input.uuid);
  if (input.type !== list.type) {
    if (!EDITABLE_TYPES.includes(list.type) || !EDITABLE_TYPES.includes(input.type)) {
      throw fail.badRequest('Permit and integration lists cannot change their type.');
    }
  }
  const values = {
    name: input.name,
    type: input.type,
    minutes: input.type === LIST_TYPE.timeLimit ? (list.minutes ?? 0) : null,
    matchLookalikes: takesLookalikes(input.type) && (input.matchLookalikes ?? list.matchLookalikes),
  };
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(lists)
      .set(values)
      .where(eq(lists.uuid, list.uuid))
      .returning();
    const { name, type, matchLookalikes } = changedFields(
      { ...list, type: asListType(list.type) } as Record<string, unknown>,
      { name: values.name, type: asListType(values.type), matchLookalikes: values.matchLookalikes },
    );
    await recordOrgAudit(tx, ctx, {
      action: 'list.updated',
      targetUuid: list.uuid,
      detail: { list: list.name, ...changes({ name, type, matchLookalikes }) },
    });
    return updated;
  });
  return plateListOf(db, row);
}

/** Deletes the list; its plates and geofence go with it (FK cascade), scans keep their text. */
export async function deleteListOf(ctx: OrgContext, listUuid: string) {
  const list = await listIn(ctx, listUuid);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(lists).where(eq(lists.uuid, list.uuid));
    await recordOrgAudit(tx, ctx, {
      action: 'list.deleted',
      targetUuid: list.uuid,
      detail: { list: list.name, type: asListType(list.type) },
    });
  });
  return { ok: true as const };
}

export async function getListOf(ctx: OrgContext, listUuid: string) {
  return plateListOf(ctx.db, await listIn(ctx, listUuid));
}

export const listListsFor = (ctx: OrgContext) => listListsOf(ctx.db, ctx.org.uuid);

/** Time-limit rules: only time-limit lists (type 2) carry minutes. */
async function timeLimitList(ctx: OrgContext, listUuid: string) {
  const list = await listIn(ctx, listUuid);
  if (list.type !== LIST_TYPE.timeLimit)
    throw fail.badRequest('Only time-limit lists have a time limit.');
  return list;
}

export async function getTimeLimitOf(ctx: OrgContext, listUuid: string) {
  const list = await timeLimitList(ctx, listUuid);
  return { minutes: list.minutes ?? 0 };
}

export async function saveTimeLimitOf(ctx: OrgContext, listUuid: string, minutes: number) {
  const list = await timeLimitList(ctx, listUuid);
  await ctx.db.transaction(async (tx) => {
    await tx.update(lists).set({ minutes }).where(eq(lists.uuid, list.uuid));
    await recordOrgAudit(tx, ctx, {
      action: 'time_limit.saved',
      targetUuid: list.uuid,
      detail: { list: list.name, minutes: { from: list.minutes ?? 0, to: minutes } },
    });
  });
  return { minutes };
}

export async function deleteTimeLimitOf(ctx: OrgContext, listUuid: string) {
  const list = await timeLimitList(ctx, listUuid);
  await ctx.db.transaction(async (tx) => {
    await tx.update(lists).set({ minutes: 0 }).where(eq(lists.uuid, list.uuid));
    await recordOrgAudit(tx, ctx, {
      action: 'time_limit.deleted',
      targetUuid: list.uuid,
      detail: { list: list.name, minutes: { from: list.minutes ?? 0, to: 0 } },
    });
  });
  return { ok: true as const };
}
