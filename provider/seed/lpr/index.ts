import { and, eq, sql } from 'drizzle-orm';
import { memberships } from '../../db/schema';
import type { Db } from '../../db/types';
import { northgateScans } from './northgate-scans';
import { riversideScans } from './riverside-scans';
import { ScanBulkWriter, type ScanDraft } from './scan-writer';
import type { Seeder } from '../types';

/** The organisation's patrol members (user uuids, by officer id). */
export async function patrolsOf(db: Db, entityUuid: string): Promise<string[]> {
  const rows = await db
    .select({ userUuid: memberships.userUuid })
    .from(memberships)
    .where(and(eq(memberships.entityUuid, entityUuid), eq(memberships.role, 'patrol')))
    .orderBy(memberships.officerId);
  return rows.map((r) => r.userUuid);
}

/** Writes drafts (in capture order) through the bulk writer: matched as ingestion matches. */
export async function writeScans(db: Db, entityUuid: string, drafts: Iterable<ScanDraft>) {
  const writer = await ScanBulkWriter.open(db, entityUuid);
  for (const draft of drafts) await writer.add(draft);
  return writer.finish();
}

/** A year of Northgate scans and a week of Riverside's, matched against their lists. */
export const scansSeeder: Seeder = {
  name: 'scans',
  async run({ db, orgs, users }) {
    const now = new Date();
    const northgate = orgs.get('northgate')!.uuid;
    await writeScans(
      db,
      northgate,
      northgateScans(now, await patrolsOf(db, northgate), users.get('admin')!.uuid),
    );
    const riverside = orgs.get('riverside')!.uuid;
    await writeScans(db, riverside, riversideScans(now, await patrolsOf(db, riverside)));
    await db.execute(sql`vacuum analyze scans`);
    await db.execute(sql`vacuum analyze alerts`);
  },
};
