import 'server-only';
import { listAuditLog, listAuditPeople, type AuditLogEvent } from '@/lib/contract';
import {
  auditLogFilterQuery,
  auditLogPageQuery,
  auditLogResponse,
  auditPeopleResponse,
  type AuditLogRow,
} from '@/lib/contract/team/bff';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { safeTimeZone } from '@/lib/format';
import { messages } from '@/lib/messages';
import { kindLabel, kindOfAction } from '@/lib/rules/audit/audit-kinds';
import { auditChanges, auditSentence } from '@/lib/rules/audit/audit-sentences';
import { zonedDayBounds } from '@/lib/rules/zoned-time';
import { csvStream, type CsvColumn } from '@/server/reports/csv-stream';
import { reportPages, type FetchPage } from '@/server/reports/report-pages';
import type { OrgCaller } from '../../context';
import { endpoint } from '../../endpoint';

/**
 * /api/audit-log: Settings → Audit log (issue 30 item 3, super administrators). A page of the
 * organisation's audit log in words, who acted in it, and the same filters as a streamed CSV.
 */

const AUDIT_ERRORS = { 403: messages.auditLogDenied };
const AUDIT_REFUSALS = { FORBIDDEN: { message: messages.auditLogDenied } };
const PAGE_ROWS = 50;
const EXPORT_PAGE_ROWS = 500;

type Filters = ReturnType<typeof auditLogFilterQuery.parse>;

/** The provider's filters: the days as instants of the viewer's zone (the last day inclusive). */
function providerFilters(query: Filters) {
  const tz = safeTimeZone(query.tz);
  return {
    actor: query.actor,
    kind: query.kind,
    plate: query.plate || undefined,
    from: query.from ? zonedDayBounds(query.from, tz).start.toISOString() : undefined,
    to: query.to
      ? new Date(zonedDayBounds(query.to, tz).end.getTime() + 1).toISOString()
      : undefined,
  };
}

/** An audit event as the log's row: its kind, sentence and changed fields. */
export function auditLogRowOf(event: AuditLogEvent): AuditLogRow {
  const kind = kindOfAction(event.action);
  return {
    id: event.id,
    createdAt: event.createdAt,
    actorName: event.actorName,
    actorEmail: event.actorEmail,
    kind,
    kindLabel: kindLabel(kind),
    action: event.action,
    sentence: auditSentence(event),
    plate: event.plate,
    changes: auditChanges(event.detail),
  };
}

function pagesOf(caller: OrgCaller, query: Filters, limit: number): FetchPage<AuditLogRow> {
  const filters = providerFilters(query);
  return async (cursor) => {
    const page = await caller.call(listAuditLog, {
      params: { entity: caller.entity },
      query: { ...filters, cursor: cursor ?? undefined, limit },
    });
    return { rows: page.events.map(auditLogRowOf), nextCursor: page.nextCursor };
  };
}

export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditLogRow>[] = [
  { header: 'When (UTC)', value: (r) => r.createdAt },
  { header: 'Who', value: (r) => r.actorName },
  { header: 'Email', value: (r) => r.actorEmail },
  { header: 'Kind', value: (r) => r.kindLabel },
  { header: 'What', value: (r) => r.sentence },
  { header: 'Plate', value: (r) => r.plate ?? '' },
  { header: 'Before', value: (r) => r.changes.map((c) => `${c.field}: ${c.from}`).join('; ') },
  { header: 'After', value: (r) => r.changes.map((c) => `${c.field}: ${c.to}`).join('; ') },
  { header: 'Action', value: (r) => r.action },
];

export const auditLogEndpoints = [
  endpoint(routes.auditLog, {
    summary: "A page of the organisation's audit log in words, newest first.",
    query: auditLogPageQuery,
    response: auditLogResponse,
    errors: AUDIT_ERRORS,
    refusals: AUDIT_REFUSALS,
    handler: async ({ caller, query }) => {
      const page = await pagesOf(caller, query, PAGE_ROWS)(query.cursor ?? null);
      return { events: page.rows, nextCursor: page.nextCursor };
    },
  }),

  endpoint(routes.auditPeople, {
    summary: 'Everyone who acted in the audit log (the person filter).',
    response: auditPeopleResponse,
    errors: AUDIT_ERRORS,
    refusals: AUDIT_REFUSALS,
    handler: ({ caller }) => caller.call(listAuditPeople, { params: { entity: caller.entity } }),
  }),

  /**
   * The filtered log as CSV, streamed: the first page is read before answering (a refusal is
   * still a JSON error), the rest as the browser reads, never the whole file in memory.
   */
  endpoint(routes.auditLogCsv, {
    summary: 'The filtered audit log as a CSV download (streamed).',
    query: auditLogFilterQuery,
    errors: AUDIT_ERRORS,
    refusals: AUDIT_REFUSALS,
    handler: async ({ caller, query }) => {
      const fetchPage = pagesOf(caller, query, EXPORT_PAGE_ROWS);
      const first = await fetchPage(null);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csvStream(AUDIT_CSV_COLUMNS, reportPages(fetchPage, first)), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="audit-log-${day}.csv"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
        },
      });
    },
  }),
];
