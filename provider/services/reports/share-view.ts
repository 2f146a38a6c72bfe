import type { ReportShare, ShareStatus } from '../../../lib/contract';
import type { ReportShareRow } from '../../db/schema';

export function shareStatusOf(row: Pick<ReportShareRow, 'expiresAt' | 'revokedAt'>, now: Date) {
  if (row.revokedAt) return 'revoked' satisfies ShareStatus;
  return new Date(row.expiresAt).getTime() <= now.getTime()
    ? ('expired' satisfies ShareStatus)
    : ('active' satisfies ShareStatus);
}

export function shareView(row: ReportShareRow, now = new Date()): ReportShare {
  return {
    uuid: row.uuid,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    revokedAt: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
    status: shareStatusOf(row, now),
  };
}
