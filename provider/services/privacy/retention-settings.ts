import { eq } from 'drizzle-orm';
import type { RetentionPreview, RetentionSettings } from '../../../lib/contract';
import {
  RETENTION_KINDS,
  retentionChanges,
  retentionCutoffs,
  retentionWithDefaults,
  type RetentionKind,
  type RetentionMonths,
} from '../../../lib/rules/privacy/retention';
import { retentionSettings, type OrganisationRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { recordAudit, type OrgContext } from '../access';
import { PURGE_KINDS } from './purge-kinds';

/** Settings → Privacy: an organisation's retention per kind, its preview and its save. */

export async function retentionOf(db: DbOrTx, org: OrganisationRow): Promise<RetentionSettings> {
  const [row] = await db
    .select()
    .from(retentionSettings)
    .where(eq(retentionSettings.entityUuid, org.uuid));
  const purgedBefore: Partial<Record<RetentionKind, string>> = {};
  for (const kind of RETENTION_KINDS) {
    const at = row?.purgedBefore?.[kind];
    if (at) purgedBefore[kind] = new Date(at).toISOString();
  }
  return {
    months: retentionWithDefaults(row?.months),
    updatedAt: row?.updatedAt?.toISOString() ?? null,
    purgedBefore,
  };
}

/**
 * How many records each horizon would remove at `now`: the job's own conditions (purge-kinds.ts),
 * counted, in one read-only snapshot.
 */
export async function previewRetentionOf(
  ctx: OrgContext,
  months: RetentionMonths,
  now = new Date(),
): Promise<RetentionPreview> {
  const cutoffs = retentionCutoffs(now, months);
  const counts = {} as Record<RetentionKind, number>;
  for (const kind of RETENTION_KINDS) {
    counts[kind] = await PURGE_KINDS[kind].count(ctx.db, {
      entityUuid: ctx.org.uuid,
      cutoff: cutoffs[kind],
      scansCutoff: cutoffs.scans,
    });
  }
  return { counts, at: now.toISOString() };
}

/** Saves the months (every kind) and audits what changed: retention.updated { kind: { from, to } }. */
export async function saveRetentionOf(
  ctx: OrgContext,
  months: RetentionMonths,
): Promise<RetentionSettings> {
  const { org, actor } = ctx;
  await ctx.db.transaction(async (tx) => {
    const before = await retentionOf(tx, org);
    const changes = retentionChanges(before.months, months);
    await tx
      .insert(retentionSettings)
      .values({ entityUuid: org.uuid, months, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: retentionSettings.entityUuid,
        set: { months, updatedAt: new Date() },
      });
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        entityUuid: org.uuid,
        actor: actor.user,
        action: 'retention.updated',
        targetUuid: org.uuid,
        detail: changes,
      });
    }
  });
  return retentionOf(ctx.db, org);
}
