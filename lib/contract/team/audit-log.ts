import { z } from 'zod';
import { AUDIT_KIND_IDS } from '../../rules/audit/audit-kinds';
import { normalizePlate } from '../../rules/plate';
import { callsOf, entityParams, isoDate } from '../define-call';

/**
 * The audit log (issue 30 item 3; Settings → Audit log, super administrators): every staff
 * change and look-up of the organisation, newest first, paged by a keyset cursor and filtered by
 * person, kind, plate and time. Append-only: no call changes or deletes an audit event.
 */

/** The most events one page may ask for (the CSV export reads pages of this size). */
export const AUDIT_LOG_PAGE_MAX = 500;

/** Where the next page starts: the last event's time (microseconds, UTC) and id. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~\d{1,18}$/;

export function encodeAuditCursor(createdAt: string, id: number): string {
  return `${createdAt}~${id}`;
}

export function decodeAuditCursor(cursor: string): { createdAt: string; id: number } | null {
  if (!CURSOR.test(cursor)) return null;
  const [createdAt, id] = cursor.split('~');
  return { createdAt, id: Number(id) };
}

const auditCursor = z
  .string()
  .max(80)
  .refine((c) => decodeAuditCursor(c) !== null, { message: 'The page cursor is not valid.' });

export const auditLogFilters = z.object({
  /** The person who acted, by e-mail. */
  actor: z.string().trim().toLowerCase().max(320).optional(),
  kind: z.enum(AUDIT_KIND_IDS, { message: 'Choose a kind from the list.' }).optional(),
  plate: z
    .string()
    .max(16, { message: 'Plates are at most 16 characters.' })
    .transform(normalizePlate)
    .optional(),
  /** From this instant on (inclusive). */
  from: isoDate.optional(),
  /** Before this instant (exclusive). */
  to: isoDate.optional(),
});

export type AuditLogFilters = z.infer<typeof auditLogFilters>;

export const auditLogQuery = auditLogFilters.extend({
  cursor: auditCursor.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_MAX).default(50),
});

/** One audit event as the log shows it. */
export const auditLogEvent = z.object({
  id: z.number().int(),
  createdAt: isoDate,
  action: z.string(),
  actorName: z.string(),
  actorEmail: z.string(),
  targetUuid: z.string().nullable(),
  /** The full name of the account the action was on, when it was one. */
  targetName: z.string().nullable(),
  plate: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});

export type AuditLogEvent = z.infer<typeof auditLogEvent>;

export const auditLogPage = z.object({
  events: z.array(auditLogEvent),
  /** The cursor of the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export type AuditLogPage = z.infer<typeof auditLogPage>;

const call = callsOf('team');
const SUPERADMINS_ONLY = 'Not a super administrator of the organisation.';

export const listAuditLog = call.get('listAuditLog', {
  path: '/api/v1/audit/{entity}/log',
  summary: "A page of the organisation's audit log, newest first (super administrators).",
  params: entityParams,
  query: auditLogQuery,
  response: auditLogPage,
  errors: { 403: SUPERADMINS_ONLY },
});

export const listAuditPeople = call.get('listAuditPeople', {
  path: '/api/v1/audit/{entity}/people',
  summary: 'Everyone who appears as the actor of an audit event (super administrators).',
  params: entityParams,
  response: z.object({
    people: z.array(z.object({ email: z.string(), name: z.string() })),
  }),
  errors: { 403: SUPERADMINS_ONLY },
});
