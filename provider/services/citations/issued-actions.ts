import { CITATION_LOG, type CitationLogType } from '../../../lib/rules/citations/log-types';
import { and, eq } from 'drizzle-orm';
import type { IssuedCitation } from '../../../lib/contract';
import {
  canOverride,
  canSetStatus,
  canUnvoid,
  canVoid,
  statusLogNote,
  type StatusTarget,
} from '../../../lib/rules/citations/status-actions';
import { formatMoney, currencyOf } from '../../../lib/format';
import {
  citationImages,
  citationLogs,
  citations,
  storedFiles,
  type UserRow,
} from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { storedFileResponse, type FileStorage } from '../files';
import { citationIn } from './issued-view';
import { lateZoneOf, type Zone } from './issued';
import type { OrgContext } from '../access';

/**
 * Staff actions on an issued violation (spec 3 §2, §4): void / unvoid, status change, amount
 * override, image removal. Each runs in one transaction that first locks the citation's row
 * (SELECT … FOR UPDATE), then checks the action against the status read under the lock, writes
 * the change, a citation log entry (who, what, message) and an audit record. Two staff changing
 * one notice at once are serialised by the lock: both are logged, in order, and the final state
 * is the second one's (or the second is refused when the first left a status it cannot leave).
 */

function refuse(message: string): never {
  throw fail.badRequest(message);
}

type AuditAction = Parameters<typeof recordAudit>[1]['action'];

interface Change {
  set?: Partial<typeof citations.$inferInsert>;
  log: { type: CitationLogType; note: string | null };
  audit: { action: AuditAction; detail: Record<string, unknown> };
  /** Extra writes inside the transaction (image removal). */
  also?: (tx: DbOrTx) => Promise<void>;
}

export async function writeCitationLog(
  tx: DbOrTx,
  entry: {
    entityUuid: string;
    citationUuid: string;
    actor: Pick<UserRow, 'uuid' | 'fullname'>;
    type: CitationLogType;
    note: string | null;
  },
): Promise<void> {
  await tx.insert(citationLogs).values({
    entityUuid: entry.entityUuid,
    citationUuid: entry.citationUuid,
    type: entry.type,
    note: entry.note,
    createdByUuid: entry.actor.uuid,
    createdByName: entry.actor.fullname,
  });
}

async function act(
  ctx: OrgContext,
  uuid: string,
  zone: Zone,
  decide: (current: IssuedCitation) => Change,
): Promise<IssuedCitation> {
  const { db } = ctx;
  const user = ctx.actor.user;
  const entityUuid = ctx.org.uuid;
  const lateZone = await lateZoneOf(db, entityUuid, zone.at);
  await db.transaction(async (tx) => {
    const locked = await tx
      .select({ uuid: citations.uuid })
      .from(citations)
      .where(and(eq(citations.uuid, uuid), eq(citations.entityUuid, entityUuid)))
      .for('update');
    if (locked.length === 0) throw fail.notFound('No such citation.');
    const current = await citationIn(tx, entityUuid, uuid, lateZone);
    const change = decide(current);
    if (change.set) await tx.update(citations).set(change.set).where(eq(citations.uuid, uuid));
    await change.also?.(tx);
    await writeCitationLog(tx, {
      entityUuid,
      citationUuid: uuid,
      actor: user,
      type: change.log.type,
      note: change.log.note,
    });
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: change.audit.action,
      targetUuid: uuid,
      detail: change.audit.detail,
    });
  });
  return citationIn(db, entityUuid, uuid, lateZone);
}

/** Void (voidDate set: now) or unvoid (null). A void citation offers only Unvoid. */
export function voidCitationFor(
  ctx: OrgContext,
  uuid: string,
  body: { voidDate: string | null; updateMessage: string | null },
  zone: Zone,
): Promise<IssuedCitation> {
  return act(ctx, uuid, zone, (current) => {
    if (body.voidDate !== null) {
      if (!canVoid(current.status)) refuse(`A ${current.status} citation cannot be voided.`);
      return {
        set: { voidDate: zone.at, updateMessage: body.updateMessage },
        log: { type: CITATION_LOG.void, note: body.updateMessage },
        audit: { action: 'citation.voided', detail: { from: current.status } },
      };
    }
    if (!canUnvoid(current.status)) refuse('Only a void citation can be unvoided.');
    return {
      set: { voidDate: null, updateMessage: body.updateMessage },
      log: { type: CITATION_LOG.unvoid, note: body.updateMessage },
      audit: { action: 'citation.unvoided', detail: { voidDate: current.voidDate } },
    };
  });
}

