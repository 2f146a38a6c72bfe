import { TIME_SELECTION } from '../../../lib/rules/permits/permit-rules';
import type { z } from 'zod';
import type { checkoutBody } from '../../../lib/contract';
import type { PermitProductRow } from '../../db/schema';
import { fail } from '../../../platform/errors';
import { permitPeriod } from './manual-issue';

/** When a permit bought on the portal starts and ends (the type's time selection, the body's times). */

/** The calendar day of an instant in the permit type's zone ('2026-11-24'; UTC if the zone is unknown). */
export function dayIn(instant: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  try {
    return format(timeZone || 'UTC');
  } catch {
    return format('UTC');
  }
}

/** Start of the permit by the type's time selection (1 same day, 2 fixed, 3 manual). */
export function periodFor(
  product: PermitProductRow,
  body: z.output<typeof checkoutBody>,
  now: Date,
) {
  if (product.timeSelectionType === TIME_SELECTION.fixedPeriod) return permitPeriod(product, now);
  const start = body.startAt ? new Date(body.startAt) : now;
  if (product.timeSelectionType === TIME_SELECTION.sameDay) {
    if (dayIn(start, product.timeZone) !== dayIn(now, product.timeZone)) {
      throw fail.badRequest('This permit starts on the same day only.');
    }
  } else if (!body.startAt) {
    throw fail.badRequest('Please choose a start time.');
  }
  const period = permitPeriod(product, start < now ? now : start);
  if (product.timeSelectionType === TIME_SELECTION.manual && body.endAt) {
    const end = new Date(body.endAt);
    if (end <= period.issuedOn || end > period.expiresAt) {
      throw fail.badRequest('The end must be after the start and within the permit duration.');
    }
    period.expiresAt = end;
  }
  return period;
}
