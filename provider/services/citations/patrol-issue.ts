import { normalizePlate } from '../../../lib/rules/plate';
import { CITATION_LOG } from '../../../lib/rules/citations/log-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CitationIssueFields, IssuedCitationReceipt } from '../../../lib/contract';
import {
  citationImages,
  citationLocations,
  citationLogs,
  citations,
  citationTypes,
  type CitationRow,
  type CitationTypeRow,
} from '../../db/schema';
import { rowsOf, type DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import type { OrgContext } from '../access';
import { discardFiles, storeFile, type FileStorage } from '../files';
import { readCitationPhotos } from './citation-photos';

/**
 * Issuing citations (issue 13 "The patrol app issues citations"). `issueCitationsInTx` is the
 * core, bulk-friendly: it takes the next notice numbers of the organisation in one UPDATE …
 * RETURNING (sequential, unique, from 100001), copies name, description, amount and late fees
 * from each type, marks the types used and writes an 'ISSUED' log entry per notice. The patrol
 * app's call and the demo seed both go through it.
 */

/** The first notice number of an organisation. */
export const FIRST_CITATION_NUMBER = 100_001;

export interface CitationToIssue {
  type: CitationTypeRow;
  plate: string;
  stateProv?: string | null;
  color?: string | null;
  make?: string | null;
  model?: string | null;
  /** A ticket location, or (uuid null) a place named by its coordinates. */
  location?: { uuid: string | null; name: string } | null;
  officer: { uuid: string | null; name: string | null };
  comments?: string | null;
  issuedAt?: Date;
  /** The scan (or alert) it was issued from, and the note of an override of live findings. */
  fromScan?: { scanUuid: string; overrideNote: string | null };
  /** The seed's later history of a notice (status, payment, void); the patrol app sends none. */
  history?: Partial<
    Pick<
      CitationRow,
      | 'paymentStatus'
      | 'voidDate'
      | 'updateMessage'
      | 'paidTotal'
      | 'paidTotalFees'
      | 'paidNet'
      | 'datePaid'
      | 'amountOverride'
      | 'appealName'
      | 'appealDate'
      | 'source'
    >
  >;
}

/** Reserves `count` notice numbers of the organisation; answers the first one. */
export async function reserveCitationNumbers(
  tx: DbOrTx,
  entityUuid: string,
  count: number,
): Promise<number> {
  const [row] = rowsOf<{ last: number }>(
    await tx.execute(sql`
      insert into citation_settings (entity_uuid, last_citation_number)
      values (${entityUuid}, ${FIRST_CITATION_NUMBER - 1 + count})
      on conflict (entity_uuid) do update
        set last_citation_number =
          greatest(citation_settings.last_citation_number, ${FIRST_CITATION_NUMBER - 1}) + ${count}
      returning last_citation_number as last`),
  );
  return Number(row.last) - count + 1;
}

const CHUNK = 1_000;

/** Issues the citations in the caller's transaction; answers the rows in input order. */
export async function issueCitationsInTx(
  tx: DbOrTx,
  entityUuid: string,
  items: CitationToIssue[],
): Promise<CitationRow[]> {
  if (items.length === 0) return [];
  const first = await reserveCitationNumbers(tx, entityUuid, items.length);
  const issued: CitationRow[] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    const chunk = items.slice(start, start + CHUNK);
    const rows = await tx
      .insert(citations)
      .values(
        chunk.map((item, i) => ({
          entityUuid,
          citationNumber: first + start + i,
          typeUuid: item.type.uuid,
          citationName: item.type.name,
          citationDescription: item.type.citationDescription,
          plate: item.plate,
          stateProv: item.stateProv ?? null,
          color: item.color ?? null,
          make: item.make ?? null,
          model: item.model ?? null,
          locationUuid: item.location?.uuid ?? null,
          location: item.location?.name ?? null,
          officerUuid: item.officer.uuid,
          officerName: item.officer.name,
          comments: item.comments ?? null,
          currency: item.type.currency,
          amount: item.type.amount,
          lateAmount1: item.type.lateAmount1,
          lateDays1: item.type.lateDays1,
          lateAmount2: item.type.lateAmount2,
          lateDays2: item.type.lateDays2,
          convenienceFee: item.type.convenienceFee,
          issuedAt: item.issuedAt ?? new Date(),
          scanUuid: item.fromScan?.scanUuid ?? null,
          overrideNote: item.fromScan?.overrideNote ?? null,
          ...item.history,
        })),
      )
      .returning();
    const byNumber = new Map(rows.map((r) => [r.citationNumber, r]));
    const ordered = chunk.map((_, i) => byNumber.get(first + start + i)!);
    await tx.insert(citationLogs).values(
      ordered.map((row, i) => ({
        entityUuid,
        citationUuid: row.uuid,
        type: CITATION_LOG.issued,
        note: `Notice #${row.citationNumber} issued for plate ${row.plate}.`,
        createdByUuid: chunk[i].officer.uuid,
        createdByName: chunk[i].officer.name,
        createdAt: row.issuedAt,
      })),
    );
    issued.push(...ordered);
  }
  const typeUuids = [...new Set(items.map((i) => i.type.uuid))];
  await tx
    .update(citationTypes)
    .set({ isUsed: true })
    .where(and(inArray(citationTypes.uuid, typeUuids), eq(citationTypes.isUsed, false)));
  return issued;
}

