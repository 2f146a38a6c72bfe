import { sql, type SQL } from 'drizzle-orm';
import {
  MAILING_AGE_DAYS,
  PAYABLE_STORED_STATUSES,
  STORED_STATUSES,
} from '../../../lib/rules/citations/citation-status';
import { wallTimeOf } from '../../../lib/rules/zoned-time';
import { citations } from '../../db/schema';
import { array } from '../../db/sql-arrays';

/**
 * The one status rule (lib/rules/citations/citation-status.ts) as SQL conditions, for the
 * counts made over many notices at once (the stats' payable count, the mailing candidates).
 * Days are calendar days of the organisation's zone, as in the rule;
 * tests/provider/citations/status-sql.test.ts checks each condition against the rule.
 */
export interface StatusZone {
  at: Date;
  timeZone: string;
}

/**
 * The columns the status rule reads (CitationState, plus the paid total a report shows): every
 * read that presents a status or an amount due selects these.
 */
export const citationStateColumns = {
  paymentStatus: citations.paymentStatus,
  voidDate: citations.voidDate,
  issuedAt: citations.issuedAt,
  amount: citations.amount,
  amountOverride: citations.amountOverride,
  lateAmount1: citations.lateAmount1,
  lateDays1: citations.lateDays1,
  lateAmount2: citations.lateAmount2,
  lateDays2: citations.lateDays2,
  paidTotal: citations.paidTotal,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's calendar date of the moment read, 'YYYY-MM-DD'. */
export function zoneDateOf(zone: StatusZone): string {
  const w = wallTimeOf(zone.at, zone.timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** Calendar days from a notice's issue day to the moment read, in the zone. */
export const daysSinceIssueSql = (zone: StatusZone): SQL =>
  sql`(${zoneDateOf(zone)}::date - (${citations.issuedAt} at time zone ${zone.timeZone})::date)`;

/** Not void, and a stored status that presents a payable one (an unknown one reads open). */
const unpaidSql = (): SQL => sql`(${citations.voidDate} is null
  and (${citations.paymentStatus} = any(${array([...PAYABLE_STORED_STATUSES])}::text[])
    or ${citations.paymentStatus} <> all(${array([...STORED_STATUSES])}::text[])))`;

/** Payable now (citationDueAfter(…).payable): unpaid with an amount due above 0. */
export function payableSql(zone: StatusZone): SQL {
  return sql`(${unpaidSql()} and (
    coalesce(${citations.amountOverride}, ${citations.amount}) > 0
    or (${citations.amountOverride} is null and ${citations.lateAmount1} > 0
      and ${citations.lateDays1} >= 0 and ${daysSinceIssueSql(zone)} > ${citations.lateDays1})))`;
}

/** A mailing candidate (isMailingCandidateAfter): payable, more than 30 days past its date. */
export function mailingCandidateSql(zone: StatusZone): SQL {
  return sql`(${payableSql(zone)} and ${daysSinceIssueSql(zone)} > ${MAILING_AGE_DAYS})`;
}
