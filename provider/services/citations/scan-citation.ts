import { normalizePlate } from '../../../lib/rules/plate';
import { and, eq, sql } from 'drizzle-orm';
import type {
  ScanCitationBody,
  ScanCitationCheck,
  ScanCitationFinding,
  ScanCitationIssued,
} from '../../../lib/contract';
import { OVERRIDE_NOTE_REQUIRED } from '../../../lib/contract';
import { findingLine } from '../../../lib/rules/citations/scan-citation';
import { CITATION_LOG } from '../../../lib/rules/citations/log-types';
import {
  citationImages,
  citationLocations,
  citationLogs,
  scans,
  type CitationRow,
  type UserRow,
} from '../../db/schema';
import { rowsOf, type DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit, type OrgContext } from '../access';
import { discardFiles, storeFile, type FileStorage } from '../files';
import { claimPurchaseKey, purchaseOf } from '../payments';
import { requireCitationPriceAllowed } from './citation-types';
import { issueCitationsInTx, lockIssuableType } from './patrol-issue';
import {
  citationOfScan,
  coordinatesText,
  issuableTypesOf,
  lastStateOf,
  liveFindings,
  overstayComment,
  scanForCitation,
  ticketLocationsNear,
} from './scan-citation-facts';
import { scanEvidencePhoto } from './scan-evidence';
import { citationTimeZone } from './time-zone';

/**
 * A scan or an alert becomes a citation in one step (issue 29 item 2; Genetec's "live infraction
 * validation"): the check answers the prefilled form and the live findings; the issue re-checks
 * them in its transaction and refuses while a valid permit or a paid session is found, unless the
 * staff member overrides with a note (kept on the citation, in its log and in the audit trail).
 */

/** What the form needs, filled from the scan. */
export async function checkScanCitationFor(
  ctx: OrgContext,
  scanUuid: string,
): Promise<ScanCitationCheck> {
  const { db, org } = ctx;
  const scan = await scanForCitation(db, org.uuid, scanUuid);
  const [zone, near, types, findings, citation, stateProv] = await Promise.all([
    citationTimeZone(db, org.uuid),
    ticketLocationsNear(db, org.uuid, scan),
    issuableTypesOf(db, org),
    liveFindings(db, org.uuid, scan.plate),
    citationOfScan(db, org.uuid, scan.uuid),
    lastStateOf(db, org.uuid, scan.plate),
  ]);
  const me = ctx.actor.user;
  return {
    scanUUID: scan.uuid,
    isAlert: scan.isAlert,
    plate: scan.plate,
    stateProv,
    issuedAt: scan.capturedAt.toISOString(),
    officer: scan.officer.uuid ? scan.officer : { uuid: me.uuid, name: me.fullname },
    location: near.nearest,
    coordinates: { latitude: scan.latitude, longitude: scan.longitude },
    comments: overstayComment(scan, zone),
    locations: near.locations,
    types,
    findings,
    citation,
  };
}

/** The findings as one line a person reads ("Valid permit: Resident A until Dec 31, 2026 (…)"). */
export function findingsText(findings: ScanCitationFinding[], zone: string): string {
  return findings.map((f) => findingLine(f, zone)).join('; ');
}

const alreadyCited = (number: number) =>
  new ApiError(
    409,
    'SCAN_ALREADY_CITED',
    `This scan already became citation ${number}; open it from the scan.`,
  );

async function locationOf(tx: DbOrTx, entityUuid: string, uuid: string | null) {
  if (!uuid) return null;
  const [row] = await tx
    .select({ uuid: citationLocations.uuid, name: citationLocations.name })
    .from(citationLocations)
    .where(and(eq(citationLocations.uuid, uuid), eq(citationLocations.entityUuid, entityUuid)));
  if (!row) throw fail.notFound('No such location.');
  return row;
}

/** The refusal of live findings without an override and its note. */
async function requireOverride(
  tx: DbOrTx,
  entityUuid: string,
  plate: string,
  body: ScanCitationBody,
): Promise<ScanCitationFinding[]> {
  const findings = await liveFindings(tx, entityUuid, plate);
  if (findings.length === 0) return findings;
  if (!body.override) {
    const zone = await citationTimeZone(tx, entityUuid);
    throw new ApiError(
      409,
      'LIVE_FINDINGS',
      `${findingsText(findings, zone)}. Issue it only with an override and a note.`,
    );
  }
  if (!body.overrideNote) throw new ApiError(400, 'OVERRIDE_NOTE_REQUIRED', OVERRIDE_NOTE_REQUIRED);
  return findings;
}

