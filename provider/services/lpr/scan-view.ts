import { and, eq, sql } from 'drizzle-orm';
import { asScanMatchListType, type Scan } from '../../../lib/contract';
import { alerts, scans, users } from '../../db/schema';
import { isoTimeText } from '../../db/sql-time';
import type { DbOrTx } from '../../db/types';

/**
 * The columns every scan answer needs: the scan, its member's name and e-mail, its alert flag.
 * Times are read as the contract's ISO text (no Date per value: a page of 100 scans made 300).
 */
export const scanViewColumns = {
  uuid: scans.uuid,
  entityUuid: scans.entityUuid,
  plate: scans.plate,
  capturedAt: isoTimeText(scans.capturedAt),
  lastSeen: isoTimeText(scans.lastSeen),
  confidence: scans.confidence,
  capturedByUuid: scans.capturedByUuid,
  latitude: scans.latitude,
  longitude: scans.longitude,
  imageFileUuid: scans.imageFileUuid,
  listUuid: scans.listUuid,
  listName: scans.listName,
  listType: scans.listType,
  isValid: scans.isValid,
  status: scans.status,
  expiresAt: isoTimeText(scans.expiresAt),
  label1: scans.label1,
  label2: scans.label2,
  nearPlate: scans.nearPlate,
  nearWhy: scans.nearWhy,
  fullname: users.fullname,
  email: users.email,
  isAlert: sql<boolean>`(${alerts.scanUuid} is not null)`.as('is_alert'),
};

export type ScanViewRow = {
  uuid: string;
  plate: string;
  capturedAt: string;
  lastSeen: string | null;
  confidence: number;
  capturedByUuid: string | null;
  latitude: number;
  longitude: number;
  listUuid: string | null;
  listName: string | null;
  listType: number | null;
  isValid: boolean | null;
  status: string | null;
  expiresAt: string | null;
  label1: string | null;
  label2: string | null;
  nearPlate: string | null;
  nearWhy: string | null;
  fullname: string | null;
  email: string | null;
  isAlert: boolean;
};

/** select … from scans left join users left join alerts (add where / order / limit). */
export function selectScanViews(db: DbOrTx) {
  return db
    .select(scanViewColumns)
    .from(scans)
    .leftJoin(users, eq(users.uuid, scans.capturedByUuid))
    .leftJoin(alerts, eq(alerts.scanUuid, scans.uuid));
}

/** The provider's image paths of a scan (the BFF rewrites them to its own). */
export const scanImageUrl = (uuid: string, kind: 'full' | 'plate') =>
  `/api/v1/scans/${uuid}/image/${kind}`;

/** A scan row as the contract's `scan`. */
export function toScan(row: ScanViewRow): Scan {
  const listType = asScanMatchListType(row.listType);
  return {
    uuid: row.uuid,
    plate: row.plate,
    capturedAt: row.capturedAt,
    lastSeen: row.lastSeen,
    // real → 3 decimals (0.94, not 0.9399999976158142)
    confidence: Math.min(1, Math.max(0, Math.round(Number(row.confidence) * 1000) / 1000)),
    capturedBy: row.fullname ?? '',
    capturedByEmail: row.email ?? '',
    capturedByUUID: row.capturedByUuid,
    listUUID: row.listUuid,
    listName: row.listName,
    listType,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    imgUrl: scanImageUrl(row.uuid, 'full'),
    plateImgUrl: scanImageUrl(row.uuid, 'plate'),
    isAlert: Boolean(row.isAlert),
    alertDetail:
      row.status === null
        ? null
        : {
            isValid: row.isValid ?? true,
            status: row.status,
            expiresAt: row.expiresAt,
            label1: row.label1,
            label2: row.label2,
            nearMatch:
              row.nearPlate === null ? null : { plate: row.nearPlate, why: row.nearWhy ?? '' },
          },
  };
}

/** One scan of the organisation as the contract answers it, or null. */
export async function findScanView(
  db: DbOrTx,
  entityUuid: string,
  uuid: string,
): Promise<Scan | null> {
  const [row] = await selectScanViews(db)
    .where(and(eq(scans.entityUuid, entityUuid), eq(scans.uuid, uuid)))
    .limit(1);
  return row ? toScan(row) : null;
}
