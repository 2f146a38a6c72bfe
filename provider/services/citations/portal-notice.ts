import { and, asc, eq, sql } from 'drizzle-orm';
import type { CitationNotice, ViolationPortal } from '../../../lib/contract';
import { NOTICE_NOT_FOUND } from '../../../lib/contract';
import { appealStatusLabel } from '../../../lib/rules/citations/appeal-status';
import { canAppealStatus, citationDueOn } from '../../../lib/rules/citations/citation-status';
import { PLATE_DROPPED } from '../../../lib/rules/plate';
import {
  citationAppeals,
  citationImages,
  citations,
  citationSettings,
  citationTypes,
  storedFiles,
  type CitationRow,
  type OrganisationRow,
} from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { LIMITS, limitAttempt } from '../access';
import { storedFileResponse, type FileStorage } from '../files';
import { brandView, portalBySubdomain } from '../portal';
import { citationTimeZone } from './time-zone';
import { currencyOf } from '../../../lib/format';

/**
 * The violation portal's reads (spec 3 §2 "Public portal URLs"): the portal, a notice by uuid or
 * by notice number + plate. Every miss is the same 404 (no such notice, wrong plate, another
 * organisation's notice, a private portal's uuid link without the plate): it reveals nothing.
 * Late days are counted in the organisation's zone (citationTimeZone), as on the staff screens:
 * the amount shown and the amount charged come from the same rule and the same count.
 */

const DAY_MS = 86_400_000;

export const noticeMissing = () => new ApiError(404, 'NOT_FOUND', NOTICE_NOT_FOUND);

async function settingsOf(db: DbOrTx, entityUuid: string) {
  const [row] = await db
    .select()
    .from(citationSettings)
    .where(eq(citationSettings.entityUuid, entityUuid));
  return row ?? null;
}

export async function violationPortalOf(
  db: Db,
  subdomain: string,
  address: string,
): Promise<ViolationPortal> {
  await limitAttempt(db, LIMITS.portalRead, { address });
  const { org, brand } = await portalBySubdomain(db, subdomain);
  const { isPrivate: _brandPrivate, ...publicBrand } = brandView(org, brand);
  void _brandPrivate;
  const [settings, timeZone] = await Promise.all([
    settingsOf(db, org.uuid),
    citationTimeZone(db, org.uuid),
  ]);
  return {
    brand: publicBrand,
    header1: settings?.header1 ?? null,
    header2: settings?.header2 ?? null,
    isPrivate: settings?.isPortalPrivate ?? false,
    timeZone,
  };
}

/**
 * What paying now costs (the one status rule, lib/rules/citations/citation-status.ts): the
 * amount due today with late fees, and the notice's convenience fee while it is payable.
 */
export function dueNow(row: CitationRow, now: Date, timeZone: string) {
  const due = citationDueOn(row, now, timeZone);
  const fee = due.payable ? Math.max(0, row.convenienceFee) : 0;
  return { ...due, fee, total: due.payable ? due.amountDue + fee : 0 };
}

/** The appeal window in days: the type's, else the organisation's (null: any time). */
async function appealWindowOf(db: DbOrTx, row: CitationRow): Promise<number | null> {
  const [type] = await db
    .select({ days: citationTypes.appealWindow })
    .from(citationTypes)
    .where(eq(citationTypes.uuid, row.typeUuid));
  if (type?.days != null) return type.days;
  return (await settingsOf(db, row.entityUuid))?.appealWindow ?? null;
}

export async function appealUntilOf(db: DbOrTx, row: CitationRow): Promise<Date | null> {
  const days = await appealWindowOf(db, row);
  return days == null ? null : new Date(row.issuedAt.getTime() + days * DAY_MS);
}

