import { TIME_LIMIT_MAX_MINUTES } from './time-limit-max';
import { listsMessages } from '@/lib/messages/lists';

export { TIME_LIMIT_MAX_MINUTES };

/** The error of a time limit above 4320 minutes, as the product writes it (spec 1 §4, §8). */
export const TIME_LIMIT_TOO_LARGE = listsMessages.timeLimitTooLarge;
/** Confirmation after saving, shown for 2 seconds (spec 1 §8). */
export const TIME_LIMIT_UPDATED = listsMessages.timeLimitUpdated;
export const TIME_LIMIT_UPDATED_MS = 2000;

/** A whole, non-negative number from a field value: negatives, blanks and NaN become 0. */
function clampPart(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value.trim() || 0) : Number(value ?? 0);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.floor(n);
}

/** A fraction in either field is refused, never rounded silently (issue 18 item 6). */
export const TIME_LIMIT_WHOLE_NUMBERS =
  'Please enter whole hours and minutes, e.g. 1 hour 30 minutes.';

export type TimeLimitTotal =
  | { ok: true; minutes: number }
  | { ok: false; code: 'TIME_LIMIT_NOT_WHOLE' | 'TIME_LIMIT_TOO_LARGE'; error: string };

/** A positive number with a fractional part (1.5, '0.25'); blanks, text and negatives are not. */
function isFraction(value: number | string | null | undefined): boolean {
  const n = typeof value === 'string' ? Number(value.trim() || 0) : Number(value ?? 0);
  return Number.isFinite(n) && n > 0 && !Number.isInteger(n);
}

/**
 * Hours and minutes to a total in minutes (spec 1 §4): negative parts become 0; a fraction in
 * either part is refused; a total above 4320 minutes (72 h) is rejected with 'Time limits must be
 * under 24 HR.'.
 */
export function totalMinutes(
  hours: number | string | null | undefined,
  minutes: number | string | null | undefined,
): TimeLimitTotal {
  if (isFraction(hours) || isFraction(minutes))
    return { ok: false, code: 'TIME_LIMIT_NOT_WHOLE', error: TIME_LIMIT_WHOLE_NUMBERS };
  const total = clampPart(hours) * 60 + clampPart(minutes);
  if (total > TIME_LIMIT_MAX_MINUTES)
    return { ok: false, code: 'TIME_LIMIT_TOO_LARGE', error: TIME_LIMIT_TOO_LARGE };
  return { ok: true, minutes: total };
}

/** Minutes back to the hours and minutes fields. */
export function splitMinutes(minutes: number | null | undefined): {
  hours: number;
  minutes: number;
} {
  const total = clampPart(minutes);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The rule table's TIME LIMIT (spec 1 §2, §9): none → NONE; ≤ 60 → '{n} MIN'; else rounded HR. */
export function formatTimeLimit(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0)
    return 'NONE';
  if (minutes <= 60) return `${Math.round(minutes)} MIN`;
  return `${Math.round(minutes / 60)} HR`;
}

/**
 * The rule table's TIME LIMIT in hours and minutes (spec 1 §9: 'rule table shows hours and
 * minutes'), so 105 and 125 minutes read apart: none → NONE; '45 MIN', '2 HR', '1 HR 45 MIN'.
 */
export function formatRuleTimeLimit(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0)
    return 'NONE';
  const { hours, minutes: rest } = splitMinutes(Math.round(minutes));
  if (hours === 0) return `${rest} MIN`;
  return rest === 0 ? `${hours} HR` : `${hours} HR ${rest} MIN`;
}

/** A digital chalking rule as the BFF answers it (a time-limit list with its minutes). */
export interface TimeLimitRule {
  uuid: string;
  name: string;
  type: number;
  /** 0 = none. */
  minutes: number;
  plateCount: number;
  createdBy: string;
  createdAt: string;
}
