import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';

/** One record of the audit trail: who did what, when. */
export const auditEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string(),
  actorEmail: z.string(),
  targetUuid: z.string().nullable(),
  /** The full name of the account the action was on, when it was one. */
  targetName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});

export type AuditEvent = z.infer<typeof auditEvent>;

const call = callsOf('team');

export const listAuditEvents = call.get('listAuditEvents', {
  path: '/api/v1/audit/{entity}',
  summary: "The organisation's audit trail, newest first (administrators).",
  params: entityParams,
  query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: z.object({ events: z.array(auditEvent) }),
  errors: { 403: 'Not an administrator of the organisation.' },
});
