import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { citationImagePath, type IssuedCitation } from '../../../lib/contract';
import { citationDueAfter } from '../../../lib/rules/citations/citation-status';
import { dayCounter } from '../../../lib/rules/zoned-time';
import { citations, memberships } from '../../db/schema';
import { preparedStatement } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { citationStateColumns } from './status-sql';

/**
 * How an issued violation is read (spec 3 §3): one statement per page (the officer's id by the
 * membership's primary key, the images by the citation_images primary key), the status and the
 * amount due computed on the day with the late-fee rule (the stored status stays 'open').
 * Only the columns the answer shows are read (not the officer's user, source or row creation).
 */
const columns = {
  row: {
    ...citationStateColumns,
    uuid: citations.uuid,
    entityUuid: citations.entityUuid,
    citationNumber: citations.citationNumber,
    typeUuid: citations.typeUuid,
    citationName: citations.citationName,
    citationDescription: citations.citationDescription,
    plate: citations.plate,
    stateProv: citations.stateProv,
    color: citations.color,
    make: citations.make,
    model: citations.model,
    locationUuid: citations.locationUuid,
    location: citations.location,
    officerName: citations.officerName,
    comments: citations.comments,
    currency: citations.currency,
    convenienceFee: citations.convenienceFee,
    updateMessage: citations.updateMessage,
    paidTotalFees: citations.paidTotalFees,
    paidNet: citations.paidNet,
    datePaid: citations.datePaid,
    appealName: citations.appealName,
    appealDate: citations.appealDate,
    scanUuid: citations.scanUuid,
    overrideNote: citations.overrideNote,
  },
  officerId: memberships.officerId,
  files: sql<
    string[] | null
  >`(select array_agg(ci.file_uuid::text order by ci.position, ci.created_at)
    from citation_images ci where ci.citation_uuid = ${citations.uuid})`,
};

type Loaded = {
  row: { [K in keyof typeof columns.row]: (typeof citations.$inferSelect)[K] };
  officerId: string | null;
  files: string[] | null;
};

const iso = (d: Date | string | null) =>
  d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * A notice as answered: `today` is the zone's day number of the moment read (counted once per
 * request); `dayOf` counts the issue day.
 */
export function citationOf(
  loaded: Loaded,
  today: number,
  dayOf: (at: Date) => number,
): IssuedCitation {
  const r = loaded.row;
  const issuedAt = r.issuedAt instanceof Date ? r.issuedAt : new Date(r.issuedAt);
  const since = today - dayOf(issuedAt);
  const due = citationDueAfter(r, since);
  return {
    uuid: r.uuid,
    entityUUID: r.entityUuid,
    citationNumber: r.citationNumber,
    plate: r.plate,
    stateProv: r.stateProv,
    color: r.color,
    make: r.make,
    model: r.model,
    currency: r.currency,
    amount: r.amount,
    amountOverride: r.amountOverride,
    lateAmount1: r.lateAmount1,
    lateDays1: r.lateDays1,
    lateAmount2: r.lateAmount2,
    lateDays2: r.lateDays2,
    convenienceFee: r.convenienceFee,
    paidTotal: r.paidTotal,
    paidTotalFees: r.paidTotalFees,
    paidNet: r.paidNet,
    paymentStatus: r.paymentStatus,
    status: due.status,
    amountDue: due.amountDue,
    lateLevel: due.lateLevel,
    voidDate: iso(r.voidDate),
    citationName: r.citationName,
    citationDescription: r.citationDescription,
    typeUUID: r.typeUuid,
    comments: r.comments,
    updateMessage: r.updateMessage,
    location: r.location,
    locationUUID: r.locationUuid,
    officerId: loaded.officerId || null,
    officerName: r.officerName,
    createdBy: r.officerName,
    issuedAt: issuedAt.toISOString(),
    datePaid: iso(r.datePaid),
    imageURLs: (loaded.files ?? []).map((f) => citationImagePath(r.entityUuid, r.uuid, f)),
    appealName: r.appealName,
    appealDate: iso(r.appealDate),
    scanUUID: r.scanUuid,
    overrideNote: r.overrideNote,
  };
}

/** The query of a list: citations with their officer's id and images, newest first (index order). */
const selectCitations = (db: DbOrTx) =>
  db
    .select(columns)
    .from(citations)
    .leftJoin(
      memberships,
      and(
        eq(memberships.entityUuid, citations.entityUuid),
        eq(memberships.userUuid, citations.officerUuid),
      ),
    );
