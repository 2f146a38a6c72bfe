import { and, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ViolationReportPage } from '../../../lib/contract';
import {
  citationReportAmountAfter,
  citationStatusAfter,
} from '../../../lib/rules/citations/citation-status';
import { citationStatusLabel } from '../../../lib/rules/citations/issued-display';
import { citations } from '../../db/schema';
import { dayCounter } from '../../../lib/rules/zoned-time';
import { citationStateColumns, citationTimeZone } from '../citations';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { decodeCursor, encodeCursor } from './report-scan-rows';
import { cursorTimeText } from '../../db/sql-time';

/** Which citations a violation report holds (spec 1 §7: window, location name, paid sort). */
export interface ViolationReportFilter {
  start: Date;
  end: Date;
  location?: string | null;
  paidSort?: 'paid' | 'unpaid' | null;
  /** The report as it was at this time (a share's creation): no citation issued after it. */
  asOf?: Date | null;
}

/** Paid for the paid sort: paid on the portal or off platform. */
const PAID = ['paid', 'paid off platform'];

/**
 * The report in parts, each newest first by (issued_at, uuid) on citations_entity_issued_idx:
 * without a paid sort one part; with it the paid part then the unpaid one (or the reverse). The
 * cursor says the part and the keyset position in it ('<part>' alone: the part's start), so
 * every page is one index range scan, never an OFFSET or a sort of the window.
 */
function partsOf(filter: ViolationReportFilter): Array<SQL | undefined> {
  const paid = inArray(citations.paymentStatus, PAID);
  const unpaid = notInArray(citations.paymentStatus, PAID);
  if (filter.paidSort === 'paid') return [paid, unpaid];
  if (filter.paidSort === 'unpaid') return [unpaid, paid];
  return [undefined];
}

function readCursor(cursor: string | null | undefined): {
  part: number;
  at?: { at: string; uuid: string };
} {
  if (!cursor) return { part: 0 };
  const match = /^([0-9])(?:\.(.+))?$/.exec(cursor);
  if (!match) throw fail.badRequest('The report cursor is not valid.');
  return { part: Number(match[1]), at: match[2] ? decodeCursor(match[2]) : undefined };
}

/**
 * The columns a report row is made of (its cells, its status and amount on the day), not the
 * whole notice: a report reads up to a million rows.
 */
const reportColumns = {
  ...citationStateColumns,
  uuid: citations.uuid,
  citationNumber: citations.citationNumber,
  plate: citations.plate,
  stateProv: citations.stateProv,
  citationName: citations.citationName,
  location: citations.location,
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export async function violationReportPage(
  db: DbOrTx,
  entityUuid: string,
  filter: ViolationReportFilter,
  options: { cursor?: string | null; limit: number },
  now = new Date(),
): Promise<ViolationReportPage> {
  const parts = partsOf(filter);
  let { part, at } = readCursor(options.cursor);
  const out: ViolationReportPage['rows'] = [];
  // Late days in the organisation's zone, as on every other tier (the one status rule).
  const dayOf = dayCounter(await citationTimeZone(db, entityUuid));
  const today = dayOf(now);
  while (part < parts.length) {
    const where: Array<SQL | undefined> = [
      eq(citations.entityUuid, entityUuid),
      gte(citations.issuedAt, filter.start),
      lte(citations.issuedAt, filter.end),
      filter.location ? eq(citations.location, filter.location) : undefined,
      filter.asOf ? lte(citations.issuedAt, filter.asOf) : undefined,
      parts[part],
    ];
    if (at) {
      where.push(
        sql`(${citations.issuedAt}, ${citations.uuid}) < (${at.at}::timestamptz, ${at.uuid}::uuid)`,
      );
    }
    const want = options.limit - out.length;
    const rows = await db
      .select({
        row: reportColumns,
        cursorAt: cursorTimeText(citations.issuedAt),
      })
      .from(citations)
      .where(and(...where))
      .orderBy(sql`${citations.issuedAt} desc, ${citations.uuid} desc`)
      .limit(want + 1);
    const page = rows.slice(0, want);
    for (const { row: r } of page) {
      const state = { ...r, issuedAt: new Date(r.issuedAt) };
      const since = today - dayOf(state.issuedAt);
      out.push({
        uuid: r.uuid,
        violationNumber: String(r.citationNumber),
        plate: r.plate,
        state: r.stateProv ?? '',
        issuedAt: iso(r.issuedAt),
        offense: r.citationName,
        status: citationStatusLabel(citationStatusAfter(state, since)).label,
        amountCents: citationReportAmountAfter(state, since),
        location: r.location ?? '',
      });
    }
    if (rows.length > want) {
      const last = page.at(-1)!;
      return { rows: out, nextCursor: `${part}.${encodeCursor(last.cursorAt, last.row.uuid)}` };
    }
    part += 1;
    at = undefined;
    if (out.length >= options.limit) {
      return { rows: out, nextCursor: part < parts.length ? String(part) : null };
    }
  }
  return { rows: out, nextCursor: null };
}
