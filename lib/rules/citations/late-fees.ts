import { calendarDaysBetween } from '../zoned-time';

/**
 * What a notice costs on a given day (issue 13 "Late fees", spec 3 §5). A late amount is the
 * whole amount due once it applies (spec: late fee 1 is at least the base amount, late fee 2 at
 * least late fee 1), not an addition. Late fee 1 applies once its days have passed: from the
 * calendar day issue + lateDays1 + 1 in the organisation's zone (issued Mar 1 with 14 days: due
 * the base amount through Mar 15, the late amount from Mar 16). That is also when an open notice
 * becomes 'past due'. An amount override (staff, with a note) replaces the amount due outright.
 */
export interface LateFeeTerms {
  /** Cents. */
  amount: number;
  amountOverride?: number | null;
  lateAmount1?: number | null;
  lateDays1?: number | null;
  lateAmount2?: number | null;
  lateDays2?: number | null;
}

export interface AmountDue {
  /** Cents due on that day. */
  amount: number;
  /** 0: the base (or overridden) amount; 1 or 2: that late fee applies. */
  lateLevel: 0 | 1 | 2;
}

const applies = (
  amount: number | null | undefined,
  days: number | null | undefined,
  since: number,
) => amount != null && amount > 0 && days != null && days >= 0 && since > days;

/** The amount due on `at` for a notice issued at `issuedAt`, counted in `timeZone`. */
export function amountDueOn(
  terms: LateFeeTerms,
  issuedAt: Date,
  at: Date,
  timeZone: string,
): AmountDue {
  return amountDueAfterDays(terms, calendarDaysBetween(issuedAt, at, timeZone));
}

/**
 * The same for a notice `since` calendar days after its issue day (a list of notices counts the
 * days once per row, e.g. in SQL, instead of twice per rule).
 */
export function amountDueAfterDays(terms: LateFeeTerms, since: number): AmountDue {
  if (terms.amountOverride != null)
    return { amount: Math.max(0, terms.amountOverride), lateLevel: 0 };
  const base = Math.max(0, terms.amount);
  let due: AmountDue = { amount: base, lateLevel: 0 };
  if (applies(terms.lateAmount1, terms.lateDays1, since)) {
    due = { amount: Math.max(base, terms.lateAmount1 as number), lateLevel: 1 };
    if (applies(terms.lateAmount2, terms.lateDays2, since)) {
      due = { amount: Math.max(due.amount, terms.lateAmount2 as number), lateLevel: 2 };
    }
  }
  return due;
}

/** True once the first late day has passed (an open notice is then 'past due'). */
export function isPastDue(
  terms: LateFeeTerms,
  issuedAt: Date,
  at: Date,
  timeZone: string,
): boolean {
  return isPastDueAfterDays(terms, calendarDaysBetween(issuedAt, at, timeZone));
}

/** The same `since` calendar days after the issue day. */
export function isPastDueAfterDays(terms: LateFeeTerms, since: number): boolean {
  return terms.amountOverride == null && applies(terms.lateAmount1, terms.lateDays1, since);
}
