import { and, desc, eq } from 'drizzle-orm';
import type { AuditEvent } from '../../../lib/contract';
import { auditEvents, users, type AuditEventRow, type UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { OrgContext } from './role-table';

/** The audit actions of the team area; later areas add theirs. */
export type AuditAction =
  | 'member.created'
  | 'member.updated'
  | 'member.email_changed'
  | 'member.password_changed'
  | 'member.role_changed'
  | 'member.deactivated'
  | 'member.activated'
  | 'invitation.created'
  | 'invitation.resent'
  | 'invitation.deleted'
  | 'invitation.accepted'
  | 'subscription.started'
  | 'meter_rate.created'
  | 'meter_rate.updated'
  | 'meter_rate.deleted'
  | 'permit_type.created'
  | 'permit_type.updated'
  | 'permit_type.archived'
  | 'permit.approved'
  | 'permit.rejected'
  | 'permit.status_changed'
  | 'permit.dates_changed'
  | 'permit.vehicle_changed'
  | 'permit.issued'
  | 'permit_holder.created'
  | 'permit_holder.updated'
  | 'permit_holder.deleted'
  | 'permit_vehicle.created'
  | 'permit_vehicle.updated'
  | 'business.updated'
  | 'business.product_assigned'
  | 'business.product_removed'
  | 'portal.brand_updated'
  | 'portal.logo_updated'
  | 'payouts.activated'
  | 'payouts.verified'
  | 'citation.voided'
  | 'citation.unvoided'
  | 'citation.status_changed'
  | 'citation.amount_overridden'
  | 'citation.image_deleted'
  | 'citation.mailing_sent'
  | 'citation_appeal.approved'
  | 'citation_appeal.rejected'
  | 'citation_appeal.messaged'
  | 'citation_appeal.closed'
  | 'meter.updated'
  | 'citation_type.created'
  | 'citation_type.updated'
  | 'citation_type.archived'
  | 'citation_type.unarchived'
  | 'citation_type.deleted'
  | 'citation_location.created'
  | 'citation_location.deleted'
  | 'citation_location.updated'
  | 'citation_settings.updated'
  | 'citation_portal.updated'
  | 'citation.issued'
  | 'plate.looked_up'
  | 'privacy.lookup_policy_updated'
  | 'list.created'
  | 'list.updated'
  | 'list.deleted'
  | 'list_plate.added'
  | 'list_plate.updated'
  | 'list_plate.deleted'
  | 'list_plates.replaced'
  | 'geofence.saved'
  | 'geofence.deleted'
  | 'time_limit.saved'
  | 'time_limit.deleted'
  | 'scan.plate_changed'
  | 'scans.deleted'
  | 'alerts.deleted'
  | 'report_share.created'
  | 'report_share.revoked'
  | 'organisation.renamed'
  | 'scan.evidence_verified'
  | 'citation.evidence_verified'
  | 'privacy.exported'
  | 'retention.updated';

export interface AuditInput {
  entityUuid: string | null;
  /** Who did it (null only for actions of a person without an account yet). */
  actor: Pick<UserRow, 'uuid' | 'fullname' | 'email'>;
  action: AuditAction;
  targetUuid?: string | null;
  /** The plate the action was about (normalised): the audit log filters on it. */
  plate?: string | null;
  detail?: Record<string, unknown>;
}

/** Writes one audit record: who, what, when. Call it inside the change's transaction. */
export async function recordAudit(db: DbOrTx, input: AuditInput): Promise<void> {
  await db.insert(auditEvents).values({
    entityUuid: input.entityUuid,
    actorUuid: input.actor.uuid,
    actorName: input.actor.fullname,
    actorEmail: input.actor.email,
    action: input.action,
    targetUuid: input.targetUuid ?? null,
    plate: input.plate ?? null,
    detail: input.detail ?? {},
  });
}

/** recordAudit for a checked call: its organisation and its actor. */
export function recordOrgAudit(
  db: DbOrTx,
  ctx: Pick<OrgContext, 'org' | 'actor'>,
  input: Omit<AuditInput, 'entityUuid' | 'actor'>,
): Promise<void> {
  return recordAudit(db, { ...input, entityUuid: ctx.org.uuid, actor: ctx.actor.user });
}

/** The organisation's newest audit records (optionally about one target), newest first. */
export function auditTrail(
  db: DbOrTx,
  entityUuid: string,
  options: { targetUuid?: string; limit?: number } = {},
): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityUuid, entityUuid),
        options.targetUuid ? eq(auditEvents.targetUuid, options.targetUuid) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(options.limit ?? 100);
}

/** { field: { from, to } } for the fields whose value differs. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to !== undefined && before[key] !== to) changes[key] = { from: before[key], to };
  }
  return changes;
}

/** The organisation's audit trail as the contract answers it, with the target account's name. */
export async function auditTrailView(
  db: DbOrTx,
  entityUuid: string,
  limit: number,
): Promise<{ events: AuditEvent[] }> {
  const rows = await db
    .select({ event: auditEvents, targetName: users.fullname })
    .from(auditEvents)
    .leftJoin(users, eq(users.uuid, auditEvents.targetUuid))
    .where(eq(auditEvents.entityUuid, entityUuid))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  return {
    events: rows.map(({ event, targetName }) => ({
      id: event.id,
      action: event.action,
      actorName: event.actorName,
      actorEmail: event.actorEmail,
      targetUuid: event.targetUuid,
      targetName: targetName ?? null,
      detail: event.detail,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
