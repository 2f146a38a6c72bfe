import { and, asc, desc, eq, gte, inArray, lt, max, not, sql, type SQL } from 'drizzle-orm';
import {
  decodeAuditCursor,
  encodeAuditCursor,
  type AuditLogEvent,
  type AuditLogPage,
  type AuditLogFilters,
} from '../../../lib/contract';
import { KNOWN_AUDIT_SUBJECTS, subjectsOfKind } from '../../../lib/rules/audit/audit-kinds';
import { auditEvents, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/**
 * The audit log's reads (issue 30 item 3). Only reads: the product has no call that updates or
 * deletes an audit event (tests/provider/access/audit-walk.test.ts walks every call to prove it).
 */

/** An event's time to the microsecond, in UTC: the keyset cursor must not round it. */
const createdAtText = sql<string>`to_char(${auditEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const subject = sql<string>`split_part(${auditEvents.action}, '.', 1)`;

function filtersOf(entityUuid: string, filters: AuditLogFilters): SQL[] {
  const where: SQL[] = [eq(auditEvents.entityUuid, entityUuid)];
  if (filters.actor) where.push(eq(sql`lower(${auditEvents.actorEmail})`, filters.actor));
  if (filters.plate) where.push(eq(auditEvents.plate, filters.plate));
  if (filters.from) where.push(gte(auditEvents.createdAt, new Date(filters.from)));
  if (filters.to) where.push(lt(auditEvents.createdAt, new Date(filters.to)));
  if (filters.kind === 'other') {
    where.push(not(inArray(subject, [...KNOWN_AUDIT_SUBJECTS])));
  } else if (filters.kind) {
    where.push(inArray(subject, [...subjectsOfKind(filters.kind)]));
  }
  return where;
}

/**
 * One page of the organisation's audit log, newest first (time, then id), after `cursor`: the
 * (entity, created_at) and (entity, plate, created_at) indexes serve it.
 */
export async function auditLogPageOf(
  db: DbOrTx,
  entityUuid: string,
  query: AuditLogFilters & { cursor?: string; limit: number },
): Promise<AuditLogPage> {
  const where = filtersOf(entityUuid, query);
  const after = query.cursor ? decodeAuditCursor(query.cursor) : null;
  if (after) {
    where.push(
      sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
    );
  }
  const rows = await db
    .select({ event: auditEvents, at: createdAtText, targetName: users.fullname })
    .from(auditEvents)
    .leftJoin(users, eq(users.uuid, auditEvents.targetUuid))
    .where(and(...where))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    events: page.map(({ event, targetName }): AuditLogEvent => ({
      id: event.id,
      createdAt: event.createdAt.toISOString(),
      action: event.action,
      actorName: event.actorName,
      actorEmail: event.actorEmail,
      targetUuid: event.targetUuid,
      targetName: targetName ?? null,
      plate: event.plate,
      detail: event.detail,
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeAuditCursor(last.at, last.event.id) : null,
  };
}

/** Everyone who acted in the organisation's audit log (their latest name), by e-mail. */
export async function auditPeopleOf(
  db: DbOrTx,
  entityUuid: string,
): Promise<{ people: { email: string; name: string }[] }> {
  const email = sql<string>`lower(${auditEvents.actorEmail})`;
  const rows = await db
    .select({ email, name: max(auditEvents.actorName) })
    .from(auditEvents)
    .where(eq(auditEvents.entityUuid, entityUuid))
    .groupBy(email)
    .orderBy(asc(email))
    .limit(1000);
  return { people: rows.map((r) => ({ email: r.email, name: r.name ?? r.email })) };
}