/** Status change: only from open, past due, paid off platform, uncollectable; never when void. */
export function setCitationStatusFor(
  ctx: OrgContext,
  uuid: string,
  body: { paymentStatus: StatusTarget; updateMessage: string | null },
  zone: Zone,
): Promise<IssuedCitation> {
  return act(ctx, uuid, zone, (current) => {
    if (!canSetStatus(current.status, body.paymentStatus)) {
      refuse(`A ${current.status} citation cannot be set to ${body.paymentStatus}.`);
    }
    const paidOff = body.paymentStatus === 'paid off platform';
    return {
      set: {
        paymentStatus: body.paymentStatus,
        updateMessage: body.updateMessage,
        datePaid: paidOff
          ? zone.at
          : current.paymentStatus === 'paid off platform'
            ? null
            : undefined,
      },
      log: {
        type: CITATION_LOG.status,
        note: statusLogNote(current.status, body.paymentStatus, body.updateMessage),
      },
      audit: {
        action: 'citation.status_changed',
        detail: { from: current.status, to: body.paymentStatus, message: body.updateMessage },
      },
    };
  });
}

/** Cents as the log shows them, in the notice's currency: $12.34, CA$12.34. */
const money = (cents: number, currency: string) =>
  formatMoney(cents, { currency: currencyOf(currency) });

/** Amount override (cents) with a note, on a notice still to be paid. */
export function overrideCitationFor(
  ctx: OrgContext,
  body: { uuid: string; amount: number; note: string },
  zone: Zone,
): Promise<IssuedCitation> {
  return act(ctx, body.uuid, zone, (current) => {
    if (!canOverride(current.status)) refuse(`A ${current.status} citation cannot be overridden.`);
    return {
      set: { amountOverride: body.amount, updateMessage: body.note },
      log: {
        type: CITATION_LOG.override,
        note: `Amount due set to ${money(body.amount, current.currency)} (was ${money(current.amountDue, current.currency)}). ${body.note}`,
      },
      audit: {
        action: 'citation.amount_overridden',
        detail: { from: current.amountDue, to: body.amount, note: body.note },
      },
    };
  });
}

/** The file uuid at the end of an image address (imageURLs). */
const fileOf = (imageUrl: string) => imageUrl.split('?')[0].split('/').filter(Boolean).pop() ?? '';

/** Removes one evidence image of the notice (its file too). */
export async function deleteCitationImageFor(
  ctx: OrgContext,
  storage: FileStorage,
  body: { citationUUID: string; imageURL: string },
  zone: Zone,
): Promise<IssuedCitation> {
  const entityUuid = ctx.org.uuid;
  const file = fileOf(body.imageURL);
  let path: string | null = null;
  const result = await act(ctx, body.citationUUID, zone, (current) => {
    const known = current.imageURLs.some((u) => fileOf(u) === file);
    if (!known) throw fail.notFound('No such citation or image.');
    return {
      log: { type: CITATION_LOG.imageDeleted, note: null },
      audit: { action: 'citation.image_deleted', detail: { file } },
      also: async (tx) => {
        await tx
          .delete(citationImages)
          .where(
            and(
              eq(citationImages.citationUuid, body.citationUUID),
              eq(citationImages.fileUuid, file),
            ),
          );
        const [stored] = await tx
          .delete(storedFiles)
          .where(and(eq(storedFiles.uuid, file), eq(storedFiles.entityUuid, entityUuid)))
          .returning({ path: storedFiles.path });
        path = stored?.path ?? null;
      },
    };
  });
  // The bytes go once the rows are gone (a failed delete leaves an orphan, never a broken row).
  if (path) await storage.delete(path).catch(() => undefined);
  return result;
}

/** One evidence image of a notice of the organisation (another's file: 404, like a missing one). */
export async function citationImageResponse(
  ctx: OrgContext,
  storage: FileStorage,
  uuid: string,
  fileUuid: string,
): Promise<Response> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const missing = () => fail.notFound('No such citation or image.');
  const [file] = await db
    .select({ path: storedFiles.path, contentType: storedFiles.contentType })
    .from(citationImages)
    .innerJoin(citations, eq(citations.uuid, citationImages.citationUuid))
    .innerJoin(storedFiles, eq(storedFiles.uuid, citationImages.fileUuid))
    .where(
      and(
        eq(citationImages.citationUuid, uuid),
        eq(citationImages.fileUuid, fileUuid),
        eq(citations.entityUuid, entityUuid),
      ),
    );
  return storedFileResponse(storage, file, missing);
}