export async function noticeView(db: DbOrTx, row: CitationRow): Promise<CitationNotice> {
  const now = new Date();
  const due = dueNow(row, now, await citationTimeZone(db, row.entityUuid));
  const [images, [appeal], until] = await Promise.all([
    db
      .select({ file: citationImages.fileUuid })
      .from(citationImages)
      .where(eq(citationImages.citationUuid, row.uuid))
      .orderBy(asc(citationImages.position)),
    db.select().from(citationAppeals).where(eq(citationAppeals.citationUuid, row.uuid)),
    appealUntilOf(db, row),
  ]);
  const appealable = !appeal && canAppealStatus(due.status) && (until === null || now <= until);
  return {
    uuid: row.uuid,
    citationNumber: row.citationNumber,
    plate: row.plate,
    stateProv: row.stateProv,
    color: row.color,
    make: row.make,
    model: row.model,
    location: row.location,
    citationName: row.citationName,
    citationDescription: row.citationDescription,
    comments: row.comments,
    issuedAt: row.issuedAt.toISOString(),
    currency: currencyOf(row.currency),
    amount: row.amountOverride ?? row.amount,
    amountDue: due.amountDue,
    lateLevel: due.lateLevel,
    lateAmount1: row.lateAmount1,
    lateDays1: row.lateDays1,
    lateAmount2: row.lateAmount2,
    lateDays2: row.lateDays2,
    convenienceFee: due.fee,
    totalDue: due.total,
    status: due.status,
    payable: due.payable,
    paidTotal: row.paidTotal,
    datePaid: row.datePaid?.toISOString() ?? null,
    imageIds: images.map((i) => i.file),
    appeal: appeal
      ? { submissionDate: appeal.submissionDate.toISOString(), status: appealStatusLabel(appeal) }
      : null,
    canAppeal: appealable,
    appealUntil: until?.toISOString() ?? null,
  };
}

const samePlate = (plate: string) =>
  sql`regexp_replace(upper(${citations.plate}), ${PLATE_DROPPED}, '', 'g') = ${plate}`;

/**
 * The portal's notice: by uuid (public portal) or with the matching plate (always needed on a
 * private portal, and for paying and appealing).
 */
export async function portalNotice(
  db: DbOrTx,
  subdomain: string,
  uuid: string,
  plate: string | undefined,
): Promise<{ org: OrganisationRow; row: CitationRow }> {
  const { org } = await portalBySubdomain(db, subdomain).catch(() => {
    throw noticeMissing();
  });
  if (plate === undefined && (await settingsOf(db, org.uuid))?.isPortalPrivate) {
    throw noticeMissing();
  }
  const [row] = await db
    .select()
    .from(citations)
    .where(
      and(
        eq(citations.entityUuid, org.uuid),
        eq(citations.uuid, uuid),
        plate === undefined ? undefined : samePlate(plate),
      ),
    );
  if (!row) throw noticeMissing();
  return { org, row };
}

export async function noticeOf(
  db: Db,
  subdomain: string,
  uuid: string,
  plate: string | undefined,
  address: string,
): Promise<CitationNotice> {
  await limitAttempt(db, LIMITS.portalRead, { address });
  return noticeView(db, (await portalNotice(db, subdomain, uuid, plate)).row);
}

/** Notice number + plate: both must match; every miss counts against the address's look-ups. */
export async function lookupNotice(
  db: Db,
  subdomain: string,
  body: { citationNumber: number; plate: string },
  address: string,
): Promise<CitationNotice> {
  const attempt = await limitAttempt(db, LIMITS.citationLookup, { address });
  const { org } = await portalBySubdomain(db, subdomain).catch(() => {
    throw noticeMissing();
  });
  const [row] = await db
    .select()
    .from(citations)
    .where(
      and(
        eq(citations.entityUuid, org.uuid),
        eq(citations.citationNumber, body.citationNumber),
        samePlate(body.plate),
      ),
    );
  if (!row) throw noticeMissing();
  // A found notice gives its count back: only misses (guesses) count against the address.
  await attempt.succeeded();
  return noticeView(db, row);
}

/**
 * One evidence photo of a notice of this portal, under the notice's own rule (portalNotice): on a
 * private portal only with the notice's plate, so a photo opens for no one the notice doesn't.
 */
export async function noticeImageResponse(
  db: Db,
  storage: FileStorage,
  photo: { subdomain: string; uuid: string; file: string; plate: string | undefined },
  address: string,
): Promise<Response> {
  await limitAttempt(db, LIMITS.portalRead, { address });
  const { row } = await portalNotice(db, photo.subdomain, photo.uuid, photo.plate);
  const [file] = await db
    .select({ path: storedFiles.path, contentType: storedFiles.contentType })
    .from(citationImages)
    .innerJoin(storedFiles, eq(storedFiles.uuid, citationImages.fileUuid))
    .where(and(eq(citationImages.citationUuid, row.uuid), eq(citationImages.fileUuid, photo.file)));
  return storedFileResponse(
    storage,
    file,
    () => new ApiError(404, 'NOT_FOUND', 'No such notice or photo.'),
  );
}