const newestFirst = sql`${citations.issuedAt} desc, ${citations.uuid} desc`;

const entity = sql.placeholder('entity');
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');

/**
 * The hot reads as prepared statements (built once per database, see provider/db/prepared.ts):
 * a page of the organisation (citations_entity_issued_idx), a page of one location
 * (citations_entity_location_issued_idx), and the search by plate (as typed or normalised:
 * citations_entity_plate_issued_idx) or notice number (citations_entity_number_idx).
 */
const listStatements = {
  entity: preparedStatement('citations_page_entity', (db, name) =>
    selectCitations(db)
      .where(eq(citations.entityUuid, entity))
      .orderBy(newestFirst)
      .limit(limit)
      .offset(offset)
      .prepare(name),
  ),
  location: preparedStatement('citations_page_location', (db, name) =>
    selectCitations(db)
      .where(
        and(
          eq(citations.entityUuid, entity),
          eq(citations.locationUuid, sql.placeholder('location')),
        ),
      )
      .orderBy(newestFirst)
      .limit(limit)
      .offset(offset)
      .prepare(name),
  ),
  search: preparedStatement('citations_search', (db, name) =>
    selectCitations(db)
      .where(
        and(
          eq(citations.entityUuid, entity),
          or(
            eq(citations.plate, sql.placeholder('plate')),
            eq(citations.plate, sql.placeholder('normalPlate')),
            eq(citations.citationNumber, sql.placeholder('number')),
          ),
        ),
      )
      .orderBy(newestFirst)
      .limit(limit)
      .prepare(name),
  ),
};

/** The answered notices of loaded rows, their status and amount due on the zone's day. */
function citationsOf(rows: Loaded[], zone: { at: Date; timeZone: string }): IssuedCitation[] {
  const dayOf = dayCounter(zone.timeZone);
  const today = dayOf(zone.at);
  return rows.map((r) => citationOf(r, today, dayOf));
}

/** A page (from 0) of the organisation's citations, or of one location's, newest first. */
export async function citationPage(
  db: DbOrTx,
  where: { entityUuid: string; locationUuid: string | null },
  window: { limit: number; offset: number },
  zone: { at: Date; timeZone: string },
): Promise<IssuedCitation[]> {
  const rows: Loaded[] = where.locationUuid
    ? await listStatements.location(db).execute({
        entity: where.entityUuid,
        location: where.locationUuid,
        ...window,
      })
    : await listStatements.entity(db).execute({ entity: where.entityUuid, ...window });
  return citationsOf(rows, zone);
}

/**
 * The organisation's citations whose plate is `plate` or `normalPlate` or whose number is
 * `number` (null: none), newest first, at most `limit`.
 */
export async function citationSearch(
  db: DbOrTx,
  match: { entityUuid: string; plate: string; normalPlate: string; number: number | null },
  limit: number,
  zone: { at: Date; timeZone: string },
): Promise<IssuedCitation[]> {
  const rows: Loaded[] = await listStatements.search(db).execute({
    entity: match.entityUuid,
    plate: match.plate,
    normalPlate: match.normalPlate,
    number: match.number,
    limit,
  });
  return citationsOf(rows, zone);
}

/** Citations matching `where`, newest first by (issued_at, uuid): the index order. */
export async function loadCitations(
  db: DbOrTx,
  where: SQL | undefined,
  window: { limit: number; offset?: number },
  zone: { at: Date; timeZone: string },
): Promise<IssuedCitation[]> {
  const rows = await selectCitations(db)
    .where(where)
    .orderBy(newestFirst)
    .limit(window.limit)
    .offset(window.offset ?? 0);
  return citationsOf(rows, zone);
}

/** One citation of the organisation (another organisation's, or none: 404). */
export async function citationIn(
  db: DbOrTx,
  entityUuid: string,
  uuid: string,
  zone: { at: Date; timeZone: string },
): Promise<IssuedCitation> {
  const [found] = await loadCitations(
    db,
    and(eq(citations.entityUuid, entityUuid), eq(citations.uuid, uuid)),
    { limit: 1 },
    zone,
  );
  if (!found) throw fail.notFound('No such citation.');
  return found;
}