/** The answer of an issue (or of its replay). */
async function issuedAnswer(
  tx: DbOrTx,
  entityUuid: string,
  scanUuid: string,
): Promise<ScanCitationIssued> {
  const [row] = rowsOf<ScanCitationIssued>(
    await tx.execute(sql`
      select c.uuid, c.citation_number as "citationNumber", c.plate, c.override_note as "overrideNote",
        (select count(*)::int from citation_images i where i.citation_uuid = c.uuid) as "imageCount"
      from citations c where c.scan_uuid = ${scanUuid} and c.entity_uuid = ${entityUuid}`),
  );
  // The scan was deleted since (its citation stays, no longer linked): nothing to replay.
  if (!row) throw fail.notFound('No such scan in this organisation.');
  return { ...row, imageCount: Number(row.imageCount) };
}

/** Locks the organisation's scan (a concurrent issue of it waits, then sees the citation). */
async function lockUncitedScan(tx: DbOrTx, entityUuid: string, scanUuid: string) {
  const locked = await tx.execute(
    sql`select uuid from ${scans} where uuid = ${scanUuid} and entity_uuid = ${entityUuid} for update`,
  );
  if (rowsOf(locked).length === 0) throw fail.notFound('No such scan in this organisation.');
  const earlier = await citationOfScan(tx, entityUuid, scanUuid);
  if (earlier) throw alreadyCited(earlier.citationNumber);
}

/** The override's log entry (what was found, the note) and the audit record of the issue. */
async function recordIssue(
  tx: DbOrTx,
  input: {
    entityUuid: string;
    user: UserRow;
    row: CitationRow;
    scanUuid: string;
    findings: ScanCitationFinding[];
    overrideNote: string | null;
  },
) {
  const { entityUuid, user, row, findings, overrideNote } = input;
  if (overrideNote) {
    const zone = await citationTimeZone(tx, entityUuid);
    await tx.insert(citationLogs).values({
      entityUuid,
      citationUuid: row.uuid,
      type: CITATION_LOG.liveOverride,
      note: `${findingsText(findings, zone)}. Override note: ${overrideNote}`,
      createdByUuid: user.uuid,
      createdByName: user.fullname,
    });
  }
  await recordAudit(tx, {
    entityUuid,
    actor: user,
    action: 'citation.issued',
    targetUuid: row.uuid,
    plate: normalizePlate(row.plate),
    detail: {
      citationNumber: row.citationNumber,
      type: row.citationName,
      scan: input.scanUuid,
      photos: 1,
      ...(overrideNote ? { overrideNote, findings: findings.map((f) => f.reference) } : {}),
    },
  });
}

/** Issues the citation of a scan; the idempotency key replays the first answer. */
export async function issueScanCitationFor(
  ctx: OrgContext,
  storage: FileStorage,
  scanUuid: string,
  body: ScanCitationBody,
): Promise<ScanCitationIssued> {
  const { db, org } = ctx;
  const entityUuid = org.uuid;
  const user = ctx.actor.user;
  const scan = await scanForCitation(db, entityUuid, scanUuid);
  // The picture is drawn and re-encoded before the transaction: nothing waits on it inside.
  const photo = await scanEvidencePhoto(db, storage, scan);
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      const purchase = purchaseOf.scanCitation(scan.uuid, body.typeUUID);
      if ((await claimPurchaseKey(tx, entityUuid, body.idempotencyKey, purchase)) === 'replay') {
        return issuedAnswer(tx, entityUuid, scan.uuid);
      }
      await lockUncitedScan(tx, entityUuid, scan.uuid);
      const type = await lockIssuableType(tx, entityUuid, body.typeUUID);
      requireCitationPriceAllowed(org, type.amount);
      const findings = await requireOverride(tx, entityUuid, scan.plate, body);
      const overrideNote = findings.length > 0 ? body.overrideNote : null;
      const location = await locationOf(tx, entityUuid, body.locationUUID);
      const [row] = await issueCitationsInTx(tx, entityUuid, [
        {
          type,
          plate: scan.plate,
          stateProv: body.stateProv,
          location: location ?? { uuid: null, name: coordinatesText(scan) },
          officer: scan.officer.uuid ? scan.officer : { uuid: user.uuid, name: user.fullname },
          comments: body.comments,
          issuedAt: scan.capturedAt,
          fromScan: { scanUuid: scan.uuid, overrideNote },
          history: { source: 'scan' },
        },
      ]);
      const stored = await storeFile(tx, storage, { entityUuid, ...photo });
      written.push(stored.path);
      await tx
        .insert(citationImages)
        .values({ citationUuid: row.uuid, fileUuid: stored.uuid, position: 0 });
      await recordIssue(tx, { entityUuid, user, row, scanUuid: scan.uuid, findings, overrideNote });
      const { uuid, citationNumber, plate } = row;
      return { uuid, citationNumber, plate, imageCount: 1, overrideNote };
    });
  } catch (error) {
    await discardFiles(storage, written);
    throw error;
  }
}
