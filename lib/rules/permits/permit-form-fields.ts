import { formatDecimal } from '@/lib/format';
import { normaliseDuration, normaliseMaxCount } from './permit-rules';

/**
 * The permit type form's field values (spec 2 §5) read and written as the fields show them:
 * prices and the convenience fee in dollars, the duration and the maximum count as whole numbers.
 */

/** Cents as the price field shows them ('12.50'; '0' for free). */
export function centsToPriceText(cents: number): string {
  return cents === 0 ? '0' : formatDecimal(cents);
}

/** The largest convenience fee the provider takes (cents, $1,000.00). */
export const MAX_FEE_CENTS = 100_000;

/** Cents as the convenience-fee field shows them, always in dollars ('0.20' for 20 cents). */
export function centsToFeeText(cents: number): string {
  return formatDecimal(cents);
}

/**
 * The convenience-fee field in cents: dollars with at most two decimals, at least 0; null when
 * empty or not a number.
 */
export function feeCents(text: string): number | null {
  const cents = priceCents(text);
  return cents === null || cents > MAX_FEE_CENTS ? null : cents;
}

/**
 * The price field in cents: dollars with at most two decimals; a negative price becomes 0;
 * null when empty or not a number (the price is required).
 */
export function priceCents(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(clean)) return null;
  const cents = Math.round(Number(clean) * 100);
  if (!Number.isFinite(cents)) return null;
  return cents < 0 ? 0 : cents;
}

/** The price field after a negative entry is corrected (left as typed otherwise). */
export function correctedPriceText(text: string): string {
  const cents = priceCents(text);
  return cents === 0 && text.trim().startsWith('-') ? '0' : text;
}

/** Whole number from a field; NaN when not one. */
const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN);

/** Duration: at least 1. */
export function durationValue(text: string): number {
  const n = whole(text);
  return Number.isNaN(n) ? 1 : normaliseDuration(n);
}

/** Max count: zero or less (or empty) means none. */
export function maxCountValue(text: string): number | null {
  const n = whole(text);
  return Number.isNaN(n) ? null : normaliseMaxCount(n);
}
