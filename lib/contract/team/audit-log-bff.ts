import { z } from 'zod';
import { AUDIT_KIND_IDS } from '../../rules/audit/audit-kinds';
import { normalizePlate } from '../../rules/plate';
import { plainText, TEXT_MAX } from '../text';

/**
 * The BFF's /api/audit-log routes (Settings → Audit log): the page the screen shows and the CSV
 * export take the same filters, which live in the screen's URL.
 */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are written YYYY-MM-DD.' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), {
    message: 'The date is not valid.',
  });

/** An empty query value is no filter (a cleared field in the URL). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const auditLogFilterQuery = z
  .object({
    actor: optional(z.string().trim().toLowerCase().max(320)),
    kind: optional(z.enum(AUDIT_KIND_IDS, { message: 'Choose a kind from the list.' })),
    plate: optional(
      z
        .string()
        .max(16, { message: 'Plates are at most 16 characters.' })
        .transform(normalizePlate),
    ),
    /** The first day shown (inclusive), in the viewer's time zone. */
    from: optional(day),
    /** The last day shown (inclusive). */
    to: optional(day),
    tz: optional(plainText({ label: 'Time zone', max: TEXT_MAX.timezone })),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date.',
  });

export type AuditLogFilterQuery = z.input<typeof auditLogFilterQuery>;

export const auditLogPageQuery = z.intersection(
  auditLogFilterQuery,
  z.object({ cursor: optional(z.string().max(80)) }),
);

/** One row of the audit log as the screen and the CSV show it. */
export const auditLogRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorName: z.string(),
  actorEmail: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  action: z.string(),
  sentence: z.string(),
  plate: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
});

export type AuditLogRow = z.infer<typeof auditLogRow>;

export const auditLogResponse = z.object({
  events: z.array(auditLogRow),
  nextCursor: z.string().nullable(),
});

export type AuditLogResponse = z.infer<typeof auditLogResponse>;

export const auditPeopleResponse = z.object({
  people: z.array(z.object({ email: z.string(), name: z.string() })),
});

export type AuditPeopleResponse = z.infer<typeof auditPeopleResponse>;