const typeArchived = () =>
  new ApiError(409, 'TYPE_ARCHIVED', 'This violation type is archived and cannot be issued.');

/**
 * The organisation's type, locked for the issue and marked used in one statement (an archived
 * type: 409; another organisation's or a deleted one: 404).
 */
export async function lockIssuableType(
  tx: DbOrTx,
  entityUuid: string,
  typeUuid: string,
): Promise<CitationTypeRow> {
  const [row] = await tx
    .update(citationTypes)
    .set({ isUsed: true })
    .where(
      and(
        eq(citationTypes.uuid, typeUuid),
        eq(citationTypes.entityUuid, entityUuid),
        eq(citationTypes.isArchived, false),
      ),
    )
    .returning();
  if (row) return row;
  const [exists] = await tx
    .select({ uuid: citationTypes.uuid })
    .from(citationTypes)
    .where(and(eq(citationTypes.uuid, typeUuid), eq(citationTypes.entityUuid, entityUuid)));
  throw exists ? typeArchived() : fail.notFound('No such violation type.');
}

function receiptOf(row: CitationRow, imageCount: number): IssuedCitationReceipt {
  return {
    uuid: row.uuid,
    citationNumber: row.citationNumber,
    plate: row.plate,
    stateProv: row.stateProv,
    citationName: row.citationName,
    location: row.location,
    officerName: row.officerName,
    currency: row.currency,
    amount: row.amount,
    lateAmount1: row.lateAmount1,
    lateDays1: row.lateDays1,
    lateAmount2: row.lateAmount2,
    lateDays2: row.lateDays2,
    paymentStatus: row.paymentStatus,
    issuedAt: row.issuedAt.toISOString(),
    imageCount,
  };
}

/** The patrol app's call: one citation with up to 4 photos, the officer from the token. */
export async function issueCitationFor(
  ctx: OrgContext,
  storage: FileStorage,
  input: { fields: CitationIssueFields; files: Record<string, File> },
): Promise<IssuedCitationReceipt> {
  const { db } = ctx;
  const user = ctx.actor.user;
  const { fields } = input;
  const entityUuid = ctx.org.uuid;
  const photos = await readCitationPhotos(input.files);
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const type = await lockIssuableType(tx, entityUuid, fields.typeUUID);
      let location: { uuid: string; name: string } | null = null;
      if (fields.locationUUID) {
        const [row] = await tx
          .select({ uuid: citationLocations.uuid, name: citationLocations.name })
          .from(citationLocations)
          .where(
            and(
              eq(citationLocations.uuid, fields.locationUUID),
              eq(citationLocations.entityUuid, entityUuid),
            ),
          );
        if (!row) throw fail.notFound('No such location.');
        location = row;
      }
      const [row] = await issueCitationsInTx(tx, entityUuid, [
        {
          type,
          plate: fields.plate,
          stateProv: fields.stateProv,
          color: fields.color,
          make: fields.make,
          model: fields.model,
          location,
          officer: { uuid: user.uuid, name: user.fullname },
          comments: fields.comments,
        },
      ]);
      for (const [position, photo] of photos.entries()) {
        const stored = await storeFile(tx, storage, { entityUuid, ...photo });
        written.push(stored.path);
        await tx
          .insert(citationImages)
          .values({ citationUuid: row.uuid, fileUuid: stored.uuid, position });
      }
      await recordAudit(tx, {
        entityUuid,
        actor: user,
        action: 'citation.issued',
        targetUuid: row.uuid,
        plate: normalizePlate(row.plate),
        detail: { citationNumber: row.citationNumber, type: type.name, photos: photos.length },
      });
      return receiptOf(row, photos.length);
    });
  } catch (error) {
    await discardFiles(storage, written);
    throw error;
  }
}
