import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  APPEALS_PAGE_SIZE,
  appealImagePath,
  type appealDetail,
  type appealListPage,
  type appealListQuery,
  type CitationAppeal,
} from '../../../lib/contract';
import { appealStatusLabel } from '../../../lib/rules/citations/appeal-status';
import {
  citationAppealImages,
  citationAppeals,
  citationLocations,
  citationLogs,
  citations,
  citationSettings,
  storedFiles,
  type CitationAppealRow,
} from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { storedFileResponse, type FileStorage } from '../files';
import type { OrgContext } from '../access';

/** Reading the organisation's appeals: the list, one appeal's detail, its images. */
const appealSelect = {
  appeal: citationAppeals,
  citationNumber: citations.citationNumber,
  plate: citations.plate,
  location: citations.location,
};
type AppealJoined = { appeal: CitationAppealRow } & {
  citationNumber: number;
  plate: string;
  location: string | null;
};

async function imagesOf(db: DbOrTx, appealUuids: string[]): Promise<Map<string, string[]>> {
  const byAppeal = new Map<string, string[]>();
  if (appealUuids.length === 0) return byAppeal;
  const rows = await db
    .select({ appeal: citationAppealImages.appealUuid, file: citationAppealImages.fileUuid })
    .from(citationAppealImages)
    .where(inArray(citationAppealImages.appealUuid, appealUuids))
    .orderBy(asc(citationAppealImages.position));
  for (const r of rows) byAppeal.set(r.appeal, [...(byAppeal.get(r.appeal) ?? []), r.file]);
  return byAppeal;
}

function appealView(row: AppealJoined, files: string[]): CitationAppeal {
  const a = row.appeal;
  return {
    uuid: a.uuid,
    citationUUID: a.citationUuid,
    citationNumber: row.citationNumber,
    plate: row.plate,
    location: row.location,
    name: a.name,
    email: a.email,
    phoneNumber: a.phoneNumber,
    address: a.address,
    reason: a.reason,
    submissionDate: a.submissionDate.toISOString(),
    responseDate: a.responseDate?.toISOString() ?? null,
    status: appealStatusLabel(a),
    isApproved: a.isApproved,
    imageURLs: files.map((f) => appealImagePath(a.entityUuid, a.citationUuid, f)),
    imageIds: files,
  };
}

export async function appealNotifEmailOf(db: DbOrTx, entityUuid: string): Promise<string | null> {
  const [row] = await db
    .select({ email: citationSettings.appealNotifEmail })
    .from(citationSettings)
    .where(eq(citationSettings.entityUuid, entityUuid));
  return row?.email?.trim() || null;
}

export async function listAppealsFor(
  ctx: OrgContext,
  query: z.output<typeof appealListQuery>,
): Promise<z.input<typeof appealListPage>> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const filters: SQL[] = [eq(citationAppeals.entityUuid, entityUuid)];
  if (query.status === 'Needs Review') filters.push(isNull(citationAppeals.responseDate));
  if (query.location !== 'All') filters.push(eq(citations.locationUuid, query.location));
  const where = and(...filters);
  const [rows, [{ total }], locations, notif] = await Promise.all([
    db
      .select(appealSelect)
      .from(citationAppeals)
      .innerJoin(citations, eq(citations.uuid, citationAppeals.citationUuid))
      .where(where)
      .orderBy(desc(citationAppeals.submissionDate), desc(citationAppeals.uuid))
      .limit(APPEALS_PAGE_SIZE)
      .offset(query.page * APPEALS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(citationAppeals)
      .innerJoin(citations, eq(citations.uuid, citationAppeals.citationUuid))
      .where(where),
    db
      .select({ uuid: citationLocations.uuid, name: citationLocations.name })
      .from(citationLocations)
      .where(eq(citationLocations.entityUuid, entityUuid))
      .orderBy(asc(citationLocations.name)),
    appealNotifEmailOf(db, entityUuid),
  ]);
  const images = await imagesOf(
    db,
    rows.map((r) => r.appeal.uuid),
  );
  return {
    appeals: rows.map((r) => appealView(r, images.get(r.appeal.uuid) ?? [])),
    page: query.page,
    count: total,
    pages: Math.ceil(total / APPEALS_PAGE_SIZE),
    locations,
    appealNotifEmail: notif,
  };
}

export async function joinedAppeal(db: DbOrTx, entityUuid: string, citationUuid: string) {
  const [row] = await db
    .select(appealSelect)
    .from(citationAppeals)
    .innerJoin(citations, eq(citations.uuid, citationAppeals.citationUuid))
    .where(
      and(
        eq(citationAppeals.entityUuid, entityUuid),
        eq(citationAppeals.citationUuid, citationUuid),
      ),
    );
  if (!row) throw fail.notFound('No such appeal.');
  return row;
}

export async function detailOf(
  db: DbOrTx,
  entityUuid: string,
  citationUuid: string,
): Promise<z.input<typeof appealDetail>> {
  const row = await joinedAppeal(db, entityUuid, citationUuid);
  const [images, logs, notif] = await Promise.all([
    imagesOf(db, [row.appeal.uuid]),
    db
      .select({
        createdAt: citationLogs.createdAt,
        type: citationLogs.type,
        note: citationLogs.note,
        createdByName: citationLogs.createdByName,
      })
      .from(citationLogs)
      .where(
        and(eq(citationLogs.entityUuid, entityUuid), eq(citationLogs.citationUuid, citationUuid)),
      )
      .orderBy(asc(citationLogs.createdAt)),
    appealNotifEmailOf(db, entityUuid),
  ]);
  return {
    appeal: appealView(row, images.get(row.appeal.uuid) ?? []),
    logs: logs.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    appealNotifEmail: notif,
  };
}

export async function getAppealFor(ctx: OrgContext, citation: string) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return detailOf(db, entityUuid, citation);
}

/** One image of an appeal of the organisation (another appeal's or organisation's file: 404). */
export async function appealImageResponse(
  ctx: OrgContext,
  storage: FileStorage,
  citationUuid: string,
  fileUuid: string,
): Promise<Response> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const missing = () => fail.notFound('No such appeal or image.');
  const [file] = await db
    .select({ path: storedFiles.path, contentType: storedFiles.contentType })
    .from(citationAppealImages)
    .innerJoin(citationAppeals, eq(citationAppeals.uuid, citationAppealImages.appealUuid))
    .innerJoin(storedFiles, eq(storedFiles.uuid, citationAppealImages.fileUuid))
    .where(
      and(
        eq(citationAppeals.entityUuid, entityUuid),
        eq(citationAppeals.citationUuid, citationUuid),
        eq(citationAppealImages.fileUuid, fileUuid),
      ),
    );
  return storedFileResponse(storage, file, missing);
}
